import { cellText, type LookupOptions } from './cellText';
import { toCsv } from './csv';
import { formatCell } from './formats';
import type { Column, ExportAction, Row } from './types';

/** The columns an export writes: those it names, in its order, or every column. */
export function exportColumns(columns: readonly Column[], fields: readonly string[] | undefined): Column[] {
  if (!fields) return [...columns];
  return fields.flatMap((field) => columns.filter((column) => column.field === field));
}

/** The CSV of rows as shown: headings (the export's own for a field, else the column's header), then each cell's text (lookup labels, formats). */
export function gridCsv(action: ExportAction['export'], columns: readonly Column[], rows: readonly Row[], lookups: LookupOptions, language: string): string {
  const chosen = exportColumns(columns, action.columns);
  const cells = rows.map((row) => chosen.map((column) => formatCell(column, row[column.field], language) ?? cellText(column, row, false, lookups)));
  const headings: Readonly<Record<string, string | undefined>> = action.headings ?? {};
  return toCsv(chosen.map((column) => headings[column.field] ?? column.header), cells, action.bom ?? false);
}

/** Hands a text file to the browser as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
