/**
 * The demo customer list (002 §3 Customer list entry): customers of the flower shop on the review
 * list or the VIP list, e-mails and phones, added over the weeks before the seed, and a few of
 * them unsubscribed from the e-mail marketing service. Seeded once per database (`seed_step`
 * 'customer-list'), in the seed's unaudited transaction.
 */
import type { Queryable } from '../database';

export const CUSTOMER_LIST_STEP = 'customer-list';

/** [e-mail or phone, on the VIP list, unsubscribed from marketing]. */
export const DEMO_CUSTOMERS: readonly (readonly [string, boolean, boolean])[] = [
  ['amelie.tremblay@example.ca', true, false],
  ['jordan.mcleod@example.com', false, false],
  ['priya.raman@example.ca', true, false],
  ['lucas.gagnon@example.ca', false, true],
  ['hannah.kowalski@example.com', false, false],
  ['(204) 555-0187', true, false],
  ['mateo.silva@example.ca', false, false],
  ['chloe.bouchard@example.ca', true, true],
  ['owen.fraser@example.com', false, false],
  ['nadia.haddad@example.ca', true, false],
  ['+1 416 555 0142', false, false],
  ['ethan.nguyen@example.com', false, false],
  ['sofia.rossi@example.ca', true, false],
  ['liam.oconnor@example.ca', false, false],
  ['grace.whitehorse@example.ca', false, false],
  ['(604) 555-0163', false, false],
  ['isabelle.roy@example.ca', true, false],
  ['noah.peterson@example.com', false, true],
  ['zara.ahmed@example.ca', false, false],
  ['william.chen@example.ca', true, false],
  ['maya.lavoie@example.ca', false, false],
  ['benjamin.clarke@example.com', false, false],
  ['emma.mackenzie@example.ca', true, false],
  ['daniel.ouellet@example.ca', false, false],
  ['olivia.grant@example.com', false, false],
];

const DAY_MS = 86_400_000;

/** Writes the customers once per database; answers whether it wrote anything. */
export async function seedCustomerList(tx: Queryable, now: Date): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [CUSTOMER_LIST_STEP]);
  if (done.rows[0]?.found === true) return false;
  for (const [index, [email, vip, unsubscribed]] of DEMO_CUSTOMERS.entries()) {
    const added = new Date(now.getTime() - (DEMO_CUSTOMERS.length - index) * 2 * DAY_MS).toISOString();
    await tx.query('insert into customer_list_entry (email, review_list, vip_list, created_at, updated_at) values ($1, $2, $3, $4, $4)', [email, !vip, vip, added]);
    if (unsubscribed) await tx.query(`insert into marketing_subscription (email, status) values ($1, 'UNSUBSCRIBED')`, [email]);
  }
  await tx.query('insert into seed_step (name) values ($1)', [CUSTOMER_LIST_STEP]);
  return true;
}
