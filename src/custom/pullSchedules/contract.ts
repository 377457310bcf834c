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
  typeChoices: PullTypeChoice[];
  /** The times a new event starts with (002 §9: 09:00 to 10:00). */
  newEvent: { start: string; end: string };
  /** Report types sorted by Recipient_Name and consolidated (same-day, next-day, V-day); the others sort on nothing. */
  recipientSortedTypes: string[];
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

export type PullSchedulesPublished = 'day' | 'event' | 'editTime' | 'editTimeKind';

export type PullSchedulesForm = 'editEvent' | 'editDay' | 'addEvent';

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
  overrides: {
    method: 'GET',
    description: 'the closed days and day overrides, `{ closed, override }`',
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
  timeFixed: {
    description:
      "the note under Edit's read-only time when the schedule's times are a range, a step or '*' (or lists of both hours and minutes, or the day is overridden): they cannot move from the calendar, only in Schedule config; {cron} is the stored expression. Handed to the form `editEvent` as the row's `timeNote`",
    reads: ['cron'],
  },
  timeHourOnly: {
    description: "the note under Edit's time when the schedule runs at a list of hours at one minute: only this time's hour moves (in the list); handed to the form as the row's `timeNote`, its hint",
  },
  timeMinuteOnly: {
    description: "the note under Edit's time when the schedule runs at a list of minutes of one hour: only this time's minute moves (in the list); handed to the form as the row's `timeNote`, its hint",
  },
  timeKeepMinute: {
    description: "Edit's refusal beside Start time when a time of a list of hours at one minute changes its minute ({minute}, e.g. 00, the minute it must keep); handed to the form as the row's `timeRefusal`",
    reads: ['minute'],
  },
  timeKeepHour: {
    description: "Edit's refusal beside Start time when a time of a list of minutes of one hour changes its hour ({hour}, e.g. 09, the hour it must keep); handed to the form as the row's `timeRefusal`",
    reads: ['hour'],
  },
  cancel: { description: 'the button closing the enable / disable confirm without a change' },
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
    "A day calendar of the order-pull schedules (04:00–23:00): each event a menu button (edit, edit for this day, manual run, enable / disable all days, disable / enable this day); opens the definition's forms for Edit, Edit for this day and Add New Schedule; publishes the `day` shown, the `event` whose form is open and, while Edit is open, its `editTime` and `editTimeKind`.",
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
      recipientSortedTypes: {
        type: 'array',
        items: { type: 'string' },
        description: 'Report types sorted by Recipient_Name and consolidated.',
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
      'typeChoices',
      'newEvent',
      'recipientSortedTypes',
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
    editTime: { description: "while Edit is open: the event's time (HH:mm, the schedule's zone) as its cron names it, the time Edit opened with", type: 'string' },
    editTimeKind: {
      description: "while Edit is open: how that time may move (spec README decision): `free` (a cron of one time), `hour` (a list of hours at one minute), `minute` (a list of minutes of one hour), `fixed` (a range, step or '*', lists in both, an overridden day's event: not at all)",
      type: 'string',
    },
  },
  forms: {
    editEvent: {
      description:
        "Edit: the event's report (name, type shown, regions, delivery date, description) and its schedule's time, opened with the config as stored; the row also gives `reportId`, `config` (as loaded, 002 §4's fixed values filling only what it lacks), `schedule` (as loaded) `timeNote` (what of the time may move here: `timeFixed`, `timeHourOnly`, `timeMinuteOnly`, or '' for a cron of one time) and `timeRefusal` (`timeKeepMinute` or `timeKeepHour`, or ''); the calendar publishes `editTime` and `editTimeKind` first",
      row: { entity: 'pull-calendar-event', payload: 'edit', also: ['reportId', 'timeNote', 'timeRefusal'], records: { config: { entity: 'order-pull-config' }, schedule } },
    },
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
    'recipientSortedTypes/*': reportType,
    'nextDayTypes/*': reportType,
    'noDateFilterTypes/*': reportType,
    'fixedUpdate/fileType': { entity: 'order-pull-config', property: 'fileType' },
  },
};
