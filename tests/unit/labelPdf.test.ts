import { describe, expect, it } from 'vitest';
import { labelPdf } from '../../server/api/labels/labelPdf';
import { pdfPages } from '../support/pdfText';

const at = new Date('2031-05-06T15:00:00Z');

describe('labelPdf', () => {
  it('lists every row under a heading, drawing what Helvetica cannot as ? and wrapping long lines', async () => {
    const long = `Note: ${'word '.repeat(60)}end`;
    const pages = await pdfPages(await labelPdf([{ lines: ['Order: 1', 'Recipient: Zoë Côté 🌷 李'] }, { lines: ['Order: 2', long] }], { title: 'WPG', details: '2 orders', perPart: 0, at }));
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? '';
    expect(text).toContain('WPG');
    expect(text).toContain('Label 1');
    expect(text).toContain('Recipient: Zoë Côté ? ?'); // one ? per character (the emoji is one)
    expect(text).toContain('Label 2');
    expect(text).toContain('end');
  });

  it('starts each part of perPart rows on a new page, and makes the same bytes for the same input', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => ({ lines: [`Order: ${index + 1}`] }));
    const bytes = await labelPdf(rows, { title: 'GIFT', details: '', perPart: 2, at });
    expect((await pdfPages(bytes)).map((page) => page.split(' Label')[0])).toEqual(['GIFT (file 1 of 3)', 'GIFT (file 2 of 3)', 'GIFT (file 3 of 3)']);
    expect(await labelPdf(rows, { title: 'GIFT', details: '', perPart: 2, at })).toEqual(bytes);
  });

  it('runs onto further pages when one part is longer than a page', async () => {
    const rows = Array.from({ length: 80 }, (_, index) => ({ lines: [`Order: ${index + 1}`, 'Recipient: A', 'Address: B'] }));
    const pages = await pdfPages(await labelPdf(rows, { title: 'MANY', details: '', perPart: 0, at }));
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.join(' ')).toContain('Order: 80');
  });
});
