import { describe, expect, it } from 'vitest';
import { cellOf, cellText, xlsxSignatureProblem } from '../../server/api/admin/bulkOrders/readSheet';

describe('sheet cells', () => {
  it('reads what a cell shows: text trimmed, numbers, rich text, link text, formula results, error codes', () => {
    expect(cellText('  Ann ')).toBe('Ann');
    expect(cellText(2045550134)).toBe('2045550134');
    expect(cellText(null)).toBe('');
    expect(cellText({ richText: [{ text: 'Main ' }, { text: 'St' }] })).toBe('Main St');
    expect(cellText({ text: 'Acme', hyperlink: 'https://acme.example' })).toBe('Acme');
    expect(cellText({ formula: 'A1&B1', result: 'AnnLee' })).toBe('AnnLee');
    expect(cellText({ error: '#N/A' })).toBe('#N/A');
  });

  it('reads a date cell, or a date-formatted serial number in the Delivery Date column, as yyyy-mm-dd', () => {
    expect(cellOf(new Date('2026-12-01T00:00:00Z'), 'deliveryDate')).toEqual({ kind: 'date', date: '2026-12-01' });
    expect(cellOf(46357, 'deliveryDate')).toEqual({ kind: 'date', date: '2026-12-01' });
    expect(cellOf(46357, 'phone')).toEqual({ kind: 'text', text: '46357' });
    expect(cellOf('2026-12-01', 'deliveryDate')).toEqual({ kind: 'text', text: '2026-12-01' });
  });

  it('tells an .xlsx (a zip archive) from an old .xls and anything else by its first bytes', () => {
    expect(xlsxSignatureProblem(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBeUndefined();
    expect(xlsxSignatureProblem(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1]))).toBe('is an old Excel (.xls) workbook: save it as .xlsx and upload it again');
    expect(xlsxSignatureProblem(new TextEncoder().encode('a,b\n'))).toBe('is not an .xlsx workbook');
  });
});
