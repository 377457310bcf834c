/**
 * The forms of a page (form blocks and `forms`): entity and payload, fields by name (label,
 * widget, required, conditions, messages), what fills a form block (`initial`, `fillFrom`) and the
 * submit (button, call, confirm, condition and every outcome text).
 */
import { conditionFact, describeCondition } from '../../../../tooling/diff/conditions.ts';
import { otherProperties, push, scalar } from '../../../../tooling/diff/facts.ts';
import { equal, isObject, objectAt, objectsAt, reordered, stringAt, unionKeys, type Json, type JsonObject } from '../../../../tooling/diff/json.ts';
import { arrow, code, list, showText, value } from '../../../../tooling/diff/markdown.ts';
import { widgetFacts, describeWidget } from '../../../form/tools/diff/widgets.ts';
import { describeEffects, effectsFact } from '../../../form/tools/diff/fieldEffects.ts';
import { bodyFacts, describeBodyValue, describeSteps, stepBodyFacts } from './submitParts.ts';
import { textOf } from '../../../../../shared/textOf.ts';

const FIELD_KNOWN = ['name', 'from', 'label', 'ui', 'required', 'showWhen', 'readOnlyWhen', 'messages', 'hint', 'original', 'trim', 'onChange', 'default', 'check'];
const SUBMIT_KNOWN = ['label', 'labelWhen', 'endpoint', 'endpointWhen', 'confirm', 'enabledWhen', 'guards', 'incomplete', 'requires', 'success', 'failure', 'conflict', 'networkFailure', 'serverErrorText', 'duration', 'failureDuration', 'resultIn', 'reset', 'refresh', 'body', 'navigate', 'before', 'waitText', 'closeAfter'];

/** Where a form starts (`initial`): 'the row the navigation carries (key `ruleName`; …)'; undefined = empty. */
export function describeInitial(initial: unknown): string | undefined {
  if (!isObject(initial)) return undefined;
  const names = (key: string) => (Array.isArray(initial[key]) ? list(initial[key].map((name) => code(textOf(name)))) : undefined);
  const parts = [
    `key ${code(stringAt(initial, 'key') ?? '?')}`,
    typeof initial.load === 'string' ? `opened by address: loaded through ${code(initial.load)}` : 'opened by address: empty',
    names('keep') === undefined ? '' : `keeps ${names('keep') ?? ''}`,
    names('readOnly') === undefined ? '' : `read-only ${names('readOnly') ?? ''}`,
    typeof initial.notFound === 'string' ? `not found ${showText(initial.notFound)}` : '',
    typeof initial.loadFailed === 'string' ? `load failed ${showText(initial.loadFailed)}` : '',
    typeof initial.update === 'string' ? `an edit submits to ${code(initial.update)}` : '',
  ].filter((part) => part !== '');
  return `the row the navigation carries (${parts.join('; ')})`;
}

/** What fills a form block (`fillFrom`): "`carts.editing` (each new object): `firstName` ← `{firstName}`, `vase` ← `{vase}`, else null"; undefined = nothing. */
function describeFillFrom(fillFrom: unknown): string | undefined {
  if (!isObject(fillFrom)) return undefined;
  const fields = isObject(fillFrom.fields) ? Object.entries(fillFrom.fields).map(([field, entry]) => `${code(field)} ← ${describeBodyValue(entry)}`) : [];
  return `${code(stringAt(fillFrom, 'path') ?? '?')} (each new object): ${fields.join(', ')}`;
}

/** An outcome text: 'x', or its alternatives in order ('{answer.error}', else 'SMS Sending Failed!.'). */
function showOutcome(json: Json): string {
  return Array.isArray(json) ? json.map((alternative) => showText(alternative)).join(', else ') : showText(json);
}

/** A submit's guards in order: "'No drivers' unless `drivers.selected` is filled; …"; undefined without any. */
function describeGuards(guards: unknown): string | undefined {
  if (!Array.isArray(guards) || guards.length === 0) return undefined;
  return guards.map((guard: Json) => (isObject(guard) ? `${showText(guard.message)} unless ${describeCondition(guard.holds)}` : value(guard))).join('; ');
}

/** A submit's other button texts, in order: "'Save Cart' while `carts.editing` is filled"; undefined without any. */
function describeLabels(alternatives: unknown): string | undefined {
  if (!Array.isArray(alternatives) || alternatives.length === 0) return undefined;
  return alternatives.map((alternative: Json) => (isObject(alternative) ? `${showText(alternative.label)} while ${describeCondition(alternative.when)}` : value(alternative))).join('; ');
}

/** A submit's other calls, in order: "`byAddress` when `query.shortURL` contains `/checkouts/`"; undefined without any. */
function describeEndpointChoices(alternatives: unknown): string | undefined {
  if (!Array.isArray(alternatives) || alternatives.length === 0) return undefined;
  return alternatives.map((alternative: Json) => (isObject(alternative) ? `${code(stringAt(alternative, 'endpoint') ?? '?')} when ${describeCondition(alternative.when)}` : value(alternative))).join('; ');
}

/** A submit's `requires`, in order: '`x` is filled, else saying 'Please …''. */
function describeRequirements(requirements: unknown): string | undefined {
  if (!Array.isArray(requirements) || requirements.length === 0) return undefined;
  return requirements.map((requirement: Json) => (isObject(requirement) ? `${describeCondition(requirement.holds)}, else saying ${showText(requirement.message)}` : value(requirement))).join('; ');
}

/** Where a submit goes after a success (`navigate`): '`/secure/x` after 0.5 s'. */
function describeNavigate(navigate: unknown): string | undefined {
  if (!isObject(navigate)) return undefined;
  return `${code(stringAt(navigate, 'to') ?? '?')} after ${typeof navigate.after === 'number' ? navigate.after : 0.5} s`;
}

/** How a modal form ends after a success (`closeAfter`): 'closes by itself 2 s after a success, saying it in the dialog'. */
function describeCloseAfter(seconds: unknown): string | undefined {
  return typeof seconds === 'number' ? `closes by itself ${seconds} s after a success, saying it in the dialog` : undefined;
}

function fieldsByName(form: JsonObject): Map<string, JsonObject> {
  return new Map(objectsAt(form, 'fields').map((field) => [stringAt(field, 'name') ?? '?', field]));
}

/** 'fields `name`, `link`' of an added form. */
export function fieldList(form: JsonObject): string {
  return `fields ${list([...fieldsByName(form).keys()].map(code))}`;
}

/** Facts about a form's source, submit and fields (for a form block or a modal form). */
export function pageFormFacts(before: JsonObject, after: JsonObject): { facts: string[]; risk: string | undefined; fields: { name: string; facts: string[] }[] } {
  const facts: string[] = [];
  push(facts, scalar('entity', before.entity, after.entity), scalar('payload', before.payload, after.payload, { absent: '(the entity itself)' }));
  const b = objectAt(before, 'submit') ?? {};
  const a = objectAt(after, 'submit') ?? {};
  const endpoint = scalar('submits to', b.endpoint, a.endpoint);
  const endpointWhen = scalar('submits instead to', describeEndpointChoices(b.endpointWhen), describeEndpointChoices(a.endpointWhen), { show: String, absent: '(none)' });
  push(
    facts,
    scalar('submit button', b.label, a.label, { show: showText, absent: '(none: the values only feed other blocks)' }),
    scalar('other submit button texts', describeLabels(b.labelWhen), describeLabels(a.labelWhen), { show: String, absent: '(none)' }),
    endpoint,
    endpointWhen,
    scalar('calls before the submit', describeSteps(b.before), describeSteps(a.before), { show: String, absent: '(none)' }),
    ...stepBodyFacts(b.before, a.before),
    ...bodyFacts('submit body', b.body, a.body, "the endpoint's body"),
    scalar('confirm', b.confirm, a.confirm, { show: showText }),
    conditionFact('submit enabled when', b.enabledWhen, a.enabledWhen),
    scalar('checks before the confirm', describeGuards(b.guards), describeGuards(a.guards), { show: String, absent: '(none)' }),
    scalar('incomplete note', b.incomplete, a.incomplete, { show: showText }),
    scalar('submit waits for', describeRequirements(b.requires), describeRequirements(a.requires), { show: String, absent: '(nothing)' }),
    scalar('success text', b.success, a.success, { show: showOutcome }),
    scalar('failure text', b.failure, a.failure, { show: showOutcome }),
    scalar('conflict (409) text', b.conflict, a.conflict, { show: showOutcome }),
    scalar('no-answer text', b.networkFailure, a.networkFailure, { show: showOutcome, absent: '(the failure text)' }),
    scalar("server's error sentence first", b.serverErrorText, a.serverErrorText, { fallback: false }),
    scalar('shown for (seconds)', b.duration, a.duration, { fallback: 5 }),
    scalar('a failure shown for (seconds)', b.failureDuration, a.failureDuration, { absent: '(as long as the success)' }),
    scalar('outcome shown in', b.resultIn, a.resultIn, { absent: '(under the form)' }),
    scalar('back to the starting values after success', b.reset, a.reset, { fallback: false }),
    scalar('overlay text', b.waitText, a.waitText, { show: showText, absent: "'Please wait...'" }),
    scalar('reset button', objectAt(before, 'resetButton')?.label, objectAt(after, 'resetButton')?.label, { show: showText, absent: '(none)' }),
    scalar('close button', objectAt(before, 'closeButton')?.label, objectAt(after, 'closeButton')?.label, { show: showText, absent: '(none)' }),
    scalar('close button opens', objectAt(before, 'closeButton')?.to, objectAt(after, 'closeButton')?.to, { show: (json) => code(textOf(json)), absent: '(none)' }),
    scalar('grid blocks reloaded after success', b.refresh, a.refresh, { absent: '(none)' }),
    scalar('opens after success', describeNavigate(b.navigate), describeNavigate(a.navigate), { show: String, absent: '(stays)' }),
    scalar('after a success the dialog', describeCloseAfter(b.closeAfter), describeCloseAfter(a.closeAfter), { show: String, absent: 'closes at once (the success toasted)' }),
    ...otherProperties(b, a, SUBMIT_KNOWN, 'submit '),
    scalar('starts from', describeInitial(before.initial), describeInitial(after.initial), { show: String, absent: '(empty)' }),
    scalar('filled from', describeFillFrom(before.fillFrom), describeFillFrom(after.fillFrom), { show: String, absent: '(nothing)' }),
    // A form block's read-only values (`<id>.computed.<name>`): templates or `{ rule, args }`, described as body values are.
    ...bodyFacts('computed value', before.computed, after.computed, '(none)'),
  );
  const oldFields = fieldsByName(before);
  const newFields = fieldsByName(after);
  if (reordered([...oldFields.keys()].filter((name) => newFields.has(name)), [...newFields.keys()].filter((name) => oldFields.has(name)))) {
    facts.push(`field order: ${list([...newFields.keys()].map(code))}`);
  }
  const fields: { name: string; facts: string[] }[] = [];
  for (const name of unionKeys(Object.fromEntries(oldFields), Object.fromEntries(newFields))) {
    const old = oldFields.get(name);
    const now = newFields.get(name);
    if (!old && now) fields.push({ name, facts: [`added${describeField(now)}`] });
    else if (old && !now) fields.push({ name, facts: ['removed'] });
    else if (old && now && !equal(old, now)) fields.push({ name, facts: fieldFacts(old, now) });
  }
  // What is sent changed (the submit's body, its steps or theirs): a payload change a reviewer must see.
  const sentChanged = !equal(b.body, a.body) || !equal(b.before, a.before) ? 'body changed' : undefined;
  const risk = [endpoint, endpointWhen, sentChanged].filter((part) => part !== undefined).join('; ');
  return { facts, risk: risk === '' ? undefined : risk, fields };
}

function describeField(field: JsonObject): string {
  const parts = [
    stringAt(field, 'label') === undefined ? '' : `label ${showText(field.label)}`,
    isObject(field.ui) ? describeWidget(field.ui) : '',
    field.required === undefined ? '' : field.required === true ? 'required' : 'optional',
    field.showWhen === undefined ? '' : `shown when ${conditionFact('', undefined, field.showWhen)?.replace(/^ added \(|\)$/g, '') ?? ''}`,
    field.readOnlyWhen === undefined ? '' : `read-only when ${describeCondition(field.readOnlyWhen)}`,
    field.original === undefined ? '' : `original value ${showText(field.original)} beside the label`,
    field.trim === true ? 'trimmed' : '',
    field.default === undefined ? '' : `starts with ${typeof field.default === 'string' ? showText(field.default) : value(field.default)}`,
    field.check === undefined ? '' : `value check ${code(textOf(field.check))}`,
    field.onChange === undefined ? '' : `on change ${describeEffects(field.onChange) ?? ''}`,
  ].filter((part) => part !== '');
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

function fieldFacts(before: JsonObject, after: JsonObject): string[] {
  const facts: string[] = [];
  push(
    facts,
    scalar('label', before.label, after.label, { show: showText, absent: '(the entity title)' }),
    scalar('required', before.required, after.required, { absent: '(as the entity says)' }),
    scalar('hint', before.hint, after.hint, { show: showText }),
    scalar('original value beside the label', before.original, after.original, { show: showText }),
    scalar('opens with row field', before.from, after.from, { absent: '(its own name)' }),
    conditionFact('shown when', before.showWhen, after.showWhen),
    conditionFact('read-only when', before.readOnlyWhen, after.readOnlyWhen),
    scalar('trimmed', before.trim, after.trim, { fallback: false }),
    scalar('starts with', before.default, after.default, { show: (json) => (typeof json === 'string' ? showText(json) : value(json)), absent: "(the entity's default)" }),
    scalar('value check', before.check, after.check, { absent: '(none)' }),
    effectsFact(before.onChange, after.onChange),
  );
  facts.push(...widgetFacts(objectAt(before, 'ui'), objectAt(after, 'ui')));
  const b = objectAt(before, 'messages');
  const a = objectAt(after, 'messages');
  for (const keyword of unionKeys(b, a)) {
    const old = b?.[keyword];
    const now = a?.[keyword];
    if (equal(old, now)) continue;
    if (old === undefined) facts.push(`message ${code(keyword)}: ${showText(now)}`);
    else if (now === undefined) facts.push(`message ${code(keyword)} removed (was ${showText(old)})`);
    else facts.push(`message ${code(keyword)}: ${arrow(showText(old), showText(now))}`);
  }
  facts.push(...otherProperties(before, after, FIELD_KNOWN));
  return facts.length > 0 ? facts : [`changed (${value(after)})`];
}
