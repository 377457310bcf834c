import type { SessionClient } from '../runtime/auth/sessionClient';
import type { ConsoleConfig } from '../runtime/config/loadConfig';
import type { ScreenDefinition } from '../runtime/generated/screen';
import type { LookupAnswers } from '../runtime/lookups/lookupAnswers';
import { definitionOf, type RoutedScreen } from '../runtime/screens/definitions';

/** Kinds whose first calls are preloaded (runtime/screens/preloadScreen.ts); the others (the dashboard) skip its chunk. */
const PRELOADED_KINDS: ReadonlySet<ScreenDefinition['kind']> = new Set(['grid', 'page']);

/** The preload code: loaded with the first screen preloaded, or earlier for the screen the page opens at (openedScreen.ts). */
export function loadPreloadCode(): Promise<typeof import('../runtime/screens/preloadScreen')> {
  return import('../runtime/screens/preloadScreen');
}

/** Whether a screen's first calls are preloaded. */
export function isPreloaded(screen: RoutedScreen): boolean {
  return PRELOADED_KINDS.has(screen.kind);
}

/**
 * What a screen's route loader runs beside loading the screen's code (src/routes.tsx): its first
 * calls, once its definition is here. The preload code is a small chunk of its own, so the
 * welcome page does not carry it.
 */
export function screenPreloader(config: ConsoleConfig, userManager: SessionClient, answers: LookupAnswers): (screen: RoutedScreen) => void {
  return (screen) => {
    if (!PRELOADED_KINDS.has(screen.kind)) return;
    Promise.all([definitionOf(screen), loadPreloadCode()])
      .then(([loaded, { preloadScreen }]) => preloadScreen(loaded, { services: config.services, userManager, answers }))
      // A preload that fails changes nothing: the screen makes its calls, and says what fails.
      .catch(() => undefined);
  };
}
