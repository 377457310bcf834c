import { awsCronProblem } from './awsCron';

/** 002 §9: the prefix of every schedule name, the default zone and group. */
export const SCHEDULE_PREFIX = 'EXP_';
export const DEFAULT_TIMEZONE = 'America/Winnipeg';
export const DEFAULT_GROUP = 'exporter-service';
/** 002 §5 Schedule form, verbatim. */
export const NAME_CHARACTERS_MESSAGE = 'Special characters are not allowed';
export const NO_NAME_MESSAGE = 'Please enter a name for the schedule';
export const NO_ORDER_PULL_MESSAGE = 'Please select a order pull for the schedule';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NAME = /^[A-Za-z0-9_ ]+$/;

export interface ScheduleFormInput {
  name: string;
  state: 'ENABLED' | 'DISABLED';
  description: string;
  scheduleExpression: string;
  groupName: string;
  input: string;
  timezone: string;
}

/** The checked form: the name with its prefix upper-cased, the input as `{"uuid":"…"}`. */
export interface ScheduleForm extends ScheduleFormInput {
  reportId: string;
}

/** The uuid of an input JSON text `{"uuid": "…"}`, or undefined. */
export function inputUuid(input: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(input);
    if (typeof parsed !== 'object' || parsed === null || !('uuid' in parsed)) return undefined;
    return typeof parsed.uuid === 'string' && UUID.test(parsed.uuid) ? parsed.uuid.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** What is wrong with a schedule name (it must already carry EXP_, any case), or undefined. */
export function scheduleNameProblem(name: string): string | undefined {
  if (name.trim() === '') return NO_NAME_MESSAGE;
  if (!NAME.test(name)) return NAME_CHARACTERS_MESSAGE;
  if (!name.toUpperCase().startsWith(SCHEDULE_PREFIX)) return `must start with ${SCHEDULE_PREFIX}`;
  if (name.length === SCHEDULE_PREFIX.length) return `needs a name after ${SCHEDULE_PREFIX}`;
  return undefined;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The form checked field by field (002 §5 Schedule form, §9): the form, or the problems by field. */
export function checkScheduleForm(sent: ScheduleFormInput): { ok: true; value: ScheduleForm } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const name = sent.name.trim();
  const nameProblem = scheduleNameProblem(name);
  if (nameProblem) fields.name = nameProblem;
  const cron = awsCronProblem(sent.scheduleExpression);
  if (cron) fields.scheduleExpression = cron;
  const reportId = inputUuid(sent.input);
  if (!reportId) fields.input = NO_ORDER_PULL_MESSAGE;
  if (!isTimeZone(sent.timezone)) fields.timezone = 'is not a known time zone (e.g. America/Winnipeg)';
  if (sent.description.trim() === '') fields.description = 'is required';
  if (Object.keys(fields).length > 0 || !reportId) return { ok: false, fields };
  return {
    ok: true,
    value: {
      ...sent,
      name: `${SCHEDULE_PREFIX}${name.slice(SCHEDULE_PREFIX.length)}`,
      description: sent.description.trim(),
      scheduleExpression: sent.scheduleExpression.trim().replace(/\s+/g, ' '),
      input: JSON.stringify({ uuid: reportId }),
      reportId,
    },
  };
}
