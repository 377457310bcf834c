/**
 * Pure text rules that definitions apply in templates as filters, e.g. `{name|capitalizeWords}`.
 * Each takes the value and returns the new text; nothing else is in scope.
 */
import { cronText } from './cronText.ts';
import { cutoffSummary } from './cutoffSummary.ts';
import { forSaleCount } from './orderItems/forSaleCount.ts';
import { parseJson } from './jsonObject.ts';
import { shopPostalCode } from './shopPostalCode.ts';
import { smsSearchPhone } from './smsSearchPhone.ts';
import { decodeShopRates, rateLines } from '../../shared/shopRates.ts';
import { usDate } from './usDate.ts';
import { orderLinks } from './orderLinks.ts';
import { personName } from './personName.ts';
import { dateTime } from './dateTimeText.ts';
import { passwordDecoded, passwordEncoded } from '../../shared/passwordEncoding.ts';
import { textOf } from '../../shared/textOf.ts';
import { weekCode } from './weekCodeFilter.ts';
import { stripHash } from './orderName.ts';
import { vaseTitleFilter as vaseTitle } from './vaseAlias.ts';
import { checkoutQueryMode } from './checkout/checkoutUrl.ts';

/** 'québec city' → 'Québec City' (every word's first letter upper-cased, the rest kept). */
export function capitalizeWords(value: unknown): string {
  return textOf(value ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('en-CA') + word.slice(1))
    .join(' ');
}

/** 'Québec City' → 'Québec_City'. */
export function underscores(value: unknown): string {
  return textOf(value ?? '').trim().replace(/\s+/g, '_');
}

/** Every space taken out (the Word and Gift Box exporters' file names, 002 §5). */
export function noSpaces(value: unknown): string {
  return textOf(value ?? '').replace(/\s+/g, '');
}

export function upper(value: unknown): string {
  return textOf(value ?? '').toLocaleUpperCase('en-CA');
}

/** '$10.00' or 10.5 → '$10' (rates shown without decimals, 000 §5). */
export function wholeDollars(value: unknown): string {
  const amount = Number(textOf(value ?? '').replace(/[$,\s]/g, ''));
  return Number.isFinite(amount) ? `$${Math.trunc(amount)}` : textOf(value ?? '');
}

/** '08:00' → '8am', '20:30' → '8:30pm', '12:00' → '12pm', '00:15' → '12:15am' (000 §5). */
export function time12h(value: unknown): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(textOf(value ?? ''));
  if (!match) return textOf(value ?? '');
  const hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === '00' ? `${hour12}${suffix}` : `${hour12}:${minutes}${suffix}`;
}

/** 'HH:mm:ss' or 'HH:mm' → 'HH:mm'. */
export function hoursMinutes(value: unknown): string {
  const match = /^(\d{2}):(\d{2})/.exec(textOf(value ?? ''));
  return match ? `${match[1]}:${match[2]}` : textOf(value ?? '');
}

/** ['R2C 1A1', 'R2C 1A2'] → 'R2C 1A1, R2C 1A2'; an empty list reads 'none'. */
export function join(value: unknown): string {
  if (!Array.isArray(value)) return textOf(value ?? '');
  return value.length === 0 ? 'none' : value.map(String).join(', ');
}

/**
 * 3 → [3]: a one-item list, for a body field that takes a list of what the form has one of (a
 * region's id as `regions`); a list stays as it is, nothing gives an empty list. In a longer
 * text it reads as its items joined by commas.
 */
export function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null || value === '' ? [] : [value];
}

/**
 * The value as text, nothing (absent or null) as the empty text: for a body field that is sent even
 * when blank (`"closeDates": "{rule_props|text}"` sends '' once every date is removed, clearing them).
 */
export function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.map(String).join(',') : textOf(value);
}

/** A shop rates answer's body (twice JSON-encoded) → its 'display_text - zone_rate' lines, offered ones only, cheapest first (001 §5). */
export function deliveryWindows(value: unknown): string[] {
  return rateLines(decodeShopRates(value));
}

/** 'British Columbia' → 'britishcolumbia': lower case, no spaces (001 §7: the manual fulfilment's `province`). */
export function compactLower(value: unknown): string {
  return textOf(value ?? '').replace(/\s+/g, '').toLocaleLowerCase('en-CA');
}

/**
 * true → false, false → true; anything else (nothing chosen yet) → undefined, so the key is left
 * out rather than sent as a guess: a body flag that is the opposite of a chosen one (002 §5: the
 * customer list's reviewList is not VIPList).
 */
export function not(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return false;
  if (value === false || value === 'false') return true;
  return undefined;
}

/**
 * The id Query Checkout asks the service for (001 §4): a short link's last path part, or a
 * checkout address's cart id; '' when the text names none. A path's `{shortURL|checkoutQueryId}`.
 */
export function checkoutQueryId(value: unknown): string {
  return checkoutQueryMode(textOf(value ?? ''))?.id ?? '';
}

/** The filters templates may name; the screen checker rejects any other name. */
export const templateFilters = { capitalizeWords, underscores, noSpaces, upper, wholeDollars, time12h, hoursMinutes, join, list, text, cronText, shopPostalCode, deliveryWindows, cutoffSummary, compactLower, parseJson, usDate, orderLinks, not, smsSearchPhone, personName, dateTime, passwordEncoded, passwordDecoded, weekCode, stripHash, vaseTitle, forSaleCount, checkoutQueryId } as const;

export type TemplateFilterName = keyof typeof templateFilters;
