import { DateTime } from 'luxon';
import type { CellFormatters, InstantStyle } from '../../runtime/domain/domainRules';
import { BUSINESS_TIME_ZONE } from './businessDates.ts';

const PATTERNS: Record<InstantStyle, string> = { date: 'yyyy-MM-dd', dateTime: 'yyyy-MM-dd HH:mm', time: 'HH:mm' };

/**
 * An ISO date (`2026-11-26`, the calendar day itself) or instant (`2026-11-26T15:30:00Z`, shown in
 * `zone`) as text; undefined when the value is not ISO.
 */
export function formatInstant(value: string, style: InstantStyle, zone = BUSINESS_TIME_ZONE): string | undefined {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const parsed = dateOnly ? DateTime.fromISO(value, { zone }) : DateTime.fromISO(value, { setZone: false }).setZone(zone);
  return parsed.isValid ? parsed.toFormat(PATTERNS[style]) : undefined;
}

/** Whole dollars without decimals, cents when there are any: en-CA `$12`, `$12.50`; fr-CA `12 $`, `12,50 $`. */
export function formatMoney(amount: number, language: string): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  const french = language.toLowerCase().startsWith('fr');
  const text = new Intl.NumberFormat(french ? 'fr-CA' : 'en-CA', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 }).format(Math.abs(amount));
  const sign = amount < 0 ? '-' : '';
  return french ? `${sign}${text} $` : `${sign}$${text}`;
}

export const cellFormatters: CellFormatters = {
  instant: (value, style) => formatInstant(value, style),
  money: formatMoney,
};
