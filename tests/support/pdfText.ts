import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const fonts = `${pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

/** The text of a PDF read with PDF.js, one string per page (its text items joined by spaces). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: Uint8Array.from(bytes), useSystemFonts: false, standardFontDataUrl: fonts, verbosity: 0 });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).filter((text) => text !== '').join(' '));
  }
  await task.destroy();
  return pages;
}

/** The whole text of a PDF, its pages joined by new lines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join('\n');
}
