import type { Context } from 'hono';
import type { Database, Queryable } from '../../db/database';
import type {
  SpecialZoneDeliveryRate,
  SpecialZoneDeliveryRateCreate,
  SpecialZoneDeliveryRateDelete,
  SpecialZoneDeliveryRateUpdate,
} from '../../../runtime/generated/entities';
import specialRateSchema from '../../../schemas/entities/special-zone-delivery-rate.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { describeRoute, NO_INPUT } from '../routes';
import { jsonError } from '../errors';
import { BUSINESS_TIME_ZONE, businessToday, isCalendarDate, type Clock } from './clock';
import { idParams, pathId, sqlState, trimFields, UNIQUE_VIOLATION, validBody } from './http';
import { staleRow, type RowNoun } from './versions';
import { auditedWrite } from './writes';


const INVALID = 'The special zone delivery rate is not valid.';
const TRIMMED = ['name', 'rate_name'];
const SPECIAL_RATE: RowNoun = { one: 'Special zone delivery rate', many: 'Special zone delivery rates' };

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
  describeRoute(app, 'GET', '/rates/special/zone', NO_INPUT);
  app.get('/rates/special/zone', async (c) => {
    const { rows } = await db.query<SpecialZoneDeliveryRate>(`${SELECT_RATES} order by s.delivery_date, lower(s.name) collate "C", s.id`);
    return c.json(rows);
  });

  const validateCreate = describeRoute<SpecialZoneDeliveryRateCreate>(app, 'POST', '/rates/special/zone/rate', { body: specialRateSchema.$defs.create }).body;
  app.post('/rates/special/zone/rate', async (c) => {
    const body = await validBody(c, validateCreate, INVALID, (raw) => trimFields(raw, TRIMMED));
    if (!body.ok) return body.response;
    const rate = body.value;
    try {
      return await auditedWrite(c, db, async (tx) => {
        const refused = await check(c, tx, rate, specialRateDateErrors(rate, businessToday(clock())), undefined);
        if (refused) return refused;
        const { rows } = await tx.query<{ id: number }>(
          `insert into special_zone_delivery_rate (name, rate_name, rate, cutoff_time, cutoff_date, delivery_date, zone_id)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [rate.name, rate.rate_name, rate.rate, rate.cutoff_time, rate.cutoff_date, rate.delivery_date, rate.zone_id],
        );
        return c.json({ success: `Special Zone Delivery Rate ${rate.name} has been saved.`, id: rows[0]?.id }, 201);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, rate);
      throw error;
    }
  });

  const validateUpdate = describeRoute<SpecialZoneDeliveryRateUpdate>(app, 'PUT', '/rates/special/zone/rate/:id', { body: specialRateSchema.$defs.update, params: idParams('id') }).body;
  app.put('/rates/special/zone/rate/:id', async (c) => {
    const id = pathId(c, 'id', 'The special zone delivery rate id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateUpdate, INVALID, (raw) => trimFields(raw, TRIMMED));
    if (!body.ok) return body.response;
    const rate = body.value;
    if (rate.id !== id.value) return jsonError(c, 400, INVALID, { id: `must be ${id.value}, the id in the path` });
    try {
      return await auditedWrite(c, db, async (tx) => {
        const found = await tx.query<SpecialRateDates & { version: number }>(
          `select to_char(cutoff_date, 'YYYY-MM-DD') as cutoff_date, to_char(delivery_date, 'YYYY-MM-DD') as delivery_date, version
             from special_zone_delivery_rate where id = $1 for update`,
          [id.value],
        );
        const stored = found.rows[0];
        if (!stored) return jsonError(c, 404, `There is no special zone delivery rate ${id.value}.`);
        const stale = staleRow(c, SPECIAL_RATE, { id: id.value, label: rate.name, version: rate.version }, stored.version);
        if (stale) return stale;
        const refused = await check(c, tx, rate, specialRateDateErrors(rate, businessToday(clock()), stored), id.value);
        if (refused) return refused;
        await tx.query(
          `update special_zone_delivery_rate
              set name = $3, rate_name = $4, rate = $5, cutoff_time = $6, cutoff_date = $7, delivery_date = $8,
                  status = $9, zone_id = $10, version = version + 1
            where id = $1 and version = $2`,
          [id.value, rate.version, rate.name, rate.rate_name, rate.rate, rate.cutoff_time, rate.cutoff_date, rate.delivery_date, rate.status, rate.zone_id],
        );
        return c.json({ success: `Special Zone Delivery Rate ${rate.name} has been updated.` });
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, rate);
      throw error;
    }
  });

  const validateDelete = describeRoute<SpecialZoneDeliveryRateDelete>(app, 'DELETE', '/rates/special/zone/rate/:id', { body: specialRateSchema.$defs.delete, params: idParams('id') }).body;
  app.delete('/rates/special/zone/rate/:id', async (c) => {
    const id = pathId(c, 'id', 'The special zone delivery rate id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateDelete, INVALID);
    if (!body.ok) return body.response;
    return auditedWrite(c, db, async (tx) => {
      const found = await tx.query<{ name: string }>('select name from special_zone_delivery_rate where id = $1 for update', [id.value]);
      const name = found.rows[0]?.name;
      if (name === undefined) return jsonError(c, 404, `There is no special zone delivery rate ${id.value}.`);
      if (name !== body.value.name) {
        return jsonError(c, 409, `Special zone delivery rate ${id.value} is now named ${name}, not ${body.value.name}: reload and try again.`);
      }
      await tx.query('delete from special_zone_delivery_rate where id = $1', [id.value]);
      return c.json({ success: `Special Zone Delivery Rate ${name} has been deleted.` });
    });
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
