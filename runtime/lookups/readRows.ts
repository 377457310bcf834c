import { readPath } from '../templates/path';
import { isList } from '../../shared/isList';

/**
 * Reads an endpoint's `rows` path from its answer. A `*` step means 'every item of this list' and
 * flattens: `*.cities` on `[{ regionTag, cities: [{ id, name }] }]` gives every city of every group.
 * Without `*` it is `readPath`. Items that are not lists where `*` stands are skipped.
 */
export function readRows(answer: unknown, rows: string | undefined): unknown {
  if (rows === undefined || rows === '' || !rows.split('.').includes('*')) return readPath(answer, rows);
  const steps = rows.split('.');
  const star = steps.indexOf('*');
  const list = readPath(answer, steps.slice(0, star).join('.'));
  if (!Array.isArray(list)) return undefined;
  const rest = steps.slice(star + 1).join('.');
  return list.flatMap((item: unknown) => {
    const found = readRows(item, rest);
    if (rest === '') return [found];
    return isList(found) ? found : found === undefined ? [] : [found];
  });
}
