/**
 * The tools' parts of every screen kind (`<kind>/tools.ts`): what `screens:check`, `screens:diff`,
 * `screens:new` and the build's form validators need of it. Only the tools (scripts/) read them;
 * the app never imports a tools file (its parts are in registry.ts).
 */
import { catalogueTools } from './catalogue/tools.ts';
import { dashboardTools } from './dashboard/tools.ts';
import { gridTools } from './grid/tools.ts';
import type { Kind } from './kindParts.ts';
import type { KindTools } from './toolParts.ts';
import { pageTools } from './page/tools.ts';

export type { KindTools, ScaffoldRequestOf } from './toolParts.ts';

/**
 * Every screen kind's tools' parts, one folder each (docs/adding-a-screen.md). Exhaustive: a kind
 * added to the meta-schema without them does not compile. In the order `screens:new` lists them.
 */
export const kindTools: { [K in Kind]: KindTools<K> } = {
  grid: gridTools,
  dashboard: dashboardTools,
  catalogue: catalogueTools,
  page: pageTools,
};

const isKind = (kind: unknown): kind is Kind => typeof kind === 'string' && Object.hasOwn(kindTools, kind);

/** The tools of a definition's kind, taking that definition (read as JSON: none for a kind the meta-schema lacks). */
export function kindToolsOf(screen: { kind?: unknown }): KindTools<Kind> | undefined {
  return isKind(screen.kind) ? (kindTools[screen.kind] as KindTools<Kind>) : undefined;
}

/** The tools of a kind by name, taking its requests and definitions. */
export function toolsOfKind(kind: Kind): KindTools<Kind> {
  return kindTools[kind] as KindTools<Kind>;
}
