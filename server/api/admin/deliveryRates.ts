import type { Context } from 'hono';
import type { Database, Queryable } from '../../db/database';
import type { DeliveryRate, DeliveryRateCreate, DeliveryRateDelete, DeliveryRateUpdate } from '../../../runtime/generated/entities';
import deliveryRateSchema from '../../../schemas/entities/delivery-rate.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { describeRoute, NO_INPUT } from '../routes';
import { jsonError } from '../errors';
import { idParams, pathId, sqlState, trimFields, UNIQUE_VIOLATION, validBody } from './http';
import { staleRow, type RowNoun } from './versions';
import { auditedWrite } from './writes';


const INVALID = 'The delivery rate is not valid.';
const TRIMMED = ['name', 'period'];
const DELIVERY_RATE: RowNoun = { one: 'Delivery rate', many: 'Delivery rates' };

/** Delivery rate calls of 000 §7 (the rates per period: 'Morning Rush (8am - 10am) - $15'). */
export function registerDeliveryRates(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/rates', NO_INPUT);
  app.get('/rates', async (c) => {
    const { rows } = await db.query<DeliveryRate>('select id, name, period, rate, version from delivery_rate order by id');
    return c.json(rows);
  });

  const validateCreate = describeRoute<DeliveryRateCreate>(app, 'POST', '/rates', { body: deliveryRateSchema.$defs.create }).body;
  app.post('/rates', async (c) => {
    const body = await validBody(c, validateCreate, INVALID, (raw) => trimFields(raw, TRIMMED));
    if (!body.ok) return body.response;
    const rate = body.value;
    try {
      return await auditedWrite(c, db, async (tx) => {
        if (await nameTaken(tx, rate.name, undefined)) return duplicate(c, rate.name);
        const { rows } = await tx.query<{ id: number }>('insert into delivery_rate (name, period, rate) values ($1, $2, $3) returning id', [
          rate.name,
          rate.period,
          rate.rate,
        ]);
        return c.json({ success: `Delivery Rate ${rate.name} has been saved.`, id: rows[0]?.id }, 201);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, rate.name);
      throw error;
    }
  });

  const validateUpdate = describeRoute<DeliveryRateUpdate>(app, 'PUT', '/rates/:id', { body: deliveryRateSchema.$defs.update, params: idParams('id') }).body;
  app.put('/rates/:id', async (c) => {
    const id = pathId(c, 'id', 'The delivery rate id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateUpdate, INVALID, (raw) => trimFields(raw, TRIMMED));
    if (!body.ok) return body.response;
    const rate = body.value;
    if (rate.id !== id.value) return jsonError(c, 400, INVALID, { id: `must be ${id.value}, the id in the path` });
    try {
      return await auditedWrite(c, db, async (tx) => {
        const found = await tx.query<{ version: number }>('select version from delivery_rate where id = $1 for update', [id.value]);
        const stored = found.rows[0];
        if (!stored) return jsonError(c, 404, `There is no delivery rate ${id.value}.`);
        const stale = staleRow(c, DELIVERY_RATE, { id: id.value, label: rate.name, version: rate.version }, stored.version);
        if (stale) return stale;
        if (await nameTaken(tx, rate.name, id.value)) return duplicate(c, rate.name);
        await tx.query('update delivery_rate set name = $3, period = $4, rate = $5, version = version + 1 where id = $1 and version = $2', [
          id.value,
          rate.version,
          rate.name,
          rate.period,
          rate.rate,
        ]);
        return c.json({ success: `Delivery Rate ${rate.name} has been updated.` });
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, rate.name);
      throw error;
    }
  });

  const validateDelete = describeRoute<DeliveryRateDelete>(app, 'DELETE', '/rates/:id', { body: deliveryRateSchema.$defs.delete, params: idParams('id') }).body;
  app.delete('/rates/:id', async (c) => {
    const id = pathId(c, 'id', 'The delivery rate id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateDelete, INVALID);
    if (!body.ok) return body.response;
    return auditedWrite(c, db, async (tx) => {
      const found = await tx.query<{ name: string }>('select name from delivery_rate where id = $1 for update', [id.value]);
      const name = found.rows[0]?.name;
      if (name === undefined) return jsonError(c, 404, `There is no delivery rate ${id.value}.`);
      if (name !== body.value.name) {
        return jsonError(c, 409, `Delivery rate ${id.value} is now named ${name}, not ${body.value.name}: reload and try again.`);
      }
      await tx.query('delete from delivery_rate where id = $1', [id.value]);
      return c.json({ success: `Delivery Rate ${name} has been deleted.` });
    });
  });
}

async function nameTaken(db: Queryable, name: string, ownId: number | undefined): Promise<boolean> {
  const { rows } = await db.query('select 1 from delivery_rate where lower(name) = lower($1) and id <> $2', [name, ownId ?? 0]);
  return rows.length > 0;
}

function duplicate(c: Context, name: string): Response {
  return jsonError(c, 409, `A delivery rate named ${name} already exists.`, { name: 'already exists' });
}
