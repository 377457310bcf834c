/**
 * The demo gift-set alerts (002 §3): three templates and four alert titles, so both screens and
 * the order tools' list have something to show from the start. Seeded once per database
 * (`seed_step` 'giftsets'), in the seed's unaudited transaction.
 */
import type { Queryable } from '../database';

export const GIFTSETS_STEP = 'giftsets';

export const DEMO_GIFTSET_TEMPLATES = [
  { name: 'Out of stock', alertHeader: 'Gift set unavailable', alertBody: 'This gift set is out of stock in your region; a florist will suggest one of equal value.' },
  { name: 'Late delivery', alertHeader: 'Delivery may be late', alertBody: 'Gift sets ordered after the cutoff leave with the next day\'s routes.' },
  { name: 'Substitution', alertHeader: 'Item substituted', alertBody: 'One item of this gift set was replaced by an item of the same kind and value.' },
] as const;

export const DEMO_GIFTSET_ALERTS = ['Chocolate substitution', 'Mug out of stock', 'Plush toy substitution', 'Wine not available'] as const;

/** Writes the templates and titles once per database; answers whether it wrote anything. */
export async function seedGiftsets(tx: Queryable): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [GIFTSETS_STEP]);
  if (done.rows[0]?.found === true) return false;
  for (const template of DEMO_GIFTSET_TEMPLATES) {
    await tx.query('insert into giftset_alert_template (name, alert_header, alert_body) values ($1, $2, $3) on conflict do nothing', [template.name, template.alertHeader, template.alertBody]);
  }
  for (const title of DEMO_GIFTSET_ALERTS) await tx.query('insert into giftset_alert (title) values ($1) on conflict do nothing', [title]);
  await tx.query('insert into seed_step (name) values ($1)', [GIFTSETS_STEP]);
  return true;
}
