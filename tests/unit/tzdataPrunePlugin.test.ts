import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pruneTzdata } from '../../scripts/tzdataPrunePlugin';
import { ZONE_NAMES } from '../../shared/time/zoneNames';

const data = JSON.parse(readFileSync(new URL('../../node_modules/moment-timezone/data/packed/latest.json', import.meta.url), 'utf8')) as { version: string; zones: string[]; links: string[] };

describe('pruneTzdata', () => {
  it('keeps the listed zones, the links among them and the zones they name', () => {
    const pruned = pruneTzdata(data, ['America/Winnipeg', 'America/Montreal']);
    expect(pruned.version).toBe(data.version);
    expect(pruned.zones.map((zone) => zone.split('|')[0]).sort()).toEqual(['America/Toronto', 'America/Winnipeg']);
    expect(pruned.links).toEqual(['America/Toronto|America/Montreal']);
  });

  it('keeps every zone the console lists, in a small part of the file', () => {
    const pruned = pruneTzdata(data, ZONE_NAMES);
    expect(JSON.stringify(pruned).length).toBeLessThan(JSON.stringify(data).length / 20);
  });

  it('refuses a name the data lacks, so the build fails rather than the console', () => {
    expect(() => pruneTzdata(data, ['America/Winnipeg', 'Mars/Olympus'])).toThrow('has no Mars/Olympus');
  });
});
