import ExcelJS from 'exceljs';
import { readBoundedArchive, type ArchiveLimits } from '../../uploads/boundedArchive';
import type { CellValue as SheetCell } from './orderRows';
import type { SheetRow } from './orderRows';
import { columnOfHeader, MAX_SHEET_ROWS, SHEET_COLUMNS, type ColumnKey } from './sheetColumns';

export type SheetReading = { ok: true; rows: SheetRow[] } | { ok: false; problem: string };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** What kind of file the bytes are, by their signature: an .xlsx is a zip archive. */
export function xlsxSignatureProblem(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, ZIP)) return undefined;
  if (startsWith(bytes, OLE)) return 'is an old Excel (.xls) workbook: save it as .xlsx and upload it again';
  return 'is not an .xlsx workbook';
}

const DAY_MS = 86_400_000;
/** Excel's day 0 (1899-12-30, counting its 1900 leap-year bug). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** A cell's value as the row rules take it (see orderRows.ts). */
export function cellOf(value: ExcelJS.CellValue, key: ColumnKey): SheetCell {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? { kind: 'text', text: 'an invalid date' } : { kind: 'date', date: value.toISOString().slice(0, 10) };
  if (typeof value === 'number' && key === 'deliveryDate' && Number.isInteger(value) && value > 0 && value < 2_958_466) {
    return { kind: 'date', date: new Date(EXCEL_EPOCH_MS + value * DAY_MS).toISOString().slice(0, 10) };
  }
  return { kind: 'text', text: cellText(value) };
}

/** The text a cell shows: rich text joined, a link's text, a formula's result, an error's code. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text.trim() : '';
  if ('error' in value) return String(value.error);
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result);
  return '';
}

const columnLetter = (column: number): string => {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

/** What an uploaded workbook may inflate to (readBoundedArchive): 5,000 wide rows inflate to about 8 MiB. */
export const WORKBOOK_LIMITS: ArchiveLimits = { maxEntries: 1000, maxInflatedBytes: 20 * 1024 * 1024, maxTextChars: 32_767, textName: 'one cell' };

/**
 * The first worksheet of an .xlsx given by its bytes, or why there is none, as a sentence that
 * completes "The sheet …" (not an .xlsx by its signature, unreadable, over WORKBOOK_LIMITS, no
 * worksheet). `refused`: the file is no workbook that can be read at all, or over the limits (what
 * it inflates to is bounded before ExcelJS reads it); false for a readable workbook without a sheet.
 */
export async function firstWorksheet(bytes: Uint8Array): Promise<{ ok: true; sheet: ExcelJS.Worksheet } | { ok: false; problem: string; refused: boolean }> {
  const signature = xlsxSignatureProblem(bytes);
  if (signature) return { ok: false, problem: signature, refused: true };
  const bounded = await readBoundedArchive(bytes, WORKBOOK_LIMITS);
  if (!bounded.ok) return { ok: false, problem: bounded.kind === 'limit' ? `is refused: ${bounded.problem}` : `is not a readable .xlsx workbook: ${bounded.problem}`, refused: true };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    return { ok: false, problem: 'is not a readable .xlsx workbook', refused: true };
  }
  const sheet = workbook.worksheets[0];
  return sheet ? { ok: true, sheet } : { ok: false, problem: 'holds no worksheet', refused: false };
}

/**
 * Reads the first worksheet of an .xlsx: row 1 the headers (sheetColumns.ts), every later
 * non-empty row one order. A problem with the sheet as a whole (not a workbook, unknown or
 * missing headers, values under no header, no rows, too many rows) comes back as one sentence.
 */
export async function readSheet(bytes: Uint8Array): Promise<SheetReading> {
  const opened = await firstWorksheet(bytes);
  if (!opened.ok) return opened;
  const { sheet } = opened;

  const columns = new Map<number, ColumnKey>();
  const problems: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, column) => {
    const text = cellText(cell.value);
    if (text === '') return;
    const known = columnOfHeader(text);
    if (!known) problems.push(`column ${columnLetter(column)} is headed '${text.slice(0, 40)}', which is not a column of the sheet`);
    else if ([...columns.values()].includes(known.key)) problems.push(`the column ${known.header} appears twice`);
    else columns.set(column, known.key);
  });
  const missing = SHEET_COLUMNS.filter((column) => column.required && ![...columns.values()].includes(column.key)).map((column) => column.header);
  if (missing.length > 0) problems.push(`the header row (row 1) lacks ${missing.join(', ')}`);
  if (problems.length > 0) return { ok: false, problem: `has a wrong header row: ${problems.join('; ')}` };

  const rows: SheetRow[] = [];
  const stray = new Set<string>();
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: SheetRow['cells'] = {};
    let filled = false;
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const key = columns.get(column);
      const value = key === undefined ? cellText(cell.value) : undefined;
      if (key === undefined) {
        if (value !== '') stray.add(columnLetter(column));
        return;
      }
      const read = cellOf(cell.value, key);
      if (read.kind === 'text' && read.text === '') return;
      cells[key] = read;
      filled = true;
    });
    if (filled) rows.push({ row: rowNumber, cells });
  });
  if (stray.size > 0) return { ok: false, problem: `has values in column ${[...stray].join(', ')}, which has no header` };
  if (rows.length === 0) return { ok: false, problem: 'has no order rows under its header row' };
  if (rows.length > MAX_SHEET_ROWS) return { ok: false, problem: `has ${rows.length} order rows; one sheet takes at most ${MAX_SHEET_ROWS}` };
  return { ok: true, rows };
}
