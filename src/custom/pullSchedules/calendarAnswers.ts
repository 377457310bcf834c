import type { OrderPullConfig, OrderPullSchedule, ScheduleOverrides } from '../../../runtime/generated/entities';

/** What the calendar loaded: the three answers it derives a day from. */
export interface CalendarData {
  schedules: OrderPullSchedule[];
  configs: OrderPullConfig[];
  overrides: ScheduleOverrides;
}

const records = (value: unknown): boolean => Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);

/** The three answers as the calendar reads them, or undefined when one is not what its service answers. */
export function calendarData(schedules: unknown, configs: unknown, overrides: unknown): CalendarData | undefined {
  if (!records(schedules) || !records(configs) || typeof overrides !== 'object' || overrides === null) return undefined;
  const { closed, override } = overrides as Partial<ScheduleOverrides>;
  if (!records(closed) || !records(override)) return undefined;
  return {
    schedules: schedules as OrderPullSchedule[],
    configs: configs as OrderPullConfig[],
    overrides: { closed: closed ?? [], override: override ?? [] },
  };
}

/** 'HH:mm' of a six-field cron's minute and hour ('*' hour 12, '*' minute 0, 002 §9); '' when it is no such cron. */
export function cronTime(expression: string): string {
  const inner = /^\s*cron\((.*)\)\s*$/.exec(expression)?.[1] ?? expression;
  const [minute, hour, ...rest] = inner.trim().split(/\s+/);
  if (rest.length !== 4 || minute === undefined || hour === undefined) return '';
  const at = (field: string, star: number) => (field === '*' ? star : Number(field));
  const h = at(hour, 12);
  const m = at(minute, 0);
  if (!Number.isInteger(h) || !Number.isInteger(m)) return '';
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
