import type { UserManager } from 'oidc-client-ts';
import type { ConsoleConfig } from '../runtime/config/loadConfig';
import type { ScreenDefinition } from '../runtime/generated/screen';
import type { LookupAnswers } from '../runtime/lookups/lookupAnswers';
import { definitionOf, type RoutedScreen } from '../runtime/screens/definitions';

/** Kinds whose first calls are preloaded (runtime/screens/preloadScreen.ts); the others (the dashboard) skip its chunk. */
const PRELOADED_KINDS: ReadonlySet<ScreenDefinition['kind']> = new Set(['grid', 'page']);

/**
 * What a screen's route loader runs beside loading the screen's code (src/routes.tsx): its first
 * calls, once its definition is here. The preload code is a small chunk of its own, so the
 * welcome page does not carry it.
 */
export function screenPreloader(config: ConsoleConfig, userManager: UserManager, answers: LookupAnswers): (screen: RoutedScreen) => void {
  return (screen) => {
    if (!PRELOADED_KINDS.has(screen.kind)) return;
    Promise.all([definitionOf(screen), import('../runtime/screens/preloadScreen')])
      .then(([loaded, { preloadScreen }]) => preloadScreen(loaded, { services: config.services, userManager, answers }))
      // A preload that fails changes nothing: the screen makes its calls, and says what fails.
      .catch(() => undefined);
  };
}
