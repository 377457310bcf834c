/**
 * The demo storefront catalogue (000 §3, 001 §3 'Product types', §5, §9): bouquets (Flowers,
 * Bundle, Curated_Bundle) in sizes Standard (SKU …-S), Deluxe (…-DX) and Grand (…-GRD), vases
 * (among them 'Contemporary Modern', the name the 'Contemporary Vase' alias stands for), add-ons
 * (Gift-adds), cards and the delivery products (the delivery fee and the secondary $2
 * same-address delivery), each single-variant product with the 'Default Title' variant.
 * Products carry region tags (region short codes: MB, TR, …) and week-code tags (WWYY) of the
 * current and next weeks, computed from the seed's clock; cards are tagged with a week code,
 * 'card-ongoing', or 'card-ongoing' with 'not-{week}'. Some quantities are 0 and some variants
 * are not for sale, so the checkout rules have something to refuse. Seeded once per database
 * (`seed_step` 'catalogue'), in the seed's unaudited transaction.
 */
import { nextWeekCodes } from '../../../shared/weekCodes.ts';
import type { Queryable } from '../database';

export const CATALOGUE_STEP = 'catalogue';

export type ProductType = 'Flowers' | 'Bundle' | 'Curated_Bundle' | 'Vase' | 'Gift-adds' | 'Card' | 'Delivery';

export interface VariantSeed {
  title: string;
  sku: string;
  price: string;
  quantity: number;
  /** Defaults to quantity above 0 (inventory tracked, no selling past it). */
  availableForSale?: boolean;
  imageUrl?: string;
  compareAtPrice?: string;
}

export interface ProductSeed {
  handle: string;
  title: string;
  description: string;
  productType: ProductType;
  tags: string[];
  imageUrl: string;
  variants: VariantSeed[];
}

/** The default variant title of vases, cards, add-ons and delivery products (001 §3). */
export const DEFAULT_VARIANT_TITLE = 'Default Title';

/** Every region short code (places.ts: the warehouse SKU upper-cased). */
export const ALL_REGIONS = ['BC', 'AB', 'CG', 'SK', 'MB', 'TR', 'MT', 'HX', 'OT', 'KL', 'HM'] as const;

/** Where the demo's product pictures are said to live (a reserved documentation domain). */
const IMAGE_BASE = 'https://images.example.com/catalogue';
const imageOf = (handle: string, suffix = '') => `${IMAGE_BASE}/${handle}${suffix}.jpg`;

/** Bouquet sizes (001 §9): title, SKU suffix. */
const SIZES = [
  ['Standard', 'S'],
  ['Deluxe', 'DX'],
  ['Grand', 'GRD'],
] as const;

function bouquet(
  handle: string,
  title: string,
  productType: 'Flowers' | 'Bundle' | 'Curated_Bundle',
  tags: string[],
  prices: readonly string[],
  quantities: readonly number[],
): ProductSeed {
  const sku = handle.toUpperCase();
  return {
    handle,
    title,
    description: `${title}, arranged by our florists.`,
    productType,
    tags,
    imageUrl: imageOf(handle),
    variants: prices.map((price, index) => {
      const [sizeTitle, suffix] = SIZES[index] ?? SIZES[0];
      return { title: sizeTitle, sku: `${sku}-${suffix}`, price, quantity: quantities[index] ?? 0, imageUrl: imageOf(handle, `-${suffix.toLowerCase()}`) };
    }),
  };
}

function single(
  handle: string,
  title: string,
  productType: 'Vase' | 'Gift-adds' | 'Card' | 'Delivery',
  tags: string[],
  price: string,
  quantity: number,
  availableForSale?: boolean,
): ProductSeed {
  return {
    handle,
    title,
    description: title,
    productType,
    tags,
    imageUrl: imageOf(handle),
    variants: [{ title: DEFAULT_VARIANT_TITLE, sku: handle.toUpperCase(), price, quantity, ...(availableForSale === undefined ? {} : { availableForSale }) }],
  };
}

/**
 * The catalogue for a current week code and the next one (WWYY). Pure: the seed passes the codes
 * of its clock (nextWeekCodes), tests pass fixed ones.
 */
export function catalogueProducts(current: string, next: string): ProductSeed[] {
  const regions = [...ALL_REGIONS];
  const weeks = [current, next];
  const flowers = (style: string) => ['bouquet', 'Signature', 'Addons', 'general', 'current', `Style:${style}`, ...regions, ...weeks];
  const addOn = ['Addons', 'occasion:all', ...regions, ...weeks];
  const vase = ['vase', 'active', 'occasion:all', ...regions];
  return [
    bouquet('sunny-days', 'Sunny Days', 'Flowers', flowers('Bright'), ['65.00', '80.00', '95.00'], [40, 25, 0]),
    bouquet('pastel-dreams', 'Pastel Dreams', 'Flowers', flowers('Pastel'), ['60.00', '75.00', '90.00'], [30, 0, 12]),
    bouquet('wild-meadow', 'Wild Meadow', 'Flowers', flowers('Neutral'), ['55.00', '70.00', '85.00'], [50, 20, 10]),
    bouquet('luxe-red-roses', 'Luxe Red Roses', 'Flowers', flowers('Luxe'), ['99.00', '129.00', '159.00'], [15, 10, 5]),
    bouquet('prairie-sunrise', 'Prairie Sunrise', 'Flowers', ['bouquet', 'Signature', 'general', 'Style:Bright', 'MB', 'SK', ...weeks], ['58.00', '73.00', '88.00'], [20, 10, 4]),
    bouquet('winter-whites', 'Winter Whites', 'Flowers', ['bouquet', 'Signature', 'general', 'Style:Neutral', ...regions, next], ['62.00', '77.00', '92.00'], [25, 15, 8]),
    bouquet('autumn-harvest', 'Autumn Harvest', 'Flowers', ['bouquet', 'general', 'Style:Bright', ...regions, ...weeks], ['57.00', '72.00', '87.00'], [0, 0, 0]),
    bouquet('cozy-night-in', 'Cozy Night In Gift Set', 'Bundle', ['Bundle', 'multiweek', 'NoVase', 'occasion:all', ...regions, ...weeks], ['85.00', '110.00'], [18, 6]),
    bouquet('birthday-celebration-box', 'Birthday Celebration Box', 'Curated_Bundle', ['Bundle', 'NoVase', 'occasion:all', ...regions, ...weeks], ['95.00', '120.00', '150.00'], [12, 8, 3]),
    single('contemporary-modern', 'Contemporary Modern', 'Vase', vase, '15.00', 30),
    single('classic-glass-vase', 'Classic Glass Vase', 'Vase', vase, '10.00', 0),
    single('ceramic-pitcher', 'Ceramic Pitcher', 'Vase', ['vase', 'active', 'occasion:all', 'MB', 'SK', 'AB', 'CG'], '22.00', 9),
    single('chocolate-truffles', 'Chocolate Truffles', 'Gift-adds', addOn, '12.00', 50),
    single('teddy-bear', 'Teddy Bear', 'Gift-adds', addOn, '18.00', 0),
    single('happy-birthday-balloon', 'Happy Birthday Balloon', 'Gift-adds', addOn, '8.00', 20),
    single('scented-candle', 'Scented Candle', 'Gift-adds', addOn, '22.00', 14, false),
    single('happy-birthday-card', 'Happy Birthday Card', 'Card', ['card', current], '4.99', 100),
    single('holiday-greetings-card', 'Holiday Greetings Card', 'Card', ['card', next], '4.99', 100),
    single('thinking-of-you-card', 'Thinking of You Card', 'Card', ['card', 'card-ongoing'], '4.99', 100),
    single('congratulations-card', 'Congratulations Card', 'Card', ['card', 'card-ongoing', `not-${current}`], '4.99', 100),
    single('with-sympathy-card', 'With Sympathy Card', 'Card', ['card', 'card-ongoing'], '4.99', 0),
    single('no-card', 'No Card', 'Card', ['card', 'card-ongoing'], '0.00', 1000),
    single('delivery-fee', 'Delivery Fee', 'Delivery', ['delivery', 'delivery-rate'], '15.00', 10000),
    single('same-address-delivery', 'Same Address Delivery', 'Delivery', ['delivery', 'secondary-delivery'], '2.00', 10000),
  ];
}

/** Writes the catalogue once per database; answers whether it wrote anything. */
export async function seedCatalogue(tx: Queryable, now: Date): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [CATALOGUE_STEP]);
  if (done.rows[0]?.found === true) return false;
  const [current = '', next = ''] = nextWeekCodes(now, 2);
  for (const product of catalogueProducts(current, next)) {
    const { rows } = await tx.query<{ id: number }>(
      `insert into storefront_product (handle, title, description, product_type, tags, image_url)
       values ($1, $2, $3, $4, $5::text[], $6) returning id`,
      [product.handle, product.title, product.description, product.productType, product.tags, product.imageUrl],
    );
    const productId = rows[0]?.id;
    if (productId === undefined) throw new Error(`Catalogue product ${product.handle} was not written`);
    for (const [index, variant] of product.variants.entries()) {
      await tx.query(
        `insert into storefront_variant (product_id, position, title, sku, price, compare_at_price, quantity_available, available_for_sale, image_url)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [productId, index + 1, variant.title, variant.sku, variant.price, variant.compareAtPrice ?? null, variant.quantity, variant.availableForSale ?? variant.quantity > 0, variant.imageUrl ?? null],
      );
    }
  }
  await tx.query('insert into seed_step (name) values ($1)', [CATALOGUE_STEP]);
  return true;
}
