import { BILLING_ADDRESS_FIELD, DEFAULT_ORDER_FIELDS } from '../../../shared/orderFields.ts';
import { usDate } from '../usDate.ts';

/**
 * What the report form sends for the values its type decides (002 §4 Report submit normalisation),
 * so a service that stores what it is given stores the same as one that normalises:
 * - Same day and Lakewood pull 0 days ahead, Next day and Maximum 1 (the field is hidden for them);
 * - Specific day (ORDER_REPORT_V_DAY) and Error turn the delivery date filter off;
 * - Specific day sends its date as MM/DD/YYYY (the picked business day), every other type none;
 * - Error turns the error check on;
 * - the order filter: unshipped, open, the stored fields (or the default ones), and a Curated Gift
 *   Box report also fetches the billing address.
 */

export interface OrderFilter {
  fulfillmentStatus: 'unshipped';
  status: 'open';
  fields: string[];
}

/** Days to the delivery date: fixed by the type where 002 §4 fixes it, else the value given (whole, 0 when blank). */
export function reportDaysToDelivery(reportType: unknown, days: unknown): number {
  if (reportType === 'ORDER_REPORT_SAME_DAY' || reportType === 'LAKEWOOD_REPORT') return 0;
  if (reportType === 'ORDER_REPORT_NEXT_DAY' || reportType === 'ORDER_REPORT_MAXIMUM') return 1;
  const number = typeof days === 'number' ? days : typeof days === 'string' && days.trim() !== '' ? Number(days) : 0;
  return Number.isFinite(number) ? number : 0;
}

/** The delivery date filter: off for Specific day and Error, else as ticked (on when not given). */
export function reportDateFilter(reportType: unknown, included: unknown): boolean {
  if (reportType === 'ORDER_REPORT_V_DAY' || reportType === 'ERROR_REPORT') return false;
  return included === undefined || included === null || included === '' ? true : included === true;
}

/** The delivery date sent: a Specific day's as MM/DD/YYYY, no date for any other type. */
export function reportDeliveryDate(reportType: unknown, date: unknown): string {
  return reportType === 'ORDER_REPORT_V_DAY' ? usDate(date) : '';
}

/** The error check: on for Error reports, else as ticked. */
export function reportErrorCheck(reportType: unknown, errorCheck: unknown): boolean {
  return reportType === 'ERROR_REPORT' ? true : errorCheck === true;
}

/** The order filter: the stored fields kept (an edit), the default ones for a new report; Curated Gift Box adds the billing address. */
export function reportOrderFilter(reportType: unknown, stored: unknown): OrderFilter {
  const storedFields = typeof stored === 'object' && stored !== null ? (stored as { fields?: unknown }).fields : undefined;
  const fields = Array.isArray(storedFields) && storedFields.every((field) => typeof field === 'string') ? [...storedFields] : [...DEFAULT_ORDER_FIELDS];
  if (reportType === 'CURATED_GIFT_BOX_REPORT' && !fields.includes(BILLING_ADDRESS_FIELD)) fields.push(BILLING_ADDRESS_FIELD);
  return { fulfillmentStatus: 'unshipped', status: 'open', fields };
}

/** The value rules the report form's body names (`{ "rule": "reportDaysToDelivery", "args": { "reportType": …, "value": … } }`). */
export const orderReportValueRules = {
  reportDaysToDelivery: (args: Readonly<Record<string, unknown>>) => reportDaysToDelivery(args.reportType, args.value),
  reportDateFilter: (args: Readonly<Record<string, unknown>>) => reportDateFilter(args.reportType, args.value),
  reportDeliveryDate: (args: Readonly<Record<string, unknown>>) => reportDeliveryDate(args.reportType, args.value),
  reportErrorCheck: (args: Readonly<Record<string, unknown>>) => reportErrorCheck(args.reportType, args.value),
  reportOrderFilter: (args: Readonly<Record<string, unknown>>) => reportOrderFilter(args.reportType, args.stored),
} as const;
