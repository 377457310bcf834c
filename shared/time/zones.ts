import tzdata from 'moment-timezone/data/packed/latest.json' with { type: 'json' };
import { PackedZone } from './PackedZone.ts';
import { unpackZone } from './unpackZone.ts';
import { BUSINESS_ZONE_NAME, ZONE_NAMES, type ZoneName } from './zoneNames.ts';

export { BUSINESS_ZONE_NAME, ZONE_NAMES, type ZoneName } from './zoneNames.ts';

/**
 * The one source of named time zones for the console and its services: moment-timezone's packed
 * IANA data (updated by bumping that dependency), never the runtime's ICU copy. Give luxon these
 * zones (`setZone(BUSINESS_ZONE)`), never a zone name.
 */
interface PackedData {
  version: string;
  zones: string[];
  links: string[];
}

const data: PackedData = tzdata;

/** The IANA release the data comes from ('2026f'). */
export const TZDATA_VERSION = data.version;

/** The zone a name stands for: itself, or the zone a link names (America/Montreal → America/Toronto). */
function target(name: string): string {
  for (const link of data.links) {
    const [zone, alias] = link.split('|');
    if (alias === name && zone) return zone;
  }
  return name;
}

function build(name: ZoneName): PackedZone {
  const wanted = target(name);
  const line = data.zones.find((packed) => packed.startsWith(`${wanted}|`));
  if (!line) throw new Error(`No time zone data for ${name}`);
  return new PackedZone(unpackZone(line), name);
}

export const ZONES: Readonly<Record<ZoneName, PackedZone>> = Object.fromEntries(ZONE_NAMES.map((name) => [name, build(name)])) as Record<ZoneName, PackedZone>;

/** America/Winnipeg, from the shipped data. */
export const BUSINESS_ZONE: PackedZone = ZONES[BUSINESS_ZONE_NAME];

/** The zone for an IANA name the console knows (a driver hub's stored zone), or undefined. */
export function zoneNamed(name: string): PackedZone | undefined {
  return (ZONE_NAMES as readonly string[]).includes(name) ? ZONES[name as ZoneName] : undefined;
}
