import type { Context } from 'hono';
import type { Database, Queryable } from '../../db/database';
import type { SpecialZoneDeliveryRateCreate, SpecialZoneDeliveryRateUpdate } from '../../../runtime/generated/entities';
import specialRateSchema from '../../../schemas/entities/special-zone-delivery-rate.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { BUSINESS_TIME_ZONE, businessToday, isCalendarDate, type Clock } from './clock';
import { rateKind, registerRateCalls } from './rateHandlers';


const SPECIAL_RATE = rateKind('special zone delivery rate', {
  listPath: '/rates/special/zone', itemPath: '/rates/special/zone/rate', schema: specialRateSchema, table: 'special_zone_delivery_rate', trimmed: ['name', 'rate_name'],
});
const INVALID = SPECIAL_RATE.invalid;

const SELECT_RATES = `
  select s.id, s.name, s.rate_name, s.rate, left(s.cutoff_time::text, 5) as cutoff_time,
         to_char(s.cutoff_date, 'YYYY-MM-DD') as cutoff_date, to_char(s.delivery_date, 'YYYY-MM-DD') as delivery_date,
         s.status, s.zone_id, z.zone_name, r.region_name, s.version
    from special_zone_delivery_rate s
    join zone z on z.zone_id = s.zone_id
    join region r on r.region_id = z.region_id`;

export interface SpecialRateDates {
  cutoff_date: string;
  delivery_date: string;
}

/**
 * Field errors of a special rate's dates: each must be a real date, not before `today`
 * (YYYY-MM-DD in America/Winnipeg) unless it is unchanged from `stored` (an edit of another
 * field of a past rate stays possible), and the cutoff must not come after the delivery.
 */
export function specialRateDateErrors(dates: SpecialRateDates, today: string, stored?: SpecialRateDates): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of ['delivery_date', 'cutoff_date'] as const) {
    const value = dates[field];
    if (!isCalendarDate(value)) fields[field] = 'is not a calendar date';
    else if (value < today && value !== stored?.[field]) fields[field] = `must not be before today (${today}, ${BUSINESS_TIME_ZONE})`;
  }
  if (!fields.cutoff_date && !fields.delivery_date && dates.cutoff_date > dates.delivery_date) {
    fields.cutoff_date = 'must not be after the delivery_date';
  }
  return fields;
}

/** Special zone delivery rate calls of 000 §7. */
export function registerSpecialZoneRates(app: ApiApp, db: Database, clock: Clock): void {
  registerRateCalls<SpecialZoneDeliveryRateCreate, SpecialZoneDeliveryRateUpdate, SpecialRateDates & { version: number }>(app, db, SPECIAL_RATE, {
    list: `${SELECT_RATES} order by s.delivery_date, lower(s.name) collate "C", s.id`,
    stored: `to_char(cutoff_date, 'YYYY-MM-DD') as cutoff_date, to_char(delivery_date, 'YYYY-MM-DD') as delivery_date, version`,
    check: (c, tx, rate, ownId, stored) => check(c, tx, rate, specialRateDateErrors(rate, businessToday(clock()), stored), ownId),
    insert: async (tx, rate) => {
      const { rows } = await tx.query<{ id: number }>(
        `insert into special_zone_delivery_rate (name, rate_name, rate, cutoff_time, cutoff_date, delivery_date, zone_id)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [rate.name, rate.rate_name, rate.rate, rate.cutoff_time, rate.cutoff_date, rate.delivery_date, rate.zone_id],
      );
      return rows[0]?.id;
    },
    update: async (tx, id, rate) => {
      await tx.query(
        `update special_zone_delivery_rate
            set name = $3, rate_name = $4, rate = $5, cutoff_time = $6, cutoff_date = $7, delivery_date = $8,
                status = $9, zone_id = $10, version = version + 1
          where id = $1 and version = $2`,
        [id, rate.version, rate.name, rate.rate_name, rate.rate, rate.cutoff_time, rate.cutoff_date, rate.delivery_date, rate.status, rate.zone_id],
      );
    },
    duplicate,
  });
}

type RateKey = Pick<SpecialZoneDeliveryRateCreate, 'zone_id' | 'delivery_date' | 'rate_name'>;

function duplicate(c: Context, rate: RateKey): Response {
  return jsonError(c, 409, `The zone already has the special rate ${rate.rate_name} on ${rate.delivery_date}.`, {
    rate_name: 'already exists for this zone and delivery date',
  });
}

/** Date rules and the zone's existence (400), one rate_name per zone and delivery date (409). */
async function check(
  c: Context,
  db: Queryable,
  rate: RateKey,
  dateErrors: Record<string, string>,
  ownId: number | undefined,
): Promise<Response | undefined> {
  const fields = { ...dateErrors };
  const datesOk = !fields.delivery_date;
  const { rows } = await db.query<{ zone: boolean; taken: boolean }>(
    `select exists(select 1 from zone where zone_id = $1) as zone,
            $4::boolean and exists(select 1 from special_zone_delivery_rate
                     where zone_id = $1 and delivery_date = $2::date and lower(rate_name) = lower($3) and id <> $5) as taken`,
    [rate.zone_id, datesOk ? rate.delivery_date : '2000-01-01', rate.rate_name, datesOk, ownId ?? 0],
  );
  if (!rows[0]?.zone) fields.zone_id = 'no such zone';
  if (Object.keys(fields).length > 0) return jsonError(c, 400, INVALID, fields);
  if (rows[0]?.taken) return duplicate(c, rate);
  return undefined;
}
