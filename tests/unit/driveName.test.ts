import { describe, expect, it } from 'vitest';
import { freeDriveName } from '../../server/api/admin/drive/driveName';

describe('shared-drive names', () => {
  it('keep a free name, and number a taken one before its extension', () => {
    const taken = new Set(['links.csv', 'links-2.csv', 'notes']);
    expect(freeDriveName('other.csv', (name) => taken.has(name))).toBe('other.csv');
    expect(freeDriveName('links.csv', (name) => taken.has(name))).toBe('links-3.csv');
    expect(freeDriveName('notes', (name) => taken.has(name))).toBe('notes-2');
  });
});
