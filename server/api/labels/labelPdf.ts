import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LabelRow } from './readLabelFile';

/** What heads the PDF: its file name, the options the form sent, the rows per file part. */
export interface LabelPdfOptions {
  title: string;
  /** One line under the title ('Pages: Default · Onfleet: driver initials · …'); '' for none. */
  details: string;
  /** Rows per part ('orders per file'): each part starts on a new page; 0 for one part. */
  perPart: number;
  /** The moment written as the document's dates (the conversion's start): the same input gives the same bytes. */
  at: Date;
}

const PAGE = { width: 612, height: 792, margin: 50 };
const SIZE = 10;
const LEADING = 14;

const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();

/** The text with each character Helvetica cannot draw (beyond WinAnsi) written as '?'. */
function drawable(font: PDFFont, text: string): string {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  return [...text].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

const charWidths = new WeakMap<PDFFont, Map<string, number>>();

/** The width of `text` at `size`: the sum of its characters' widths (kept per font), so a long text costs one pass. */
function textWidth(font: PDFFont, text: string, size: number): number {
  let widths = charWidths.get(font);
  if (!widths) {
    widths = new Map();
    charWidths.set(font, widths);
  }
  let sum = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, 1);
      widths.set(char, width);
    }
    sum += width;
  }
  return sum * size;
}

/**
 * `text` cut into lines no wider than `width` at `size` (words kept whole unless one alone is
 * wider, which is cut where it reaches the edge): one pass over the characters, so the longest
 * cell an upload may hold (32,767 characters) is laid out at once.
 */
function wrapped(font: PDFFont, text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  const space = textWidth(font, ' ', size);
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(' ')) {
    const wordWidth = textWidth(font, word, size);
    const candidate = line === '' ? wordWidth : lineWidth + space + wordWidth;
    if (candidate <= width) {
      line = line === '' ? word : `${line} ${word}`;
      lineWidth = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    lineWidth = 0;
    if (wordWidth <= width) {
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    for (const char of word) {
      const charWidth = textWidth(font, char, size);
      if (line !== '' && lineWidth + charWidth > width) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      line += char;
      lineWidth += charWidth;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * The labels as a PDF made with pdf-lib (Helvetica, US Letter): a heading on each part's first
 * page, then one block per row, numbered, its lines wrapped to the page; a part of `perPart`
 * rows starts on a new page ('file 2 of 3': what the service would otherwise split into files).
 */
export async function labelPdf(rows: readonly LabelRow[], options: LabelPdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title);
  doc.setProducer('Label service');
  doc.setCreator('Label service');
  doc.setCreationDate(options.at);
  doc.setModificationDate(options.at);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  const perPart = options.perPart > 0 ? options.perPart : rows.length;
  const parts = Math.max(1, Math.ceil(rows.length / perPart));
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, withFont: PDFFont, size: number) => {
    for (const line of wrapped(withFont, drawable(withFont, text), width, size)) {
      if (y < PAGE.margin + LEADING) newPage();
      page.drawText(line, { x: PAGE.margin, y, size, font: withFont });
      y -= size + 4;
    }
  };
  rows.forEach((row, index) => {
    if (index % perPart === 0) {
      if (index > 0) newPage();
      const part = index / perPart + 1;
      write(parts > 1 ? `${options.title} (file ${part} of ${parts})` : options.title, bold, 14);
      if (options.details !== '') write(options.details, font, 9);
      y -= LEADING / 2;
    }
    const blockLines = row.lines.reduce((sum, line) => sum + wrapped(font, drawable(font, line), width - 12, SIZE).length, 1);
    if (y - blockLines * LEADING < PAGE.margin && blockLines * LEADING < PAGE.height - 2 * PAGE.margin) newPage();
    write(`Label ${index + 1}`, bold, SIZE);
    for (const line of row.lines) write(line, font, SIZE);
    y -= LEADING / 2;
  });
  return doc.save();
}
