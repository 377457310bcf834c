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
