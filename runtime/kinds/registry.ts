import type { ScreenDefinition } from '../generated/screen';
import { catalogueKind } from './catalogue';
import { dashboardKind } from './dashboard';
import { gridKind } from './grid';
import type { Kind, KindParts } from './kindParts';
import { pageKind } from './page';

export type { Kind, KindViewProps, ScreenOfKind } from './kindParts';

/**
 * Every screen kind's app parts, one folder each (docs/adding-a-screen.md). Exhaustive: a kind
 * added to the meta-schema without its parts does not compile. Light, as the entry imports it: each
 * view loads when first needed, and a route loads its kind's code before it renders
 * (src/routes.tsx), so opening a screen never waits on a Suspense fallback. The tools' parts are in
 * toolRegistry.ts, the catalogue's in catalogueRegistry.ts.
 */
export const kindParts: { [K in Kind]: KindParts<K> } = {
  catalogue: catalogueKind,
  dashboard: dashboardKind,
  grid: gridKind,
  page: pageKind,
};

/** The parts of a screen's kind, taking that screen (any kind's definition). */
export function kindPartsOf(screen: Pick<ScreenDefinition, 'kind'>): KindParts<Kind> {
  // Each kind's parts take its own definitions; the kind named by the screen is that of the screen.
  return kindParts[screen.kind] as KindParts<Kind>;
}

/** Loads a kind's code (a route is known: its data and its code load side by side). */
export function loadKindCode(kind: Kind): Promise<unknown> {
  return kindParts[kind].view.load();
}
