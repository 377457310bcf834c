import type { ComponentType } from 'react';
import type { ScreenDefinition } from '../generated/screen';
import { preloadable, type Preloadable } from '../ui/preloadable';

export type Kind = ScreenDefinition['kind'];
export type ScreenOfKind<K extends Kind> = Extract<ScreenDefinition, { kind: K }>;
export interface KindViewProps<K extends Kind> {
  screen: ScreenOfKind<K>;
}

const view = <K extends Kind>(load: () => Promise<{ default: ComponentType<KindViewProps<K>> }>): Preloadable<KindViewProps<K>> =>
  preloadable(() => load().then((module) => module.default));

/**
 * One renderer per kind, its code loaded when first needed (a kind added to the meta-schema
 * without a renderer does not compile). A route loads its kind's code before it renders
 * (src/routes.tsx), so opening a screen never waits on a Suspense fallback.
 */
export const kindRenderers: { [K in Kind]: Preloadable<KindViewProps<K>> } = {
  catalogue: view(() => import('./catalogue/CatalogueView')),
  dashboard: view(() => import('./dashboard/DashboardView')),
  grid: view(() => import('./grid/GridView')),
  page: view(() => import('./page/PageView')),
};

/** Loads a kind's code (a route is known: its data and its code load side by side). */
export function loadKindCode(kind: Kind): Promise<unknown> {
  return kindRenderers[kind].load();
}
