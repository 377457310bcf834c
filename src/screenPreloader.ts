import type { SessionClient } from '../runtime/auth/sessionClient';
import type { ConsoleConfig } from '../runtime/config/loadConfig';
import type { Kind, ScreenPreload } from '../runtime/kinds/kindParts';
import { kindPartsOf } from '../runtime/kinds/registry';
import type { LookupAnswers } from '../runtime/lookups/lookupAnswers';
import { definitionOf, type RoutedScreen } from '../runtime/screens/definitions';

/**
 * The code starting a screen's first calls: its kind's (`preload` in runtime/kinds/<kind>/index.ts,
 * a small chunk of its own, so the welcome page does not carry it); none for a kind that preloads
 * nothing (the dashboard). Loaded with the first screen preloaded, or earlier for the screen the
 * page opens at (openedScreen.ts).
 */
export function loadPreloadCode(screen: RoutedScreen): Promise<ScreenPreload<Kind>> | undefined {
  return kindPartsOf(screen).preload?.().then((module) => module.default);
}

/**
 * What a screen's route loader runs beside loading the screen's code (src/routes.tsx): its first
 * calls, once its definition is here. It answers once they have been sent (or there are none).
 */
export function screenPreloader(config: ConsoleConfig, userManager: SessionClient, answers: LookupAnswers): (screen: RoutedScreen) => Promise<void> {
  return async (screen) => {
    const code = loadPreloadCode(screen);
    if (!code) return;
    await Promise.all([definitionOf(screen), code])
      .then(([loaded, preload]) => preload(loaded, { services: config.services, userManager, answers }))
      // A preload that fails changes nothing: the screen makes its calls, and says what fails.
      .catch(() => undefined);
  };
}
