import type { OrderPullConfig, OrderPullRegion } from '../../../runtime/generated/entities';
import type { CalendarEvent, CalendarOverrides } from '../../domain/calendar';
import { dayMarks } from '../../domain/calendar/dayMarks';
import type { PullSchedulesProps } from './contract';

/** What the edit dialog lets change (002 §4 Calendar edit form). */
export interface CalendarEdit {
  reportName: string;
  description: string;
  /** The chosen region tags, in the order chosen (the first gives the province code). */
  regions: string[];
  /** YYYY-MM-DD from the date input; empty when none. */
  deliveryDate: string;
  /** HH:mm, the schedule's new time. */
  startTime: string;
}

type TypeRules = Pick<PullSchedulesProps, 'regionFreeTypes' | 'recipientSortedTypes' | 'deliveryDateTypes' | 'nextDayTypes' | 'noDateFilterTypes' | 'fixedUpdate'>;

/** One region box of the edit: the tag a config stores and what the box says. */
export interface RegionChoice {
  tag: string;
  label: string;
}

/**
 * The region boxes of the edit: every region of the service, named by `label` ('name(province_code)'),
 * then any chosen tag the service does not list (or before it answers), named by the tag itself,
 * so a stored region is never dropped unseen.
 */
export function regionChoices(regions: readonly OrderPullRegion[], chosen: readonly string[], label: (region: OrderPullRegion) => string): RegionChoice[] {
  const listed = regions.map((region) => ({ tag: region.tag, label: label(region) }));
  const known = new Set(listed.map((choice) => choice.tag));
  return [...listed, ...chosen.filter((tag) => !known.has(tag)).map((tag) => ({ tag, label: tag }))];
}

/** The chosen tags after a box is ticked (added last) or cleared. */
export function toggledRegion(chosen: readonly string[], tag: string, on: boolean): string[] {
  const rest = chosen.filter((item) => item !== tag);
  return on ? [...rest, tag] : rest;
}

/** Whether a report type needs at least one region: all but the region-free ones, the report form's list (ERROR_REPORT, NOT_PULLED_REPORT, NOT_SENT_REPORT). */
export const needsRegion = (reportType: string, rules: Pick<TypeRules, 'regionFreeTypes'>): boolean => !rules.regionFreeTypes.includes(reportType);

/** Whether a report type shows the delivery date (ORDER_REPORT_V_DAY). */
export const showsDeliveryDate = (reportType: string, rules: Pick<TypeRules, 'deliveryDateTypes'>): boolean => rules.deliveryDateTypes.includes(reportType);

/** MM/DD/YYYY (as stored) → YYYY-MM-DD (a date input's value); anything else → ''. */
export function isoFromUsDate(date: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
}

/** YYYY-MM-DD → MM/DD/YYYY; anything else → ''. */
export function usDateFromIso(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/**
 * The stored config as an edit sends it on (spec README decision on 002 §4's fixed values): as
 * loaded, with 002 §4's fixed and per-type values filling only what it lacks, so a csv report
 * stays csv, its windows and sort stay as they are. The definition's `updateConfig` body puts the
 * edit's fields (`configEdit`) over it, key by key.
 */
export function filledConfig(config: OrderPullConfig, rules: TypeRules): OrderPullConfig {
  const type = config.reportType;
  const recipientSorted = rules.recipientSortedTypes.includes(type);
  const fixed = rules.fixedUpdate;
  const stored: Partial<OrderPullConfig> = config;
  return {
    ...config,
    fileType: stored.fileType ?? (fixed.fileType as OrderPullConfig['fileType']),
    // A stored config lacking its order fields leaves them out: the service fills its defaults.
    filtersForRestUrl: {
      ...stored.filtersForRestUrl,
      fulfillmentStatus: stored.filtersForRestUrl?.fulfillmentStatus ?? fixed.fulfillmentStatus,
      status: stored.filtersForRestUrl?.status ?? fixed.status,
    } as OrderPullConfig['filtersForRestUrl'],
    deliveryWindow: stored.deliveryWindow ?? ([...fixed.deliveryWindow] as OrderPullConfig['deliveryWindow']),
    hours: stored.hours ?? fixed.hours,
    minutes: stored.minutes ?? fixed.minutes,
    createAtIncluded: stored.createAtIncluded ?? fixed.createAtIncluded,
    noOfDaysToDeliveryDate: stored.noOfDaysToDeliveryDate ?? (rules.nextDayTypes.includes(type) ? 1 : 0),
    deliveryDateFilterIncluded: stored.deliveryDateFilterIncluded ?? !rules.noDateFilterTypes.includes(type),
    sortHeaderName: stored.sortHeaderName ?? (recipientSorted ? 'Recipient_Name' : ''),
    consolidateOrder: stored.consolidateOrder ?? recipientSorted,
  };
}

/** What an edit changes of the config: its name (trimmed) and description; the regions when their boxes show and the delivery date when it shows, else as stored. */
export type ConfigEdit = Pick<OrderPullConfig, 'reportName' | 'description' | 'deliveryRegion' | 'deliveryDate'>;

/** The edit's values of the fields the dialog shows; a field it does not show keeps the stored value. */
export function configEdit(config: OrderPullConfig, edit: CalendarEdit, rules: TypeRules): ConfigEdit {
  const type = config.reportType;
  const stored: Partial<OrderPullConfig> = config;
  return {
    reportName: edit.reportName.trim(),
    description: edit.description,
    deliveryRegion: needsRegion(type, rules) ? [...edit.regions] : [...(stored.deliveryRegion ?? [])],
    deliveryDate: showsDeliveryDate(type, rules) ? usDateFromIso(edit.deliveryDate) : (stored.deliveryDate ?? ''),
  };
}

/** The edit's refusal, or undefined: a report name, and a region unless the type needs none. */
export function editProblem(reportType: string, edit: CalendarEdit, rules: Pick<TypeRules, 'regionFreeTypes'>): 'reportName' | 'region' | 'startTime' | undefined {
  if (edit.reportName.trim() === '') return 'reportName';
  if (needsRegion(reportType, rules) && edit.regions.length === 0) return 'region';
  if (!/^\d{2}:\d{2}$/.test(edit.startTime)) return 'startTime';
  return undefined;
}

/** What the edit-for-this-day dialog holds (a day override, 002 §3). */
export interface DayEdit {
  startTime: string;
  endTime: string;
  status: 'enabled' | 'disabled';
  notes: string;
}

/**
 * What the edit-for-this-day dialog opens with: the day's stored override (its times and notes),
 * else the event's times and no notes; disabled when the day is switched off (closed, or an
 * override saying so). A Save that changes nothing stores the override as it was.
 */
export function storedDayEdit(event: Pick<CalendarEvent, 'reportId' | 'start' | 'end' | 'isDisabledThisDay'>, day: string, overrides: CalendarOverrides | undefined): DayEdit {
  const stored = overrides ? dayMarks(overrides, event.reportId, day).override : undefined;
  return {
    startTime: stored?.startTime ?? event.start,
    endTime: stored?.endTime ?? event.end,
    status: event.isDisabledThisDay ? 'disabled' : 'enabled',
    notes: stored?.notes ?? '',
  };
}
