/**
 * The demo prediction pipelines (002 §3 Pipeline): two pipelines triggered an hour before the
 * seed, so the history and the status box have something to show from the start: one finished
 * with success (this week, mb and sk) and one failed (last week: nothing left to forecast, the
 * documented failure). Their page keys are fixed, so their pages have stable addresses. Seeded
 * once per database (`seed_step` 'pipelines'), in the seed's unaudited transaction.
 */
import { pastWeekFailure } from '../../api/admin/pipelines/pipelineStatus';
import { weekCode } from '../../../shared/weekCodes';
import type { Queryable } from '../database';

export const PIPELINES_STEP = 'pipelines';

/** The page keys of the demo pipelines: the successful one, then the failed one. */
export const DEMO_PIPELINE_KEYS = ['6f2a8d14-3b7c-4e9a-8c21-5d0e7f93a1b6', '9c4e1b07-82d5-4a63-b1f8-2e6d0a74c5f9'] as const;

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;

/** Writes the pipelines once per database; answers whether it wrote anything. */
export async function seedPipelines(tx: Queryable, now: Date): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [PIPELINES_STEP]);
  if (done.rows[0]?.found === true) return false;
  const thisWeek = weekCode(now);
  const lastWeek = weekCode(new Date(now.getTime() - WEEK_MS));
  const triggered = new Date(now.getTime() - HOUR_MS).toISOString();
  const rows = [
    [DEMO_PIPELINE_KEYS[0], 'mb,sk', thisWeek, 'ops.demo@example.ca', ''],
    [DEMO_PIPELINE_KEYS[1], 'hx', lastWeek, 'ops.demo@example.ca', pastWeekFailure(lastWeek, thisWeek)],
  ] as const;
  for (const [key, warehouses, week, user, failure] of rows) {
    await tx.query(
      `insert into prediction_pipeline (view_key, warehouse_sku, week_code, finetuning, requested_by, failure, created_at)
       values ($1, $2, $3, 'no', $4, $5, $6)`,
      [key, warehouses, week, user, failure, triggered],
    );
  }
  await tx.query('insert into seed_step (name) values ($1)', [PIPELINES_STEP]);
  return true;
}
