import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../ui/preloadable';
import type { AnyCustomContract, AnyCustomProps, PropsValidator } from './customContract';
import { customRegistration, type CustomEntries } from './customRegistration';

export { registerCustomComponents } from './customRegistration';

/** A registered component: its contract and its code, loaded on first use (or by the route beforehand). */
export interface RegisteredComponent {
  contract: AnyCustomContract;
  validateProps: PropsValidator;
  code: Preloadable<AnyCustomProps>;
}

let seen = -1;
let registered: Map<string, RegisteredComponent> | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function keep(entries: CustomEntries): void {
  registered = new Map(Object.entries(entries).map(([name, entry]) => [name, { contract: entry.contract, validateProps: entry.validateProps, code: preloadable<AnyCustomProps>(() => entry.load()) }]));
  // Told after the current work (this may run while a view reads the registry), never during a render.
  for (const listener of [...listeners]) queueMicrotask(listener);
}

/** Starts afresh when the app (or a test) registered again; a registry given whole is ready at once. */
function current(): void {
  const { source, version } = customRegistration();
  if (version === seen) return;
  seen = version;
  registered = undefined;
  loading = undefined;
  if (source !== undefined && typeof source !== 'function') {
    keep(source);
    loading = Promise.resolve();
  }
}

/** Calls `listener` when a loaded registry arrives (for `useSyncExternalStore` with `customRegistryLoaded`). */
export function subscribeToRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `customComponent()` can answer now (registered whole, or loaded). */
export function customRegistryLoaded(): boolean {
  current();
  return registered !== undefined;
}

/** The registry once loaded; the load starts at the first call and is shared (a failed load is tried again at the next call). */
export function loadCustomRegistry(): Promise<void> {
  current();
  if (loading) return loading;
  const { source, version } = customRegistration();
  if (typeof source !== 'function') return Promise.reject(new Error('No custom components registered: call registerCustomComponents() when the app starts.'));
  const started = source().then((entries) => {
    if (seen === version) keep(entries);
  });
  loading = started;
  started.catch(() => {
    if (loading === started) loading = undefined;
  });
  return started;
}

/** The component registered under `name`; undefined for a name this console does not know (a definition built against another registry), or before the registry is loaded. */
export function customComponent(name: string): RegisteredComponent | undefined {
  current();
  return registered?.get(name);
}

/** Loads the registry, then the code of the named components it knows (unknown names show their notice, nothing to load). */
export async function loadCustomComponents(names: readonly string[]): Promise<Array<ComponentType<AnyCustomProps> | undefined>> {
  await loadCustomRegistry();
  return Promise.all(names.map(async (name) => registered?.get(name)?.code.load()));
}
