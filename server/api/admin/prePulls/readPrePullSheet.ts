import ExcelJS from 'exceljs';
import { cellText, firstWorksheet } from '../bulkOrders/readSheet';
import { MAX_PRE_PULL_ROWS, PRE_PULL_COLUMNS, prePullColumnOfHeader, type PrePullColumnKey } from './sheetColumns';

/** One non-empty sheet row: its number and its cells' texts by column (dates as yyyy-mm-dd). */
export interface PrePullSheetRow {
  row: number;
  cells: Partial<Record<PrePullColumnKey, string>>;
}

export type PrePullSheetReading = { ok: true; rows: PrePullSheetRow[] } | { ok: false; problem: string };

const DAY_MS = 86_400_000;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** A cell's text; a date cell (or a day serial number under Delivery Date) as yyyy-mm-dd. */
function cellValue(value: ExcelJS.CellValue, key: PrePullColumnKey): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'an invalid date' : value.toISOString().slice(0, 10);
  if (typeof value === 'number' && key === 'deliveryDate' && Number.isInteger(value) && value > 0 && value < 2_958_466) {
    return new Date(EXCEL_EPOCH_MS + value * DAY_MS).toISOString().slice(0, 10);
  }
  return cellText(value);
}

/**
 * Reads the first worksheet of an .xlsx (by its bytes): row 1 the headers (sheetColumns.ts),
 * every later non-empty row one pull. A problem with the sheet as a whole comes back as one
 * sentence (it completes "The sheet …").
 */
export async function readPrePullSheet(bytes: Uint8Array): Promise<PrePullSheetReading> {
  const opened = await firstWorksheet(bytes);
  if (!opened.ok) return opened;
  const { sheet } = opened;

  const columns = new Map<number, PrePullColumnKey>();
  const problems: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, column) => {
    const text = cellText(cell.value);
    if (text === '') return;
    const known = prePullColumnOfHeader(text);
    if (!known) problems.push(`a column is headed '${text.slice(0, 40)}', which is not a column of the sheet`);
    else if ([...columns.values()].includes(known.key)) problems.push(`the column ${known.header} appears twice`);
    else columns.set(column, known.key);
  });
  const missing = PRE_PULL_COLUMNS.filter((column) => column.required && ![...columns.values()].includes(column.key)).map((column) => column.header);
  if (missing.length > 0) problems.push(`the header row (row 1) lacks ${missing.join(', ')}`);
  if (problems.length > 0) return { ok: false, problem: `has a wrong header row: ${problems.join('; ')}` };

  const rows: PrePullSheetRow[] = [];
  let stray = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: PrePullSheetRow['cells'] = {};
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const key = columns.get(column);
      if (key === undefined) {
        if (cellText(cell.value) !== '') stray = true;
        return;
      }
      const text = cellValue(cell.value, key);
      if (text !== '') cells[key] = text;
    });
    if (Object.keys(cells).length > 0) rows.push({ row: rowNumber, cells });
  });
  if (stray) return { ok: false, problem: 'has values in a column without a header' };
  if (rows.length === 0) return { ok: false, problem: 'has no pull rows under its header row' };
  if (rows.length > MAX_PRE_PULL_ROWS) return { ok: false, problem: `has ${rows.length} pull rows; one sheet takes at most ${MAX_PRE_PULL_ROWS}` };
  return { ok: true, rows };
}
