/** Paging: mode, per-page choices, default choice, server parameters. */
import { change, otherProperties, push, scalar } from '../../../../tooling/diff/facts.ts';
import { arrayAt, equal, objectAt, type Json, type JsonObject } from '../../../../tooling/diff/json.ts';
import { arrow, code, list } from '../../../../tooling/diff/markdown.ts';
import type { Change } from '../../../../tooling/diff/model.ts';
import { textOf } from '../../../../../shared/textOf.ts';

const KNOWN = ['mode', 'sizes', 'defaultSize', 'allLimit', 'offsetParam', 'limitParam', 'labels'];

/** 20 or All. */
function size(json: Json): string {
  return typeof json === 'number' || json === 'All' ? String(json) : code(JSON.stringify(json));
}

function sizes(paging: JsonObject): string {
  return list(arrayAt(paging, 'sizes').map(size));
}

/** '100 shown as `Show More`', or 'none'. */
function labels(paging: JsonObject | undefined): string {
  const named = Object.entries(objectAt(paging, 'labels') ?? {});
  return named.length === 0 ? 'none' : list(named.map(([choice, text]) => `${choice} shown as ${code(textOf(text))}`));
}

export function diffPaging(before: JsonObject, after: JsonObject): Change[] {
  const b = objectAt(before, 'paging');
  const a = objectAt(after, 'paging');
  if (!b && !a) return [];
  if (!b && a) return change('paging', 'paging', 'Paging', [`added: ${code(textOf(a.mode))}, sizes ${sizes(a)}, default ${size(a.defaultSize ?? null)}`]);
  if (b && !a) return change('paging', 'paging', 'Paging', ['removed']);
  const facts: string[] = [];
  push(
    facts,
    scalar('mode', b?.mode, a?.mode),
    equal(b?.sizes, a?.sizes) ? undefined : `sizes ${arrow(sizes(b ?? {}), sizes(a ?? {}))}`,
    scalar('default size', b?.defaultSize, a?.defaultSize, { show: size }),
    scalar('`All` limit', b?.allLimit, a?.allLimit, { fallback: 10000 }),
    scalar('offset parameter', b?.offsetParam, a?.offsetParam, { fallback: 'offset' }),
    scalar('limit parameter', b?.limitParam, a?.limitParam, { fallback: 'limit' }),
    equal(b?.labels, a?.labels) ? undefined : `choice labels ${arrow(labels(b), labels(a))}`,
    ...otherProperties(b, a, KNOWN),
  );
  return change('paging', 'paging', 'Paging', facts);
}
