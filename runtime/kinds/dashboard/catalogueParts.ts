import { plainCatalogue, type KindCatalogue } from '../kindCatalogue';

/** The dashboard calls nothing and opens screens through its cards' links, which the menu has already: the catalogue lists none of it. */
export const dashboardCatalogue: KindCatalogue<'dashboard'> = plainCatalogue<'dashboard'>();
