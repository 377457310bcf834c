/** Sub-tables under an expanded row (`expand.tables`, by id): added, removed, reordered, and each one's grid parts. */
import { change } from '../../../../tooling/diff/facts.ts';
import { keyed, objectAt, objectsAt, reordered, stringAt, type JsonObject } from '../../../../tooling/diff/json.ts';
import { bold, code, list, quote } from '../../../../tooling/diff/markdown.ts';
import type { Change } from '../../../../tooling/diff/model.ts';

type GridAreas = (key: string, subject: string, before: JsonObject, after: JsonObject) => Change[];

function tablesOf(grid: JsonObject): { key: string; id: string; item: JsonObject }[] {
  return keyed(objectsAt(objectAt(grid, 'expand'), 'tables'), (table) => stringAt(table, 'id') ?? '?');
}

function subjectOf(table: JsonObject, id: string): string {
  const title = stringAt(table, 'title');
  return `Sub-table ${title === undefined ? code(id) : `${bold(title)} (${code(id)})`}`;
}

/** 'Sub-table **Default Cutoffs** (`defaults`): added (rows of `default_cutoffs`, 3 columns)', then its grid parts as a grid block's. */
export function diffExpand(before: JsonObject, after: JsonObject, gridAreas: GridAreas): Change[] {
  const old = tablesOf(before);
  const now = tablesOf(after);
  const oldByKey = new Map(old.map((entry) => [entry.key, entry.item]));
  const nowKeys = new Set(now.map((entry) => entry.key));
  const changes: Change[] = [];
  for (const entry of now) {
    const previous = oldByKey.get(entry.key);
    const subject = subjectOf(entry.item, entry.id);
    const key = `expand/${entry.key}`;
    if (!previous) {
      const columns = objectsAt(entry.item, 'columns').length;
      changes.push(...change('columns', key, subject, [`added (rows of ${code(stringAt(entry.item, 'rows') ?? '?')}, ${columns} ${columns === 1 ? 'column' : 'columns'})`]));
      continue;
    }
    const facts: string[] = [];
    if (stringAt(previous, 'title') !== stringAt(entry.item, 'title')) facts.push(`title ${quote(stringAt(previous, 'title') ?? '')} → ${quote(stringAt(entry.item, 'title') ?? '')}`);
    if (stringAt(previous, 'rows') !== stringAt(entry.item, 'rows')) facts.push(`rows of ${code(stringAt(previous, 'rows') ?? '?')} → ${code(stringAt(entry.item, 'rows') ?? '?')}`, );
    if (stringAt(previous, 'rowKey') !== stringAt(entry.item, 'rowKey')) facts.push(`row key ${code(stringAt(previous, 'rowKey') ?? '?')} → ${code(stringAt(entry.item, 'rowKey') ?? '?')}`);
    changes.push(...change('columns', key, subject, facts), ...gridAreas(key, subject, previous, entry.item));
  }
  for (const entry of old) if (!nowKeys.has(entry.key)) changes.push(...change('columns', `expand/${entry.key}`, subjectOf(entry.item, entry.id), ['removed']));
  if (reordered(old.filter((entry) => nowKeys.has(entry.key)).map((entry) => entry.key), now.filter((entry) => oldByKey.has(entry.key)).map((entry) => entry.key))) {
    changes.push(...change('columns', 'expand', 'Sub-tables', [`new order: ${list(now.map((entry) => code(entry.id)))}`]));
  }
  return changes;
}
