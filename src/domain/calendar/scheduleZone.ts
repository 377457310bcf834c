import { FixedOffsetZone, type Zone } from 'luxon';
import { BUSINESS_ZONE_NAME, ZONE_NAMES, ZONES, type ZoneName } from '../../../shared/time/zones.ts';

/** The calendar's zone: its days and times are Winnipeg's (002 §9). */
export const CALENDAR_ZONE: Zone = ZONES[BUSINESS_ZONE_NAME];

const UTC_NAMES = new Set(['UTC', 'ETC/UTC', 'GMT', 'ETC/GMT', 'Z']);

function isShipped(name: string): name is ZoneName {
  return (ZONE_NAMES as readonly string[]).includes(name);
}

/**
 * The zone a schedule's cron is read in: its scheduleExpressionTimezone, else its timezone, else
 * Winnipeg (the default of 002 §9). Only the shipped zones (shared/time/zones.ts) and UTC are
 * known; any other name gives undefined (the calendar cannot place its firings honestly).
 */
export function scheduleZone(schedule: { scheduleExpressionTimezone?: string; timezone?: string }): Zone | undefined {
  const name = (schedule.scheduleExpressionTimezone?.trim() || schedule.timezone?.trim() || BUSINESS_ZONE_NAME).trim();
  if (UTC_NAMES.has(name.toUpperCase())) return FixedOffsetZone.utcInstance;
  return isShipped(name) ? ZONES[name] : undefined;
}
