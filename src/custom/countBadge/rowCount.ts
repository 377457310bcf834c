import { readPath } from '../../../runtime/templates/path.ts';

/** How many rows an answer holds at `rowsAt`; undefined when there is no list there. */
export function rowCount(answer: unknown, rowsAt: string): number | undefined {
  const rows = readPath(answer, rowsAt);
  return Array.isArray(rows) ? rows.length : undefined;
}
