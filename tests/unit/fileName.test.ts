import { describe, expect, it } from 'vitest';
import { FALLBACK_FILE_NAME, safeFileName, textFileType } from '../../runtime/files/fileName';
import { paragraphs } from '../../runtime/kinds/page/blocks/disclosures/paragraphs';

describe('safeFileName', () => {
  it('keeps a plain name, trimmed', () => {
    expect(safeFileName(' bulk-links-2026-12-03.csv ')).toBe('bulk-links-2026-12-03.csv');
  });
  it('drops any folder part and control characters', () => {
    expect(safeFileName('../../etc/links.csv')).toBe('links.csv');
    expect(safeFileName('C:\\temp\\links.csv')).toBe('links.csv');
    expect(safeFileName('links\n.csv')).toBe('links.csv');
  });
  it('gives download.txt for a blank name or a bare dot', () => {
    expect(safeFileName('')).toBe(FALLBACK_FILE_NAME);
    expect(safeFileName('  ')).toBe('download.txt');
    expect(safeFileName('..')).toBe('download.txt');
    expect(safeFileName('a/')).toBe('download.txt');
  });
});

describe('textFileType', () => {
  it('saves a text type as UTF-8, and plain text by default', () => {
    expect(textFileType('text/csv')).toBe('text/csv;charset=utf-8');
    expect(textFileType(undefined)).toBe('text/plain;charset=utf-8');
    expect(textFileType('application/json')).toBe('application/json');
  });
});

describe('paragraphs (an FAQ answer)', () => {
  it('splits at blank lines, trimmed, empty ones dropped', () => {
    expect(paragraphs('Reorder the media.\n\n  Then make them again. \n\n\n')).toEqual(['Reorder the media.', 'Then make them again.']);
    expect(paragraphs('One line\nand its next')).toEqual(['One line\nand its next']);
  });
});
