import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../ui/preloadable';
import type { AnyCustomContract, AnyCustomProps, CustomComponentEntry } from './customContract';

/** A registered component: its contract and its code, loaded on first use (or by the route beforehand). */
export interface RegisteredComponent {
  contract: AnyCustomContract;
  code: Preloadable<AnyCustomProps>;
}

type Entries = Readonly<Record<string, CustomComponentEntry>>;

let registered: Map<string, RegisteredComponent> | undefined;
let loader: (() => Promise<Entries>) | undefined;
let loading: Promise<void> | undefined;

function keep(entries: Entries): void {
  registered = new Map(Object.entries(entries).map(([name, entry]) => [name, { contract: entry.contract, code: preloadable<AnyCustomProps>(() => entry.load()) }]));
}

/**
 * Called once by the app before anything renders (and by test set-ups) with its registry
 * (src/custom/registry.ts), or a function that loads it: the console passes a loader, so the
 * registry stays out of the welcome pages and loads with the first page showing a custom block.
 * The runtime never imports the app, and nothing registers itself on import.
 */
export function registerCustomComponents(entries: Entries | (() => Promise<Entries>)): void {
  if (typeof entries === 'function') {
    registered = undefined;
    loader = entries;
    loading = undefined;
  } else {
    keep(entries);
    loader = undefined;
    loading = Promise.resolve();
  }
}

/** Whether `customComponent()` can answer now (registered whole, or loaded). */
export function customRegistryLoaded(): boolean {
  return registered !== undefined;
}

/** The registry once loaded; the load starts at the first call and is shared (a failed load is tried again at the next call). */
export function loadCustomRegistry(): Promise<void> {
  if (loading) return loading;
  if (!loader) return Promise.reject(new Error('No custom components registered: call registerCustomComponents() when the app starts.'));
  const started = loader().then(keep);
  loading = started;
  started.catch(() => {
    if (loading === started) loading = undefined;
  });
  return started;
}

/** The component registered under `name`; undefined for a name this console does not know (a definition built against another registry), or before the registry is loaded. */
export function customComponent(name: string): RegisteredComponent | undefined {
  return registered?.get(name);
}

/** Loads the registry, then the code of the named components it knows (unknown names show their notice, nothing to load). */
export async function loadCustomComponents(names: readonly string[]): Promise<Array<ComponentType<AnyCustomProps> | undefined>> {
  await loadCustomRegistry();
  return Promise.all(names.map((name) => registered?.get(name)?.code.load()));
}
