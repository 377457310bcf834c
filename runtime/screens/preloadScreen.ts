import type { UserManager } from 'oidc-client-ts';
import { preloadCall } from '../api/preloadedCalls';
import { bindCall, type Call } from '../api/useApi';
import { sessionFrom } from '../auth/session';
import type { ConsoleConfig } from '../generated/config';
import type { ScreenDefinition } from '../generated/screen';
import { columnLookups } from '../kinds/grid/cellText';
import { gridSliceOfScreen } from '../kinds/grid/gridSlice';
import { listQuery, NO_SEARCH } from '../kinds/grid/listQuery';
import { initialPage } from '../kinds/grid/paging';
import { fetchList, listKey, listPreloadKey } from '../kinds/grid/useGridList';
import type { LookupAnswers } from '../lookups/lookupAnswers';

/**
 * Starts the calls a screen makes first, as soon as its route is known and in parallel with its
 * code: a grid screen's first page (the very call, key and query its grid will make: the grid takes
 * the answer instead of calling) and the lookups of its columns (kept for the session). Other
 * kinds load what their state decides, once rendered.
 */
export function preloadScreenData(screen: ScreenDefinition, call: Call, answers: LookupAnswers): void {
  if (screen.kind !== 'grid') return;
  const grid = gridSliceOfScreen(screen);
  const query = listQuery(grid, initialPage(grid.paging), NO_SEARCH);
  void preloadCall(listPreloadKey(listKey(grid.list, query)), () => fetchList(call, grid.list, grid.messages, query));
  for (const name of columnLookups(grid.columns)) {
    const lookup = grid.lookups?.[name];
    if (lookup) answers.load(call, lookup.endpoint).catch(() => undefined);
  }
}

/** What a preload needs: where the services are, who is signed in, the session's lookups. */
export interface PreloadDeps {
  services: ConsoleConfig['services'];
  userManager: UserManager;
  answers: LookupAnswers;
}

/** Preloads a screen's first calls for the signed-in user (none when signed out: the route sends them away). */
export async function preloadScreen(screen: ScreenDefinition, deps: PreloadDeps): Promise<void> {
  const session = sessionFrom(await deps.userManager.getUser(), Date.now());
  if (session) preloadScreenData(screen, bindCall(deps.services, session.idToken), deps.answers);
}
