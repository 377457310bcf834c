import { bindCall } from '../api/useApi';
import { sessionFrom } from '../auth/session';
import type { Kind, PreloadFirstCalls, ScreenPreload } from '../kinds/kindParts';

/**
 * Starts the calls a screen makes first, as soon as its route is known and in parallel with its
 * code, each the very call (key, query) the screen will make, so the screen takes the answer
 * instead of calling. Its kind says which (`preload` in runtime/kinds/<kind>/index.ts: a grid's
 * first page and lookups, a page's lookups and grid blocks shown from the start), and loads them
 * with this file, in a chunk of their own. Lookups are kept for the session (lookupAnswers.ts).
 * What a screen loads later (a block shown once a choice is made, a form's `load`) depends on what
 * the user does, so it is not preloaded.
 */

/** A kind's first calls, made for the signed-in user (none when signed out: the route sends them away). */
export function forSignedInUser<K extends Kind>(preload: PreloadFirstCalls<K>): ScreenPreload<K> {
  return async (screen, deps) => {
    const session = sessionFrom(await deps.userManager.getUser(), Date.now());
    if (session) preload(screen, bindCall(deps.services, session.idToken), deps.answers);
  };
}
