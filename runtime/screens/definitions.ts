import screenIndex from 'virtual:screen-index';
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
 * Every screen of screens/ (the build and `npm run screens:check` have validated them against the
 * meta-schema). The page carries the screen index as data (scripts/screens/screenIndexPlugin.ts):
 * each screen's summary and the module of its whole definition, a chunk of its own loaded when its
 * route opens.
 */
async function importDefinition(file: string): Promise<ScreenDefinition> {
  const module = (await import(/* @vite-ignore */ file)) as { default: ScreenDefinition };
  return module.default;
}

function entry(key: string): ScreenEntry {
  const { file, ...summary } = screenIndex[key] as (typeof screenIndex)[string];
  let loading: Promise<ScreenDefinition> | undefined;
  let loaded: ScreenDefinition | undefined;
  return {
    ...summary,
    loadDefinition() {
      loading ??= importDefinition(file).then(
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

export const screenEntries: ScreenEntry[] = Object.keys(screenIndex).sort().map(entry);

let loadingAll: Promise<ScreenDefinition[]> | undefined;

/** Every whole definition, in file order (the screen catalogue lists them all); loaded once. */
export function loadScreenDefinitions(): Promise<ScreenDefinition[]> {
  loadingAll ??= Promise.all(screenEntries.map((screen) => screen.loadDefinition())).catch((error: unknown) => {
    loadingAll = undefined;
    throw error;
  });
  return loadingAll;
}
