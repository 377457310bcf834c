import { matchPath } from 'react-router';
import { loadScreenCode } from '../runtime/kinds/screenCode';
import { screenEntries, type ScreenEntry } from '../runtime/screens/definitions';
import { routerPath } from '../runtime/screens/routes';
import { loadPreloadCode } from './screenPreloader';

/** The screen an address opens, if it is one (`/secure/postalcode` → Postal Codes). */
export function screenAt(pathname: string, screens: readonly ScreenEntry[] = screenEntries): ScreenEntry | undefined {
  return screens.find((screen) => matchPath(`/secure/${routerPath(screen.route)}`, pathname) !== null);
}

/**
 * Starts loading the code of the screen the page was opened at (and the code that preloads its
 * calls), before the configuration is read and the router starts (its loader then finds it loading
 * or loaded): the code is the longest wait of a screen opened by its address.
 */
export function startOpenedScreenCode(pathname: string): void {
  const screen = screenAt(pathname);
  if (!screen) return;
  loadScreenCode(screen).catch(() => undefined);
  loadPreloadCode(screen)?.catch(() => undefined);
}

/**
 * Starts the first calls of the screen the page was opened at as soon as the configuration is
 * read, before React renders (the route's loader then joins them); answers once they are sent.
 */
export function preloadOpenedScreen(pathname: string, preload: (screen: ScreenEntry) => Promise<void>): Promise<void> {
  const screen = screenAt(pathname);
  return screen ? preload(screen) : Promise.resolve();
}
