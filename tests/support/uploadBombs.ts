import { deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/**
 * Small uploads that inflate to far more than they weigh, made in the test (nothing large is
 * stored): a huge repeated string compresses about a thousandfold.
 */

const DEFLATE = { compression: 'DEFLATE', compressionOptions: { level: 9 } } as const;

/** A real .xlsx (made by ExcelJS) whose one cell (row 2, under 'Recipient') holds `chars` characters: 50 MB compress to about 50 KB. */
export async function workbookBomb(chars: number, header = 'Recipient'): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  sheet.addRow([header]);
  sheet.addRow(['PLACEHOLDER_CELL']);
  const zip = await JSZip.loadAsync(await book.xlsx.writeBuffer());
  const shared = zip.file('xl/sharedStrings.xml');
  if (!shared) throw new Error('ExcelJS wrote no shared strings');
  const xml = await shared.async('string');
  zip.file('xl/sharedStrings.xml', xml.replace('PLACEHOLDER_CELL', 'A'.repeat(chars)));
  return zip.generateAsync({ type: 'uint8array', ...DEFLATE });
}

/** A .docx whose document text is `chars` characters in one run. */
export async function documentBomb(chars: number): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('word/document.xml', `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${'A'.repeat(chars)}</w:t></w:r></w:p></w:body></w:document>`);
  return zip.generateAsync({ type: 'uint8array', ...DEFLATE });
}

/**
 * An archive whose one entry declares `declared` bytes and inflates to `actual`: the sizes in its
 * local header and central directory are rewritten after JSZip made it.
 */
export async function lyingArchive(name: string, actual: number, declared: number, extra: Record<string, string> = {}): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [entry, text] of Object.entries(extra)) zip.file(entry, text);
  zip.file(name, `<x>${'A'.repeat(actual - 7)}</x>`);
  const bytes = await zip.generateAsync({ type: 'uint8array', ...DEFLATE });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nameBytes = new TextEncoder().encode(name);
  const named = (at: number, nameAt: number) => nameBytes.every((byte, index) => bytes[nameAt + index] === byte);
  for (let at = 0; at + 46 < bytes.byteLength; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50 && named(at, at + 30)) view.setUint32(at + 22, declared, true);
    if (signature === 0x02014b50 && named(at, at + 46)) view.setUint32(at + 24, declared, true);
  }
  return bytes;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.byteLength);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.byteLength);
  chunk.set(new TextEncoder().encode(type), 4);
  chunk.set(data, 8);
  // The CRC is not checked by the service; a fixed one keeps the file small to make.
  view.setUint32(8 + data.byteLength, 0);
  return chunk;
}

/** A 1-bit grayscale PNG of `side` × `side` pixels, all black: 20,000 × 20,000 weighs about 50 KB and decodes to 1.6 GB in a browser. */
export function imageBomb(side: number): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, side);
  view.setUint32(4, side);
  header.set([1, 0, 0, 0, 0], 8);
  const row = 1 + Math.ceil(side / 8);
  const raw = new Uint8Array(row * side);
  const data = deflateSync(raw, { level: 9 });
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', data), pngChunk('IEND', new Uint8Array())];
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}
