import { cellText, firstWorksheet } from '../admin/bulkOrders/readSheet';
import { readBoundedArchive, type ArchiveLimits } from '../uploads/boundedArchive';

/** One label to print: its lines ('Header: value' for a sheet row, the text of a Word paragraph). */
export interface LabelRow {
  lines: string[];
}

/**
 * What reading an uploaded label file came to: its rows; or `refused` (the file is no workbook or
 * document that can be read at all, or over the upload limits: the upload is refused with this
 * reason, 400); or a readable file that holds nothing to print (a 'Cannot …' process message).
 */
export type LabelFileReading = { ok: true; rows: LabelRow[] } | { ok: false; refused: true; reason: string } | { ok: false; refused: false; message: string };

/** Rows (sheet rows or paragraphs) one file may hold. */
export const MAX_LABEL_ROWS = 5000;
/** Characters of label text one upload may print: 5,000 labels of 400 characters (a PDF of them takes seconds to make). */
export const MAX_LABEL_TEXT = 2_000_000;

/** Refused when the labels hold more text than MAX_LABEL_TEXT (the PDF is made at once, in the server). */
function overTextLimit(rows: readonly LabelRow[], fileName: string): LabelFileReading | undefined {
  let chars = 0;
  for (const row of rows) for (const line of row.lines) chars += line.length;
  if (chars <= MAX_LABEL_TEXT) return undefined;
  return refused(fileName, `is refused: its labels hold ${chars.toLocaleString('en-CA')} characters, more than ${MAX_LABEL_TEXT.toLocaleString('en-CA')}, the most one upload may print`);
}

/** What an uploaded Word document may inflate to (readBoundedArchive): a small file may inflate a thousandfold. */
export const DOCUMENT_LIMITS: ArchiveLimits = { maxEntries: 1000, maxInflatedBytes: 20 * 1024 * 1024, maxTextChars: 32_767, textName: 'one run of text' };

const cannot = (fileName: string, why: string): LabelFileReading => ({ ok: false, refused: false, message: `Cannot read ${fileName}: ${why}.` });
const refused = (fileName: string, why: string): LabelFileReading => ({ ok: false, refused: true, reason: `${fileName} ${why}.` });

/**
 * The orders of an .xlsx of labels: row 1 names the columns, every later non-empty row is one
 * label listing its filled cells as 'Header: value' (a cell under no header as 'Column N: value').
 * A file that is no workbook or over WORKBOOK_LIMITS is refused; one with no worksheet, no rows or
 * too many: a 'Cannot …' message (002 §4).
 */
export async function readLabelSheet(bytes: Uint8Array, fileName: string): Promise<LabelFileReading> {
  const opened = await firstWorksheet(bytes);
  if (!opened.ok) return opened.refused ? refused(fileName, opened.problem) : cannot(fileName, 'the workbook holds no worksheet');
  const headers = new Map<number, string>();
  opened.sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, column) => {
    const text = cellText(cell.value);
    if (text !== '') headers.set(column, text);
  });
  const rows: LabelRow[] = [];
  opened.sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const lines: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const text = cellText(cell.value);
      if (text !== '') lines.push(`${headers.get(column) ?? `Column ${column}`}: ${text}`);
    });
    if (lines.length > 0) rows.push({ lines });
  });
  if (rows.length === 0) return cannot(fileName, 'the sheet has no order rows under its header row');
  if (rows.length > MAX_LABEL_ROWS) return cannot(fileName, `the sheet has ${rows.length} order rows; one file takes at most ${MAX_LABEL_ROWS}`);
  return overTextLimit(rows, fileName) ?? { ok: true, rows };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text with its entities decoded. */
function xmlText(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? whole;
  });
}

/**
 * The paragraphs of a .docx (its word/document.xml), each non-empty one a label line, in order;
 * a table's cells are paragraphs too. A file that is no Word document or over DOCUMENT_LIMITS is
 * refused; one that holds no text or too many paragraphs: a 'Cannot …' message.
 */
export async function readWordFile(bytes: Uint8Array, fileName: string): Promise<LabelFileReading> {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)) return refused(fileName, 'is not a Word document (.docx)');
  const bounded = await readBoundedArchive(bytes, DOCUMENT_LIMITS);
  if (!bounded.ok) return refused(fileName, bounded.kind === 'limit' ? `is refused: ${bounded.problem}` : `is not a readable Word document (.docx): ${bounded.problem}`);
  const document = bounded.entries.get('word/document.xml');
  if (!document) return refused(fileName, 'is not a Word document (.docx): it holds no word/document.xml');
  const xml = new TextDecoder().decode(document);
  const rows: LabelRow[] = [];
  for (const paragraph of xml.split(/<w:p[\s>]/).slice(1)) {
    const body = paragraph.split('</w:p>')[0] ?? '';
    const text = [...body.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br)\/>/g)]
      .map((match) => (match[2] ? ' ' : xmlText(match[1] ?? '')))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (text !== '') rows.push({ lines: [text] });
  }
  if (rows.length === 0) return cannot(fileName, 'the document holds no text');
  if (rows.length > MAX_LABEL_ROWS) return cannot(fileName, `the document has ${rows.length} paragraphs; one file takes at most ${MAX_LABEL_ROWS}`);
  return overTextLimit(rows, fileName) ?? { ok: true, rows };
}
