import type { Zone } from 'luxon';

const DAY_MS = 86_400_000;

/**
 * The instant (epoch ms) a wall time occurs in `zone` (month 1-12), as AWS EventBridge Scheduler
 * reads a cron's wall time: undefined when the zone's clock skips it (a spring-forward gap), the
 * FIRST of the two when its clock repeats it (a fall-back). Deterministic: it does not depend on
 * today's offset, as luxon's own reading of an ambiguous wall time does.
 */
export function wallTimeInstant(zone: Zone, year: number, month: number, day: number, hour: number, minute: number): number | undefined {
  const local = Date.UTC(year, month - 1, day, hour, minute);
  const offsets = new Set([zone.offset(local - DAY_MS), zone.offset(local), zone.offset(local + DAY_MS)]);
  const instants = [...offsets].map((offset) => local - offset * 60_000).filter((instant) => {
    const offset = zone.offset(instant);
    return Number.isFinite(offset) && instant + offset * 60_000 === local;
  });
  return instants.length === 0 ? undefined : Math.min(...instants);
}
