import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { shortfalls, stockDemands } from '../admin/bulkOrders/stock';
import type { NewLineItem } from '../admin/orders/orderStore';
import { CART_PAGE_PATH } from '../shop/cartPage';
import { centsOf, priceOfCents, readCartInput, type CartInput, type CartUserError, type RequestedLine } from './cartInput';
import { listConnection } from './connection';
import { storefrontDecimal } from './decimal';
import type { StoredCartLine } from './cartView';
import type { VariantRow } from './catalogue';

const CURRENCY = 'CAD';

/** A catalogue variant with its product's title and type. */
interface CatalogueVariant extends VariantRow {
  product_title: string;
  product_type: string;
}

/** The ProductVariant node of a variant (resolvers.ts), given its product's title. */
export type MerchandiseNode = (variant: VariantRow, productTitle: string) => object;

const money = (price: string) => ({ amount: storefrontDecimal(price), currencyCode: CURRENCY });
const variantName = (variant: { product_title: string; title: string }) =>
  variant.title === 'Default Title' ? variant.product_title : `${variant.product_title} - ${variant.title}`;

async function variantsById(db: Queryable, ids: readonly number[]): Promise<Map<number, CatalogueVariant>> {
  const { rows } = await db.query<CatalogueVariant>(
    `select v.id, v.product_id, v.title, v.sku, v.price::text as price, v.compare_at_price::text as compare_at_price, v.quantity_available,
            v.available_for_sale, v.image_url, p.title as product_title, p.product_type
       from storefront_variant v join storefront_product p on p.id = v.product_id where v.id = any($1::int[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The user errors of the lines against the catalogue: a variant that does not exist, one not
 * for sale, and a variant asked for beyond its stock (what the lines take of it in all, summed
 * as a bulk upload's lines are: stockDemands and shortfalls of the bulk order stock).
 */
function catalogueErrors(lines: readonly RequestedLine[], variants: ReadonlyMap<number, CatalogueVariant>): CartUserError[] {
  const errors: CartUserError[] = [];
  const items: NewLineItem[] = [];
  for (const line of lines) {
    const field = ['input', 'lines', String(line.index), 'merchandiseId'];
    const variant = variants.get(line.variantId);
    if (!variant) errors.push({ field, code: 'INVALID_MERCHANDISE_LINE', message: `The merchandise with id gid://shopify/ProductVariant/${line.variantId} does not exist.` });
    else if (!variant.available_for_sale || variant.quantity_available <= 0) errors.push({ field, code: 'MERCHANDISE_OUT_OF_STOCK', message: `${variantName(variant)} is out of stock.` });
    else items.push({ productTitle: variant.product_title, variantTitle: variant.title, productType: variant.product_type, sku: variant.sku, quantity: line.quantity, price: variant.price });
  }
  const inStock = new Map([...variants.values()].map((variant) => [variant.sku, variant.quantity_available]));
  for (const { demand, available } of shortfalls(stockDemands([items]), inStock)) {
    const first = lines.find((line) => variants.get(line.variantId)?.sku === demand.sku);
    errors.push({
      field: ['input', 'lines', String(first?.index ?? 0), 'quantity'],
      code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
      message: `Only ${available} of ${variantName({ product_title: demand.productTitle, title: demand.variantTitle })} ${available === 1 ? 'is' : 'are'} in stock; the cart asks for ${demand.quantity}.`,
    });
  }
  return errors;
}

/** The Cart object of the schema over a stored cart. */
function cartNode(origin: string, token: string, lines: readonly StoredCartLine[], codes: readonly string[], input: CartInput, createdAt: string, merchandise: (line: StoredCartLine) => object) {
  const totalCents = lines.reduce((sum, line) => sum + centsOf(line.price) * line.quantity, 0);
  const total = money(priceOfCents(totalCents));
  const buyer = input.buyerIdentity ?? null;
  const cartLines = lines.map((line, index) => {
    const lineTotal = money(priceOfCents(centsOf(line.price) * line.quantity));
    return {
      id: `gid://shopify/CartLine/${token}-${index + 1}`,
      quantity: line.quantity,
      attributes: line.attributes,
      merchandise: merchandise(line),
      cost: { amountPerQuantity: money(line.price), subtotalAmount: lineTotal, totalAmount: lineTotal },
    };
  });
  return {
    id: `gid://shopify/Cart/${token}`,
    checkoutUrl: `${origin}${CART_PAGE_PATH}${token}?currency=${CURRENCY}`,
    createdAt,
    updatedAt: createdAt,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: (args: { first?: number | null; after?: string | null }) =>
      listConnection(cartLines.map((line, index) => ({ id: index + 1, line })), args, (row) => row.line),
    cost: { subtotalAmount: total, totalAmount: total },
    discountCodes: codes.map((code) => ({ code, applicable: false })),
    buyerIdentity: buyer === null ? null : { email: buyer.email ?? null, phone: buyer.phone ?? null, countryCode: buyer.countryCode ?? null },
  };
}

/**
 * cartCreate(input) (Storefront API 2025-01; 001 §7 'A shop-API cart-creation call (currency
 * CAD)'): checks every line (a variant of the catalogue, for sale, with enough stock for what
 * the cart asks of it in all) and answers the problems as userErrors with no cart, as the
 * Storefront API does; otherwise stores the cart (lines with their non-blank attributes, the
 * discount codes, the buyer identity) and answers it, its checkoutUrl the shop host's page of
 * the cart. No stock is taken: a cart is not an order. Discount codes are kept, none applies.
 */
export async function createCart(db: Queryable, origin: string, input: CartInput, merchandiseNode: MerchandiseNode) {
  const read = readCartInput(input);
  if (read.errors.length > 0) return { cart: null, userErrors: read.errors };
  const variants = await variantsById(db, read.lines.map((line) => line.variantId));
  const errors = catalogueErrors(read.lines, variants);
  if (errors.length > 0) return { cart: null, userErrors: errors };
  const lines: StoredCartLine[] = read.lines.flatMap((line) => {
    const variant = variants.get(line.variantId);
    return variant
      ? [{ variantId: variant.id, productTitle: variant.product_title, variantTitle: variant.title, sku: variant.sku, price: variant.price, quantity: line.quantity, attributes: line.attributes }]
      : [];
  });
  const codes = [...(input.discountCodes ?? [])];
  const token = randomBytes(16).toString('hex');
  const total = priceOfCents(lines.reduce((sum, line) => sum + centsOf(line.price) * line.quantity, 0));
  const { rows } = await db.query<{ created_at: string }>(
    `insert into storefront_cart (token, lines, discount_codes, buyer_identity, total) values ($1, $2::jsonb, $3::text[], $4::jsonb, $5::numeric)
     returning to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`,
    [token, JSON.stringify(lines), codes, input.buyerIdentity ? JSON.stringify(input.buyerIdentity) : null, total],
  );
  const merchandise = (line: StoredCartLine) => {
    const variant = variants.get(line.variantId);
    if (!variant) throw new Error(`variant ${line.variantId} left the cart's lookup`);
    return { __typename: 'ProductVariant', ...merchandiseNode(variant, variant.product_title) };
  };
  return { cart: cartNode(origin, token, lines, codes, input, rows[0]?.created_at ?? '', merchandise), userErrors: [] };
}
