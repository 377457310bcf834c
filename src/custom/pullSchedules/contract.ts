import type { CustomContract, EndpointNeed, MessageNeed } from '../../../runtime/custom/customContract.ts';

/** One choice of the report-type filter: its label and the report types it keeps (none: every type). */
export interface PullTypeChoice {
  label: string;
  reportTypes: string[];
}

/** The props a definition gives the pull-schedules calendar (002 §9 Schedules and calendar). */
export interface PullSchedulesProps {
  firstHour: number;
  lastHour: number;
  pxPerHour: number;
  minHeight: number;
  /** How long each event lasts, in minutes (002 §9: 30). */
  eventMinutes: number;
  /** The hour a cron's '*' hour is read as (002 §9: 12). */
  anyHourAt: number;
  /** The minute a cron's '*' minute is read as (002 §9: 0). */
  anyMinuteAt: number;
  /** Milliseconds an edit dialog stays after a success before it closes and the events reload. */
  closeAfterMs: number;
  typeChoices: PullTypeChoice[];
  /** The times a new event starts with (002 §9: 09:00 to 10:00). */
  newEvent: { start: string; end: string };
  /** Report types that need no region in the edit forms: the report form's (spec README decision), its shared option set `regionFreeReportTypes`. */
  regionFreeTypes: string[];
  /** Report types sorted by Recipient_Name and consolidated (same-day, next-day, V-day); the others sort on nothing. */
  recipientSortedTypes: string[];
  /** Report types that read one delivery date (ORDER_REPORT_V_DAY). */
  deliveryDateTypes: string[];
  /** Report types whose orders are due 1 day ahead (next-day, maximum); the others 0. */
  nextDayTypes: string[];
  /** Report types without the delivery date filter (V-day, error). */
  noDateFilterTypes: string[];
  /** 002 §4 Calendar edit form's fixed values: an edit sends them only where the stored config lacks them (spec README decision). */
  fixedUpdate: {
    fileType: string;
    fulfillmentStatus: string;
    status: string;
    deliveryWindow: string[];
    hours: number;
    minutes: number;
    createAtIncluded: boolean;
  };
  /** The least width of an event in pixels: overlapping events that would be narrower are folded into a '+N more'. */
  minEventWidth: number;
}

export type PullSchedulesEndpoint = keyof typeof endpoints;

export type PullSchedulesMessage = keyof typeof messages;

export type PullSchedulesPublished = 'day' | 'event';

export type PullSchedulesForm = 'editDay' | 'addEvent';

const report = ['report'] as const;

/** A schedule as GET /order-pull/schedules lists it, and the payload PUT /order-pull/schedules takes. */
const schedule = { entity: 'order-pull-schedule' } as const;
const scheduleChange = { entity: 'order-pull-schedule', payload: 'change' } as const;

/** The report types of the report config (schemas/entities/order-pull-config.schema.json). */
const reportType = { entity: 'order-pull-config', property: 'reportType' } as const;

/** The calls the calendar makes (their payloads are the definition's). */
const endpoints = {
  schedules: {
    method: 'GET',
    description: 'the schedules (name, state, scheduleExpression, scheduleExpressionTimezone, input with the report uuid, version)',
  },
  configs: {
    method: 'GET',
    description: 'the order pull configs (the reports the schedules name)',
  },
  regions: {
    method: 'GET',
    description: 'the delivery regions an edit offers (name, province_code, tag), loaded when an edit opens',
  },
  overrides: {
    method: 'GET',
    description: 'the closed days and day overrides, `{ closed, override }`',
  },
  updateSchedule: {
    method: 'PUT',
    description: "updates a schedule when an edit moves its time (only then): the definition's body sends the schedule as loaded with its new cron; its templates may read `schedule` (the schedule as loaded) and `scheduleExpression` (the moved cron)",
    reads: ['schedule', 'scheduleExpression'],
    readTypes: { schedule: schedule },
    payload: scheduleChange,
  },
  changeState: {
    method: 'PUT',
    description: "enables or disables a schedule on all days (after its confirm); its templates may read `change` ('enable' or 'disable') and `schedule` (the schedule as loaded: its name and the version the service checks)",
    reads: ['change', 'schedule'],
    readTypes: { schedule: schedule },
    payload: scheduleChange,
  },
  disableDay: {
    method: 'POST',
    description: "switches a report's pull off for one day; its templates may read `reportId` and `day` (YYYY-MM-DD)",
    reads: ['reportId', 'day'],
  },
  enableDay: {
    method: 'POST',
    description: "switches a report's pull back on for one day; its templates may read `reportId` and `day`",
    reads: ['reportId', 'day'],
  },
  updateConfig: {
    method: 'PUT',
    description: "updates the report config of an event; its templates may read `reportId`, `config` (the config as loaded, 002 §4's fixed values filling only what it lacks: spec README decision) and `edit` (what the dialog changes: reportName, description, deliveryRegion, deliveryDate; a field it does not show as stored)",
    reads: ['reportId', 'config', 'edit'],
    readTypes: { config: { entity: 'order-pull-config' }, edit: { entity: 'order-pull-config', payload: 'update' } },
    payload: { entity: 'order-pull-config', payload: 'update' },
  },
  runNow: {
    method: 'POST',
    description: "asks for the event's report now; templates may read `reportId` and `reportName`",
    reads: ['reportId', 'reportName'],
  },
} as const satisfies Readonly<Record<string, EndpointNeed>>;

/** Every text the calendar shows, by key. */
const messages = {
  loading: { description: 'shown while the schedules load' },
  loadFailed: {
    description: "shown when a load fails; {error} is the service's text",
    reads: ['error'],
  },
  dayLabel: { description: 'the label of the date picker' },
  previousDay: { description: 'the button showing the day before' },
  nextDay: { description: 'the button showing the day after' },
  typeLabel: { description: 'the label of the report-type filter' },
  gridLabel: {
    description: 'the name of the time grid, e.g. "Pull schedules of {day}"',
    reads: ['day'],
  },
  noEvents: { description: 'said when the day shows no event' },
  eventName: {
    description: 'the accessible name of an event, e.g. "{report} {start}–{end}, {state}"',
    reads: ['report', 'start', 'end', 'state'],
  },
  active: {
    description: 'the state of an event of an enabled schedule (in its name)',
  },
  disabled: {
    description: "the label of an event whose schedule is disabled ('Disabled')",
  },
  disabledThisDay: {
    description: "the label of an event switched off this day ('Disabled This Day')",
  },
  overridden: {
    description: "the label of an event overridden this day ('Overrided', verbatim)",
  },
  notSaved: {
    description: 'the label of an event added in the browser only',
  },
  now: { description: 'the name of the current-time line' },
  edit: { description: 'menu item: edit the report and its schedule' },
  editDay: { description: 'menu item: edit this day only' },
  runNow: { description: 'menu item: run the report now' },
  enable: { description: 'menu item: enable the schedule (all days)' },
  disableAll: { description: 'menu item: disable the schedule (all days)' },
  disableDay: { description: 'menu item: switch the pull off this day' },
  enableDay: { description: 'menu item: switch the pull back on this day' },
  runNowDone: {
    description: 'said after a manual run is asked for',
    reads: ['name'],
  },
  runNowFailed: { description: 'said when a manual run fails' },
  dayChanged: { description: 'said after a day is switched off or on' },
  dayChangeFailed: { description: 'said when switching a day fails' },
  enableDone: {
    description: 'said after a schedule is enabled',
    reads: ['name'],
  },
  disableDone: {
    description: 'said after a schedule is disabled',
    reads: ['name'],
  },
  enableFailed: { description: 'said when enabling a schedule fails' },
  disableFailed: { description: 'said when disabling a schedule fails' },
  confirmEnable: {
    description: 'the question before a schedule is enabled on all days',
    reads: ['name'],
  },
  confirmDisable: {
    description: 'the question before a schedule is disabled on all days',
    reads: ['name'],
  },
  editTitle: { description: 'the title of the edit dialog', reads: report },
  reportNameLabel: { description: 'label of the report name box' },
  reportTypeLabel: {
    description: 'label of the report type (shown, not edited)',
  },
  regionLabel: {
    description: 'the name of the group of region boxes',
  },
  regionOption: {
    description: "what a region's box says, e.g. '{name}({province_code})'",
    reads: ['name', 'province_code'],
  },
  regionsFailed: {
    description: 'said when the regions cannot be loaded (the chosen ones stay shown by their tags)',
  },
  regionNeeded: {
    description: 'said when no region is given for a type that needs one',
  },
  deliveryDateLabel: {
    description: 'label of the delivery date (V-day reports only)',
  },
  descriptionLabel: { description: 'label of the description box' },
  startLabel: { description: 'label of the start time' },
  timeFixed: {
    description:
      "the note under an edit's read-only time when the schedule's times are a range, a step or '*' (or lists of both hours and minutes, or the day is overridden): they cannot move from the calendar, only in Schedule config; {cron} is the stored expression",
    reads: ['cron'],
  },
  timeHourOnly: {
    description: "the note under an edit's time when the schedule runs at a list of hours at one minute: only this time's hour moves (in the list); also said when a save changes the minute",
  },
  timeMinuteOnly: {
    description: "the note under an edit's time when the schedule runs at a list of minutes of one hour: only this time's minute moves (in the list); also said when a save changes the hour",
  },
  save: { description: 'the button saving an edit' },
  cancel: { description: 'the button closing a dialog without saving' },
  updated: { description: 'said after an edit is saved' },
  updateFailed: { description: 'said when an edit fails' },
  addSchedule: { description: 'the button opening the new-event form' },
  moreEvents: {
    description: "the control standing for the overlapping events too many to sit side by side at `minEventWidth`, e.g. '+{count} more'; pressing it lists them with their menus",
    reads: ['count'],
  },
  moreTitle: {
    description: "the heading of the list a '+N more' opens: {start} and {end} are the times its events span",
    reads: ['start', 'end'],
  },
  earlierEvents: {
    description: "the marker at the grid's top edge for the events of the day ending by `firstHour` ({time}, e.g. 04:00), e.g. '{count} earlier, before {time}'; pressing it lists them",
    reads: ['count', 'time'],
  },
  laterEvents: {
    description: "the marker at the grid's bottom edge for the events of the day starting at `lastHour` ({time}, e.g. 23:00) or later; pressing it lists them",
    reads: ['count', 'time'],
  },
  earlierTitle: {
    description: 'the heading of the list of the events before the grid, e.g. "Pulls before {time}"',
    reads: ['time'],
  },
  laterTitle: {
    description: 'the heading of the list of the events after the grid, e.g. "Pulls after {time}"',
    reads: ['time'],
  },
} as const satisfies Readonly<Record<string, MessageNeed>>;

/**
 * The pull-schedules day calendar (002 §2, §4, §7, §8, §9): the day's events derived from the
 * schedules' crons, each with its menu (edit, edit for this day, manual run, enable / disable all
 * days, disable / enable this day); new events kept in the browser only, labelled as not saved.
 */
export const pullSchedulesContract: CustomContract<PullSchedulesEndpoint, PullSchedulesMessage, PullSchedulesProps, PullSchedulesPublished, PullSchedulesForm> = {
  description:
    'A day calendar of the order-pull schedules (04:00–23:00): each event a menu button (edit, edit for this day, manual run, enable / disable all days, disable / enable this day); opens the definition\'s forms for Edit for this day and Add New Schedule; publishes the `day` shown and the `event` whose form is open.',
  endpoints,
  messages,
  props: {
    type: 'object',
    properties: {
      firstHour: {
        type: 'integer',
        minimum: 0,
        maximum: 23,
        description: 'The first hour of the grid (4).',
      },
      lastHour: {
        type: 'integer',
        minimum: 1,
        maximum: 24,
        description: 'The hour the grid ends at (23).',
      },
      pxPerHour: {
        type: 'number',
        exclusiveMinimum: 0,
        description: 'Pixels per hour (120).',
      },
      minHeight: {
        type: 'number',
        minimum: 0,
        description: 'The least height of an event in pixels (40).',
      },
      eventMinutes: {
        type: 'integer',
        minimum: 1,
        maximum: 1440,
        description: 'How long each event lasts, in minutes (30).',
      },
      anyHourAt: {
        type: 'integer',
        minimum: 0,
        maximum: 23,
        description: "The hour a cron's '*' hour is read as (12).",
      },
      anyMinuteAt: {
        type: 'integer',
        minimum: 0,
        maximum: 59,
        description: "The minute a cron's '*' minute is read as (0).",
      },
      closeAfterMs: {
        type: 'integer',
        minimum: 0,
        description: 'How long an edit dialog stays after a success (2000).',
      },
      typeChoices: {
        type: 'array',
        minItems: 1,
        description: 'The report-type filter, in order: a label and the report types it keeps (empty: all).',
        items: {
          type: 'object',
          properties: {
            label: {
              type: 'string',
              minLength: 1,
              description: 'What the choice says, e.g. `Same Day`.',
            },
            reportTypes: {
              type: 'array',
              items: { type: 'string', minLength: 1 },
              description: 'The report types kept; empty keeps every type.',
            },
          },
          required: ['label', 'reportTypes'],
          additionalProperties: false,
        },
      },
      newEvent: {
        type: 'object',
        description: 'The times a new event starts with, HH:mm (09:00 and 10:00).',
        properties: {
          start: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
          end: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
        },
        required: ['start', 'end'],
        additionalProperties: false,
      },
      regionFreeTypes: {
        type: 'array',
        items: { type: 'string' },
        description: "Report types needing no region: the report form's rule, named `{ \"use\": \"regionFreeReportTypes\" }` (ERROR_REPORT, NOT_PULLED_REPORT, NOT_SENT_REPORT).",
      },
      recipientSortedTypes: {
        type: 'array',
        items: { type: 'string' },
        description: 'Report types sorted by Recipient_Name and consolidated.',
      },
      deliveryDateTypes: {
        type: 'array',
        items: { type: 'string' },
        description: 'Report types showing the delivery date.',
      },
      nextDayTypes: {
        type: 'array',
        items: { type: 'string' },
        description: 'Report types due 1 day ahead.',
      },
      noDateFilterTypes: {
        type: 'array',
        items: { type: 'string' },
        description: 'Report types without the delivery date filter.',
      },
      fixedUpdate: {
        type: 'object',
        description: "002 §4 Calendar edit form's fixed values, sent only where the stored config lacks them (spec README decision).",
        properties: {
          fileType: { type: 'string' },
          fulfillmentStatus: { type: 'string' },
          status: { type: 'string' },
          deliveryWindow: { type: 'array', items: { type: 'string' } },
          hours: { type: 'integer' },
          minutes: { type: 'integer' },
          createAtIncluded: { type: 'boolean' },
        },
        required: ['fileType', 'fulfillmentStatus', 'status', 'deliveryWindow', 'hours', 'minutes', 'createAtIncluded'],
        additionalProperties: false,
      },
      minEventWidth: {
        type: 'number',
        exclusiveMinimum: 0,
        description: "The least width of an event in pixels (120): overlapping events of a group that would be narrower show as many as fit and one '+N more' listing the others.",
      },
    },
    required: [
      'firstHour',
      'lastHour',
      'pxPerHour',
      'minHeight',
      'eventMinutes',
      'anyHourAt',
      'anyMinuteAt',
      'closeAfterMs',
      'typeChoices',
      'newEvent',
      'regionFreeTypes',
      'recipientSortedTypes',
      'deliveryDateTypes',
      'nextDayTypes',
      'noDateFilterTypes',
      'fixedUpdate',
      'minEventWidth',
    ],
    additionalProperties: false,
  },
  publishes: {
    day: { description: 'the day shown (yyyy-MM-dd, Winnipeg)', type: 'string', format: 'date' },
    event: { description: "the event whose form is open (002 §3 Calendar event): its form's guards read its report's type and regions", entity: 'pull-calendar-event' },
  },
  forms: {
    editDay: {
      description: "Edit for this day: the day's override of the event's report (its start and end, whether it runs, notes); opened with the day's stored override, else the event's times",
      row: { entity: 'schedule-override', payload: 'dayOverride', also: ['reportName'] },
    },
    addEvent: {
      description: "'Add New Schedule': a new event (report name, date, start and end), opened with the day shown and the definition's `newEvent` times; it sends nothing and hands its values to the calendar, which keeps the event in the browser only, labelled `notSaved` (002 §4)",
      row: { entity: 'pull-calendar-event', payload: 'newEvent' },
      handsValues: true,
    },
  },
  // The report types (and the file type) are the report config's own values: a misspelt one fails the check.
  propValues: {
    'typeChoices/*/reportTypes/*': reportType,
    'regionFreeTypes/*': reportType,
    'recipientSortedTypes/*': reportType,
    'deliveryDateTypes/*': reportType,
    'nextDayTypes/*': reportType,
    'noDateFilterTypes/*': reportType,
    'fixedUpdate/fileType': { entity: 'order-pull-config', property: 'fileType' },
  },
};
