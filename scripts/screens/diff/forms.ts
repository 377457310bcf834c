/**
 * Forms by name, then their fields by property name: label, type, required, enum, default,
 * bounds, widget, computed template and the message of each keyword; and the form's own title,
 * endpoint, submit label, failure message, initial values and field order.
 */
import { change, otherProperties, push, scalar } from './facts';
import { equal, isObject, objectAt, reordered, stringsAt, stringAt, unionKeys, compareText, type Json, type JsonObject } from './json';
import { arrow, bold, code, list, showText, value } from './markdown';
import type { Change } from './model';
import { describeSchema, keywordFacts } from './schemaKeywords';
import { describeWidget, widgetFacts } from './widgets';

const KNOWN = ['title', 'endpoint', 'schema', 'order', 'ui', 'computed', 'messages', 'submitLabel', 'failedMessage', 'initial'];

export function diffForms(before: JsonObject, after: JsonObject): Change[] {
  // A page's forms are derived from entities: blocks.ts compares them.
  if (before.kind === 'page' || after.kind === 'page') return [];
  const b = objectAt(before, 'forms');
  const a = objectAt(after, 'forms');
  return unionKeys(b, a).flatMap((name) => diffForm(name, b?.[name], a?.[name]));
}

function diffForm(name: string, before: Json | undefined, after: Json | undefined): Change[] {
  const key = `forms/${name}`;
  const subject = `Form ${bold(name)}`;
  if (before === undefined && isObject(after)) {
    const facts = [`added: ${showText(after.title)}, submits to ${value(after.endpoint)}`];
    const fields = fieldOrder(after, undefined);
    if (fields.length > 0) facts.push(`fields ${list(fields.map(code))}`);
    return change('forms', key, subject, facts);
  }
  if (isObject(before) && after === undefined) return change('forms', key, subject, [`removed (was ${showText(before.title)})`]);
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const facts: string[] = [];
  const endpoint = scalar('submits to', b.endpoint, a.endpoint);
  push(
    facts,
    scalar('title', b.title, a.title, { show: showText }),
    endpoint,
    scalar('submit button', b.submitLabel, a.submitLabel, { fallback: 'Save', show: showText }),
    scalar('failure message', b.failedMessage, a.failedMessage),
    scalar('opens', b.initial, a.initial, { fallback: 'empty', show: (json) => (json === 'row' ? 'filled from the row' : json === 'empty' ? 'empty' : value(json)) }),
    orderFact(b, a),
    ...otherProperties(objectAt(b, 'schema'), objectAt(a, 'schema'), ['type', 'properties', 'required'], 'schema '),
    ...otherProperties(b, a, KNOWN),
  );
  const risk = endpoint === undefined ? undefined : `form ${code(name)} ${endpoint}`;
  return [...change('forms', key, subject, facts, risk), ...fieldOrder(a, b).flatMap((field) => diffField(name, field, b, a))];
}

function propertiesOf(form: JsonObject): JsonObject | undefined {
  return objectAt(objectAt(form, 'schema'), 'properties');
}

function requiredOf(form: JsonObject): Set<string> {
  return new Set(stringsAt(objectAt(form, 'schema'), 'required'));
}

/** The order the form shows its fields: `order` when given, else the schema's. */
function shownOrder(form: JsonObject): string[] {
  return form.order === undefined ? Object.keys(propertiesOf(form) ?? {}) : stringsAt(form, 'order');
}

/** Field order changes only count when a form declares `order` (without it, key order is formatting). */
function orderFact(before: JsonObject, after: JsonObject): string | undefined {
  if (before.order === undefined && after.order === undefined) return undefined;
  const b = shownOrder(before);
  const a = shownOrder(after);
  return reordered(b, a) ? `field order: ${list(a.map(code))}` : undefined;
}

/**
 * Every field named anywhere in the form (schema, ui, computed, messages), in the form's order
 * (after, then before), the rest by name: never by key order.
 */
function fieldOrder(after: JsonObject, before: JsonObject | undefined): string[] {
  const names = new Set<string>();
  for (const form of [after, before]) {
    if (!form) continue;
    for (const part of ['ui', 'computed', 'messages']) for (const name of Object.keys(objectAt(form, part) ?? {})) names.add(name);
    for (const name of Object.keys(propertiesOf(form) ?? {})) names.add(name);
    for (const name of requiredOf(form)) names.add(name);
  }
  const ordered = [...stringsAt(after, 'order'), ...(before ? stringsAt(before, 'order') : [])];
  const rank = (name: string): number => {
    const at = ordered.indexOf(name);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  return [...names].sort((x, y) => rank(x) - rank(y) || compareText(x, y));
}

function diffField(form: string, field: string, before: JsonObject, after: JsonObject): Change[] {
  const oldSchema = propertiesOf(before)?.[field];
  const newSchema = propertiesOf(after)?.[field];
  const wasRequired = requiredOf(before).has(field);
  const isRequired = requiredOf(after).has(field);
  const title = stringAt(isObject(newSchema) ? newSchema : undefined, 'title') ?? stringAt(isObject(oldSchema) ? oldSchema : undefined, 'title');
  const subject = `Form ${bold(form)}, field ${title === undefined ? code(field) : `${bold(title)} (${code(field)})`}`;
  const key = `forms/${form}/fields/${field}`;
  const oldUi = objectAt(objectAt(before, 'ui'), field);
  const newUi = objectAt(objectAt(after, 'ui'), field);
  const oldComputed = objectAt(before, 'computed')?.[field];
  const newComputed = objectAt(after, 'computed')?.[field];
  const oldMessages = objectAt(objectAt(before, 'messages'), field);
  const newMessages = objectAt(objectAt(after, 'messages'), field);

  if (oldSchema === undefined && newSchema !== undefined) {
    const traits = [describeSchema(newSchema, isRequired), newUi ? describeWidget(newUi) : '', typeof newComputed === 'string' ? `computed as ${code(newComputed)}` : '']
      .filter((part) => part !== '')
      .join(', ');
    const facts = [traits === '' ? 'added' : `added (${traits})`, ...messageFacts(undefined, newMessages)];
    return change('forms', key, subject, facts);
  }
  if (oldSchema !== undefined && newSchema === undefined) {
    const risk = wasRequired ? `form ${code(form)}: required field ${code(field)} removed` : undefined;
    return change('forms', key, subject, [wasRequired ? 'removed (was required)' : 'removed'], risk);
  }
  const facts = keywordFacts(isObject(oldSchema) ? oldSchema : {}, isObject(newSchema) ? newSchema : {}, 'label').facts;
  let risk: string | undefined;
  if (!wasRequired && isRequired) facts.push('now required');
  if (wasRequired && !isRequired) {
    facts.push('no longer required');
    risk = `form ${code(form)}: field ${code(field)} no longer required`;
  }
  facts.push(...widgetFacts(oldUi, newUi));
  facts.push(...computedFacts(oldComputed, newComputed));
  facts.push(...messageFacts(oldMessages, newMessages));
  return change('forms', key, subject, facts, risk);
}

function computedFacts(before: Json | undefined, after: Json | undefined): string[] {
  if (equal(before, after)) return [];
  if (before === undefined) return [`now computed as ${value(after)}`];
  if (after === undefined) return [`no longer computed (was ${value(before)})`];
  return [`computed ${arrow(value(before), value(after))}`];
}

/** 'message `required`: 'Town is required'' (new), '… 'a' → 'b'' (changed), '… removed (was 'a')'. */
function messageFacts(before: JsonObject | undefined, after: JsonObject | undefined): string[] {
  const facts: string[] = [];
  const keywords = unionKeys(before, after).sort((x, y) => Number(y === 'required') - Number(x === 'required'));
  for (const keyword of keywords) {
    const old = before?.[keyword];
    const now = after?.[keyword];
    if (equal(old, now)) continue;
    const name = `message ${code(keyword)}`;
    if (old === undefined) facts.push(`${name}: ${showText(now)}`);
    else if (now === undefined) facts.push(`${name} removed (was ${showText(old)})`);
    else facts.push(`${name}: ${arrow(showText(old), showText(now))}`);
  }
  return facts;
}
