import { cutoffEffectLabel } from './cutoffEffects.ts';
import { isCutoffInfo } from '../../shared/cutoffInfo.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** '9:05' → '09:05', '15:55:00' → '15:55'. */
function hoursMinutes(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? ''}` : time;
}

const effect = (value: number) => cutoffEffectLabel(value) ?? `${value} days before`;
/** Monday first, Sunday last. */
const weekOrder = (day: number) => (day + 6) % 7;

/**
 * A region's cutoff info (001 §3) as readable lines: each weekday's cutoff ('Monday 15:55 Next-Day',
 * Monday first), the closed weekdays ('Closed: Saturday, Sunday'), the unavailable dates
 * ('Not available: 2026-12-25, 2026-12-26') and each available date ('Available: 2026-12-27 14:00
 * Same-Day'), dates in order. Anything but a cutoff info gives no lines.
 */
export function cutoffSummary(value: unknown): string[] {
  if (!isCutoffInfo(value)) return [];
  const lines = [...value.cutoff_time]
    .sort((a, b) => weekOrder(a.day) - weekOrder(b.day))
    .map((rule) => `${WEEKDAYS[rule.day] ?? rule.day} ${hoursMinutes(rule.cutoff_time)} ${effect(rule.cutoff_effect)}`);
  const closed = [...new Set(value.closedDates)].sort((a, b) => weekOrder(a) - weekOrder(b));
  if (closed.length > 0) lines.push(`Closed: ${closed.map((day) => WEEKDAYS[day] ?? String(day)).join(', ')}`);
  const unavailable = [...new Set(value.un_available)].sort();
  if (unavailable.length > 0) lines.push(`Not available: ${unavailable.join(', ')}`);
  const available = [...value.available].sort((a, b) => a.date.localeCompare(b.date));
  for (const entry of available) lines.push(`Available: ${entry.date} ${hoursMinutes(entry.cutoff_time)} ${effect(entry.cutoff_effect)}`);
  return lines;
}
