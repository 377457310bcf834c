import { formatCell } from './formats';
import type { ShownText } from './paging';
import type { Column } from './types';

/**
 * What the client search reads besides a row's values: the text each formatted column shows (a
 * report type's label, a date as shown) in `language`; nothing for columns without a format.
 */
export function shownTextOf(columns: readonly Column[], language: string): ShownText | undefined {
  const formatted = new Map(columns.filter((column) => column.format !== undefined).map((column) => [column.field, column] as const));
  if (formatted.size === 0) return undefined;
  return (row, field) => {
    const column = formatted.get(field);
    return column === undefined ? undefined : formatCell(column, row[field], language);
  };
}
