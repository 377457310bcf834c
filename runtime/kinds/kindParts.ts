import type { ComponentType } from 'react';
import type { Call } from '../api/useApi';
import type { SessionClient } from '../auth/sessionClient';
import type { ConsoleConfig } from '../generated/config';
import type { ScreenDefinition } from '../generated/screen';
import type { LookupAnswers } from '../lookups/lookupAnswers';
import { preloadable, type Preloadable } from '../ui/preloadable';

export type Kind = ScreenDefinition['kind'];
export type ScreenOfKind<K extends Kind> = Extract<ScreenDefinition, { kind: K }>;
export interface KindViewProps<K extends Kind> {
  screen: ScreenOfKind<K>;
}

/** Starts the calls a screen of the kind makes first, each the very call the screen will make (runtime/screens/preloadScreen.ts). */
export type PreloadFirstCalls<K extends Kind> = (screen: ScreenOfKind<K>, call: Call, answers: LookupAnswers) => void;

/** What a preload needs: where the services are, who is signed in, the session's lookups. */
export interface PreloadDeps {
  services: ConsoleConfig['services'];
  userManager: SessionClient;
  answers: LookupAnswers;
}

/** The same for the signed-in user (forSignedInUser in runtime/screens/preloadScreen.ts). */
export type ScreenPreload<K extends Kind> = (screen: ScreenOfKind<K>, deps: PreloadDeps) => Promise<void>;

/**
 * The app's parts of a screen kind, all the browser needs of it before its view renders. A kind's
 * folder exports them (`<kind>/index.ts`). They stay light (the registry is in the entry, so a
 * part a kind lacks is left out, not written as null): what is large (the view, the preload) is
 * loaded when first needed. The catalogue's parts are in `<kind>/catalogueParts.ts`
 * (catalogueRegistry.ts), the tools' parts in `<kind>/tools.ts` (toolRegistry.ts).
 */
export interface KindParts<K extends Kind> {
  /** Its view, its code loaded when first needed. */
  view: Preloadable<KindViewProps<K>>;
  /** Whether a screen of the kind needs the app's domain rules to render (runtime/domain); absent: never. */
  needsDomainRules?(screen: ScreenOfKind<K>): boolean;
  /** Loads the code a screen of the kind renders with besides its view (a page's blocks); absent: none. */
  loadCode?: (screen: ScreenOfKind<K>) => Promise<unknown>;
  /**
   * Loads what starts its first calls as soon as its route is known: a chunk of its own whose
   * default export they are; absent: a screen of the kind is not preloaded.
   */
  preload?: () => Promise<{ default: ScreenPreload<K> }>;
}

/** A kind's view, its code loaded when first needed (a chunk of its own, so the registry stays light). */
export const lazyView = <K extends Kind>(load: () => Promise<{ default: ComponentType<KindViewProps<K>> }>): Preloadable<KindViewProps<K>> =>
  preloadable(() => load().then((module) => module.default));
