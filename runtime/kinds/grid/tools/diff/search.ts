/** The search box: its filter-on fields (by field), their labels and order, and its parameters. */
import { change, otherProperties, push, scalar } from '../../../../tooling/diff/facts.ts';
import { keyed, objectAt, objectsAt, reordered, stringAt, type JsonObject } from '../../../../tooling/diff/json.ts';
import { code, list, quote, showText } from '../../../../tooling/diff/markdown.ts';
import type { Change } from '../../../../tooling/diff/model.ts';

const KNOWN = ['label', 'filterOn', 'textParam', 'fieldsParam', 'server'];

function describeFilter(filter: JsonObject): string {
  const label = stringAt(filter, 'label');
  return `${code(stringAt(filter, 'field') ?? '?')}${label === undefined ? '' : ` (${quote(label)})`}`;
}

export function diffSearch(before: JsonObject, after: JsonObject): Change[] {
  const b = objectAt(before, 'search');
  const a = objectAt(after, 'search');
  if (!b && !a) return [];
  if (!b && a) return change('search', 'search', 'Search', [`added, filter on ${list(objectsAt(a, 'filterOn').map(describeFilter))}`]);
  if (b && !a) return change('search', 'search', 'Search', ['removed']);
  const facts: string[] = [];
  push(facts, scalar('label', b?.label, a?.label, { fallback: 'Search', show: showText }));
  const old = keyed(objectsAt(b, 'filterOn'), (filter) => stringAt(filter, 'field') ?? '?');
  const now = keyed(objectsAt(a, 'filterOn'), (filter) => stringAt(filter, 'field') ?? '?');
  const oldByKey = new Map(old.map((entry) => [entry.key, entry.item]));
  const nowKeys = new Set(now.map((entry) => entry.key));
  for (const entry of now) {
    const previous = oldByKey.get(entry.key);
    if (!previous) facts.push(`filter on ${describeFilter(entry.item)} added`);
    else {
      push(facts, scalar(`filter on ${code(entry.id)}: label`, previous.label, entry.item.label, { show: showText }));
      facts.push(...otherProperties(previous, entry.item, ['field', 'label'], `filter on ${code(entry.id)}: `));
    }
  }
  for (const entry of old) if (!nowKeys.has(entry.key)) facts.push(`filter on ${describeFilter(entry.item)} removed`);
  if (reordered(old.map((entry) => entry.key), now.map((entry) => entry.key))) {
    facts.push(`filter-on order: ${list(now.map((entry) => code(entry.id)))}`);
  }
  push(
    facts,
    scalar('text parameter', b?.textParam, a?.textParam, { fallback: 'searchString' }),
    scalar('fields parameter', b?.fieldsParam, a?.fieldsParam, { fallback: 'filterOn' }),
    scalar('made by the list call', b?.server, a?.server, { fallback: false }),
    ...otherProperties(b, a, KNOWN),
  );
  return change('search', 'search', 'Search', facts);
}
