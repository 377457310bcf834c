import type { Context } from 'hono';
import type { Database, Queryable } from '../../db/database';
import type { ZoneDeliveryRateCreate, ZoneDeliveryRateUpdate } from '../../../runtime/generated/entities';
import zoneRateSchema from '../../../schemas/entities/zone-delivery-rate.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { rateKind, registerRateCalls } from './rateHandlers';


const ZONE_RATE = rateKind('zone delivery rate', {
  listPath: '/rates/zone', itemPath: '/rates/zone/rate', schema: zoneRateSchema, table: 'zone_delivery_rate', trimmed: ['name', 'displayText'],
});
const INVALID = ZONE_RATE.invalid;

const SELECT_RATES = `
  select d.id, d.name, d.display_text as "displayText", d.rate,
         d.applicable_start_time::text as "applicableStartTime", d.applicable_end_time::text as "applicableEndTime",
         d.applicable_date::int as "applicableDate", d.is_same_day_only as "isSameDayOnly", d.status,
         d.zone_id as "zoneId", z.zone_name as zone, d.version
    from zone_delivery_rate d
    join zone z on z.zone_id = d.zone_id`;

type RateFields = Pick<ZoneDeliveryRateCreate, 'zoneId' | 'displayText' | 'applicableStartTime' | 'applicableEndTime'>;

/** Zone delivery rate calls of 000 §7. */
export function registerZoneRates(app: ApiApp, db: Database): void {
  registerRateCalls<ZoneDeliveryRateCreate, ZoneDeliveryRateUpdate, { version: number }>(app, db, ZONE_RATE, {
    list: `${SELECT_RATES} order by lower(d.name) collate "C", d.id`,
    stored: 'version',
    check,
    insert: async (tx, rate) => {
      const { rows } = await tx.query<{ id: number }>(
        `insert into zone_delivery_rate
           (name, display_text, rate, applicable_start_time, applicable_end_time, applicable_date, is_same_day_only, zone_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [rate.name, rate.displayText, rate.rate, rate.applicableStartTime, rate.applicableEndTime, rate.applicableDate, rate.isSameDayOnly, rate.zoneId],
      );
      return rows[0]?.id;
    },
    update: async (tx, id, rate) => {
      await tx.query(
        `update zone_delivery_rate
            set name = $3, display_text = $4, rate = $5, applicable_start_time = $6, applicable_end_time = $7,
                applicable_date = $8, is_same_day_only = $9, status = $10, zone_id = $11, version = version + 1
          where id = $1 and version = $2`,
        [
          id,
          rate.version,
          rate.name,
          rate.displayText,
          rate.rate,
          rate.applicableStartTime,
          rate.applicableEndTime,
          rate.applicableDate,
          rate.isSameDayOnly,
          rate.status,
          rate.zoneId,
        ],
      );
    },
    duplicate,
  });
}

function duplicate(c: Context, rate: RateFields): Response {
  return jsonError(c, 409, `The zone already has a rate for ${rate.displayText}.`, { displayText: 'already has a rate in this zone' });
}

/** The window's order, the zone's existence (400) and one rate per display text in a zone (409). */
async function check(c: Context, db: Queryable, rate: RateFields, ownId: number | undefined): Promise<Response | undefined> {
  const fields: Record<string, string> = {};
  if (rate.applicableEndTime <= rate.applicableStartTime) fields.applicableEndTime = 'must be after applicableStartTime';
  const { rows } = await db.query<{ zone: boolean; taken: boolean }>(
    `select exists(select 1 from zone where zone_id = $1) as zone,
            exists(select 1 from zone_delivery_rate where zone_id = $1 and lower(display_text) = lower($2) and id <> $3) as taken`,
    [rate.zoneId, rate.displayText, ownId ?? 0],
  );
  if (!rows[0]?.zone) fields.zoneId = 'no such zone';
  if (Object.keys(fields).length > 0) return jsonError(c, 400, INVALID, fields);
  if (rows[0]?.taken) return duplicate(c, rate);
  return undefined;
}
