import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { registerCheckoutQuery } from './checkoutQuery';
import { registerCheckoutRecords } from './checkoutRecords';
import { registerShortLinks } from './shortLinks';

/**
 * Checkout Automation's admin calls (001 §2, §7): saved checkouts (POST, PUT, GET by short link
 * or by checkout id) and short links. The carts themselves are made by the storefront's
 * cartCreate (server/api/storefront/cart.ts); a short link is followed on the shop host
 * (server/api/shop/shortLinks.ts).
 */
export function registerCheckout(app: ApiApp, db: Database): void {
  registerCheckoutRecords(app, db);
  registerCheckoutQuery(app, db);
  registerShortLinks(app, db);
}
