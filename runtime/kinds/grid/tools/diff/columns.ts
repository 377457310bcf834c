/** Grid columns identified by their field: added, removed, reordered, header, editor (and its cascade), display, labels, derived, width. */
import { change, otherProperties, push, scalar } from '../../../../tooling/diff/facts.ts';
import { arrayAt, equal, isObject, keyed, objectsAt, reordered, stringAt, type Json, type JsonObject, type Keyed } from '../../../../tooling/diff/json.ts';
import { arrow, bold, code, count, list, showText, value } from '../../../../tooling/diff/markdown.ts';
import type { Change } from '../../../../tooling/diff/model.ts';

const KNOWN = ['field', 'header', 'editor', 'display', 'labels', 'derived', 'width', 'format', 'empty', 'detail', 'sortable'];
const LISTED_OPTIONS = 6;

/** The editor as a clause: 'text', 'checkbox', 'select from lookup `zones`', 'select from options `a`, `b`'. */
export function describeEditor(editor: Json | undefined): string {
  if (editor === 'text') return 'text';
  if (editor === 'boolean') return 'checkbox';
  if (isObject(editor) && typeof editor.lookup === 'string') return `select from lookup ${code(editor.lookup)}${withinParent(editor)}`;
  if (isObject(editor) && Array.isArray(editor.options)) return `select from ${describeOptions(editor.options)}`;
  if (isObject(editor) && typeof editor.options === 'string') return `select from option set ${code(editor.options)}`;
  return value(editor);
}

/** A cascade's narrowing: ' of the row's `zone_id`'. */
function withinParent(editor: JsonObject): string {
  return typeof editor.parent === 'string' ? ` of the row's ${code(editor.parent)}` : '';
}

/** A derived column in words: 'follows `zone_id` (`region_name` of lookup `zones`)'. */
function describeDerived(derived: Json | undefined): string | undefined {
  if (!isObject(derived)) return undefined;
  return `follows ${value(derived.from)} (${value(derived.field)} of lookup ${value(derived.lookup)})`;
}

function derivedFact(before: Json | undefined, after: Json | undefined): string | undefined {
  if (equal(before, after)) return undefined;
  if (after === undefined) return `no longer ${describeDerived(before) ?? 'derived'}`;
  return before === undefined ? `now ${describeDerived(after)}` : `now ${describeDerived(after)} (was: ${describeDerived(before)})`;
}

/** The editor in a few words, for 'editor A → B': 'text', 'lookup `zones`', 'options (3)'. */
function shortEditor(editor: Json | undefined): string {
  if (isObject(editor) && typeof editor.lookup === 'string') return `lookup ${code(editor.lookup)}${withinParent(editor)}`;
  if (isObject(editor) && Array.isArray(editor.options)) return describeOptions(editor.options);
  return describeEditor(editor);
}

function describeOptions(options: Json[]): string {
  if (options.length <= LISTED_OPTIONS) return `options ${list(options.map(value))}`;
  return `${count(options.length, 'option')} (${value(options[0])} … ${value(options[options.length - 1])})`;
}

function subjectOf(column: JsonObject, field: Keyed<JsonObject>): string {
  const header = stringAt(column, 'header');
  const rank = field.occurrence > 1 ? ` #${field.occurrence}` : '';
  return header === undefined ? `Column ${code(field.id)}${rank}` : `Column ${bold(header)} (${code(field.id)})${rank}`;
}

export function diffColumns(before: JsonObject, after: JsonObject): Change[] {
  const b = keyed(objectsAt(before, 'columns'), (column) => stringAt(column, 'field') ?? '?');
  const a = keyed(objectsAt(after, 'columns'), (column) => stringAt(column, 'field') ?? '?');
  const old = new Map(b.map((entry) => [entry.key, entry]));
  const kept = new Set(a.map((entry) => entry.key));
  const changes: Change[] = [];
  const beforeOrder = b.map((entry) => entry.key);
  const afterOrder = a.map((entry) => entry.key);
  if (reordered(beforeOrder, afterOrder)) {
    changes.push(...change('columns', 'columns', 'Columns', [`new order: ${list(a.map((entry) => code(entry.id)))}`]));
  }
  for (const entry of a) {
    const previous = old.get(entry.key);
    changes.push(...(previous ? changedColumn(previous.item, entry) : addedColumn(entry, afterOrder)));
  }
  for (const entry of b) {
    if (kept.has(entry.key)) continue;
    const editor = entry.item.editor;
    changes.push(...change('columns', `columns/${entry.key}`, subjectOf(entry.item, entry), [editor === undefined ? 'removed' : `removed (was editable: ${describeEditor(editor)})`]));
  }
  return changes;
}

function addedColumn(entry: Keyed<JsonObject>, order: string[]): Change[] {
  const column = entry.item;
  const position = order.indexOf(entry.key);
  const where = position === 0 ? 'first' : `after ${code(order[position - 1]?.replace(/#\d+$/, '') ?? '?')}`;
  const editor = column.editor;
  const facts = [`added ${where}, ${editor === undefined ? 'read-only' : `editable (${describeEditor(editor)})`}`];
  push(
    facts,
    column.display === undefined ? undefined : `shows ${value(column.display)} until edited`,
    column.labels === undefined ? undefined : `shows labels of lookup ${value(column.labels)}`,
    describeDerived(column.derived),
    column.width === undefined ? undefined : `width ${value(column.width)}`,
    ...otherProperties(undefined, column, KNOWN),
  );
  const risk = editor === undefined ? undefined : `new editable column ${code(entry.id)} (${describeEditor(editor)})`;
  return change('columns', `columns/${entry.key}`, subjectOf(column, entry), facts, risk);
}

function changedColumn(before: JsonObject, entry: Keyed<JsonObject>): Change[] {
  const after = entry.item;
  const facts: string[] = [];
  push(facts, scalar('header', before.header, after.header, { show: showText }));
  const editor = editorChange(entry.id, before.editor, after.editor);
  facts.push(...editor.facts);
  push(
    facts,
    scalar('display', before.display, after.display),
    labelsFact(before.labels, after.labels),
    derivedFact(before.derived, after.derived),
    scalar('width', before.width, after.width, { absent: '(shared)' }),
    scalar('format', before.format, after.format, { absent: '(as is)' }),
    scalar('text when empty', before.empty, after.empty, { show: showText, absent: '(blank)' }),
    scalar('text beside the value', before.detail, after.detail, { show: showText, absent: '(none)' }),
    scalar('sortable', before.sortable, after.sortable, { fallback: false }),
    ...otherProperties(before, after, KNOWN),
  );
  return change('columns', `columns/${entry.key}`, subjectOf(after, entry), facts, editor.risk);
}

function editorChange(field: string, before: Json | undefined, after: Json | undefined): { facts: string[]; risk?: string } {
  if (equal(before, after)) return { facts: [] };
  if (before === undefined) {
    return { facts: [`became editable (${describeEditor(after)})`], risk: `column ${code(field)} became editable` };
  }
  if (after === undefined) return { facts: [`no longer editable (was ${describeEditor(before)})`] };
  if (isObject(before) && isObject(after) && Array.isArray(before.options) && Array.isArray(after.options)) {
    const facts = optionFacts(before.options, after.options);
    return { facts, risk: `column ${code(field)}: editor options changed` };
  }
  const clause = arrow(shortEditor(before), shortEditor(after));
  return { facts: [`editor ${clause}`], risk: `column ${code(field)}: editor ${clause}` };
}

function optionFacts(before: Json[], after: Json[]): string[] {
  const keyOf = (json: Json): string => JSON.stringify(json);
  const had = new Set(before.map(keyOf));
  const has = new Set(after.map(keyOf));
  const added = after.filter((option) => !had.has(keyOf(option)));
  const removed = before.filter((option) => !has.has(keyOf(option)));
  const facts: string[] = [];
  if (added.length > 0) facts.push(`editor options added: ${list(added.map(value))}`);
  if (removed.length > 0) facts.push(`editor options removed: ${list(removed.map(value))}`);
  if (reordered(before.map(keyOf), after.map(keyOf))) facts.push(`editor options reordered: ${list(after.map(value))}`);
  return facts.length > 0 ? facts : ['editor options changed'];
}

function labelsFact(before: Json | undefined, after: Json | undefined): string | undefined {
  if (equal(before, after)) return undefined;
  if (before === undefined) return `shows labels of lookup ${value(after)}`;
  if (after === undefined) return `no longer shows lookup labels (was ${value(before)})`;
  return `labels lookup ${arrow(value(before), value(after))}`;
}

/** The fields of the columns, in order (for summaries). */
export function columnFields(screen: JsonObject): string[] {
  return arrayAt(screen, 'columns').map((column) => (isObject(column) ? (stringAt(column, 'field') ?? '?') : '?'));
}
