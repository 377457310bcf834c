import { catalogueCatalogue } from './catalogue/catalogueParts';
import { dashboardCatalogue } from './dashboard/catalogueParts';
import { gridCatalogue } from './grid/catalogueParts';
import type { KindCatalogue } from './kindCatalogue';
import type { Kind } from './kindParts';
import { pageCatalogue } from './page/catalogueParts';

/**
 * Every screen kind's catalogue parts (`<kind>/catalogueParts.ts`). Exhaustive: a kind added to the
 * meta-schema without them does not compile. Read by the catalogue's chunk and the tools only.
 */
export const kindCatalogues: { [K in Kind]: KindCatalogue<K> } = {
  catalogue: catalogueCatalogue,
  dashboard: dashboardCatalogue,
  grid: gridCatalogue,
  page: pageCatalogue,
};

/** The catalogue parts of a screen's kind, taking that screen. */
export function catalogueOf(screen: { kind: Kind }): KindCatalogue<Kind> {
  return kindCatalogues[screen.kind] as KindCatalogue<Kind>;
}
