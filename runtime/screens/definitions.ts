import type { ScreenDefinition } from '../generated/screen';

/** What the router, the menu and the dashboard know of a screen before it opens. */
export type ScreenSummary = Pick<ScreenDefinition, 'route' | 'title' | 'menu' | 'kind'>;

/** A screen as the console routes it: its summary, and its whole definition loaded on demand (once). */
export interface ScreenEntry extends ScreenSummary {
  loadDefinition(): Promise<ScreenDefinition>;
  /** The whole definition if it is loaded already (a route's loader loads it before the route renders). */
  loadedDefinition(): ScreenDefinition | undefined;
}

/** A routed screen: an entry of the project, or a whole definition (as tests hand them in). */
export type RoutedScreen = ScreenDefinition | ScreenEntry;

export function isScreenEntry(screen: RoutedScreen): screen is ScreenEntry {
  return typeof (screen as Partial<ScreenEntry>).loadDefinition === 'function';
}

/** A routed screen's whole definition: at once for a definition, loaded for an entry. */
export function definitionOf(screen: RoutedScreen): Promise<ScreenDefinition> {
  return isScreenEntry(screen) ? screen.loadDefinition() : Promise.resolve(screen);
}

/**
 * Every screen of screens/, bundled at build time (the build and `npm run screens:check` have
 * validated them against the meta-schema). The first page carries only their summaries
 * (scripts/screens/screenSummaryPlugin.ts); each whole definition is a chunk of its own, loaded
 * when its route opens.
 */
// Keyed from screens/ (`./ops/links.screen.json`): every key is written twice into the first page.
const summaries = import.meta.glob<ScreenSummary>('./**/*.screen.json', { base: '../../screens', eager: true, query: '?summary', import: 'default' });
const definitions = import.meta.glob<ScreenDefinition>('./**/*.screen.json', { base: '../../screens', import: 'default' });

function entry(path: string): ScreenEntry {
  const summary = summaries[path] as ScreenSummary;
  const load = definitions[path] as () => Promise<ScreenDefinition>;
  let loading: Promise<ScreenDefinition> | undefined;
  let loaded: ScreenDefinition | undefined;
  return {
    ...summary,
    loadDefinition() {
      loading ??= load().then(
        (definition) => (loaded = definition),
        (error: unknown) => {
          // A failed load (a network blip) is tried again next time.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loadedDefinition: () => loaded,
  };
}

export const screenEntries: ScreenEntry[] = Object.keys(summaries).sort().map(entry);

let loadingAll: Promise<ScreenDefinition[]> | undefined;

/** Every whole definition, in file order (the screen catalogue lists them all); loaded once. */
export function loadScreenDefinitions(): Promise<ScreenDefinition[]> {
  loadingAll ??= Promise.all(screenEntries.map((screen) => screen.loadDefinition())).catch((error: unknown) => {
    loadingAll = undefined;
    throw error;
  });
  return loadingAll;
}

// In `npm run dev`, an edited definition reloads the page (the session is kept in session
// storage): the router and menu are built once from the definitions, so a hot swap would keep
// showing the old ones.
if (import.meta.hot) import.meta.hot.accept(() => window.location.reload());
