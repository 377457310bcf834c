import type { CellFormat } from '../../generated/screen';
import { domainRules } from '../../domain/domainRules';
import type { Column } from './types';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

/** A badge a value shows as, when the column's format gives it one. */
export function badgeOf(format: CellFormat | undefined, value: unknown): { label: string; tone: BadgeTone } | undefined {
  if (typeof format !== 'object' || value === undefined || value === null) return undefined;
  return format.badge[String(value)];
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
  if (typeof format === 'object') return badgeOf(format, value)?.label;
  if (format === 'money' || format === 'percentage') {
    const amount = asNumber(value);
    if (amount === undefined) return undefined;
    return format === 'money' ? domainRules().formats.money(amount, language) : percentageText(amount);
  }
  return typeof value === 'string' ? domainRules().formats.instant(value, format) : undefined;
}

/** The formatted text of a column's value, if its format applies. */
export function formatCell(column: Pick<Column, 'format'>, value: unknown, language: string): string | undefined {
  return formatValue(column.format, value, language);
}
