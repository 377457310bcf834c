import type { PageField } from '../../../generated/screen';
import { resolveLocalRef, type JsonSchemaObject } from '../../../jsonSchema/localRef.ts';

/** What the derivation reads of a field (page and grid forms alike). */
type DerivedField = Pick<PageField, 'name' | 'label' | 'required'>;

/** A JSON Schema as read from an entity file. */
export type { JsonSchemaObject };

/** Where a page form's fields come from: an entity schema, and optionally one of its `$defs` payloads. */
export interface FieldSource {
  entity: string;
  payload?: string;
}

/** The keywords of an entity property a form field keeps: its type and limits, never its description. */
const KEPT_KEYWORDS = [
  'type',
  'enum',
  'const',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'default',
] as const;

const isObject = (value: unknown): value is JsonSchemaObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object schema whose properties the fields edit: the entity itself, or its `$defs.<payload>`. */
export function sourceSchema(entitySchema: unknown, payload: string | undefined): JsonSchemaObject | undefined {
  if (!isObject(entitySchema)) return undefined;
  if (payload === undefined) return entitySchema;
  const defs = entitySchema.$defs;
  const found = isObject(defs) ? defs[payload] : undefined;
  return isObject(found) ? found : undefined;
}

/**
 * The property schemas of a source, by name. A property may name another of the same entity by a
 * local `$ref` (`#/$defs/create/properties/cutoff_time`) so a form payload never restates it; its
 * own keywords (a `title`) go over the named one's.
 */
export function sourceProperties(source: JsonSchemaObject | undefined, entitySchema?: unknown): Record<string, JsonSchemaObject> {
  const properties = source?.properties;
  if (!isObject(properties)) return {};
  return Object.fromEntries(
    Object.entries(properties).flatMap(([name, property]) => (isObject(property) ? [[name, resolveLocalRef(entitySchema, property)] as const] : [])),
  );
}

/** The labels an entity gives the values of a property's `enum` (`x-labels`, by the value as text), if any. */
export function enumLabels(property: JsonSchemaObject | undefined): Record<string, string> | undefined {
  const labels = property?.['x-labels'];
  if (!isObject(labels)) return undefined;
  const texts = Object.entries(labels).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return texts.length > 0 ? Object.fromEntries(texts) : undefined;
}

/** A field's label: its `label`, else the property's `title`, else its name. */
export function fieldLabel(field: DerivedField, property: JsonSchemaObject | undefined): string {
  if (field.label !== undefined) return field.label;
  return typeof property?.title === 'string' ? property.title : field.name;
}

/** Whether a field needs a value: its `required`, else whether the source requires the property. */
export function fieldRequired(field: DerivedField, source: JsonSchemaObject | undefined): boolean {
  if (field.required !== undefined) return field.required;
  const required = source?.required;
  return Array.isArray(required) && required.includes(field.name);
}

/**
 * The JSON Schema of a page form, derived from the entity's property schemas (types and limits
 * are never restated in a definition): one property per field, in order, with the entity's
 * keywords and the field's label as `title`, and the required fields. The build compiles exactly
 * this schema (scripts/forms), and the form gives RJSF exactly this schema, so both must come
 * from this one function. A field naming no property of the source is left out (the checker
 * reports it).
 */
export function deriveFormSchema(entitySchema: unknown, payload: string | undefined, fields: readonly DerivedField[]): JsonSchemaObject {
  const source = sourceSchema(entitySchema, payload);
  const properties = sourceProperties(source, entitySchema);
  const derived: Record<string, JsonSchemaObject> = {};
  const required: string[] = [];
  for (const field of fields) {
    const property = properties[field.name];
    if (!property) continue;
    const kept: JsonSchemaObject = {};
    for (const keyword of KEPT_KEYWORDS) if (property[keyword] !== undefined) kept[keyword] = property[keyword];
    derived[field.name] = { ...kept, title: fieldLabel(field, property) };
    if (fieldRequired(field, source)) required.push(field.name);
  }
  return { type: 'object', properties: derived, ...(required.length > 0 ? { required } : {}) };
}
