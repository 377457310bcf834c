import type { AnyCustomContract } from '../../runtime/custom/customContract.ts';
import { checkoutCartsContract } from './checkoutCarts/contract.ts';
import { countBadgeContract } from './countBadge/contract.ts';
import { productCartContract } from './productCart/contract.ts';
import { pullSchedulesContract } from './pullSchedules/contract.ts';

/**
 * The contract of every custom component, by name: plain data (no component code), read by the
 * checker and by `npm run gen:types` (which writes the names, and what a block of each gives, into
 * the meta-schema), and by the registry beside each component's loader.
 */
export const customContracts = {
  checkoutCarts: checkoutCartsContract,
  countBadge: countBadgeContract,
  productCart: productCartContract,
  pullSchedules: pullSchedulesContract,
} as const satisfies Readonly<Record<string, AnyCustomContract>>;
