/** Form widgets: which widget, its lookup and cascade parent, placeholder, date and time options. */
import { otherProperties, push, scalar } from './facts';
import { equal, stringAt, type JsonObject } from './json';
import { arrow, code, showText, value } from './markdown';

const KNOWN = ['widget', 'lookup', 'parent', 'parentKey', 'placeholder', 'notBefore', 'seconds', 'rule', 'accept', 'maxBytes', 'addLabel', 'labels', 'chosenLabel'];

const ruleText = (ui: JsonObject): string => (stringAt(ui, 'rule') === undefined ? '' : `, rule ${code(stringAt(ui, 'rule') ?? '')}`);

/** 'select from lookup `zones`', 'date, not before today', 'time with seconds'. */
export function describeWidget(ui: JsonObject): string {
  const widget = stringAt(ui, 'widget');
  const lookup = stringAt(ui, 'lookup');
  const parent = stringAt(ui, 'parent');
  switch (widget) {
    case 'lookupSelect':
      return `select from lookup ${lookup === undefined ? '(none)' : code(lookup)}${parent === undefined ? '' : ` under ${code(parent)}`}`;
    case 'lookupMultiSelect':
      return `several from lookup ${lookup === undefined ? '(none)' : code(lookup)}`;
    case 'select':
      return 'select';
    case 'date':
      return `${ui.notBefore === 'today' ? 'date, not before today' : 'date'}${ruleText(ui)}`;
    case 'dates':
      return `dates (tag input)${ruleText(ui)}`;
    case 'file':
      return `file (${Array.isArray(ui.accept) ? ui.accept.map(String).join(', ') : '?'}, at most ${value(ui.maxBytes)} bytes)`;
    case 'time':
      return ui.seconds === true ? 'time with seconds' : 'time';
    case undefined:
      return 'widget (none)';
    default:
      return widget;
  }
}

export function widgetFacts(before: JsonObject | undefined, after: JsonObject | undefined): string[] {
  if (equal(before, after)) return [];
  if (!before && after) return [`widget: ${describeWidget(after)}${placeholder(after)}`];
  if (before && !after) return [`widget removed (was ${describeWidget(before)}); shown by its type`];
  const b = before ?? {};
  const a = after ?? {};
  const facts: string[] = [];
  if (!equal(b.widget, a.widget)) {
    facts.push(`widget ${arrow(describeWidget(b), describeWidget(a))}`);
  } else {
    push(facts, scalar('lookup', b.lookup, a.lookup));
    facts.push(...cascadeFacts(b, a));
    push(
      facts,
      equal(b.notBefore, a.notBefore) ? undefined : a.notBefore === 'today' ? 'dates before today now disabled' : b.notBefore === 'today' ? 'dates before today now allowed' : scalar('notBefore', b.notBefore, a.notBefore),
      equal(b.seconds ?? false, a.seconds ?? false) ? undefined : a.seconds === true ? 'time now with seconds' : 'time now without seconds',
      scalar('date rule', b.rule, a.rule),
      scalar('accepted files', b.accept, a.accept),
      scalar('largest file (bytes)', b.maxBytes, a.maxBytes),
      scalar('add button', b.addLabel, a.addLabel, { show: showText }),
      scalar('chosen list heading', b.chosenLabel, a.chosenLabel, { show: showText, fallback: 'Chosen' }),
      scalar('option labels', b.labels, a.labels, { absent: '(the values)' }),
    );
  }
  push(facts, scalar('placeholder', b.placeholder, a.placeholder, { show: showText }), ...otherProperties(b, a, KNOWN));
  return facts;
}

function placeholder(ui: JsonObject): string {
  return ui.placeholder === undefined ? '' : ` (placeholder ${showText(ui.placeholder)})`;
}

function cascadeFacts(before: JsonObject, after: JsonObject): string[] {
  const parent = (ui: JsonObject): string => `${value(ui.parent)}${ui.parentKey === undefined ? '' : ` by ${value(ui.parentKey)}`}`;
  if (equal(before.parent, after.parent) && equal(before.parentKey, after.parentKey)) return [];
  if (before.parent === undefined) return [`now cascades from ${parent(after)}`];
  if (after.parent === undefined) return [`no longer cascades (was from ${parent(before)})`];
  return [`cascades from ${arrow(parent(before), parent(after))}`];
}

