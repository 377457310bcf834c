/**
 * Demo order pull schedules (002 §3 Schedule) over the demo order pull configs
 * (orderPullConfigs.ts), so the schedules list and the pull schedules calendar have data:
 * weekday and weekend crons, one disabled, two at the same time; and a few day overrides around
 * the seeding day (one day switched off, one day-specific time). Seeded once per database
 * (`seed_step` 'order-pull-schedules'), after the configs.
 */
import { DateTime } from 'luxon';
import { businessToday } from '../../api/admin/clock';
import { DEFAULT_GROUP, DEFAULT_TIMEZONE } from '../../api/admin/schedules/scheduleForm';
import type { Queryable } from '../database';
import { ORDER_PULL_CONFIGS } from './orderPullConfigs';

export const ORDER_PULL_SCHEDULES_STEP = 'order-pull-schedules';

export interface ScheduleSeed {
  name: string;
  state: 'ENABLED' | 'DISABLED';
  description: string;
  scheduleExpression: string;
  /** The report name of the demo config it runs. */
  report: string;
}

export const ORDER_PULL_SCHEDULE_SEEDS: readonly ScheduleSeed[] = [
  { name: 'EXP_WINNIPEG_SAME_DAY_MORNING', state: 'ENABLED', description: 'Winnipeg same-day pull, weekday mornings', scheduleExpression: 'cron(0 8 ? * MON-FRI *)', report: 'WINNIPEG_SAME_DAY' },
  { name: 'EXP_CALGARY_NEXT_DAY', state: 'ENABLED', description: 'Calgary next-day pull, weekday afternoons', scheduleExpression: 'cron(0 16 ? * MON-FRI *)', report: 'CALGARY_NEXT_DAY' },
  { name: 'EXP_TORONTO_NEXT_DAY', state: 'ENABLED', description: 'Toronto next-day pull at the same time as Calgary', scheduleExpression: 'cron(0 16 ? * MON-FRI *)', report: 'TORONTO_NEXT_DAY' },
  { name: 'EXP_VANCOUVER_SAME_DAY', state: 'ENABLED', description: 'Vancouver same-day pull, every day', scheduleExpression: 'cron(30 10 ? * * *)', report: 'VANCOUVER_SAME_DAY' },
  { name: 'EXP_MAXIMUM_WEEKEND', state: 'ENABLED', description: 'Maximum report on weekends', scheduleExpression: 'cron(0 12 ? * SAT,SUN *)', report: 'MAXIMUM_ALL_REGIONS' },
  { name: 'EXP_ERROR_REPORT_EVENING', state: 'ENABLED', description: 'Error report every evening', scheduleExpression: 'cron(0 20 ? * * *)', report: 'ERROR_REPORT_DAILY' },
  { name: 'EXP_LAKEWOOD_SATURDAY', state: 'DISABLED', description: 'Lakewood pull on Saturdays (paused)', scheduleExpression: 'cron(0 9 ? * SAT *)', report: 'LAKEWOOD_WEEKLY' },
  { name: 'EXP_HALIFAX_NEXT_DAY', state: 'ENABLED', description: 'Halifax next-day pull, weekday afternoons', scheduleExpression: 'cron(15 14 ? * MON-FRI *)', report: 'HALIFAX_NEXT_DAY' },
];

/** The uuid of the demo config of that report name. */
export function seedConfigUuid(report: string): string {
  const found = ORDER_PULL_CONFIGS.find((seed) => seed.config.reportName === report);
  if (!found) throw new Error(`Schedule seed refers to unknown order pull config ${report}`);
  return found.uuid;
}

/** Seeds the schedules and day overrides once (after the configs). Answers whether it wrote anything. */
export async function seedOrderPullSchedules(tx: Queryable, now: Date): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [ORDER_PULL_SCHEDULES_STEP]);
  if (done.rows[0]?.found === true) return false;
  for (const seed of ORDER_PULL_SCHEDULE_SEEDS) {
    await tx.query(
      `insert into order_pull_schedule (name, state, description, schedule_expression, group_name, input, timezone) values ($1, $2, $3, $4, $5, $6, $7)
       on conflict do nothing`,
      [seed.name, seed.state, seed.description, seed.scheduleExpression, DEFAULT_GROUP, JSON.stringify({ uuid: seedConfigUuid(seed.report) }), DEFAULT_TIMEZONE],
    );
  }
  const today = DateTime.fromISO(businessToday(now), { zone: 'utc' });
  const day = (offset: number) => today.plus({ days: offset }).toISODate() ?? '';
  await tx.query('insert into order_pull_closed_day (report_id, day) values ($1, $2) on conflict do nothing', [seedConfigUuid('CALGARY_NEXT_DAY'), day(1)]);
  await tx.query(
    `insert into order_pull_day_override (report_id, day, start_time, end_time, status, notes) values ($1, $2, '07:00', '07:30', 'enabled', $3)
     on conflict do nothing`,
    [seedConfigUuid('WINNIPEG_SAME_DAY'), day(2), 'Early pull for the holiday rush'],
  );
  await tx.query(
    `insert into order_pull_day_override (report_id, day, start_time, end_time, status, notes) values ($1, $2, '16:00', '16:30', 'disabled', $3)
     on conflict do nothing`,
    [seedConfigUuid('TORONTO_NEXT_DAY'), day(3), 'Warehouse closed for inventory']
  );
  await tx.query('insert into seed_step (name) values ($1)', [ORDER_PULL_SCHEDULES_STEP]);
  return true;
}
