/**
 * Entity schemas (`schemas/entities/<entity>.schema.json`): per entity, properties added or
 * removed, their type, format, pattern, enum and other keywords, required changes; the same for
 * each `$defs` payload, named by its title. Removing a property or changing its type is a data risk.
 */
import { change } from './facts';
import { isObject, objectAt, stringsAt, stringAt, unionKeys, type Json, type JsonObject } from './json';
import { bold, code, count } from './markdown';
import type { Change } from './model';
import { describeSchema, keywordFacts } from './schemaKeywords';

const STRUCTURE = ['properties', 'required', 'items', '$defs'];
const IGNORED = ['$schema', '$id'];

export function diffEntity(entity: string, before: JsonObject, after: JsonObject): Change[] {
  const changes: Change[] = [];
  changes.push(...change('entity', 'schema', 'Schema', keywordFacts(before, after, 'title', [...STRUCTURE, ...IGNORED]).facts));
  changes.push(...diffObject({ entity, prefix: '', subject: '', keyPrefix: 'properties' }, before, after));
  const b = objectAt(before, '$defs');
  const a = objectAt(after, '$defs');
  for (const name of unionKeys(b, a)) changes.push(...diffPayload(entity, name, b?.[name], a?.[name]));
  return changes;
}

function payloadName(name: string, schema: Json | undefined): string {
  const title = isObject(schema) ? stringAt(schema, 'title') : undefined;
  return `Payload ${title === undefined ? '' : `${bold(title)} `}(${code(`$defs/${name}`)})`;
}

function diffPayload(entity: string, name: string, before: Json | undefined, after: Json | undefined): Change[] {
  const key = `$defs/${name}`;
  const subject = payloadName(name, after ?? before);
  if (before === undefined && isObject(after)) {
    return change('entity', key, subject, [`added (${count(Object.keys(objectAt(after, 'properties') ?? {}).length, 'property', 'properties')})`]);
  }
  if (isObject(before) && after === undefined) return change('entity', key, subject, ['removed']);
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const own = keywordFacts(b, a, 'title', [...STRUCTURE, ...IGNORED]).facts;
  return [
    ...change('entity', key, subject, own),
    ...diffObject({ entity, prefix: '', subject: `${subject}, `, keyPrefix: `${key}/properties`, payload: code(stringAt(a, 'title') ?? stringAt(b, 'title') ?? `$defs/${name}`) }, b, a),
  ];
}

interface Place {
  entity: string;
  /** Dotted path of the enclosing property (`result[].`), empty at the top. */
  prefix: string;
  /** Subject lead for a payload ('Payload **TownCreate** (`$defs/create`), '). */
  subject: string;
  keyPrefix: string;
  /** The payload's name, for risk notes: `TownCreate`. */
  payload?: string;
}

/** The properties of an object schema, and of the objects nested in them (`a.b`, `list[].c`). */
function diffObject(place: Place, before: JsonObject, after: JsonObject): Change[] {
  const b = objectAt(before, 'properties');
  const a = objectAt(after, 'properties');
  const wasRequired = new Set(stringsAt(before, 'required'));
  const isRequired = new Set(stringsAt(after, 'required'));
  const changes: Change[] = [];
  for (const name of unionKeys(b, a)) {
    const path = `${place.prefix}${name}`;
    const key = `${place.keyPrefix}/${path}`;
    const subject = `${place.subject}${place.subject === '' ? 'Property' : 'property'} ${code(path)}`;
    const where = `entity ${code(place.entity)}${place.payload === undefined ? '' : ` payload ${place.payload}`}`;
    const old = b?.[name];
    const now = a?.[name];
    if (old === undefined) {
      const traits = describeSchema(now, isRequired.has(name));
      changes.push(...change('entity', key, subject, [traits === '' ? 'added' : `added (${traits})`]));
      continue;
    }
    if (now === undefined) {
      changes.push(...change('entity', key, subject, ['removed'], `${where}: property ${code(path)} removed`));
      continue;
    }
    const oldSchema = isObject(old) ? old : {};
    const newSchema = isObject(now) ? now : {};
    const keywords = keywordFacts(oldSchema, newSchema, 'title', STRUCTURE);
    const facts = [...keywords.facts];
    if (!wasRequired.has(name) && isRequired.has(name)) facts.push('now required');
    if (wasRequired.has(name) && !isRequired.has(name)) facts.push('no longer required');
    const oldItems = objectAt(oldSchema, 'items');
    const newItems = objectAt(newSchema, 'items');
    const nestedItems = objectAt(oldItems, 'properties') !== undefined || objectAt(newItems, 'properties') !== undefined;
    facts.push(...itemFacts(oldSchema.items, newSchema.items, nestedItems));
    const risk = keywords.typeChanged === undefined ? undefined : `${where}: property ${code(path)} ${keywords.typeChanged}`;
    changes.push(...change('entity', key, subject, facts, risk));
    if (objectAt(oldSchema, 'properties') !== undefined || objectAt(newSchema, 'properties') !== undefined) {
      changes.push(...diffObject({ ...place, prefix: `${path}.` }, oldSchema, newSchema));
    }
    if (nestedItems) changes.push(...diffObject({ ...place, prefix: `${path}[].` }, oldItems ?? {}, newItems ?? {}));
  }
  return changes;
}

/** A list's item schema compared as a value schema ('items: type `integer` → `string`'); nested properties are reported apart. */
function itemFacts(before: Json | undefined, after: Json | undefined, nested: boolean): string[] {
  if (before === undefined && after === undefined) return [];
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  return keywordFacts(b, a, 'title', nested ? STRUCTURE : []).facts.map((fact) => `items: ${fact}`);
}
