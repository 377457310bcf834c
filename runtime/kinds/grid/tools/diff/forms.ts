/**
 * Forms by name, then their fields by property name: label, widget, required, computed template
 * and the message of each keyword; and the form's own title, endpoint, entity and payload, submit
 * label, failure message, initial values and field order. Types, limits, enums and defaults are
 * the entity's: a change to them shows as a change of the entity schema.
 */
import { change, otherProperties, push, scalar } from '../../../../tooling/diff/facts.ts';
import { equal, isObject, objectsAt, reordered, stringAt, unionKeys, type Json, type JsonObject } from '../../../../tooling/diff/json.ts';
import { arrow, bold, code, list, showText, value } from '../../../../tooling/diff/markdown.ts';
import type { Change } from '../../../../tooling/diff/model.ts';
import { describeWidget, widgetFacts } from '../../../form/tools/diff/widgets.ts';

const KNOWN = ['title', 'endpoint', 'entity', 'payload', 'fields', 'submitLabel', 'failedMessage', 'initial'];
const FIELD_KNOWN = ['name', 'label', 'ui', 'required', 'computed', 'messages'];

export function diffForms(before: JsonObject, after: JsonObject): Change[] {
  const b = isObject(before.forms) ? before.forms : undefined;
  const a = isObject(after.forms) ? after.forms : undefined;
  return unionKeys(b, a).flatMap((name) => diffForm(name, b?.[name], a?.[name]));
}

function diffForm(name: string, before: Json | undefined, after: Json | undefined): Change[] {
  const key = `forms/${name}`;
  const subject = `Form ${bold(name)}`;
  if (before === undefined && isObject(after)) {
    const facts = [`added: ${showText(after.title)}, submits to ${value(after.endpoint)}`];
    const fields = [...fieldsByName(after).keys()];
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
    scalar('entity', b.entity, a.entity),
    scalar('payload', b.payload, a.payload, { absent: '(the entity itself)' }),
    scalar('submit button', b.submitLabel, a.submitLabel, { fallback: 'Save', show: showText }),
    scalar('failure message', b.failedMessage, a.failedMessage),
    scalar('opens', b.initial, a.initial, { fallback: 'empty', show: (json) => (json === 'row' ? 'filled from the row' : json === 'empty' ? 'empty' : value(json)) }),
    orderFact(b, a),
    ...otherProperties(b, a, KNOWN),
  );
  const risk = endpoint === undefined ? undefined : `form ${code(name)} ${endpoint}`;
  const oldFields = fieldsByName(b);
  const newFields = fieldsByName(a);
  const names = [...new Set([...newFields.keys(), ...oldFields.keys()])];
  return [...change('forms', key, subject, facts, risk), ...names.flatMap((field) => diffField(name, field, oldFields.get(field), newFields.get(field)))];
}

function fieldsByName(form: JsonObject): Map<string, JsonObject> {
  return new Map(objectsAt(form, 'fields').map((field) => [stringAt(field, 'name') ?? '?', field]));
}

/** The fields' order, when the fields both forms have are in another order. */
function orderFact(before: JsonObject, after: JsonObject): string | undefined {
  const b = [...fieldsByName(before).keys()];
  const a = [...fieldsByName(after).keys()];
  const kept = (names: string[], other: string[]) => names.filter((name) => other.includes(name));
  return reordered(kept(b, a), kept(a, b)) ? `field order: ${list(a.map(code))}` : undefined;
}

function diffField(form: string, field: string, before: JsonObject | undefined, after: JsonObject | undefined): Change[] {
  const label = stringAt(after, 'label') ?? stringAt(before, 'label');
  const subject = `Form ${bold(form)}, field ${label === undefined ? code(field) : `${bold(label)} (${code(field)})`}`;
  const key = `forms/${form}/fields/${field}`;
  if (before === undefined && after !== undefined) {
    const traits = [
      after.required === undefined ? '' : after.required === true ? 'required' : 'optional',
      isObject(after.ui) ? describeWidget(after.ui) : '',
      typeof after.computed === 'string' ? `computed as ${code(after.computed)}` : '',
    ]
      .filter((part) => part !== '')
      .join(', ');
    return change('forms', key, subject, [traits === '' ? 'added' : `added (${traits})`, ...messageFacts(undefined, objectOf(after.messages))]);
  }
  if (before !== undefined && after === undefined) {
    return before.required === true ? change('forms', key, subject, ['removed (was required)'], `form ${code(form)}: required field ${code(field)} removed`) : change('forms', key, subject, ['removed']);
  }
  if (!before || !after || equal(before, after)) return [];
  const facts: string[] = [];
  push(facts, scalar('label', before.label, after.label, { show: showText, absent: '(the entity title)' }), requiredFact(before.required, after.required));
  const risk = before.required !== false && after.required === false ? `form ${code(form)}: field ${code(field)} no longer required` : undefined;
  facts.push(...widgetFacts(objectOf(before.ui), objectOf(after.ui)));
  facts.push(...computedFacts(before.computed, after.computed));
  facts.push(...messageFacts(objectOf(before.messages), objectOf(after.messages)));
  facts.push(...otherProperties(before, after, FIELD_KNOWN));
  return change('forms', key, subject, facts, risk);
}

/** 'now required' / 'no longer required' when the field says so itself; back to the entity's word otherwise. */
function requiredFact(before: Json | undefined, after: Json | undefined): string | undefined {
  if (equal(before, after)) return undefined;
  if (after === true) return 'now required';
  if (after === false) return 'no longer required';
  return scalar('required', before, after, { absent: '(as the entity says)' });
}

const objectOf = (json: Json | undefined): JsonObject | undefined => (isObject(json) ? json : undefined);

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
