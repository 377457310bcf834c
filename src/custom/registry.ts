import { defineCustomComponent, type CustomComponentEntry } from '../../runtime/custom/customContract.ts';
import { customContracts } from './contracts.ts';
import * as propsValidators from './generated/propsValidators.js';

/**
 * The custom components a `custom` block may name (docs/custom-components.md), registered into the
 * runtime at start-up (src/main.tsx): each contract with its props validator (`npm run gen:types`
 * writes them) and the loader of its code, which loads when a page first shows the component. One
 * entry per contract of contracts.ts, no other.
 */
export const customComponents = {
  checkoutCarts: defineCustomComponent(customContracts.checkoutCarts, propsValidators.checkoutCarts, () => import('./checkoutCarts/CheckoutCarts.tsx').then((module) => module.default)),
  countBadge: defineCustomComponent(customContracts.countBadge, propsValidators.countBadge, () => import('./countBadge/CountBadge.tsx').then((module) => module.default)),
  productCart: defineCustomComponent(customContracts.productCart, propsValidators.productCart, () => import('./productCart/ProductCart.tsx').then((module) => module.default)),
  pullSchedules: defineCustomComponent(customContracts.pullSchedules, propsValidators.pullSchedules, () => import('./pullSchedules/PullSchedules.tsx').then((module) => module.default)),
} as const satisfies { readonly [K in keyof typeof customContracts]: CustomComponentEntry };
