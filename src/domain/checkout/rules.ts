import { decodeShopRates } from '../../../shared/shopRates.ts';
import { checkoutQueryMode, checkoutUrlOf } from './checkoutUrl.ts';
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
  /**
   * The delivery windows the editor offers (`{ "answer": "{rates.answer}", "sameAddress": "{carts.sameAddress}", "rate": "{carts.carts.0.deliveryRateItem}", "products": "{delivery.answer}" }`):
   * with 'Delivering to the same address?' Yes, the first cart's window at the same-address price only (001 §4); otherwise the shop's rates, status true, cheapest first (001 §5).
   */
  cartWindows: (args: Args) => (args.sameAddress === true ? sameAddressWindows(args.rate, deliveryVariants(args.products).sameAddress) : decodeShopRates(args.answer)),
  /**
   * The Checkout URL of a made cart (`{ "url": "{cart.answer.data.cartCreate.cart.checkoutUrl}", "destination": "{destination}", "lang": "{carts.carts.0.lang}", "initials": "{user.initials}" }`):
   * a shop checkout's address with '&locale=fr' for French, '&utm=checkoutauto' and '&initials={initials}' (001 §9); a basket's is the cart's page as it is. '' without an address.
   */
  checkoutAddress: (args: Args) => {
    const url = text(args.url).trim();
    if (url === '') return '';
    return text(args.destination) === 'checkout' ? checkoutUrlOf(url, text(args.lang), text(args.initials)) : url;
  },
  /** What a saved checkout records it was made with (`{ "destination": …, "discountCodes": …, "initials": …, "lang": … }`): the arguments as an object, blank ones left out. */
  checkoutInfo: (args: Args) => Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0))),
  /** The carts of a fetched saved checkout (`{ "carts": "{query.answer.carts}" }`): a list, its JSON text, encoded once or twice, in our names; [] when it is none. */
  checkoutCartsList: (args: Args) => savedCarts(args.carts) ?? [],
} as const;
