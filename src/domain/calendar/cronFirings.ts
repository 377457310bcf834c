import { DateTime, type Zone } from 'luxon';
import type { AwsCronPlan } from './awsCronPlan.ts';
import { CALENDAR_ZONE } from './scheduleZone.ts';
import { wallTimeInstant } from './wallTimeInstant.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Winnipeg day `YYYY-MM-DD` as its midnight, or undefined for no such date. */
export function calendarDay(day: string): DateTime | undefined {
  const match = DAY.exec(day.trim());
  if (!match) return undefined;
  const start = DateTime.fromObject({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }, { zone: CALENDAR_ZONE });
  return start.isValid && start.toISODate() === day.trim() ? start : undefined;
}

/**
 * The instants a cron fires that fall on the Winnipeg day `day`, ascending, each as a Winnipeg
 * DateTime. The cron's wall times are read in `zone` (the schedule's), on its dates from the day
 * before to the day after (no zone is a day away from Winnipeg), then kept when they land on the
 * asked Winnipeg day. Like AWS EventBridge Scheduler: a wall time the spring-forward skips does
 * not fire that day; one the fall-back repeats fires once (the first). The zones are the shipped
 * tz data's (shared/time/zones.ts): Manitoba keeps UTC−05 all year from 2026-11-01, so from
 * then on a Winnipeg schedule has no changing days, while an Eastern one moves by an hour against
 * Winnipeg at its own spring and fall changes.
 */
export function cronFiringsOnDay(plan: AwsCronPlan, zone: Zone, day: string): DateTime[] {
  const start = calendarDay(day);
  if (!start) return [];
  const firings: DateTime[] = [];
  for (const shift of [-1, 0, 1]) {
    const date = start.plus({ days: shift });
    if (!plan.firesOn(date.year, date.month, date.day)) continue;
    for (const [hour, minute] of plan.times) {
      const instant = wallTimeInstant(zone, date.year, date.month, date.day, hour, minute);
      if (instant === undefined) continue;
      const here = DateTime.fromMillis(instant, { zone: CALENDAR_ZONE });
      if (here.toISODate() === day.trim()) firings.push(here);
    }
  }
  return firings.sort((a, b) => a.toMillis() - b.toMillis());
}
