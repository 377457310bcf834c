import type { ColDef } from 'ag-grid-community';
import { useMemo, type RefObject } from 'react';
import { useMeasuredWidth } from '../../ui/measure/useMeasuredWidth';
import { ACTIONS_COL_ID } from './columnDefs';

/** Room kept for a vertical scroll bar, so a grid that only just fits still counts as cut. */
const SCROLLBAR_ALLOWANCE_PX = 20;
/** AG Grid's width for a column that sets none. */
const DEFAULT_COLUMN_WIDTH_PX = 200;

type ColumnSize = Pick<ColDef, 'flex' | 'minWidth' | 'width'>;

/** The width a column needs: a flexible one its minimum, a fixed one its width. */
function neededWidth(column: ColumnSize): number {
  return column.flex ? (column.minWidth ?? 0) : (column.width ?? DEFAULT_COLUMN_WIDTH_PX);
}

/** Whether the columns need more than `width` pixels side by side. */
export function columnsCut(columns: readonly ColumnSize[], width: number): boolean {
  const needed = columns.reduce((sum, column) => sum + neededWidth(column), 0);
  return needed > width - SCROLLBAR_ALLOWANCE_PX;
}

/** The columns with the action column pinned to the right, or in line with the others. */
export function withActionsPinned<T>(columns: ColDef<T>[], pinned: boolean): ColDef<T>[] {
  return columns.map((column) => (column.colId === ACTIONS_COL_ID ? { ...column, pinned: pinned ? 'right' : null } : column));
}

/**
 * Keeps the action column (Edit, Delete …) in view: pinned to the right when the columns do not
 * fit the grid's container (the rest then scrolls under it), in line with the others when they
 * fit. A pinned column is drawn in a row container of its own beside the grid's: pinned always,
 * the 10,000 rows of 'All' painted some 12 ms later (npm run bench) in grids that never scroll.
 * Measured before the first paint, and again whenever the container changes size.
 */
export function useActionsPinned<T>(container: RefObject<HTMLElement | null>, columns: ColDef<T>[]): ColDef<T>[] {
  const width = useMeasuredWidth(container);
  const pinned = width !== undefined && columnsCut(columns, width);
  return useMemo(() => withActionsPinned(columns, pinned), [columns, pinned]);
}
