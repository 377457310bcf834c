import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isJsonObject, type JsonObject, type JsonValue } from '../format/json.ts';

/** One property of an entity schema. */
export interface EntityProperty {
  name: string;
  schema: JsonObject;
}

/** What the scaffold reads of `schemas/entities/<name>.schema.json`. */
export interface Entity {
  name: string;
  properties: EntityProperty[];
  required: string[];
  /** `$defs.create`, the payload of the create call, when the schema has one. */
  create?: { properties: EntityProperty[]; required: string[] };
  /** Properties holding a list of objects (a region's `default_cutoffs`), with their items' properties: sub-tables, not columns. */
  lists: { name: string; items: EntityProperty[] }[];
}

/** Names of the entities of `schemas/entities/`, sorted. */
export async function entityNames(root: string): Promise<string[]> {
  const files = await readdir(join(root, 'schemas/entities')).catch(() => []);
  return files.filter((file) => file.endsWith('.schema.json')).map((file) => file.replace(/\.schema\.json$/, '')).sort();
}

export async function readEntity(root: string, name: string): Promise<Entity> {
  const json = JSON.parse(await readFile(join(root, 'schemas/entities', `${name}.schema.json`), 'utf8')) as JsonValue;
  if (!isJsonObject(json)) throw new Error(`schemas/entities/${name}.schema.json is not a JSON object`);
  const defs = isJsonObject(json.$defs) ? json.$defs : {};
  const create = isJsonObject(defs.create) ? defs.create : undefined;
  return {
    name,
    properties: propertiesOf(json),
    required: requiredOf(json),
    ...(create ? { create: { properties: propertiesOf(create), required: requiredOf(create) } } : {}),
    lists: listsOf(json, defs),
  };
}

/** The properties whose items are objects (inline, or a local `#/$defs/<name>`). */
function listsOf(schema: JsonObject, defs: JsonObject): Entity['lists'] {
  return propertiesOf(schema).flatMap(({ name, schema: property }) => {
    const items = isJsonObject(property.items) ? property.items : undefined;
    const ref = typeof items?.$ref === 'string' ? /^#\/\$defs\/([^/]+)$/.exec(items.$ref)?.[1] : undefined;
    const item = ref === undefined ? items : defs[ref];
    return isJsonObject(item) && isJsonObject(item.properties) ? [{ name, items: propertiesOf(item) }] : [];
  });
}

function propertiesOf(schema: JsonObject): EntityProperty[] {
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  return Object.entries(properties).map(([name, property]) => ({ name, schema: isJsonObject(property) ? property : {} }));
}

function requiredOf(schema: JsonObject): string[] {
  return Array.isArray(schema.required) ? schema.required.filter((item) => typeof item === 'string') : [];
}

/** The JSON types a property allows (`type` as a string or a list). */
export function typesOf(property: EntityProperty): string[] {
  const type = property.schema.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((item) => typeof item === 'string') : [];
}

export const isText = (property: EntityProperty) => typesOf(property).includes('string');

/** A property the entity describes as read-only (joined or derived columns). */
export const isReadOnly = (property: EntityProperty) =>
  property.schema.readOnly === true || (typeof property.schema.description === 'string' && /read-only/i.test(property.schema.description));

/** The row key: `id`, else `<entity>_id`, else the first property ending in `_id` or `Id`, else the first property. */
export function guessRowKey(entity: Entity): string | undefined {
  const names = entity.properties.map((property) => property.name);
  const snake = `${entity.name.replace(/-/g, '_')}_id`;
  return names.find((name) => name === 'id') ?? names.find((name) => name === snake) ?? names.find((name) => /(_id|Id)$/.test(name)) ?? names[0];
}

const squash = (name: string) => name.replace(/[-_]/g, '').toLowerCase();

/** The field naming a row (for the delete question): `name`, `<entity>_name`, the entity's own name (`postalcode`), a property ending in name, else the first text one. */
export function guessLabelField(entity: Entity, rowKey: string): string {
  const candidates = entity.properties.filter((property) => property.name !== rowKey);
  const snake = `${entity.name.replace(/-/g, '_')}_name`;
  return (
    candidates.find((property) => property.name === 'name')?.name ??
    candidates.find((property) => property.name === snake)?.name ??
    candidates.find((property) => isText(property) && squash(property.name) === squash(entity.name))?.name ??
    candidates.find((property) => /(_name|Name)$/.test(property.name) && isText(property))?.name ??
    candidates.find(isText)?.name ??
    rowKey
  );
}

/** The fields of a scaffolded page form: the entity's create payload when it has one, else its properties other than ids and read-only ones. */
export function pageFormFields(entity: Entity): EntityProperty[] {
  return entity.create?.properties ?? entity.properties.filter((property) => property.name !== 'id' && !isReadOnly(property));
}
