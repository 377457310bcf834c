import type { CustomContract } from '../../../runtime/custom/customContract.ts';

/** One list of the cart: its key (what `listTitle` reads as `{list}`) and the product types its search finds. */
export interface ProductCartList {
  key: string;
  productTypes: string[];
}

/** The props a definition gives a product cart. */
export interface ProductCartProps {
  lists: ProductCartList[];
  /** A page state path that is filled anew when the cart has been sent (e.g. the order form's `answer`). */
  sentWith?: string;
}

export type ProductCartEndpoint = 'search';
export type ProductCartMessage =
  | 'listTitle'
  | 'searchLabel'
  | 'find'
  | 'searching'
  | 'found'
  | 'notFound'
  | 'searchFailed'
  | 'variantLabel'
  | 'add'
  | 'empty'
  | 'quantityLabel'
  | 'decrease'
  | 'quantityRefused'
  | 'remove';
export type ProductCartPublished = 'lines' | 'count';

const line = ['product', 'variant'] as const;

/**
 * The cart of an order built by hand, list by list (Bulk B2B orders: Flowers, Vase, GiftAdds,
 * Card), each finding products of one or more types: a product found by title, one of its variants
 * added as a line with the product's type, quantities never below 0.
 */
export const productCartContract: CustomContract<ProductCartEndpoint, ProductCartMessage, ProductCartProps, ProductCartPublished> = {
  description: 'A cart in lists (each of one or more product types): find a product by title, add one of its variants, set quantities (never below 0), remove lines; publishes `lines` (quantity above 0) and `count`.',
  endpoints: {
    search: {
      method: 'POST',
      description:
        "the product search by title (a GraphQL call, `graphql`): `{typeFilter}` is the list's product types as a search clause (`product_type:\"Vase\"`, or `(product_type:\"Flowers\" OR product_type:\"Bundle\")` for several); its answer `{ data: { products } }`, the first product read with its title, its type and up to 10 variants",
      reads: ['title', 'typeFilter', 'list'],
    },
  },
  messages: {
    listTitle: { description: "a list's heading (its region's name), e.g. \"{list}\"; {productTypes} is its types joined by ', '", reads: ['list', 'productTypes'] },
    searchLabel: { description: "the label of a list's product title box", reads: ['list', 'productTypes'] },
    find: { description: 'the label of the button that searches (Enter in the box searches too)' },
    searching: { description: 'shown while a search runs' },
    found: { description: 'the product found, above its variant select, e.g. "{product}"', reads: ['product'] },
    notFound: { description: 'shown when no product matches, e.g. "No product found for \\"{title}\\""', reads: ['title'] },
    searchFailed: { description: "shown when the search fails; {error} is the service's error text", reads: ['error'] },
    variantLabel: { description: 'the label of the variant select', reads: ['product'] },
    add: { description: 'the label of the button that adds the chosen variant (again: one more)' },
    empty: { description: 'shown in a list without lines' },
    quantityLabel: { description: 'the name of a line\'s quantity box, e.g. "{product} {variant} quantity"', reads: line },
    decrease: { description: "the name of a line's − button (disabled at 0)", reads: line },
    quantityRefused: { description: 'said beside a quantity box when a negative or broken number is typed (the quantity stays)', reads: line },
    remove: { description: 'the label of the button that removes a line, e.g. "Remove {product} {variant}"', reads: line },
  },
  props: {
    type: 'object',
    properties: {
      lists: {
        type: 'array',
        minItems: 1,
        description:
          'The lists, in order: each a key (unique, read by the texts as `{list}`) and the product types its search finds (passed to the search as the clause `{typeFilter}`); a line carries its product’s own type.',
        items: {
          type: 'object',
          properties: {
            key: { type: 'string', minLength: 1, description: 'The list’s name, e.g. `GiftAdds`.' },
            productTypes: {
              type: 'array',
              minItems: 1,
              uniqueItems: true,
              description: 'The product types the list finds, one or more, e.g. `["Gift-adds"]` or `["Flowers", "Bundle", "Curated_Bundle"]`.',
              items: { type: 'string', minLength: 1, pattern: '^[^"]+$', description: 'A product type as the storefront names it (no double quote).' },
            },
          },
          required: ['key', 'productTypes'],
          additionalProperties: false,
        },
      },
      sentWith: {
        type: 'string',
        nullable: true,
        minLength: 1,
        description: 'A page state path filled anew when the cart has been sent, e.g. `order.answer` (the form that sends `lines`): lines added or changed since then make leaving the screen ask first; absent = any lines do.',
      },
    },
    required: ['lists'],
    additionalProperties: false,
  },
  publishes: {
    lines: { description: 'every line above 0 of every list, list by list (001 §3 Cart line)', entity: 'cart-line', list: true },
    count: { description: 'how many lines that is', type: 'integer' },
  },
  statePathProps: ['sentWith'],
};
