import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenDefinition } from '../generated/screen';

export type Kind = ScreenDefinition['kind'];
export type ScreenOfKind<K extends Kind> = Extract<ScreenDefinition, { kind: K }>;
export interface KindViewProps<K extends Kind> {
  screen: ScreenOfKind<K>;
}

/** One renderer per kind: a kind added to the meta-schema without a renderer does not compile. */
export const kindRenderers: { [K in Kind]: LazyExoticComponent<ComponentType<KindViewProps<K>>> } = {
  catalogue: lazy(() => import('./catalogue/CatalogueView')),
  dashboard: lazy(() => import('./dashboard/DashboardView')),
  grid: lazy(() => import('./grid/GridView')),
  page: lazy(() => import('./page/PageView')),
};
