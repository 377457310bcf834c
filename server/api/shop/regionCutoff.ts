import type { CutoffInfo } from '../../../shared/cutoffInfo';
import type { Database } from '../../db/database';
import { sqlDate, sqlTime } from '../admin/orderRules/rules';
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { describeRoute } from '../routes';
import { textProblem } from '../validate';
import { LOOKUP_TEXT, MAX_LOOKUP_TEXT } from './params';
import { findRegion } from './regions';

/**
 * GET /v3/region/cutoff/{region} (001 §3 'Cutoff info per region'): what the date pickers judge
 * delivery dates by, from the Cutoffs, Dates Closed and Dates Available data. `{region}` is the
 * region's short code or its tag, any case (regions.ts: a shared code names the warehouse's
 * home region). `region` answers the short code; `closedDates` the weekdays (0 = Sunday) with no
 * default cutoff; `un_available` the region's closed dates; `available` its dates-available
 * rules with status true; `cutoff_time` its default cutoffs, by weekday. Times are HH:mm.
 */
export function registerRegionCutoff(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/v3/region/cutoff/:region', {
    params: {
      type: 'object',
      properties: { region: { ...LOOKUP_TEXT, description: "A region's short code ('MB') or tag ('Winnipeg'), any case." } },
      required: ['region'],
      additionalProperties: false,
    },
  });
  app.get('/v3/region/cutoff/:region', async (c) => {
    const named = c.req.param('region');
    const problem = textProblem(named, MAX_LOOKUP_TEXT);
    if (problem) return jsonError(c, 400, 'The region asked for is not valid.', { region: problem });
    const region = await findRegion(db, named);
    if (!region) return jsonError(c, 404, `There is no region ${named.trim()}.`);
    const info = await cutoffInfo(db, region.region_id, region.short_code);
    return c.json(info);
  });
}

/** The cutoff info of region `regionId`, answered under `code`. One statement: one snapshot. */
export async function cutoffInfo(db: Database, regionId: number, code: string): Promise<CutoffInfo> {
  const { rows } = await db.query<Omit<CutoffInfo, 'region'>>(
    `select
       array(select d from generate_series(0, 6) d
              where not exists (select 1 from cutoff_default c where c.region_id = $1 and c.day_of_week = d) order by d) as "closedDates",
       array(select ${sqlDate('d')} from date_closed_rule r, unnest(r.closed_dates) d where r.region_id = $1 order by d) as un_available,
       coalesce((select json_agg(json_build_object('date', ${sqlDate('o.available_date')}, 'cutoff_effect', o.effect,
                                                   'cutoff_time', ${sqlTime('o.cut_off_time')}) order by o.available_date)
                   from cutoff_override o where o.region_id = $1 and o.status), '[]'::json) as available,
       coalesce((select json_agg(json_build_object('day', c.day_of_week, 'cutoff_effect', c.effect,
                                                   'cutoff_time', ${sqlTime('c.cut_off_time')}) order by c.day_of_week)
                   from cutoff_default c where c.region_id = $1), '[]'::json) as cutoff_time`,
    [regionId],
  );
  const found = rows[0];
  return {
    region: code,
    closedDates: (found?.closedDates ?? []).map(Number),
    un_available: found?.un_available ?? [],
    available: found?.available ?? [],
    cutoff_time: found?.cutoff_time ?? [],
  };
}
