import type { OrderPullConfig, OrderPullRegion, OrderPullSchedule } from '../../../runtime/generated/entities';
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

/** Whether a report type needs at least one region (all but the region-free ones: ERROR_REPORT, NOT_PULLED_REPORT). */
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

/** The config an edit sends: the config as loaded, what was edited, and the fixed values of 002 §4. */
export function configUpdateBody(config: OrderPullConfig, edit: CalendarEdit, rules: TypeRules): OrderPullConfig {
  const type = config.reportType;
  const recipientSorted = rules.recipientSortedTypes.includes(type);
  const fixed = rules.fixedUpdate;
  return {
    ...config,
    reportName: edit.reportName.trim(),
    description: edit.description,
    deliveryRegion: needsRegion(type, rules) ? [...edit.regions] : [],
    deliveryDate: showsDeliveryDate(type, rules) ? usDateFromIso(edit.deliveryDate) : '',
    fileType: fixed.fileType as OrderPullConfig['fileType'],
    filtersForRestUrl: {
      ...config.filtersForRestUrl,
      fulfillmentStatus: fixed.fulfillmentStatus as 'unshipped',
      status: fixed.status as 'open',
    },
    deliveryWindow: [...fixed.deliveryWindow] as OrderPullConfig['deliveryWindow'],
    hours: fixed.hours,
    minutes: fixed.minutes,
    createAtIncluded: fixed.createAtIncluded,
    noOfDaysToDeliveryDate: rules.nextDayTypes.includes(type) ? 1 : 0,
    deliveryDateFilterIncluded: !rules.noDateFilterTypes.includes(type),
    sortHeaderName: recipientSorted ? 'Recipient_Name' : '',
    consolidateOrder: recipientSorted,
  };
}

/** The edit's refusal, or undefined: a report name, and a region unless the type needs none. */
export function editProblem(reportType: string, edit: CalendarEdit, rules: Pick<TypeRules, 'regionFreeTypes'>): 'reportName' | 'region' | 'startTime' | undefined {
  if (edit.reportName.trim() === '') return 'reportName';
  if (needsRegion(reportType, rules) && edit.regions.length === 0) return 'region';
  if (!/^\d{2}:\d{2}$/.test(edit.startTime)) return 'startTime';
  return undefined;
}

/** An AWS cron moved to another time of day (minute and hour replaced, the days kept); undefined when it is no six-field cron. */
export function cronAt(expression: string, time: string): string | undefined {
  const inner = /^\s*cron\((.*)\)\s*$/.exec(expression)?.[1] ?? expression;
  const fields = inner.trim().split(/\s+/);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (fields.length !== 6 || !match) return undefined;
  return `cron(${[String(Number(match[2])), String(Number(match[1])), ...fields.slice(2)].join(' ')})`;
}

/** The full schedule form an edit sends (PUT /order-pull/schedules), at its new time; undefined when its cron cannot move. */
export function scheduleUpdateBody(schedule: OrderPullSchedule, startTime: string): Record<string, unknown> | undefined {
  const scheduleExpression = cronAt(schedule.scheduleExpression, startTime);
  if (scheduleExpression === undefined) return undefined;
  return {
    name: schedule.name,
    state: schedule.state,
    description: schedule.description,
    scheduleExpression,
    groupName: schedule.groupName,
    input: schedule.input,
    timezone: schedule.timezone,
    version: schedule.version,
  };
}
