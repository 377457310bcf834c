/**
 * The demo greets (002 §3 Greet video info, Greet bulk order): greets on five seeded orders, one
 * in each video job status, so Greet List shows every badge from the start — #1012 complete (its
 * short address plays it), #1013 progressing, #1014 failed, #1015 waiting for the customer's
 * upload, #1016 submitted — and a bulk greet order for the tag ACME_HOLIDAY (no order carries it
 * yet: tagging orders then Update Bulk Greet Order gives them its player). Player IDs and upload
 * keys are fixed, so the demo addresses are stable. Seeded once per database (`seed_step`
 * 'greets'), after the orders, in the seed's unaudited transaction.
 */
import { shortAddress } from '../../api/admin/greets/greetAddresses';
import { attachOrder, insertGroupOrder, insertPlayer, type JobStatus } from '../../api/admin/greets/greetStore';
import type { Queryable } from '../database';

export const GREETS_STEP = 'greets';

const SEEDED_BY = 'ops.demo@example.ca';

/** The seeded greets: order number, status, player ID and upload key. */
export const DEMO_GREETS: readonly { order: number; status: JobStatus; playerId: string; uploadKey: string }[] = [
  { order: 1012, status: 'COMPLETE', playerId: '3A7C19E04B', uploadKey: 'a3c1e0b4-5d2f-4e8a-9b61-0c7d2e4f8a13' },
  { order: 1013, status: 'PROGRESSING', playerId: '8D02F6A1C5', uploadKey: 'b7d2f1a5-6e3a-4f9b-8c72-1d8e3f5a9b24' },
  { order: 1014, status: 'ERROR', playerId: 'C41E7B9D20', uploadKey: 'c8e3a2b6-7f4b-4a0c-9d83-2e9f4a6b0c35' },
  { order: 1015, status: 'WAITING_FOR_UPLOAD', playerId: '5F9A0D3E72', uploadKey: 'd9f4b3c7-8a5c-4b1d-8e94-3f0a5b7c1d46' },
  { order: 1016, status: 'SUBMITTED', playerId: 'E6B8245C1F', uploadKey: 'e0a5c4d8-9b6d-4c2e-9fa5-4a1b6c8d2e57' },
];

/** The seeded bulk greet order. */
export const DEMO_BULK_GREET = { tag: 'ACME_HOLIDAY', email: 'events@acme.example.com', playerId: '0B6D4E8A93', uploadKey: 'f1b6d5e9-0c7e-4d3f-8a06-5b2c7d9e3f68' } as const;

/** Writes the greets once per database (the orders must be seeded); answers whether it wrote anything. */
export async function seedGreets(tx: Queryable): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [GREETS_STEP]);
  if (done.rows[0]?.found === true) return false;
  for (const greet of DEMO_GREETS) {
    const { rows } = await tx.query<{ id: number; email: string }>('select id, email from shop_order where number = $1', [greet.order]);
    const order = rows[0];
    if (!order) throw new Error(`The demo greets need order #${greet.order}`);
    const shortUrl = greet.status === 'COMPLETE' ? shortAddress(greet.playerId) : '';
    const player = await insertPlayer(tx, { emailedTo: order.email, createdBy: SEEDED_BY, jobStatus: greet.status, shortUrl, playerId: greet.playerId, uploadKey: greet.uploadKey });
    await attachOrder(tx, order.id, player.id);
  }
  const bulk = await insertPlayer(tx, { emailedTo: DEMO_BULK_GREET.email, createdBy: SEEDED_BY, playerId: DEMO_BULK_GREET.playerId, uploadKey: DEMO_BULK_GREET.uploadKey });
  await insertGroupOrder(tx, bulk.id, DEMO_BULK_GREET.email, DEMO_BULK_GREET.tag, SEEDED_BY);
  await tx.query('insert into seed_step (name) values ($1)', [GREETS_STEP]);
  return true;
}
