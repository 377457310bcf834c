/**
 * The browser bundle carries only the time zones the console uses (shared/time/zoneNames.ts),
 * not moment-timezone's whole packed IANA file (about 700 kB): this plugin serves the build a
 * pruned copy of `moment-timezone/data/packed/latest.json`. The server, tsx and vitest read the
 * file whole. A name that is a link (America/Montreal) keeps the link and the zone it names.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { ZONE_NAMES } from '../shared/time/zoneNames.ts';

interface PackedData {
  version: string;
  zones: string[];
  links: string[];
  countries?: string[];
}

const DATA_FILE = /[\\/]moment-timezone[\\/]data[\\/]packed[\\/]latest\.json$/;

/** The packed data with only `names` (and the zones their links name); no countries. Throws when a name is missing. */
export function pruneTzdata(data: PackedData, names: readonly string[]): PackedData {
  const links = data.links.filter((link) => names.includes(link.split('|')[1] ?? ''));
  const wanted = new Set([...names, ...links.map((link) => link.split('|')[0] ?? '')]);
  const zones = data.zones.filter((zone) => wanted.has(zone.split('|')[0] ?? ''));
  const found = new Set([...zones.map((zone) => zone.split('|')[0]), ...links.map((link) => link.split('|')[1])]);
  const missing = names.filter((name) => !found.has(name));
  if (missing.length > 0) throw new Error(`The tz data ${data.version} has no ${missing.join(', ')}`);
  return { version: data.version, zones, links };
}

export function tzdataPrunePlugin(names: readonly string[] = ZONE_NAMES): Plugin {
  return {
    name: 'tzdata-prune',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!DATA_FILE.test(file)) return null;
      const data = JSON.parse(await readFile(file, 'utf8')) as PackedData;
      return JSON.stringify(pruneTzdata(data, names));
    },
  };
}
