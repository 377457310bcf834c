import type { Row } from './types';
import { textOf } from '../../../shared/textOf';

/** A client-side sort: the column (its field) and the direction. */
export interface SortState {
  field: string;
  direction: 'asc' | 'desc';
}

const collator = new Intl.Collator('en-CA', { numeric: true, sensitivity: 'base' });

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Two cell values in ascending order: numbers by value, anything else as text (numbers within text by value); blanks last. */
export function compareValues(a: unknown, b: unknown): number {
  if (isBlank(a) || isBlank(b)) return isBlank(a) === isBlank(b) ? 0 : isBlank(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(textOf(a), textOf(b));
}

/**
 * Client paging: every loaded row (search applied) in the sort's order, before the pages are cut,
 * so a sort orders the whole list and not the page shown. Rows that compare equal keep their order.
 */
export function sortRows<T extends Row>(rows: readonly T[], sort: SortState | null): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const blankX = isBlank(x.row[sort.field]);
      const blankY = isBlank(y.row[sort.field]);
      // Blanks stay last whatever the direction.
      if (blankX !== blankY) return blankX ? 1 : -1;
      return sign * compareValues(x.row[sort.field], y.row[sort.field]) || x.index - y.index;
    })
    .map((entry) => entry.row);
}
