/**
 * How one JSON Schema of a value changed, keyword by keyword: title, type, format, pattern,
 * enum values, default, bounds. Shared by form fields and entity properties.
 */
import { otherProperties, push, scalar } from './facts';
import { equal, isObject, reordered, type Json, type JsonObject } from './json';
import { arrow, code, list, showText, value } from './markdown';

/** Keywords read for meaning; the structure keywords (`properties`, `required`, `items`) are left to the caller. */
const WORDED = ['title', 'description', 'type', 'format', 'pattern', 'enum', 'default'];

/** `string`, `integer | null`. */
export function describeType(type: Json | undefined): string {
  if (type === undefined) return '(any type)';
  if (Array.isArray(type)) return code(type.map(String).join(' | '));
  return typeof type === 'string' ? code(type) : value(type);
}

export interface KeywordFacts {
  facts: string[];
  /** The type changed (a data risk for entities). */
  typeChanged?: string;
}

/**
 * The facts for one value schema. `titleLabel` names the title ('label' on a form, 'title' in an
 * entity); `skip` lists keywords the caller reports itself.
 */
export function keywordFacts(before: JsonObject, after: JsonObject, titleLabel: string, skip: readonly string[] = []): KeywordFacts {
  const facts: string[] = [];
  push(facts, scalar(titleLabel, before.title, after.title, { show: showText }));
  if (!equal(before.description, after.description)) {
    facts.push(after.description === undefined ? 'description removed' : `description ${before.description === undefined ? 'added' : 'changed'}: ${showText(after.description)}`);
  }
  const type = equal(before.type, after.type) ? undefined : `type ${arrow(describeType(before.type), describeType(after.type))}`;
  push(facts, type, scalar('format', before.format, after.format), scalar('pattern', before.pattern, after.pattern));
  facts.push(...enumFacts(before.enum, after.enum));
  push(facts, scalar('default', before.default, after.default));
  facts.push(...otherProperties(before, after, [...WORDED, ...skip]));
  return type === undefined ? { facts } : { facts, typeChanged: type };
}

function enumFacts(before: Json | undefined, after: Json | undefined): string[] {
  if (equal(before, after)) return [];
  const b = Array.isArray(before) ? before : undefined;
  const a = Array.isArray(after) ? after : undefined;
  if (!b && a) return [`now limited to ${list(a.map(value))}`];
  if (b && !a) return [`no longer limited to a list (was ${list(b.map(value))})`];
  const keyOf = (json: Json): string => JSON.stringify(json);
  const had = new Set((b ?? []).map(keyOf));
  const has = new Set((a ?? []).map(keyOf));
  const added = (a ?? []).filter((item) => !had.has(keyOf(item)));
  const removed = (b ?? []).filter((item) => !has.has(keyOf(item)));
  const facts: string[] = [];
  if (added.length > 0) facts.push(`enum values added: ${list(added.map(value))}`);
  if (removed.length > 0) facts.push(`enum values removed: ${list(removed.map(value))}`);
  if (reordered((b ?? []).map(keyOf), (a ?? []).map(keyOf))) facts.push(`enum order: ${list((a ?? []).map(value))}`);
  return facts;
}

/** The schema's traits in a few words, for an added field or property: 'integer, required'. */
export function describeSchema(schema: Json | undefined, required: boolean): string {
  const parts: string[] = [];
  if (isObject(schema)) {
    if (schema.type !== undefined) parts.push(describeType(schema.type));
    if (schema.format !== undefined) parts.push(`format ${value(schema.format)}`);
    if (Array.isArray(schema.enum)) parts.push(`one of ${list(schema.enum.map(value))}`);
    if (schema.default !== undefined) parts.push(`default ${value(schema.default)}`);
  }
  if (required) parts.push('required');
  return parts.join(', ');
}
