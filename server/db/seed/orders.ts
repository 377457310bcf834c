/**
 * The demo orders (001 §3 'Order (loaded from the server)', §4, §9): 40 orders, #1001 to #1040,
 * in Manitoba, Saskatchewan, Alberta, British Columbia, Ontario, Quebec, Nova Scotia and the
 * Maritimes, each with a bouquet of the storefront catalogue (catalogue.ts) in one of its sizes,
 * a card, sometimes a vase and add-ons (some ordered twice: 'Chocolate Truffles (x2)'), and the
 * delivery product. Delivery dates count from the seed's day in America/Winnipeg. Each order is one
 * the order editors can work on as it is: its city is a town of its region (places.ts), its postal
 * code a valid one the seed gives a zone and so delivery rates (orderPostalCodes.ts), its delivery
 * window one its zone offers that day (rates.ts), and its bouquet size, add-ons, vase and card ones
 * the editors' inventory offers with stock for its region and week (orderStock.ts; a past delivery
 * is re-dated from today), except #1011's Scented Candle, kept not for sale on purpose (the bulk
 * order link leaves it out of the cart and says so). Among them every
 * case 001 warns about: tags pulled and sent, a replacement (REPLACEMENT_AUTOMATION with
 * ORIGINAL_ORDER_#1008), cancelled, closed and fulfilled orders (a fulfilled one has its
 * fulfilment), a delivery date in the past, and a bouquet line named 'Wild Meadow - Grand' (name
 * and size joined by a hyphen). The fulfilled order's image is stored and served (DEMO_IMAGE_PATH,
 * a relative address: the seed knows no origin). DEMO_ORDERS names the interesting ones (README 'Demo data').
 * Seeded once per database (`seed_step` 'orders'), in the seed's unaudited transaction.
 */
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../../shared/time/zones.ts';
import { weekCode } from '../../../shared/weekCodes.ts';
import { insertOrder, type AddressType, type NameValue, type NewLineItem, type NewOrder, type OrderStatus } from '../../api/admin/orders/orderStore';
import type { Queryable } from '../database';
import { catalogueProducts, DEFAULT_VARIANT_TITLE, type ProductSeed } from './catalogue';
import { firstOfferedVariant } from './orderStock';
import { POSTAL_LETTERS } from './postalCodes';
import { CITY_REGION_TAGS, ZONE_RATES } from './rates';

export const ORDERS_STEP = 'orders';

/** The seeded orders that show something particular, by name (the README's list). */
export const DEMO_ORDERS = {
  /** Open, delivery tomorrow in Winnipeg: the plain order to query, fulfil or tag. */
  open: '#1001',
  /** Add-ons ordered twice: 'Chocolate Truffles (x2), Happy Birthday Balloon (x2)'. */
  addonsTwice: '#1002',
  /** Tagged 'pulled': 'This order has been pulled or sent'. */
  pulled: '#1003',
  /** Tagged 'sent'. */
  sent: '#1004',
  /** Cancelled: manual fulfilment refuses it. */
  cancelled: '#1005',
  /** Closed. */
  closed: '#1006',
  /** Fulfilled, with its fulfilment (delivered yesterday, note 'Delivered', the demo image, driver TBi). */
  fulfilled: '#1007',
  /** Delivery date three days ago: 'Order delivery date is before today…'. */
  pastDate: '#1008',
  /** A replacement of #1008: REPLACEMENT_AUTOMATION, ORIGINAL_ORDER_#1008, note attribute originalOrder. */
  replacement: '#1009',
  /** The bouquet line is 'Wild Meadow - Grand' (name and size joined by a hyphen). */
  hyphenBouquet: '#1010',
  /** French (fr-ca), Montreal, a vase, and the Scented Candle, which is not for sale: the one line kept out of stock on purpose. */
  french: '#1011',
} as const;

/** The seeded delivery image of the fulfilled order (#1007): a 1×1 PNG, served at DEMO_IMAGE_PATH. */
export const DEMO_IMAGE_UUID = '0f8b6c2e-4d1a-4c3b-9e7f-5a2d8c1b6e40';
export const DEMO_IMAGE_PATH = `/api/admin/order/fulfilltask/image/${DEMO_IMAGE_UUID}`;
const DEMO_IMAGE_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** How many orders the demo seeds. */
export const DEMO_ORDER_COUNT = 40;

interface Place {
  regionTag: string;
  regionCode: string;
  province: string;
  provinceCode: string;
  cities: readonly string[];
  /** Postal code prefixes of the area (first three characters), one per city, at the city's index. */
  postalPrefixes: readonly string[];
  area: string;
}

/** Where the demo customers live: regions of the places seed, with their short codes. */
const PLACES: readonly Place[] = [
  { regionTag: 'Winnipeg', regionCode: 'MB', province: 'Manitoba', provinceCode: 'MB', cities: ['St. Vital', 'Transcona', 'River Heights', 'St. Boniface'], postalPrefixes: ['R2M', 'R2C', 'R3M', 'R2H'], area: '204' },
  { regionTag: 'Rural_MB', regionCode: 'MB', province: 'Manitoba', provinceCode: 'MB', cities: ['Brandon', 'Steinbach', 'Winkler'], postalPrefixes: ['R7A', 'R5G', 'R6W'], area: '204' },
  { regionTag: 'Regina', regionCode: 'SK', province: 'Saskatchewan', provinceCode: 'SK', cities: ['Normanview', 'Lakeridge'], postalPrefixes: ['S4R', 'S4X'], area: '306' },
  { regionTag: 'Saskatoon', regionCode: 'SK', province: 'Saskatchewan', provinceCode: 'SK', cities: ['Nutana', 'Stonebridge'], postalPrefixes: ['S7H', 'S7T'], area: '306' },
  { regionTag: 'Calgary', regionCode: 'CG', province: 'Alberta', provinceCode: 'AB', cities: ['Hillhurst', 'Altadore'], postalPrefixes: ['T2N', 'T2T'], area: '403' },
  { regionTag: 'Edmonton', regionCode: 'AB', province: 'Alberta', provinceCode: 'AB', cities: ['Old Strathcona', 'Mill Woods'], postalPrefixes: ['T6E', 'T6K'], area: '780' },
  { regionTag: 'Vancouver', regionCode: 'BC', province: 'British Columbia', provinceCode: 'BC', cities: ['Kitsilano', 'Mount Pleasant'], postalPrefixes: ['V6K', 'V5T'], area: '604' },
  { regionTag: 'Kelowna', regionCode: 'KL', province: 'British Columbia', provinceCode: 'BC', cities: ['Rutland', 'Glenmore'], postalPrefixes: ['V1X', 'V1V'], area: '250' },
  { regionTag: 'Toronto', regionCode: 'TR', province: 'Ontario', provinceCode: 'ON', cities: ['The Annex', 'Leslieville', 'Willowdale'], postalPrefixes: ['M5R', 'M4M', 'M2N'], area: '416' },
  { regionTag: 'Ottawa', regionCode: 'OT', province: 'Ontario', provinceCode: 'ON', cities: ['The Glebe', 'Kanata'], postalPrefixes: ['K1S', 'K2K'], area: '613' },
  { regionTag: 'Hamilton', regionCode: 'HM', province: 'Ontario', provinceCode: 'ON', cities: ['Westdale', 'Ancaster'], postalPrefixes: ['L8S', 'L9G'], area: '905' },
  { regionTag: 'Montreal', regionCode: 'MT', province: 'Quebec', provinceCode: 'QC', cities: ['Le Plateau-Mont-Royal', 'Verdun', 'Rosemont'], postalPrefixes: ['H2J', 'H4G', 'H1X'], area: '514' },
  { regionTag: 'Québec_City', regionCode: 'MT', province: 'Quebec', provinceCode: 'QC', cities: ['Limoilou', 'Sainte-Foy'], postalPrefixes: ['G1L', 'G1V'], area: '418' },
  { regionTag: 'Halifax', regionCode: 'HX', province: 'Nova Scotia', provinceCode: 'NS', cities: ['South End', 'Dartmouth', 'Bedford'], postalPrefixes: ['B3H', 'B2Y', 'B4A'], area: '902' },
  { regionTag: 'Maritimes', regionCode: 'HX', province: 'Prince Edward Island', provinceCode: 'PE', cities: ['Charlottetown', 'Summerside'], postalPrefixes: ['C1A', 'C1N'], area: '902' },
];

const FIRST_NAMES = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Chloé', 'Mathis', 'Sophie', 'Ethan', 'Amara', 'Hiroshi', 'Zoe', 'Arjun', 'Léa', 'Owen', 'Maya', 'Gabriel', 'Nadia', 'Samuel'];
const LAST_NAMES = ['Tremblay', 'Nguyen', 'Campbell', 'Singh', 'Martin', 'Roy', 'Wilson', 'Gagnon', 'Chen', 'MacDonald', 'Okafor', 'Lee', 'Bouchard', 'Friesen', 'Patel', 'Kowalski', 'Morin', 'Hughes', 'Dubois', 'Ali'];
const STREETS = ['Main Street', 'Portage Avenue', 'Elm Street', 'Maple Drive', 'Queen Street', 'King Street', 'Rue Saint-Denis', 'Oak Crescent', 'Victoria Avenue', 'Cedar Lane'];
const BOUQUETS = ['Sunny Days', 'Pastel Dreams', 'Wild Meadow', 'Luxe Red Roses', 'Prairie Sunrise', 'Winter Whites', 'Cozy Night In Gift Set', 'Birthday Celebration Box'];
const VASES = ['Contemporary Modern', 'Classic Glass Vase', 'Ceramic Pitcher'];
const ADDONS = ['Chocolate Truffles', 'Teddy Bear', 'Happy Birthday Balloon', 'Scented Candle'];
const CARDS = ['Happy Birthday Card', 'Thinking of You Card', 'Congratulations Card', 'No Card'];
const MESSAGES = ['Happy birthday! Love you lots.', 'Thinking of you today.', 'Congratulations on the new job!', ''];
const OCCASIONS = ['Birthday', 'Anniversary', 'Celebration', 'Just because', 'Sympathy', 'Thinking of you'];
const RELATIONSHIPS = ['Partner', 'Friend', 'Mom', 'Grandparent', 'Family member', 'Colleague', 'Client'];
const ADDRESS_TYPES: readonly AddressType[] = ['House', 'Apartment/Complex', 'Business', 'Hospital'];

/** What differs in the special orders (#1001–#1011); the rest follow the generator's rotation. */
interface Special {
  dayOffset?: number;
  status?: OrderStatus;
  tags?: readonly string[];
  addons?: readonly (readonly [string, number])[];
  bouquet?: string;
  size?: string;
  bouquetLineTitle?: string;
  vase?: string | null;
  lang?: 'en-ca' | 'fr-ca';
  place?: number;
  noteAttributes?: readonly NameValue[];
  note?: string;
}

const SPECIALS: Readonly<Record<number, Special>> = {
  1: { dayOffset: 1, place: 0, addons: [], vase: null },
  2: { dayOffset: 2, place: 0, addons: [['Chocolate Truffles', 2], ['Happy Birthday Balloon', 2]] },
  3: { dayOffset: 1, place: 2, tags: ['pulled'] },
  4: { dayOffset: 1, place: 4, tags: ['sent'] },
  5: { dayOffset: 3, place: 6, status: 'cancelled' },
  6: { dayOffset: -10, place: 8, status: 'closed' },
  7: { dayOffset: -1, place: 0, status: 'fulfilled' },
  8: { dayOffset: -3, place: 13 },
  9: {
    dayOffset: 2,
    place: 13,
    tags: ['REPLACEMENT_AUTOMATION', 'ORIGINAL_ORDER_#1008'],
    noteAttributes: [{ name: 'originalOrder', value: '#1008' }],
    note: 'Replacement of #1008: the first delivery was missed.',
  },
  10: { dayOffset: 4, place: 5, bouquet: 'Wild Meadow', size: 'Grand', bouquetLineTitle: 'Wild Meadow - Grand', addons: [['Happy Birthday Balloon', 1]] },
  // The Scented Candle is not for sale: tests/api/orders.test.ts has the bulk order link leave it out.
  11: { dayOffset: 2, place: 11, lang: 'fr-ca', vase: 'Contemporary Modern', addons: [['Scented Candle', 1]] },
};

function productNamed(products: readonly ProductSeed[], title: string): ProductSeed {
  const found = products.find((product) => product.title === title);
  if (!found) throw new Error(`The demo orders name ${title}, not in the catalogue`);
  return found;
}

function lineOf(products: readonly ProductSeed[], title: string, variantTitle: string, quantity: number, properties: readonly NameValue[] = []): NewLineItem {
  const product = productNamed(products, title);
  const variant = product.variants.find((candidate) => candidate.title === variantTitle) ?? product.variants[0];
  if (!variant) throw new Error(`${title} has no variants`);
  return { productTitle: title, variantTitle: variant.title, productType: product.productType, sku: variant.sku, quantity, price: variant.price, properties };
}

/** Where order n is delivered: its place, its city (a town of the region) and a valid postal code of the city's prefix. */
function addressOf(n: number): { place: Place; city: string; postalCode: string } {
  const place = PLACES[SPECIALS[n]?.place ?? (n * 7) % PLACES.length] ?? PLACES[0];
  if (!place) throw new Error('No places');
  const city = place.cities[n % place.cities.length] ?? place.regionTag;
  const prefix = place.postalPrefixes[n % place.postalPrefixes.length] ?? 'R3C';
  const letter = POSTAL_LETTERS.charAt(n % POSTAL_LETTERS.length);
  return { place, city, postalCode: `${prefix} ${n % 10}${letter}${(n * 3) % 10}` };
}

/** Each demo order's postal code with the region tag and town it lies in: the seed files it under that town's zone (orderPostalCodes.ts). */
export function demoOrderPostalCodes(): { postalCode: string; regionTag: string; city: string }[] {
  return Array.from({ length: DEMO_ORDER_COUNT }, (_, index) => {
    const { place, city, postalCode } = addressOf(index + 1);
    return { postalCode, regionTag: place.regionTag, city };
  });
}

/** The delivery windows the zone rates of a region offer on a day (rates.ts): a same-day one only for the seed day. */
function windowsOffered(regionTag: string, deliveryDate: string, today: string): string[] {
  return ZONE_RATES.filter((rate) => (!rate.cityOnly || CITY_REGION_TAGS.includes(regionTag)) && (!rate.isSameDayOnly || deliveryDate === today)).map((rate) => rate.displayText);
}

interface OrderProducts {
  bouquet: string;
  size: string;
  vase: string | null;
  addons: readonly (readonly [string, number])[];
  card: string;
}

/**
 * Order n's products: the specials' choices, otherwise the generator's rotation moved on to what
 * the editors offer with stock for the order's region and week (orderStock.ts).
 */
function productsOf(n: number, special: Special, products: readonly ProductSeed[], regionCode: string, week: string): OrderProducts {
  const context = { regionCode, week };
  const pick = special.bouquet === undefined ? firstOfferedVariant(products, BOUQUETS, n, n, context) : undefined;
  const bouquet = special.bouquet ?? pick?.product.title;
  const size = special.size ?? pick?.variant.title;
  if (bouquet === undefined || size === undefined) throw new Error(`No bouquet in stock for region ${regionCode}, week ${week}`);
  const single = (titles: readonly string[]) => firstOfferedVariant(products, titles, n, 0, context)?.product.title;
  const noVase = productNamed(products, bouquet).tags.includes('NoVase') || n % 3 === 0;
  const vase = special.vase === undefined ? (noVase ? null : (single(VASES) ?? null)) : special.vase;
  const addon = single(ADDONS);
  const addons = special.addons ?? (n % 4 === 1 || addon === undefined ? [] : [[addon, n % 5 === 0 ? 2 : 1] as const]);
  return { bouquet, size, vase, addons, card: single(CARDS) ?? 'No Card' };
}

/** The demo orders for a seed day (YYYY-MM-DD in Winnipeg). Pure: tests pass a fixed day. */
export function demoOrders(today: string): NewOrder[] {
  const day = DateTime.fromISO(today, { zone: BUSINESS_ZONE });
  if (!day.isValid) throw new Error(`Not a date: ${today}`);
  // The catalogue's week tags as its seed writes them on the same day (this week's and next).
  const products = catalogueProducts(weekCode(today), weekCode(day.plus({ weeks: 1 }).toISODate() ?? today));
  return Array.from({ length: DEMO_ORDER_COUNT }, (_, index) => {
    const n = index + 1;
    const special = SPECIALS[n] ?? {};
    const { place, city, postalCode } = addressOf(n);
    const firstName = FIRST_NAMES[(n * 3) % FIRST_NAMES.length] ?? 'Emma';
    const lastName = LAST_NAMES[(n * 7) % LAST_NAMES.length] ?? 'Tremblay';
    const senderFirst = FIRST_NAMES[(n * 11 + 5) % FIRST_NAMES.length] ?? 'Liam';
    const senderLast = LAST_NAMES[(n * 5 + 3) % LAST_NAMES.length] ?? 'Roy';
    const email = `${senderFirst}.${senderLast}.${1000 + n}@example.com`.toLowerCase().normalize('NFD').replace(/[^a-z0-9.@]/g, '');
    const deliveryDate = day.plus({ days: special.dayOffset ?? (n % 9) - 1 }).toISODate() ?? today;
    // The editors query the stock of the delivery's week; a past delivery gets a new date from today on.
    const { bouquet, size, vase, addons, card } = productsOf(n, special, products, place.regionCode, weekCode(deliveryDate < today ? today : deliveryDate));
    const message = card === 'No Card' ? '' : (MESSAGES[n % MESSAGES.length] ?? '');
    const windows = windowsOffered(place.regionTag, deliveryDate, today);
    const rate = windows[n % windows.length] ?? 'Anytime (8am - 8pm)';
    const addressType = ADDRESS_TYPES[n % ADDRESS_TYPES.length] ?? 'House';
    const lang = special.lang ?? (place.provinceCode === 'QC' && n % 2 === 0 ? 'fr-ca' : 'en-ca');
    const recipientPhone = `${place.area}-555-01${String(n % 100).padStart(2, '0')}`;
    const addonText = addons.map(([title, quantity]) => (quantity > 1 ? `${title} (x${quantity})` : title)).join(', ');
    const bouquetLine = lineOf(products, bouquet, size, 1, [
      { name: 'Delivery Date', value: deliveryDate },
      { name: 'Shipping-Method', value: rate },
      { name: 'Card Type', value: card },
      { name: 'Message', value: message },
      { name: 'Address Type', value: addressType },
      { name: '_region', value: place.regionTag },
      { name: '_regionCode', value: place.regionCode },
      ...(vase ? [{ name: '_vase', value: vase }] : []),
      ...(addonText ? [{ name: '_addons', value: addonText }] : []),
    ]);
    const lineItems: NewLineItem[] = [
      special.bouquetLineTitle ? { ...bouquetLine, productTitle: special.bouquetLineTitle } : bouquetLine,
      ...(vase ? [lineOf(products, vase, DEFAULT_VARIANT_TITLE, 1)] : []),
      ...addons.map(([title, quantity]) => lineOf(products, title, DEFAULT_VARIANT_TITLE, quantity)),
      lineOf(products, card, DEFAULT_VARIANT_TITLE, 1),
      lineOf(products, 'Delivery Fee', DEFAULT_VARIANT_TITLE, 1, [{ name: 'Shipping-Method', value: rate }]),
    ];
    const status = special.status ?? 'open';
    return {
      email,
      shipping: {
        firstName,
        lastName,
        phone: recipientPhone,
        address: `${100 + ((n * 37) % 900)} ${STREETS[n % STREETS.length] ?? 'Main Street'}`,
        apartment: addressType === 'Apartment/Complex' ? `Unit ${n + 200}` : '',
        buzzer: addressType === 'Apartment/Complex' ? String(n * 11) : '',
        city,
        province: place.province,
        provinceCode: place.provinceCode,
        postalCode,
        addressType,
      },
      deliveryDate,
      regionTag: place.regionTag,
      regionCode: place.regionCode,
      deliveryRate: rate,
      deliveryNotes: n % 3 === 0 ? 'Leave at the side door if no answer.' : '',
      cardType: card,
      cardMessage: message,
      messageCardImage: card === 'No Card' ? '' : `https://images.example.com/cards/${1000 + n}.png`,
      lang,
      consent: n % 2 === 0 ? 'Yes' : 'No',
      relationship: RELATIONSHIPS[n % RELATIONSHIPS.length] ?? 'Friend',
      occasion: OCCASIONS[n % OCCASIONS.length] ?? 'Birthday',
      contactName: `${senderFirst} ${senderLast}`,
      senderEmail: email,
      status,
      fulfillmentStatus: status === 'fulfilled' || status === 'closed' ? 'fulfilled' : 'unfulfilled',
      tags: [place.regionTag, ...(special.tags ?? [])],
      note: special.note ?? '',
      noteAttributes: [{ name: '_lang', value: lang }, ...(special.noteAttributes ?? [])],
      lineItems,
    };
  });
}

/** Writes the demo orders (and the fulfilment of the fulfilled ones) once per database. */
export async function seedOrders(tx: Queryable, today: string): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [ORDERS_STEP]);
  if (done.rows[0]?.found === true) return false;
  for (const order of demoOrders(today)) {
    const { id, name } = await insertOrder(tx, order);
    if (order.status === 'fulfilled' && order.deliveryDate) {
      const delivered = DateTime.fromISO(`${order.deliveryDate}T14:30`, { zone: BUSINESS_ZONE });
      const bytes = Buffer.from(DEMO_IMAGE_PNG, 'base64');
      const image = await tx.query<{ id: number }>(
        `insert into order_image (uuid, order_ref, file_name, content_type, byte_size) values ($1, $2, 'delivered.png', 'image/png', $3) returning id`,
        [DEMO_IMAGE_UUID, name, bytes.byteLength],
      );
      await tx.query('insert into order_image_data (image_id, bytes) values ($1, $2)', [image.rows[0]?.id, new Uint8Array(bytes)]);
      await tx.query(
        `insert into order_fulfilment (order_id, delivered_at, note, image_url, driver_initials, province, delivery_date, delivery_time)
         values ($1, $2, 'Delivered', $3, 'TBi', 'manitoba', $4, '14:30')`,
        [id, delivered.toUTC().toISO(), DEMO_IMAGE_PATH, order.deliveryDate],
      );
    }
  }
  await tx.query('insert into seed_step (name) values ($1)', [ORDERS_STEP]);
  return true;
}
