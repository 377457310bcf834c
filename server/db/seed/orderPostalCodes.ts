/**
 * The demo orders' postal codes as places rows (001 §5 'Delivery rates shared rule'): the shop's
 * rate call looks a postal code up in `postal_code` and answers its zone's rates, and the
 * generated codes (postalCodes.ts) never hold the orders' real-format ones, so each order's code
 * is filed under the town its order names (in its region; the region's first town if that town is
 * gone), whose zone has the demo rates (rates.ts). A code already stored keeps its town. Seeded
 * once per database (`seed_step` 'order-postal-codes'), so a database seeded before this step
 * gets the codes on its next start; its orders, seeded by an older version, may carry other codes
 * (delete the data folder to seed afresh).
 */
import type { Queryable } from '../database';
import { demoOrderPostalCodes } from './orders';

export const ORDER_POSTAL_CODES_STEP = 'order-postal-codes';

/** Writes the codes once per database; answers whether it wrote anything. */
export async function seedOrderPostalCodes(tx: Queryable): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [ORDER_POSTAL_CODES_STEP]);
  if (done.rows[0]?.found === true) return false;
  const codes = [...new Map(demoOrderPostalCodes().map((code) => [code.postalCode, code])).values()];
  await tx.query(
    `insert into postal_code (postalcode, town_id, zone_id)
     select wanted.code, town.town_id, town.zone_id
       from unnest($1::text[], $2::text[], $3::text[]) as wanted (code, tag, city)
       cross join lateral (
         select t.town_id, t.zone_id
           from town t join zone z on z.zone_id = t.zone_id join region r on r.region_id = z.region_id
          where r.tag = wanted.tag
          order by (t.town_name = wanted.city) desc, t.town_id
          limit 1
       ) town
     on conflict (postalcode) do nothing`,
    [codes.map((code) => code.postalCode), codes.map((code) => code.regionTag), codes.map((code) => code.city)],
  );
  await tx.query('insert into seed_step (name) values ($1)', [ORDER_POSTAL_CODES_STEP]);
  return true;
}
