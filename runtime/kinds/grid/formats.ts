import type { CellFormat } from '../../generated/screen';
import { domainRules } from '../../domain/domainRules';
import type { Column } from './types';
import { textOf } from '../../../shared/textOf';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

/** Whether a format shows values as badges (`{ badge }`). */
export function isBadgeFormat(format: CellFormat | undefined): format is Extract<CellFormat, { badge: object }> {
  return typeof format === 'object' && 'badge' in format;
}

/** Whether a format masks a secret (`{ secret }`): a Show button per row reveals it. */
export function isSecretFormat(format: CellFormat | undefined): format is Extract<CellFormat, { secret: object }> {
  return typeof format === 'object' && 'secret' in format;
}

/** What a secret shows while masked, and what the search and the CSV export read: never its length. */
export const SECRET_MASK = '••••••••';

/** A badge a value shows as, when the column's format gives it one. */
export function badgeOf(format: CellFormat | undefined, value: unknown): { label: string; tone: BadgeTone } | undefined {
  if (!isBadgeFormat(format) || value === undefined || value === null) return undefined;
  return format.badge[textOf(value)];
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.replace(/[$\s,]/g, ''));
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A percentage as text: `40%`, and 'Completed' at 100 or more. */
export function percentageText(value: number): string {
  return value >= 100 ? 'Completed' : `${Math.round(value * 10) / 10}%`;
}

/**
 * The text of a value under a format; undefined when the column has no format or the value does
 * not fit it (the value is then shown as it is).
 */
export function formatValue(format: CellFormat | undefined, value: unknown, language: string): string | undefined {
  if (format === undefined || value === undefined || value === null || value === '') return undefined;
  if (isSecretFormat(format)) return SECRET_MASK;
  if (typeof format === 'object') return badgeOf(format, value)?.label;
  // `{ labels }` reads the option set's labels, which only the column holds (formatCell).
  if (format === 'money' || format === 'percentage') {
    const amount = asNumber(value);
    if (amount === undefined) return undefined;
    return format === 'money' ? domainRules().formats.money(amount, language) : percentageText(amount);
  }
  const instant = typeof value === 'number' ? epochSecondsIso(value) : value;
  return typeof instant === 'string' ? domainRules().formats.instant(instant, format) : undefined;
}

/** A number under `date`, `dateTime` or `time` is epoch seconds (e.g. an opt-out's timetolive): its ISO instant. */
export function epochSecondsIso(seconds: number): string | undefined {
  const date = new Date(seconds * 1000);
  return Number.isFinite(seconds) && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}

/** Whether a cell holds no value: absent, null or blank text. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The formatted text of a column's value, if its format applies (the option set's label under
 * `format: { labels }`); a column's `empty` text when it holds none.
 */
export function formatCell(column: Pick<Column, 'format' | 'empty' | 'optionLabels'>, value: unknown, language: string): string | undefined {
  if (column.empty !== undefined && isEmptyValue(value)) return column.empty;
  if (typeof column.format === 'object' && 'labels' in column.format) return isEmptyValue(value) ? undefined : column.optionLabels?.[String(value)];
  return formatValue(column.format, value, language);
}
