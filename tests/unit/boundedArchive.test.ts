import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { longestText, readBoundedArchive, readCentralDirectory, sizeText, type ArchiveLimits } from '../../server/api/uploads/boundedArchive';
import { lyingArchive } from '../support/uploadBombs';

const LIMITS: ArchiveLimits = { maxEntries: 5, maxInflatedBytes: 64 * 1024, maxTextChars: 100, textName: 'one cell' };

async function archive(entries: Record<string, string>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(entries)) zip.file(name, text);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

describe('the bounded reader of uploaded archives', () => {
  it('inflates every entry within the limits', async () => {
    const reading = await readBoundedArchive(await archive({ 'a.xml': '<a>hello</a>', 'b/c.txt': 'world' }), LIMITS);
    expect(reading.ok).toBe(true);
    if (reading.ok) expect(new TextDecoder().decode(reading.entries.get('a.xml'))).toBe('<a>hello</a>');
  });

  it('refuses by the central directory, before inflating: too many entries, too much declared', async () => {
    const many = await archive(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`${i}.txt`, 'x'])));
    expect(await readBoundedArchive(many, LIMITS)).toEqual({ ok: false, kind: 'limit', problem: 'it holds 6 files, more than 5, the most an upload may hold' });
    const big = await archive({ 'a.txt': 'A'.repeat(65 * 1024) });
    expect(readCentralDirectory(big, LIMITS)).toEqual({ ok: false, reading: { ok: false, kind: 'limit', problem: 'it inflates to more than 64 KiB, the most an upload may inflate to' } });
  });

  it('refuses an entry that inflates to more than it declares, stopping at the declared size', async () => {
    const liar = await lyingArchive('a.xml', 60 * 1024, 500);
    expect(await readBoundedArchive(liar, LIMITS)).toEqual({ ok: false, kind: 'limit', problem: 'a.xml inflates to more than the 500 bytes it declares' });
  });

  it('refuses a text between markup longer than the limit (entities and UTF-8 counted as characters)', async () => {
    expect(longestText(new TextEncoder().encode(`<c><t>${'é'.repeat(100)}</t></c>`), 100)).toBe(100);
    expect(longestText(new TextEncoder().encode(`<c><t>${'&amp;'.repeat(101)}</t></c>`), 100)).toBe(101);
    const long = await archive({ 'sheet.xml': `<c><t>${'x'.repeat(101)}</t></c>` });
    expect(await readBoundedArchive(long, LIMITS)).toEqual({ ok: false, kind: 'limit', problem: 'one cell holds more than 100 characters, the most one cell may hold' });
  });

  it('calls a cut archive or other bytes unreadable', async () => {
    const whole = await archive({ 'a.xml': '<a/>' });
    expect(await readBoundedArchive(whole.slice(0, whole.byteLength - 10), LIMITS)).toMatchObject({ ok: false, kind: 'unreadable' });
    expect(await readBoundedArchive(new TextEncoder().encode('not an archive at all, just some text'), LIMITS)).toMatchObject({ ok: false, kind: 'unreadable' });
  });

  it('names sizes as people read them', () => {
    expect([sizeText(20 * 1024 * 1024), sizeText(1536), sizeText(300)]).toEqual(['20 MiB', '1.5 KiB', '300 bytes']);
  });
});
