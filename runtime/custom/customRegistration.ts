import type { CustomComponentEntry } from './customContract';

/** The app's registry of custom components (src/custom/registry.ts). */
export type CustomEntries = Readonly<Record<string, CustomComponentEntry>>;

/** The registry itself, or a function that loads it. */
export type CustomRegistrySource = CustomEntries | (() => Promise<CustomEntries>);

let source: CustomRegistrySource | undefined;
let version = 0;

/**
 * Called once by the app before anything renders (and by test set-ups) with its registry, or a
 * function that loads it: the console passes a loader, so neither the registry nor the code that
 * reads it (customComponents.ts) weighs on the welcome pages. The runtime never imports the app,
 * and nothing registers itself on import.
 */
export function registerCustomComponents(entries: CustomRegistrySource): void {
  source = entries;
  version += 1;
}

/** What was registered last, and a number that changes with each registration. */
export function customRegistration(): { source: CustomRegistrySource | undefined; version: number } {
  return { source, version };
}
