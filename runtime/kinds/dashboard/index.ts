import { lazyView, type KindParts } from '../kindParts';

/** The dashboard kind's app parts: cards of links (its tools' parts are in tools.ts). */
export const dashboardKind: KindParts<'dashboard'> = {
  view: lazyView(() => import('./DashboardView')),
  // No `needsDomainRules`: it shows no value the domain rules format.
  // No `preload`: it makes no call, and its route skips the preload's chunk.
};
