/** JSON Schema's local references, followed as the console's forms and the checker both read an entity. */

/** A JSON Schema (or a part of one) as plain JSON. */
export type JsonSchemaObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonSchemaObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A property with its local `$ref` followed (a few steps at most, so a loop cannot hang). */
export function resolveLocalRef(entitySchema: unknown, property: JsonSchemaObject, depth = 0): JsonSchemaObject {
  const ref = property.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/') || depth > 4) return property;
  let target: unknown = entitySchema;
  for (const part of ref.slice(2).split('/')) target = isObject(target) ? target[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  if (!isObject(target)) return property;
  const own = Object.fromEntries(Object.entries(property).filter(([key]) => key !== '$ref'));
  return { ...resolveLocalRef(entitySchema, target, depth + 1), ...own };
}
