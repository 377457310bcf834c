import { DateTime } from 'luxon';
import { provinceTimeZone } from './provinceTimeZones.ts';

/** What `provinceInstant` reads: a calendar date, a wall time and the province whose clock it is on. */
export interface ProvinceWallTime {
  /** `yyyy-MM-dd`. */
  date: unknown;
  /** `HH:mm` (seconds, if any, are ignored). */
  time: unknown;
  /** A province of the manual-fulfilment list (001 §5), e.g. 'Saskatchewan'. */
  province: unknown;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::\d{2})?$/;

/**
 * The instant (epoch milliseconds) of a wall time in a province's time zone (001 §7 `delivery`):
 * 2026-07-15 14:30 in Saskatchewan is 20:30 UTC all year (Regina keeps no daylight saving time);
 * in Manitoba it is 19:30 UTC in July and 20:30 UTC in January. A time the spring-forward skips
 * (02:30 on Winnipeg's change day) is read as the same time after the change (03:30). Undefined
 * when the date or time is no such text or the province is not on the list. The zone comes from
 * the shipped data (shared/time/zones.ts), never from a zone name given to luxon.
 */
export function provinceInstant({ date, time, province }: ProvinceWallTime): number | undefined {
  const day = DATE.exec(typeof date === 'string' ? date.trim() : '');
  const clock = TIME.exec(typeof time === 'string' ? time.trim() : '');
  const zone = typeof province === 'string' ? provinceTimeZone(province) : undefined;
  if (!day || !clock || !zone) return undefined;
  const [year, month, dayOfMonth, hour, minute] = [day[1], day[2], day[3], clock[1], clock[2]].map(Number) as [number, number, number, number, number];
  const instant = DateTime.fromObject({ year, month, day: dayOfMonth, hour, minute }, { zone });
  return instant.isValid ? instant.toMillis() : undefined;
}
