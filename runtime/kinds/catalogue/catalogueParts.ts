import { plainCatalogue, type KindCatalogue } from '../kindCatalogue';

/** The catalogue calls nothing (the definitions are in the app) and opens nothing of its own. */
export const catalogueCatalogue: KindCatalogue<'catalogue'> = plainCatalogue<'catalogue'>();
