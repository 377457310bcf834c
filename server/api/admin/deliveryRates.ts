import type { Context } from 'hono';
import type { Database } from '../../db/database';
import type { DeliveryRate, DeliveryRateCreate, DeliveryRateDelete, DeliveryRateUpdate } from '../../../runtime/generated/entities';
import deliveryRateSchema from '../../../schemas/entities/delivery-rate.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { bodyValidator } from '../validate';
import { pathId, sqlState, trimFields, UNIQUE_VIOLATION, validBody } from './http';

const validateCreate = bodyValidator<DeliveryRateCreate>(deliveryRateSchema.$defs.create);
const validateUpdate = bodyValidator<DeliveryRateUpdate>(deliveryRateSchema.$defs.update);
const validateDelete = bodyValidator<DeliveryRateDelete>(deliveryRateSchema.$defs.delete);

const INVALID = 'The delivery rate is not valid.';
const TRIMMED = ['name', 'period'];

/** Delivery rate calls of 000 §7 (the rates per period: 'Morning Rush (8am - 10am) - $15'). */
export function registerDeliveryRates(app: ApiApp, db: Database): void {
  app.get('/rates', async (c) => {
    const { rows } = await db.query<DeliveryRate>('select id, name, period, rate from delivery_rate order by id');
    return c.json(rows);
  });

  app.post('/rates', async (c) => {
    const body = await validBody(c, validateCreate, INVALID, (raw) => trimFields(raw, TRIMMED));
    if (!body.ok) return body.response;
    const rate = body.value;
    if (await nameTaken(db, rate.name, undefined)) return duplicate(c, rate.name);
    try {
      const { rows } = await db.query<{ id: number }>('insert into delivery_rate (name, period, rate) values ($1, $2, $3) returning id', [
        rate.name,
        rate.period,
        rate.rate,
      ]);
      return c.json({ success: `Delivery Rate ${rate.name} has been saved.`, id: rows[0]?.id }, 201);
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, rate.name);
      throw error;
    }
  });

  app.put('/rates/:id', async (c) => {
    const id = pathId(c, 'id', 'The delivery rate id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateUpdate, INVALID, (raw) => trimFields(raw, TRIMMED));
    if (!body.ok) return body.response;
    const rate = body.value;
    if (rate.id !== id.value) return jsonError(c, 400, INVALID, { id: `must be ${id.value}, the id in the path` });
    const exists = await db.query('select 1 from delivery_rate where id = $1', [id.value]);
    if (exists.rows.length === 0) return jsonError(c, 404, `There is no delivery rate ${id.value}.`);
    if (await nameTaken(db, rate.name, id.value)) return duplicate(c, rate.name);
    try {
      await db.query('update delivery_rate set name = $2, period = $3, rate = $4 where id = $1', [id.value, rate.name, rate.period, rate.rate]);
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, rate.name);
      throw error;
    }
    return c.json({ success: `Delivery Rate ${rate.name} has been updated.` });
  });

  app.delete('/rates/:id', async (c) => {
    const id = pathId(c, 'id', 'The delivery rate id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateDelete, INVALID);
    if (!body.ok) return body.response;
    const found = await db.query<{ name: string }>('select name from delivery_rate where id = $1', [id.value]);
    const name = found.rows[0]?.name;
    if (name === undefined) return jsonError(c, 404, `There is no delivery rate ${id.value}.`);
    if (name !== body.value.name) {
      return jsonError(c, 409, `Delivery rate ${id.value} is now named ${name}, not ${body.value.name}: reload and try again.`);
    }
    await db.query('delete from delivery_rate where id = $1', [id.value]);
    return c.json({ success: `Delivery Rate ${name} has been deleted.` });
  });
}

async function nameTaken(db: Database, name: string, ownId: number | undefined): Promise<boolean> {
  const { rows } = await db.query('select 1 from delivery_rate where lower(name) = lower($1) and id <> $2', [name, ownId ?? 0]);
  return rows.length > 0;
}

function duplicate(c: Context, name: string): Response {
  return jsonError(c, 409, `A delivery rate named ${name} already exists.`, { name: 'already exists' });
}
