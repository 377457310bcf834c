import type { GridScreen } from '../../generated/screen';
import { textOf } from '../../../shared/textOf';

/** A list row as the server sent it. */
export type Row = Record<string, unknown>;

/**
 * A grid column as the runtime reads it: the definition's, with the labels of its
 * `format: { labels: <option set> }` written in (`optionLabels`, by the value as text) when the grid is built.
 */
export type Column = GridScreen['columns'][number] & { optionLabels?: Readonly<Record<string, string>> | undefined };
export type PageSize = GridScreen['paging']['defaultSize'];
export type ToolbarButton = NonNullable<GridScreen['toolbar']>[number];
export type ToolbarAction = ToolbarButton['action'];
export type CallAction = Extract<ToolbarAction, { call: string }>;
export type ExportAction = Extract<ToolbarAction, { export: object }>;
export type RowAction = NonNullable<GridScreen['rowActions']>[number];

/** The identity of a row: its `rowKey` field as text. */
export function rowKeyOf(screen: Pick<GridScreen, 'rowKey'>, row: Row): string {
  return textOf(row[screen.rowKey] ?? '');
}

/** Keeps the object rows of an answer's list; anything else is no row. */
export function asRows(value: unknown): Row[] {
  if (!Array.isArray(value)) return [];
  return value.filter((row): row is Row => typeof row === 'object' && row !== null && !Array.isArray(row));
}
