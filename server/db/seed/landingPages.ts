/**
 * The demo landing pages of the storefront (000 §7 GET /landingpage/all), in English and French,
 * each featuring the products tagged LANDING (000 §7's landing-page bouquet query: tag LANDING,
 * first 20). The catalogue's seed tags no product LANDING, so this step tags three bouquets that
 * are for sale (Sunny Days, Wild Meadow, Luxe Red Roses); a template other tests copy (Pastel
 * Dreams) is left alone. Seeded once per database (`seed_step` 'landing-pages'), after the
 * catalogue, in the seed's unaudited transaction.
 */
import type { Queryable } from '../database';

export const LANDING_PAGES_STEP = 'landing-pages';

/** The storefront tag of the products a landing page features. */
export const LANDING_TAG = 'LANDING';

/** The bouquets the demo features on its landing pages. */
export const LANDING_BOUQUETS = ['sunny-days', 'wild-meadow', 'luxe-red-roses'] as const;

export interface LandingPageSeed {
  handle: string;
  title: { en: string; fr: string };
  description: { en: string; fr: string };
}

/** The pages, in the order they are listed. */
export const DEMO_LANDING_PAGES: readonly LandingPageSeed[] = [
  {
    handle: 'flower-delivery',
    title: { en: 'Flower Delivery Across Canada', fr: 'Livraison de fleurs partout au Canada' },
    description: { en: 'Fresh bouquets arranged by local florists and delivered to the door.', fr: 'Des bouquets frais composés par des fleuristes locaux et livrés à la porte.' },
  },
  {
    handle: 'same-day-delivery',
    title: { en: 'Same-Day Flower Delivery', fr: 'Livraison de fleurs le jour même' },
    description: { en: 'Order before the cutoff of your region for delivery today.', fr: 'Commandez avant l’heure limite de votre région pour une livraison aujourd’hui.' },
  },
  {
    handle: 'birthday-flowers',
    title: { en: 'Birthday Flowers', fr: 'Fleurs d’anniversaire' },
    description: { en: 'Bright bouquets to celebrate the day.', fr: 'Des bouquets éclatants pour célébrer le grand jour.' },
  },
];

/** Writes the pages and tags the featured bouquets once per database (the catalogue must be seeded); answers whether it wrote anything. */
export async function seedLandingPages(tx: Queryable): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [LANDING_PAGES_STEP]);
  if (done.rows[0]?.found === true) return false;
  for (const [index, page] of DEMO_LANDING_PAGES.entries()) {
    await tx.query(
      `insert into shop_landing_page (position, handle, title_en, title_fr, description_en, description_fr, product_tag)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [index + 1, page.handle, page.title.en, page.title.fr, page.description.en, page.description.fr, LANDING_TAG],
    );
  }
  await tx.query(`update storefront_product set tags = array_append(tags, $1) where handle = any($2::text[]) and not ($1 = any(tags))`, [LANDING_TAG, [...LANDING_BOUQUETS]]);
  await tx.query('insert into seed_step (name) values ($1)', [LANDING_PAGES_STEP]);
  return true;
}
