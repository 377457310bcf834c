/** A grid's option sets (by name) and its row selection: added, removed, changed. */
import { conditionFact } from '../../../../tooling/diff/conditions.ts';
import { change, push, scalar } from '../../../../tooling/diff/facts.ts';
import { arrayAt, equal, isObject, objectAt, unionKeys, type Json, type JsonObject } from '../../../../tooling/diff/json.ts';
import { code, list, value } from '../../../../tooling/diff/markdown.ts';
import type { Change } from '../../../../tooling/diff/model.ts';

/** Option sets by name: 'Option set `rates`: added (50 values: `$0` … `$49`)', values added or removed. */
export function diffOptionSets(before: JsonObject, after: JsonObject): Change[] {
  const b = objectAt(before, 'options');
  const a = objectAt(after, 'options');
  return unionKeys(b, a).flatMap((name) => {
    const old = b && Array.isArray(b[name]) ? arrayAt(b, name) : undefined;
    const now = a && Array.isArray(a[name]) ? arrayAt(a, name) : undefined;
    const subject = `Option set ${code(name)}`;
    const span = (values: readonly Json[]) => `${values.length} values: ${values.length > 2 ? `${item(values[0])} … ${item(values[values.length - 1])}` : list(values.map(item))}`;
    if (!old && now) return change('columns', `options/${name}`, subject, [`added (${span(now)})`]);
    if (old && !now) return change('columns', `options/${name}`, subject, [`removed (was ${span(old)})`]);
    if (!old || !now || equal(old, now)) return [];
    const key = (item: Json) => JSON.stringify(item);
    const added = now.filter((item) => !old.some((other) => key(other) === key(item)));
    const removed = old.filter((item) => !now.some((other) => key(other) === key(item)));
    const facts: string[] = [];
    if (added.length > 0) facts.push(`values added: ${list(added.map(item))}`);
    if (removed.length > 0) facts.push(`values removed: ${list(removed.map(item))}`);
    if (facts.length === 0) facts.push(`values reordered: ${list(now.map(item))}`);
    return change('columns', `options/${name}`, subject, facts, `option set ${code(name)} changed: every editor and select naming it offers the new values`);
  });
}

/** An option set's item as reviewers read it: its value, and a labelled one's label ('`ERROR_REPORT` ("Error")'). */
function item(entry: Json | undefined): string {
  const labelled = isObject(entry) && 'value' in entry && typeof entry.label === 'string';
  return labelled ? `${value(entry.value)} (${value(entry.label)})` : value(entry);
}

/** Row selection: 'Selection: added (`multi`)', 'selectable when …'. */
export function diffSelection(before: JsonObject, after: JsonObject): Change[] {
  const facts: string[] = [];
  push(facts, scalar('mode', before.selection, after.selection), conditionFact('selectable when', before.selectableWhen, after.selectableWhen));
  return change('columns', 'selection', 'Row selection', facts);
}
