import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenDefinition } from '../generated/screen';

export type Kind = ScreenDefinition['kind'];
export type ScreenOfKind<K extends Kind> = Extract<ScreenDefinition, { kind: K }>;
export interface KindViewProps<K extends Kind> {
  screen: ScreenOfKind<K>;
}

type KindModule<K extends Kind> = Promise<{ default: ComponentType<KindViewProps<K>> }>;

/** Each kind's code, loaded when first needed. */
const kindCode: { [K in Kind]: () => KindModule<K> } = {
  catalogue: () => import('./catalogue/CatalogueView'),
  dashboard: () => import('./dashboard/DashboardView'),
  grid: () => import('./grid/GridView'),
  page: () => import('./page/PageView'),
};

/** One renderer per kind: a kind added to the meta-schema without a renderer does not compile. */
export const kindRenderers: { [K in Kind]: LazyExoticComponent<ComponentType<KindViewProps<K>>> } = {
  catalogue: lazy(kindCode.catalogue),
  dashboard: lazy(kindCode.dashboard),
  grid: lazy(kindCode.grid),
  page: lazy(kindCode.page),
};

/** Starts loading a kind's code (a route is known: its data and its code load side by side). */
export function preloadKindCode(kind: Kind): void {
  kindCode[kind]().catch(() => undefined);
}
