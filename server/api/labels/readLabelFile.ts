import JSZip from 'jszip';
import { cellText, firstWorksheet } from '../admin/bulkOrders/readSheet';

/** One label to print: its lines ('Header: value' for a sheet row, the text of a Word paragraph). */
export interface LabelRow {
  lines: string[];
}

export type LabelFileReading = { ok: true; rows: LabelRow[] } | { ok: false; message: string };

/** Rows (sheet rows or paragraphs) one file may hold. */
export const MAX_LABEL_ROWS = 5000;
/** Bytes of a Word document's XML inflated at most: a small file may inflate a thousandfold. */
const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

const cannot = (fileName: string, why: string): LabelFileReading => ({ ok: false, message: `Cannot read ${fileName}: ${why}.` });

/** The entry's bytes inflated, or undefined once they pass `cap` (inflating stops there). */
function inflateCapped(entry: JSZip.JSZipObject, cap: number): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > cap) {
        stream.pause();
        stream.removeAllListeners();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
  });
}

/**
 * The orders of an .xlsx of labels: row 1 names the columns, every later non-empty row is one
 * label listing its filled cells as 'Header: value' (a cell under no header as 'Column N: value').
 * A file that is no workbook, has no worksheet, no rows or too many: a 'Cannot …' message (002 §4).
 */
export async function readLabelSheet(bytes: Uint8Array, fileName: string): Promise<LabelFileReading> {
  const opened = await firstWorksheet(bytes);
  if (!opened.ok) return cannot(fileName, opened.problem === 'holds no worksheet' ? 'the workbook holds no worksheet' : 'it is not an Excel workbook (.xlsx)');
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
  return { ok: true, rows };
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
 * a table's cells are paragraphs too. A file that is no Word document or holds no text: a
 * 'Cannot …' message.
 */
export async function readWordFile(bytes: Uint8Array, fileName: string): Promise<LabelFileReading> {
  let xml: string;
  try {
    const zip = await JSZip.loadAsync(bytes);
    const document = zip.file('word/document.xml');
    if (!document) return cannot(fileName, 'it is not a Word document (.docx)');
    const inflated = await inflateCapped(document, MAX_DOCUMENT_BYTES);
    if (!inflated) return cannot(fileName, `the document's text is over ${MAX_DOCUMENT_BYTES / 1024 / 1024} MiB`);
    xml = new TextDecoder().decode(inflated);
  } catch {
    return cannot(fileName, 'it is not a Word document (.docx)');
  }
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
  return { ok: true, rows };
}
