import { checkoutQueryMode } from './checkoutUrl.ts';
import { deliveryVariants } from './deliveryVariants.ts';
import { sameAddressWindows } from './sameAddress.ts';
import { savedCarts } from './savedCarts.ts';

type Args = Readonly<Record<string, unknown>>;

/** A text argument, '' when it is not text. */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The query of `{ "input": …, "path"?: … }`: the cart page's path when given, else the default. */
const queryOf = (args: Args) => {
  const path = text(args.path).trim();
  return path === '' ? checkoutQueryMode(text(args.input)) : checkoutQueryMode(text(args.input), path);
};

/** Checkout Automation's value rules (001 §2, §3, §4): src/domain/checkout/. */
export const checkoutValueRules = {
  /** The id Query Checkout asks for (`{ "input": "{shortUrl}" }`, optional `path` the cart page's path): a short link's or a checkout address's last path part; '' when the input names none. */
  checkoutQueryId: (args: Args) => queryOf(args)?.id ?? '',
  /** Which call Query Checkout makes for the same input: 'short' (GET /checkout-automation/{shortId}), 'long' (GET /checkout-automation/long/{id}), '' when the input names none. */
  checkoutQueryMode: (args: Args) => queryOf(args)?.mode ?? '',
  /** The single delivery window a same-address cart offers (`{ "rate": "{carts.0.deliveryRate}", "products": "{delivery.answer}" }`): the first cart's window at the same-address product's price, as a shop rate row; none without either. */
  sameAddressWindows: (args: Args) => sameAddressWindows(args.rate, deliveryVariants(args.products).sameAddress),
  /** The carts of a fetched saved checkout (`{ "carts": "{query.answer.carts}" }`): a list, its JSON text, encoded once or twice, in our names; [] when it is none. */
  checkoutCartsList: (args: Args) => savedCarts(args.carts) ?? [],
} as const;
