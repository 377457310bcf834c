import { DateTime, type Zone } from 'luxon';
import type { CellFormatters, InstantStyle } from '../../runtime/domain/domainRules';
import { formatMoney } from './money.ts';
import { BUSINESS_ZONE } from '../../shared/time/zones.ts';

export { formatMoney } from './money.ts';

const PATTERNS: Record<InstantStyle, string> = { date: 'yyyy-MM-dd', dateTime: 'yyyy-MM-dd HH:mm', time: 'HH:mm' };

/**
 * An ISO date (`2026-11-26`, the calendar day itself) or instant (`2026-11-26T15:30:00Z`, shown in
 * `zone`) as text; undefined when the value is not ISO.
 */
export function formatInstant(value: string, style: InstantStyle, zone: Zone = BUSINESS_ZONE): string | undefined {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const parsed = dateOnly ? DateTime.fromISO(value, { zone }) : DateTime.fromISO(value, { setZone: false }).setZone(zone);
  return parsed.isValid ? parsed.toFormat(PATTERNS[style]) : undefined;
}

export const cellFormatters: CellFormatters = {
  instant: (value, style) => formatInstant(value, style),
  money: formatMoney,
};
