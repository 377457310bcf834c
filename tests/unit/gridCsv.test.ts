import { describe, expect, it } from 'vitest';
import { BOM, csvField, toCsv } from '../../runtime/kinds/grid/csv';
import { exportColumns, gridCsv } from '../../runtime/kinds/grid/gridExport';
import type { Column } from '../../runtime/kinds/grid/types';

describe('csvField', () => {
  it('leaves plain text as it is', () => expect(csvField('Elmwood')).toBe('Elmwood'));
  it('quotes commas, quotes (doubled) and line breaks', () => {
    expect(csvField('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });
  it('quotes leading or trailing spaces so they survive', () => expect(csvField(' x')).toBe('" x"'));
});

describe('toCsv', () => {
  it('writes the headings, then a CRLF line per row', () => {
    expect(toCsv(['Name', 'Phone'], [['Jo', '555'], ['Smith, Al', '']])).toBe('Name,Phone\r\nJo,555\r\n"Smith, Al",\r\n');
  });
  it('starts with the byte-order mark only when asked', () => {
    expect(toCsv(['A'], [], true)).toBe(`${BOM}A\r\n`);
    expect(toCsv(['A'], []).startsWith(BOM)).toBe(false);
  });
});

describe('exportColumns', () => {
  const columns: Column[] = [
    { field: 'name', header: 'Name' },
    { field: 'email', header: 'Email' },
    { field: 'phone', header: 'Phone' },
  ];
  it('takes every column without a list', () => expect(exportColumns(columns, undefined).map((c) => c.field)).toEqual(['name', 'email', 'phone']));
  it('takes the named columns in the order named', () => expect(exportColumns(columns, ['phone', 'name']).map((c) => c.field)).toEqual(['phone', 'name']));
});

describe('gridCsv headings', () => {
  const columns: Column[] = [
    { field: 'email', header: 'Email/Phone' },
    { field: 'VIPList', header: 'VIP' },
    { field: 'reviewList', header: 'Review' },
  ];
  const rows = [{ email: 'a@example.ca', VIPList: true, reviewList: false }];
  it('names a column by the export\'s heading where it gives one, else by its header', () => {
    const csv = gridCsv({ fileName: 'Customer List.csv', bom: true, headings: { reviewList: 'reviewUser' } }, columns, rows, {}, 'en-CA');
    expect(csv).toBe(`${BOM}Email/Phone,VIP,reviewUser\r\na@example.ca,Yes,No\r\n`);
  });
  it('keeps the headers without headings', () => {
    expect(gridCsv({ fileName: 'c.csv' }, columns, rows, {}, 'en-CA').split('\r\n')[0]).toBe('Email/Phone,VIP,Review');
  });
});
