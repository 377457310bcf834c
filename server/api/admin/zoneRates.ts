import type { Context } from 'hono';
import type { Database, Queryable } from '../../db/database';
import type {
  ZoneDeliveryRate,
  ZoneDeliveryRateCreate,
  ZoneDeliveryRateDelete,
  ZoneDeliveryRateUpdate,
} from '../../../runtime/generated/entities';
import zoneRateSchema from '../../../schemas/entities/zone-delivery-rate.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { describeRoute, NO_INPUT } from '../routes';
import { jsonError } from '../errors';
import { idParams, pathId, sqlState, trimFields, UNIQUE_VIOLATION, validBody } from './http';
import { staleRow, type RowNoun } from './versions';
import { auditedWrite } from './writes';


const INVALID = 'The zone delivery rate is not valid.';
const TRIMMED = ['name', 'displayText'];
const ZONE_RATE: RowNoun = { one: 'Zone delivery rate', many: 'Zone delivery rates' };

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
  describeRoute(app, 'GET', '/rates/zone', NO_INPUT);
  app.get('/rates/zone', async (c) => {
    const { rows } = await db.query<ZoneDeliveryRate>(`${SELECT_RATES} order by lower(d.name) collate "C", d.id`);
    return c.json(rows);
  });

  const validateCreate = describeRoute<ZoneDeliveryRateCreate>(app, 'POST', '/rates/zone/rate', { body: zoneRateSchema.$defs.create }).body;
  app.post('/rates/zone/rate', async (c) => {
    const body = await validBody(c, validateCreate, INVALID, (raw) => trimFields(raw, TRIMMED));
    if (!body.ok) return body.response;
    const rate = body.value;
    try {
      return await auditedWrite(c, db, async (tx) => {
        const refused = await check(c, tx, rate, undefined);
        if (refused) return refused;
        const { rows } = await tx.query<{ id: number }>(
          `insert into zone_delivery_rate
             (name, display_text, rate, applicable_start_time, applicable_end_time, applicable_date, is_same_day_only, zone_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
          [rate.name, rate.displayText, rate.rate, rate.applicableStartTime, rate.applicableEndTime, rate.applicableDate, rate.isSameDayOnly, rate.zoneId],
        );
        return c.json({ success: `Zone Delivery Rate ${rate.name} has been saved.`, id: rows[0]?.id }, 201);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, rate);
      throw error;
    }
  });

  const validateUpdate = describeRoute<ZoneDeliveryRateUpdate>(app, 'PUT', '/rates/zone/rate/:id', { body: zoneRateSchema.$defs.update, params: idParams('id') }).body;
  app.put('/rates/zone/rate/:id', async (c) => {
    const id = pathId(c, 'id', 'The zone delivery rate id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateUpdate, INVALID, (raw) => trimFields(raw, TRIMMED));
    if (!body.ok) return body.response;
    const rate = body.value;
    if (rate.id !== id.value) return jsonError(c, 400, INVALID, { id: `must be ${id.value}, the id in the path` });
    try {
      return await auditedWrite(c, db, async (tx) => {
        const found = await tx.query<{ version: number }>('select version from zone_delivery_rate where id = $1 for update', [id.value]);
        const stored = found.rows[0];
        if (!stored) return jsonError(c, 404, `There is no zone delivery rate ${id.value}.`);
        const stale = staleRow(c, ZONE_RATE, { id: id.value, label: rate.name, version: rate.version }, stored.version);
        if (stale) return stale;
        const refused = await check(c, tx, rate, id.value);
        if (refused) return refused;
        await tx.query(
          `update zone_delivery_rate
              set name = $3, display_text = $4, rate = $5, applicable_start_time = $6, applicable_end_time = $7,
                  applicable_date = $8, is_same_day_only = $9, status = $10, zone_id = $11, version = version + 1
            where id = $1 and version = $2`,
          [
            id.value,
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
        return c.json({ success: `Zone Delivery Rate ${rate.name} has been updated.` });
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, rate);
      throw error;
    }
  });

  const validateDelete = describeRoute<ZoneDeliveryRateDelete>(app, 'DELETE', '/rates/zone/rate/:id', { body: zoneRateSchema.$defs.delete, params: idParams('id') }).body;
  app.delete('/rates/zone/rate/:id', async (c) => {
    const id = pathId(c, 'id', 'The zone delivery rate id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateDelete, INVALID);
    if (!body.ok) return body.response;
    return auditedWrite(c, db, async (tx) => {
      const found = await tx.query<{ name: string }>('select name from zone_delivery_rate where id = $1 for update', [id.value]);
      const name = found.rows[0]?.name;
      if (name === undefined) return jsonError(c, 404, `There is no zone delivery rate ${id.value}.`);
      if (name !== body.value.name) {
        return jsonError(c, 409, `Zone delivery rate ${id.value} is now named ${name}, not ${body.value.name}: reload and try again.`);
      }
      await tx.query('delete from zone_delivery_rate where id = $1', [id.value]);
      return c.json({ success: `Zone Delivery Rate ${name} has been deleted.` });
    });
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
