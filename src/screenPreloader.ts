import type { UserManager } from 'oidc-client-ts';
import type { ConsoleConfig } from '../runtime/config/loadConfig';
import type { ScreenDefinition } from '../runtime/generated/screen';
import { preloadKindCode } from '../runtime/kinds/registry';
import type { LookupAnswers } from '../runtime/lookups/lookupAnswers';

/**
 * What a screen's route loader runs: the kind's code and the screen's first calls start together.
 * The preload code is a small chunk of its own, so the welcome page does not carry it.
 */
export function screenPreloader(config: ConsoleConfig, userManager: UserManager, answers: LookupAnswers): (screen: ScreenDefinition) => void {
  return (screen) => {
    preloadKindCode(screen.kind);
    import('../runtime/screens/preloadScreen')
      .then(({ preloadScreen }) => preloadScreen(screen, { services: config.services, userManager, answers }))
      // A preload that fails changes nothing: the screen makes its calls, and says what fails.
      .catch(() => undefined);
  };
}
