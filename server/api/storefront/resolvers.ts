import { GraphQLError } from 'graphql';
import type { Queryable } from '../../db/database';
import { createCart } from './cart';
import type { CartInput } from './cartInput';
import { findProduct, findProducts, findVariant, variantsOf, type ProductRow, type VariantRow } from './catalogue';
import { connectionOf, idAfter, listConnection, MAX_PAGE_SIZE, pageSize, type Connection } from './connection';
import { storefrontDecimal } from './decimal';
import { parseGlobalId } from './globalId';
import { parseProductSearch } from './searchQuery';
import { productOptionsOf, selectedOptionsOf } from './variantOptions';

const CURRENCY = 'CAD';

const productGid = (id: number) => `gid://shopify/Product/${id}`;
const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;
const imageGid = (id: number) => `gid://shopify/ProductImage/${id}`;
const optionGid = (productId: number, position: number) => `gid://shopify/ProductOption/${productId * 10 + position}`;
const optionValueGid = (productId: number, position: number, index: number) => `gid://shopify/ProductOptionValue/${(productId * 10 + position) * 1000 + index + 1}`;

interface Money {
  amount: string;
  currencyCode: string;
}
interface Image {
  id: string;
  url: string;
  originalSrc: string;
  altText: string | null;
}
interface PageArgs {
  first?: number | null;
  after?: string | null;
}

const money = (stored: string): Money => ({ amount: storefrontDecimal(stored), currencyCode: CURRENCY });
const image = (id: string, url: string, altText: string): Image => ({ id, url, originalSrc: url, altText });

/**
 * A variant as the schema answers it; `product` gives its product's node when asked (the
 * product's own node when read through it, looked up when reached by id or from a cart).
 */
function variantNode(row: VariantRow, title: string, product: () => unknown) {
  const price = money(row.price);
  const compareAt = row.compare_at_price === null ? null : money(row.compare_at_price);
  return {
    __typename: 'ProductVariant',
    id: variantGid(row.id),
    title: row.title,
    selectedOptions: selectedOptionsOf(row.title),
    product,
    sku: row.sku,
    availableForSale: row.available_for_sale,
    quantityAvailable: row.quantity_available,
    price,
    priceV2: price,
    compareAtPrice: compareAt,
    compareAtPriceV2: compareAt,
    image: row.image_url === null ? null : image(imageGid(row.id * 10 + 1), row.image_url, `${title} - ${row.title}`),
  };
}

/** A product as the schema answers it, over its row and its variants. */
function productNode(row: ProductRow, variants: readonly VariantRow[]) {
  const featured = row.image_url === null ? null : image(imageGid(row.id * 10), row.image_url, row.title);
  const prices = variants.map((variant) => Number(variant.price));
  const lowest = variants.find((variant) => Number(variant.price) === Math.min(...prices));
  const highest = variants.find((variant) => Number(variant.price) === Math.max(...prices));
  const options = productOptionsOf(variants.map((variant) => variant.title)).map((option, index) => ({
    id: optionGid(row.id, index + 1),
    name: option.name,
    values: option.values,
    optionValues: option.values.map((name, valueIndex) => ({ id: optionValueGid(row.id, index + 1, valueIndex), name })),
  }));
  const node = {
    __typename: 'Product',
    id: productGid(row.id),
    handle: row.handle,
    title: row.title,
    description: row.description,
    productType: row.product_type,
    tags: row.tags,
    availableForSale: variants.some((variant) => variant.available_for_sale),
    featuredImage: featured,
    images: (args: PageArgs) => listConnection(featured === null ? [] : [{ id: row.id * 10, featured }], args, (item) => item.featured),
    // Shopify's first: here only takes the first options; a product has one.
    options: (args: { first?: number | null }) => options.slice(0, Math.max(0, args.first ?? options.length)),
    priceRange: {
      minVariantPrice: money(lowest?.price ?? '0'),
      maxVariantPrice: money(highest?.price ?? '0'),
    },
    variants: (args: PageArgs) => listConnection(variants, args, (variant) => variantNode(variant, row.title, () => node)),
  };
  return node;
}

type ProductNode = ReturnType<typeof productNode>;

async function withVariants(db: Queryable, rows: readonly ProductRow[]): Promise<ProductNode[]> {
  const variants = await variantsOf(db, rows.map((row) => row.id));
  return rows.map((row) => productNode(row, variants.get(row.id) ?? []));
}

async function productBy(db: Queryable, key: { id: number } | { handle: string }): Promise<ProductNode | null> {
  const row = await findProduct(db, key);
  return row === null ? null : ((await withVariants(db, [row]))[0] ?? null);
}

/** The Product or ProductVariant a global id names; null for one of another type or that is not there. */
async function nodeBy(db: Queryable, gid: string): Promise<object | null> {
  const id = parseGlobalId(gid);
  if (!id) throw new GraphQLError(`Invalid global id '${gid}'.`);
  if (id.rowId === null) return null;
  if (id.type === 'Product') return productBy(db, { id: id.rowId });
  if (id.type !== 'ProductVariant') return null;
  const row = await findVariant(db, id.rowId);
  if (!row) return null;
  const product = await productBy(db, { id: row.product_id });
  return product === null ? null : variantNode(row, product.title, () => product);
}

/** What each request gives the resolvers: the origin its answers' addresses (a cart's checkoutUrl) start with. */
export interface StorefrontContext {
  origin: string;
}

/** The root value of the storefront schema over the catalogue tables. */
export function storefrontRoot(db: Queryable) {
  return {
    shop: () => ({ name: 'Flower and gift delivery', currencyCode: CURRENCY }),
    products: async (args: PageArgs & { query?: string | null }): Promise<Connection<ProductNode>> => {
      const size = pageSize(args.first);
      const afterId = idAfter(args.after);
      const search = parseProductSearch(args.query ?? '');
      if (!search.ok) throw new GraphQLError(search.message);
      const rows = await findProducts(db, search.conditions, afterId, size + 1);
      const nodes = await withVariants(db, rows);
      const byId = new Map(rows.map((row, index) => [row.id, nodes[index]]));
      return connectionOf(rows, size, afterId, (row) => {
        const node = byId.get(row.id);
        if (!node) throw new Error(`product ${row.id} lost its node`);
        return node;
      });
    },
    product: async (args: { id?: string | null; handle?: string | null }): Promise<ProductNode | null> => {
      const hasId = args.id !== null && args.id !== undefined;
      const hasHandle = args.handle !== null && args.handle !== undefined;
      if (hasId === hasHandle) throw new GraphQLError('product: give exactly one of id or handle.');
      if (!hasId) return productBy(db, { handle: args.handle ?? '' });
      const id = parseGlobalId(args.id ?? '');
      if (!id) throw new GraphQLError(`Invalid global id '${args.id ?? ''}'.`);
      return id.type === 'Product' && id.rowId !== null ? productBy(db, { id: id.rowId }) : null;
    },
    node: (args: { id: string }) => nodeBy(db, args.id),
    nodes: (args: { ids: readonly string[] }) => {
      if (args.ids.length > MAX_PAGE_SIZE) throw new GraphQLError(`nodes: at most ${MAX_PAGE_SIZE} ids, got ${args.ids.length}.`);
      return Promise.all(args.ids.map((id) => nodeBy(db, id)));
    },
    productByHandle: (args: { handle: string }): Promise<ProductNode | null> => productBy(db, { handle: args.handle }),
    cartCreate: (args: { input?: CartInput | null }, context: StorefrontContext) =>
      createCart(db, context.origin, args.input ?? {}, (variant, productTitle) => variantNode(variant, productTitle, () => productBy(db, { id: variant.product_id }))),
  };
}
