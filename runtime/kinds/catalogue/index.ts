import { lazyView, type KindParts } from '../kindParts';

/** The catalogue kind's app parts: every screen definition, searchable (its tools' parts are in tools.ts). */
export const catalogueKind: KindParts<'catalogue'> = {
  view: lazyView(() => import('./CatalogueView')),
  // No `needsDomainRules`: it shows the definitions' own texts.
  // No `preload`: it makes no call (the definitions are in the app).
};
