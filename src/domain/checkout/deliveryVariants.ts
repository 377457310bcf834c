import { isList } from '../../../shared/isList.ts';
import { itemPrice } from '../orderItems/chosenItem.ts';
import { isRecord, nodesOf, trimmedText, type Row } from './values.ts';

/** The variant of a Delivery product a cart's delivery line is (001 §3 'Product types': Delivery). */
export interface DeliveryVariant {
  /** gid://shopify/ProductVariant/N: the line's merchandise id. */
  id: string;
  sku: string;
  /** The product's title ('Delivery Fee', 'Same Address Delivery'). */
  title: string;
  /** In dollars. */
  price: number;
}

/** The shop's two delivery products: the standard one and the one for a cart delivered to the first cart's address. */
export interface DeliveryVariants {
  standard?: DeliveryVariant;
  sameAddress?: DeliveryVariant;
}

/** The tags that name them in the catalogue. */
const STANDARD_TAG = 'delivery-rate';
const SAME_ADDRESS_TAG = 'secondary-delivery';

/** The product nodes of a products answer: the GraphQL answer (`{ data: { products } }`), its `products`, the connection, or the list. */
function productNodes(answer: unknown): Row[] {
  const data = isRecord(answer) && isRecord(answer.data) ? answer.data : answer;
  return nodesOf(isRecord(data) && 'products' in data ? data.products : data);
}

const tagged = (product: Row, tag: string) => isList(product.tags) && product.tags.includes(tag);

/** A Delivery product's first variant, by its product's title; undefined without a variant id or a price. */
function variantOf(product: Row): DeliveryVariant | undefined {
  const variant = nodesOf(product.variants)[0];
  const id = trimmedText(variant?.id);
  const price = variant ? itemPrice(variant) : undefined;
  if (id === '' || price === undefined) return undefined;
  return { id, sku: trimmedText(variant?.sku), title: trimmedText(product.title), price };
}

/**
 * The delivery products of a storefront products search (`products(query: "product_type:Delivery")`,
 * variants as `nodes` or `edges`): `standard` the product tagged 'delivery-rate', else the first
 * not tagged 'secondary-delivery'; `sameAddress` the one tagged 'secondary-delivery' (001 §4 'a
 * single option priced $2 using the secondary delivery product'), else the first other one not
 * tagged 'delivery-rate'. A node of another product type, or without a priced variant, is not one.
 */
export function deliveryVariants(products: unknown): DeliveryVariants {
  const delivery = productNodes(products).filter((product) => product.productType === undefined || product.productType === 'Delivery');
  const standard = delivery.find((product) => tagged(product, STANDARD_TAG)) ?? delivery.find((product) => !tagged(product, SAME_ADDRESS_TAG));
  const sameAddress = delivery.find((product) => tagged(product, SAME_ADDRESS_TAG)) ?? delivery.find((product) => product !== standard && !tagged(product, STANDARD_TAG));
  const found: DeliveryVariants = {};
  const standardVariant = standard && variantOf(standard);
  const sameAddressVariant = sameAddress && variantOf(sameAddress);
  if (standardVariant) found.standard = standardVariant;
  if (sameAddressVariant) found.sameAddress = sameAddressVariant;
  return found;
}
