import type { CustomContract } from '../../../runtime/custom/customContract.ts';

/** The props a definition gives the checkout's cart cards. */
export interface CheckoutCartsProps {
  /** The editor form's answer that Add Cart (Save Cart while editing) publishes: each new one is a cart. */
  added: string;
  /** The editor form's values (its block id): what Yes and No keep besides the address they copy. */
  formAt: string;
  /** The editor form's chosen rows when it is pressed: the delivery rate, the bouquet size's variant, the vase and the card. */
  rateAt: string;
  bouquetVariantAt: string;
  vaseAt: string;
  cardAt: string;
  /** The shop's delivery products (a storefront products answer): the standard one and the same-address one. */
  deliveryProductsAt: string;
  /** A queried saved checkout's answer: its carts (a list, or JSON text, older names too) replace the list. */
  loadedWith?: string;
  /** Answers filled anew when the carts were checked out (Create checkout, Update checkout): the list is emptied. */
  sentWith: string[];
  /** At most this many carts (001 §9 'Max carts 10'). */
  max: number;
  /** The attributes every cart line carries: each name one the storefront cart declares, each value a template over the cart and `{sku}` (the line's). */
  lineAttributes: Record<string, string>;
}

export type CheckoutCartsMessage =
  | 'cardTitle'
  | 'edit'
  | 'remove'
  | 'beingEdited'
  | 'empty'
  | 'sameAddress'
  | 'yes'
  | 'no'
  | 'missing'
  | 'full'
  | 'kept';
export type CheckoutCartsPublished = 'carts' | 'count' | 'full' | 'editing' | 'sameAddress' | 'fill' | 'lines' | 'linesProblem' | 'discountCodes';

const CART = { entity: 'checkout-record', payload: 'cart' } as const;

/**
 * The carts of Checkout Automation (001 §2, §4): cards of the carts built on the editor form,
 * each with Edit and Remove, and 'Delivering to the same address?'. The form keeps the fields,
 * their checks and messages; Add Cart publishes its values, which become a cart here; Edit
 * publishes the cart for the form to take; the definition's Create checkout reads the carts and
 * their storefront lines.
 */
export const checkoutCartsContract: CustomContract<never, CheckoutCartsMessage, CheckoutCartsProps, CheckoutCartsPublished> = {
  description:
    "The checkout's cart cards (at most `max`): a cart per Add Cart of the editor form, Edit and Remove, 'Delivering to the same address?'; kept for the browser session; publishes the carts, their storefront lines and what the form takes on Edit or Yes.",
  endpoints: {},
  messages: {
    cardTitle: { description: 'the heading of a card, e.g. "Cart {number}" (1 for the first)', reads: ['number'] },
    edit: { description: "the label of a card's Edit button (it loads the cart into the form)" },
    remove: { description: "the label of a card's Remove button" },
    beingEdited: { description: 'said on the card being edited' },
    empty: { description: 'shown while there is no cart' },
    sameAddress: { description: "the question of the Yes/No choice shown once a cart exists and none is being edited (001 §2 'Delivering to the same address?')" },
    yes: { description: 'its Yes' },
    no: { description: 'its No' },
    missing: { description: "said when Save Cart finds the cart it edits gone (001 §5 'Cart does not exist')" },
    full: { description: "said when a cart is added beyond `max` (001 §5 'Maximum order count is 10'; the form's guard says it first)" },
    kept: { description: 'said when the carts of this browser session are shown again after a reload, e.g. "{count} carts kept from before the page was reloaded"', reads: ['count'] },
  },
  props: {
    type: 'object',
    properties: {
      added: { type: 'string', minLength: 1, description: "The editor form's answer that its Add Cart submit (which sends nothing) publishes, e.g. `order.answer`." },
      formAt: { type: 'string', minLength: 1, description: "The editor form's block id, e.g. `order`: its values as they stand when Yes or No is chosen." },
      rateAt: { type: 'string', minLength: 1, description: 'The chosen delivery rate row (a shop rate), e.g. `order.computed.rate`.' },
      bouquetVariantAt: { type: 'string', minLength: 1, description: "The chosen bouquet size's variant node, e.g. `order.computed.bouquetVariant`." },
      vaseAt: { type: 'string', minLength: 1, description: 'The chosen vase product node, e.g. `order.computed.vaseNode`.' },
      cardAt: { type: 'string', minLength: 1, description: 'The chosen card product node, e.g. `order.computed.cardNode`.' },
      deliveryProductsAt: { type: 'string', minLength: 1, description: "The storefront's Delivery products answer, e.g. `delivery.answer`: the one tagged delivery-rate delivers a cart, the one tagged secondary-delivery a cart to the first cart's address." },
      loadedWith: { type: 'string', nullable: true, minLength: 1, description: "A queried saved checkout's answer, e.g. `query.answer`: its `carts` replace the list." },
      sentWith: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 }, description: 'Answers filled anew when the carts were checked out, e.g. `["create.answer", "update.answer"]`: the list is emptied then.' },
      max: { type: 'integer', minimum: 1, maximum: 100, description: 'At most this many carts (001 §9: 10).' },
      lineAttributes: {
        type: 'object',
        required: [],
        additionalProperties: { type: 'string' },
        description:
          "The attributes of every storefront line of a cart, in order: each name one checkout-record's `lineAttributes` declares (001 §3), each value a template over the cart's fields and `{sku}` (the line's own SKU); blank values are not sent.",
      },
    },
    required: ['added', 'formAt', 'rateAt', 'bouquetVariantAt', 'vaseAt', 'cardAt', 'deliveryProductsAt', 'sentWith', 'max', 'lineAttributes'],
    additionalProperties: false,
  },
  publishes: {
    carts: { description: 'the carts, in order (001 §3 Cart)', ...CART, list: true },
    count: { description: 'how many carts there are', type: 'integer' },
    full: { description: 'whether there are `max` carts', type: 'boolean' },
    editing: { description: 'the cart Edit loaded into the form (absent when none is being edited): the form takes its fields', ...CART },
    sameAddress: { description: "whether 'Delivering to the same address?' is Yes", type: 'boolean' },
    fill: {
      description:
        "what the form takes (its `fillFrom`), anew at each: on Edit the cart; on Yes its values with the first cart's address fields and delivery window; on No its values with its own window back",
      ...CART,
    },
    lines: { description: "the storefront lines of every cart (cartCreate's `lines`)", entity: 'checkout-record', payload: 'cartLine', list: true },
    linesProblem: { description: "why the carts cannot be lines yet ('Cart 2 has no bouquet size.'); absent when they can", type: 'string' },
    discountCodes: { description: "the carts' discount codes, each once (cartCreate's `discountCodes`)", type: 'string', list: true },
  },
  statePathProps: ['added', 'formAt', 'rateAt', 'bouquetVariantAt', 'vaseAt', 'cardAt', 'deliveryProductsAt', 'loadedWith', 'sentWith'],
  propRecords: {
    lineAttributes: { keys: { entity: 'checkout-record', payload: 'lineAttributes' }, fields: { ...CART, also: ['sku'] } },
  },
};
