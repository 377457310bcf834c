import { resolveLocalRef } from '../jsonSchema/localRef.ts';
/** What an entity schema (`schemas/entities/<name>.schema.json`) tells the checker about row fields. */
export interface EntityFieldSets {
  /** The properties of a row (`town` → town_id, town_name, …). */
  fields: ReadonlySet<string>;
  /**
   * The fields of the rows of each list an answer in `$defs` holds, by the list's dot path in
   * the answer (`result` → town_name, postal_codes): what a details call's rows hold.
   */
  listRows: ReadonlyMap<string, ReadonlySet<string>>;
  /** The properties of each payload of `$defs` (`create` → name, link), by its key. */
  payloads: ReadonlyMap<string, ReadonlySet<string>>;
  /** The values a select offers for each property with a fixed set (its `enum`; `true`, `false` for a boolean), by payload key (`''` = the entity's own properties), then property. */
  enums: ReadonlyMap<string, ReadonlyMap<string, readonly unknown[]>>;
  /** The item fields of each property of a row that is a list of objects (`default_cutoffs` → id, day_of_week, …): a sub-table's rows. */
  lists: ReadonlyMap<string, ReadonlySet<string>>;
  /** The JSON Schema `type` of each property that gives one, by payload key (`''` = the entity's own properties), then property. */
  types?: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** The JSON Schema of each property, by payload key (`''` = the entity's own properties), then property: what a value set by a field effect must satisfy. */
  properties?: ReadonlyMap<string, ReadonlyMap<string, unknown>>;
  /** The same with each local `$ref` followed (as a form derives it): the constraints a form field carries. */
  constraints?: ReadonlyMap<string, ReadonlyMap<string, unknown>>;
  /** The properties each payload requires, by payload key (`''` = the entity itself). */
  required?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Field sets of each entity, by entity name. */
export type EntityFields = ReadonlyMap<string, EntityFieldSets>;

type Schema = { type?: unknown; enum?: unknown; required?: unknown; properties?: Record<string, Schema>; items?: Schema; $ref?: string; $defs?: Record<string, Schema> };

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field sets of one entity schema. */
export function entityFieldSets(schema: unknown): EntityFieldSets {
  const root = isSchema(schema) ? schema : {};
  const fields = new Set(Object.keys(root.properties ?? {}));
  const listRows = new Map<string, Set<string>>();
  // A list's items are an object with properties, or the row itself (`"$ref": "#"`).
  const rowFields = (items: Schema): Set<string> | undefined =>
    items.$ref === '#' ? fields : items.properties ? new Set(Object.keys(items.properties)) : undefined;
  const visit = (node: Schema, path: string, depth: number) => {
    const items = isSchema(node.items) ? rowFields(node.items) : undefined;
    if (items) listRows.set(path, new Set([...(listRows.get(path) ?? []), ...items]));
    // Answers keep their lists a few levels down at most (`data.items`); deeper is not a row list.
    if (depth >= 3) return;
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      if (isSchema(child)) visit(child, path === '' ? key : `${path}.${key}`, depth + 1);
    }
  };
  for (const definition of Object.values(root.$defs ?? {})) if (isSchema(definition)) visit(definition, '', 0);
  const payloads = new Map<string, Set<string>>();
  for (const [key, definition] of Object.entries(root.$defs ?? {})) if (isSchema(definition)) payloads.set(key, new Set(Object.keys(definition.properties ?? {})));
  const offered = (property: Schema): unknown[] | undefined => (Array.isArray(property.enum) ? property.enum : property.type === 'boolean' ? [true, false] : undefined);
  // A form payload's property may name another of the entity (`$ref`): it offers and types as that one.
  const resolved = (property: Schema): Schema => resolveLocalRef(root, property);
  const enumsOf = (node: Schema) =>
    new Map(Object.entries(node.properties ?? {}).flatMap(([key, property]) => {
      const values = isSchema(property) ? offered(resolved(property)) : undefined;
      return values ? [[key, values] as const] : [];
    }));
  const enums = new Map<string, ReadonlyMap<string, readonly unknown[]>>([['', enumsOf(root)]]);
  for (const [key, definition] of Object.entries(root.$defs ?? {})) if (isSchema(definition)) enums.set(key, enumsOf(definition));
  const lists = new Map<string, ReadonlySet<string>>();
  for (const [key, property] of Object.entries(root.properties ?? {})) {
    const items = isSchema(property) && isSchema(property.items) ? localSchema(root, property.items) : undefined;
    if (items?.properties) lists.set(key, new Set(Object.keys(items.properties)));
  }
  const typesOf = (node: Schema) =>
    new Map(Object.entries(node.properties ?? {}).flatMap(([key, property]) => {
      const type = isSchema(property) ? resolved(property).type : undefined;
      return typeof type === 'string' ? [[key, type] as const] : [];
    }));
  const types = new Map<string, ReadonlyMap<string, string>>([['', typesOf(root)]]);
  for (const [key, definition] of Object.entries(root.$defs ?? {})) if (isSchema(definition)) types.set(key, typesOf(definition));
  const properties = new Map<string, ReadonlyMap<string, unknown>>([['', new Map(Object.entries(root.properties ?? {}))]]);
  for (const [key, definition] of Object.entries(root.$defs ?? {})) if (isSchema(definition)) properties.set(key, new Map(Object.entries(definition.properties ?? {})));
  const resolvedOf = (node: Schema) => new Map(Object.entries(node.properties ?? {}).map(([key, property]) => [key, isSchema(property) ? resolved(property) : property] as const));
  const constraints = new Map<string, ReadonlyMap<string, unknown>>([['', resolvedOf(root)]]);
  for (const [key, definition] of Object.entries(root.$defs ?? {})) if (isSchema(definition)) constraints.set(key, resolvedOf(definition));
  const requiredOf = (node: Schema) => new Set(Array.isArray(node.required) ? node.required.filter((name): name is string => typeof name === 'string') : []);
  const required = new Map<string, ReadonlySet<string>>([['', requiredOf(root)]]);
  for (const [key, definition] of Object.entries(root.$defs ?? {})) if (isSchema(definition)) required.set(key, requiredOf(definition));
  return { fields, listRows, payloads, enums, lists, types, properties, constraints, required };
}

/** A schema, or the `$defs` entry its local `$ref` (`#/$defs/defaultCutoff`) names. */
function localSchema(root: Schema, node: Schema): Schema | undefined {
  if (node.$ref === undefined) return node;
  const name = /^#\/\$defs\/([^/]+)$/.exec(node.$ref)?.[1];
  const target = name === undefined ? undefined : root.$defs?.[name];
  return isSchema(target) ? target : undefined;
}
