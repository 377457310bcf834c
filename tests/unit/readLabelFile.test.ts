import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readLabelSheet, readWordFile } from '../../server/api/labels/readLabelFile';

const docx = async (xml: string) => {
  const zip = new JSZip();
  zip.file('word/document.xml', xml);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
};

describe('readWordFile', () => {
  it('reads each non-empty paragraph as one label line, entities decoded, tabs as spaces', async () => {
    const xml = '<w:document><w:body><w:p w:rsidR="1"><w:pPr/><w:r><w:t>Hi &amp; bye</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">Lee  </w:t></w:r></w:p><w:p></w:p><w:p><w:r><w:t>&#233;t&#xE9; &lt;3</w:t></w:r></w:p></w:body></w:document>';
    expect(await readWordFile(await docx(xml), 'a.docx')).toEqual({ ok: true, rows: [{ lines: ['Hi & bye Lee'] }, { lines: ['été <3'] }] });
  });

  it('refuses what is no Word file or inflates past 20 MiB (stopping there); says Cannot read … for a document without text', async () => {
    expect(await readWordFile(new TextEncoder().encode('plain text'), 'a.docx')).toEqual({ ok: false, refused: true, reason: 'a.docx is not a Word document (.docx).' });
    expect(await readWordFile(await docx('<w:document><w:body><w:p></w:p></w:body></w:document>'), 'b.docx')).toEqual({ ok: false, refused: false, message: 'Cannot read b.docx: the document holds no text.' });
    const bomb = await docx(`<w:p><w:t>${'a'.repeat(30 * 1024 * 1024)}</w:t></w:p>`);
    expect(bomb.byteLength).toBeLessThan(100_000);
    expect(await readWordFile(bomb, 'bomb.docx')).toEqual({ ok: false, refused: true, reason: 'bomb.docx is refused: it inflates to more than 20 MiB, the most an upload may inflate to.' });
  });
});

describe('readLabelSheet', () => {
  it("reads every row under the header as 'Header: value' lines, skipping empty cells and rows", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Labels');
    sheet.addRow(['Order', 'Recipient', 'Note']);
    sheet.addRow([1001, 'Ann', '']);
    sheet.addRow([]);
    sheet.addRow([1002, 'Bo', 'Fragile', 'stray']);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    expect(await readLabelSheet(bytes, 's.xlsx')).toEqual({
      ok: true,
      rows: [{ lines: ['Order: 1001', 'Recipient: Ann'] }, { lines: ['Order: 1002', 'Recipient: Bo', 'Note: Fragile', 'Column 4: stray'] }],
    });
  });

  it('refuses what is no workbook', async () => {
    expect(await readLabelSheet(new TextEncoder().encode('nope'), 'x.xlsx')).toEqual({ ok: false, refused: true, reason: 'x.xlsx is not an .xlsx workbook.' });
  });
});
