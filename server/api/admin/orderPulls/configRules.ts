import type { OrderPullConfig, OrderPullConfigCreate } from '../../../../runtime/generated/entities';

/** The stored settings of a config: every field but its identity, name, type, description and version. */
export type OrderPullSettings = Omit<OrderPullConfig, 'id' | 'reportName' | 'reportType' | 'description' | 'version'>;
export type ReportType = OrderPullConfig['reportType'];

/** The answer of a report submit (002 §8), verbatim. */
export const REPORT_SUBMITTED = 'Order report submitted successfully';
/** The answer of Generate Report on the configs list (002 §8), verbatim. */
export const MANUAL_REPORT_GENERATING = 'The manual report is generating. Please wait and check Pull Folder';

/** Field messages of the report form (002 §5), verbatim. */
export const REPORT_MESSAGES = {
  reportType: 'Please choose report type',
  reportName: 'Please input report name',
  specialCharacters: 'Special characters are not allowed',
  region: 'Please choose region',
  additionalReportName: 'Please input additional report name',
  additionalFileType: 'Please choose additional file type',
} as const;

/** The delivery windows a config starts with (002 §9). */
export const DEFAULT_DELIVERY_WINDOWS = ['(1pm - 6pm)', '(1pm - 5pm)', '(3pm - 6pm)', '(3pm - 7pm)'] as const;
/** The order fields a config fetches unless told otherwise, and what a Curated Gift Box report fetches as well (002 §4): the same as the report form's. */
export { BILLING_ADDRESS_FIELD, DEFAULT_ORDER_FIELDS } from '../../../../shared/orderFields.ts';
import { BILLING_ADDRESS_FIELD, DEFAULT_ORDER_FIELDS } from '../../../../shared/orderFields.ts';
/** The skipped tags of the day reports (002 §4). */
export const DAY_REPORT_SKIPPED_TAG = 'pulled,sent';

/** Types whose form sets 'pulled,sent', Bouquet and consolidation (002 §4). */
const DAY_TYPES: readonly ReportType[] = ['ORDER_REPORT_V_DAY', 'ORDER_REPORT_SAME_DAY', 'ORDER_REPORT_NEXT_DAY', 'ORDER_REPORT_NEXT_DAY_PLUS_1', 'ORDER_REPORT_NON_FLORAL_GIFTSETS'];
/** Types that need at least one region (002 §5). */
const REGION_TYPES: readonly ReportType[] = ['ORDER_REPORT_SAME_DAY', 'ORDER_REPORT_NEXT_DAY', 'ORDER_REPORT_NEXT_DAY_PLUS_1', 'ORDER_REPORT_V_DAY', 'CURATED_GIFT_BOX_REPORT'];

/** The name as stored (002 §4): trimmed, each run of spaces an underscore, upper-cased. */
export function normaliseReportName(sent: string): string {
  return sent.trim().replace(/ +/g, '_').toUpperCase();
}

/** Whether a type's form applies the day-report defaults. */
export function isDayReport(type: ReportType): boolean {
  return DAY_TYPES.includes(type);
}

/** Whether a type needs at least one region (002 §5). */
export function needsRegion(type: ReportType): boolean {
  return REGION_TYPES.includes(type);
}

/** 'YYYY-MM-DD' or 'MM/DD/YYYY' as 'MM/DD/YYYY'; '' stays ''. */
export function usDate(sent: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(sent);
  return iso ? `${iso[2] ?? ''}/${iso[3] ?? ''}/${iso[1] ?? ''}` : sent;
}

/** Whether an 'MM/DD/YYYY' text names a real date. */
export function isRealUsDate(text: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The field problems of a submitted config that its schema cannot say (002 §5), by field, with
 * the form's messages: a region for the types that need one, the additional report's name and
 * file type when there is one (csv for Gopher), a Specific day's date.
 */
export function configProblems(sent: OrderPullConfigCreate): Record<string, string> {
  const problems: Record<string, string> = {};
  if (needsRegion(sent.reportType) && (sent.deliveryRegion ?? []).length === 0) problems.deliveryRegion = REPORT_MESSAGES.region;
  const additional = sent.additionalReportType ?? '';
  if (additional !== '') {
    if ((sent.additionalReportName ?? '').trim() === '') problems.additionalReportName = REPORT_MESSAGES.additionalReportName;
    if ((sent.additionalFileType ?? '') === '') problems.additionalFileType = REPORT_MESSAGES.additionalFileType;
    else if (additional === 'ADDITIONAL_GOPHER_IT_REPORT' && sent.additionalFileType !== 'csv') problems.additionalFileType = 'must be csv for a Gopher report';
  }
  if (sent.reportType === 'ORDER_REPORT_V_DAY') {
    const date = usDate(sent.deliveryDate ?? '');
    if (date === '') problems.deliveryDate = 'is required for a Specific day report';
    else if (!isRealUsDate(date)) problems.deliveryDate = 'is not a real date';
  }
  return problems;
}

/**
 * The settings stored for a valid submitted config (002 §4 Report submit normalisation): defaults
 * for what was omitted, then the type's rules — day reports skip 'pulled,sent'; Same day and
 * Lakewood pull 0 days ahead, Next day and Maximum 1; Specific day keeps its date (MM/DD/YYYY)
 * with the date filter off; Error turns error-check on and the date filter off; Curated Gift Box
 * also fetches the billing address. Without an additional report its file type and name are
 * cleared. `provinceCode` is the first region's (looked up by the caller).
 */
export function normalisedSettings(sent: OrderPullConfigCreate, provinceCode: string): OrderPullSettings {
  const type = sent.reportType;
  const day = isDayReport(type);
  const fields = [...(sent.filtersForRestUrl?.fields ?? DEFAULT_ORDER_FIELDS)];
  if (type === 'CURATED_GIFT_BOX_REPORT' && !fields.includes(BILLING_ADDRESS_FIELD)) fields.push(BILLING_ADDRESS_FIELD);
  const additional = sent.additionalReportType ?? '';
  let days = sent.noOfDaysToDeliveryDate ?? 0;
  if (type === 'ORDER_REPORT_SAME_DAY' || type === 'LAKEWOOD_REPORT') days = 0;
  if (type === 'ORDER_REPORT_NEXT_DAY' || type === 'ORDER_REPORT_MAXIMUM') days = 1;
  const dateFilterOff = type === 'ORDER_REPORT_V_DAY' || type === 'ERROR_REPORT';
  return {
    fileType: sent.fileType ?? 'excel',
    deliveryDateFilterIncluded: dateFilterOff ? false : (sent.deliveryDateFilterIncluded ?? true),
    noOfDaysToDeliveryDate: days,
    deliveryDate: type === 'ORDER_REPORT_V_DAY' ? usDate(sent.deliveryDate ?? '') : '',
    filtersForRestUrl: { fulfillmentStatus: 'unshipped', status: 'open', fields },
    deliveryRegion: [...(sent.deliveryRegion ?? [])],
    excludingRegion: [...(sent.excludingRegion ?? [])],
    provinceCode,
    deliveryWindowExcluded: sent.deliveryWindowExcluded ?? false,
    deliveryWindow: [...(sent.deliveryWindow ?? DEFAULT_DELIVERY_WINDOWS)],
    defaultDeliveryStartTime: sent.defaultDeliveryStartTime ?? '',
    createAtIncluded: sent.createAtIncluded ?? false,
    hours: sent.hours ?? 0,
    minutes: sent.minutes ?? 0,
    skippedTag: sent.skippedTag ?? (day ? DAY_REPORT_SKIPPED_TAG : ''),
    sortHeaderName: sent.sortHeaderName ?? (day ? 'Bouquet' : ''),
    consolidateOrder: sent.consolidateOrder ?? day,
    additionalReportType: additional,
    additionalFileType: additional === '' ? '' : (sent.additionalFileType ?? ''),
    additionalReportName: additional === '' ? '' : (sent.additionalReportName ?? '').trim(),
    errorCheckReport: type === 'ERROR_REPORT' ? true : (sent.errorCheckReport ?? false),
    additionPull: sent.additionPull ?? false,
  };
}

/** The file name of a manual export: '(Manual) QA_REP_1 2026-11-27 1405.csv' (business time). */
export function exportFileName(prefix: string, reportName: string, fileType: 'excel' | 'csv', date: string, time: string): string {
  const extension = fileType === 'csv' ? 'csv' : 'xlsx';
  return `${prefix === '' ? '' : `${prefix} `}${reportName} ${date} ${time.replace(':', '')}.${extension}`;
}
