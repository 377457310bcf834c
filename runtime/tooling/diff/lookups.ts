/** Lookups (option lists) by name: their call, value field and label template. */
import { endpointFacts, describeEndpoint } from './endpoints';
import { change, otherProperties, push, scalar } from './facts';
import { isObject, objectAt, unionKeys, type Json, type JsonObject } from './json';
import { code, showText } from './markdown';
import type { Change } from './model';

export function diffLookups(before: JsonObject, after: JsonObject): Change[] {
  const b = objectAt(before, 'lookups');
  const a = objectAt(after, 'lookups');
  return unionKeys(b, a).flatMap((name) => diffLookup(name, b?.[name], a?.[name]));
}

function diffLookup(name: string, before: Json | undefined, after: Json | undefined): Change[] {
  const key = `lookups/${name}`;
  const subject = `Lookup ${code(name)}`;
  if (before === undefined && isObject(after)) {
    return change('lookups', key, subject, [`added: ${describeEndpoint(objectAt(after, 'endpoint'))}, value ${describeValue(after.value)}, label ${describeValue(after.label)}`]);
  }
  if (isObject(before) && after === undefined) return change('lookups', key, subject, [`removed (was ${describeEndpoint(objectAt(before, 'endpoint'))})`]);
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const facts: string[] = [];
  facts.push(...endpointFacts(objectAt(b, 'endpoint') ?? {}, objectAt(a, 'endpoint') ?? {}).facts.map((fact) => `endpoint ${fact}`));
  push(facts, scalar('value', b.value, a.value), scalar('label', b.label, a.label), scalar('load failure text', b.loadFailed, a.loadFailed, { show: showText, absent: "(the service's error text)" }));
  facts.push(...otherProperties(b, a, ['endpoint', 'value', 'label', 'loadFailed']));
  return change('lookups', key, subject, facts);
}

function describeValue(json: Json | undefined): string {
  return typeof json === 'string' ? code(json) : '(none)';
}
