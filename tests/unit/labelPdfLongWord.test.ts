import { describe, expect, it } from 'vitest';
import { labelPdf } from '../../server/api/labels/labelPdf';

describe('a label PDF of the longest cell an upload may hold', () => {
  it('lays out a 32,767-character word in well under a few seconds (a long word is cut in one pass over its characters)', async () => {
    const started = Date.now();
    const pdf = await labelPdf([{ lines: [`Recipient: ${'W'.repeat(32_767)}`] }], { title: 'LONG', details: '', perPart: 0, at: new Date('2031-01-01T00:00:00Z') });
    expect(pdf.byteLength).toBeGreaterThan(1000);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
