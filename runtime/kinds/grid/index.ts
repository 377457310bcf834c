import { definitionNeedsDomainRules } from '../definitionNeedsDomainRules';
import { lazyView, type KindParts } from '../kindParts';

/** The grid kind's app parts: one table of an entity's rows (its tools' parts are in tools.ts). */
export const gridKind: KindParts<'grid'> = {
  view: lazyView(() => import('./GridView')),
  // When its definition uses them (a grid's forms wait for them on their own).
  needsDomainRules: definitionNeedsDomainRules,
  preload: () => import('./preloadFirstPage'),
};
