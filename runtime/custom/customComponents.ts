import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../ui/preloadable';
import type { AnyCustomContract, AnyCustomProps, CustomComponentEntry } from './customContract';

/** A registered component: its contract and its code, loaded on first use (or by the route beforehand). */
export interface RegisteredComponent {
  contract: AnyCustomContract;
  code: Preloadable<AnyCustomProps>;
}

let registered = new Map<string, RegisteredComponent>();

/**
 * Called once by the app before anything renders (and by test set-ups) with its registry
 * (src/custom/registry.ts): the runtime never imports the app, and nothing registers itself on import.
 */
export function registerCustomComponents(entries: Readonly<Record<string, CustomComponentEntry>>): void {
  registered = new Map(
    Object.entries(entries).map(([name, entry]) => [name, { contract: entry.contract, code: preloadable<AnyCustomProps>(() => entry.load()) }]),
  );
}

/** The component registered under `name`; undefined for a name this console does not know (a definition built against another registry). */
export function customComponent(name: string): RegisteredComponent | undefined {
  return registered.get(name);
}

/** Loads the code of the named components the console knows (unknown names show their notice, nothing to load). */
export function loadCustomComponents(names: readonly string[]): Promise<Array<ComponentType<AnyCustomProps> | undefined>> {
  return Promise.all(names.map((name) => registered.get(name)?.code.load()));
}
