import type { Context } from 'hono';
import type { Database, Queryable } from '../../db/database';
import type { DeliveryRateCreate, DeliveryRateUpdate } from '../../../runtime/generated/entities';
import deliveryRateSchema from '../../../schemas/entities/delivery-rate.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { rateKind, registerRateCalls } from './rateHandlers';


const DELIVERY_RATE = rateKind('delivery rate', {
  listPath: '/rates', itemPath: '/rates', schema: deliveryRateSchema, table: 'delivery_rate', trimmed: ['name', 'period'],
});

/** Delivery rate calls of 000 §7 (the rates per period: 'Morning Rush (8am - 10am) - $15'). */
export function registerDeliveryRates(app: ApiApp, db: Database): void {
  registerRateCalls<DeliveryRateCreate, DeliveryRateUpdate, { version: number }>(app, db, DELIVERY_RATE, {
    list: 'select id, name, period, rate, version from delivery_rate order by id',
    stored: 'version',
    check: async (c, tx, rate, ownId) => ((await nameTaken(tx, rate.name, ownId)) ? duplicate(c, rate.name) : undefined),
    insert: async (tx, rate) => {
      const { rows } = await tx.query<{ id: number }>('insert into delivery_rate (name, period, rate) values ($1, $2, $3) returning id', [
        rate.name,
        rate.period,
        rate.rate,
      ]);
      return rows[0]?.id;
    },
    update: async (tx, id, rate) => {
      await tx.query('update delivery_rate set name = $3, period = $4, rate = $5, version = version + 1 where id = $1 and version = $2', [
        id,
        rate.version,
        rate.name,
        rate.period,
        rate.rate,
      ]);
    },
    duplicate: (c, rate) => duplicate(c, rate.name),
  });
}

async function nameTaken(db: Queryable, name: string, ownId: number | undefined): Promise<boolean> {
  const { rows } = await db.query('select 1 from delivery_rate where lower(name) = lower($1) and id <> $2', [name, ownId ?? 0]);
  return rows.length > 0;
}

function duplicate(c: Context, name: string): Response {
  return jsonError(c, 409, `A delivery rate named ${name} already exists.`, { name: 'already exists' });
}
