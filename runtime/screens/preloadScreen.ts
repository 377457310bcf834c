import { preloadCall } from '../api/preloadedCalls';
import { bindCall, type Call } from '../api/useApi';
import type { SessionClient } from '../auth/sessionClient';
import { sessionFrom } from '../auth/session';
import type { ConsoleConfig } from '../generated/config';
import type { Lookup, ScreenDefinition } from '../generated/screen';
import { columnLookups, showsLookupLabels } from '../kinds/grid/cellText';
import { gridSliceOfBlock, gridSliceOfScreen, type GridSlice } from '../kinds/grid/gridSlice';
import { listQuery, NO_SEARCH } from '../kinds/grid/listQuery';
import { initialPage } from '../kinds/grid/paging';
import { fetchList, listKey, listPreloadKey, type ListContext } from '../kinds/grid/useGridList';
import type { LookupAnswers } from '../lookups/lookupAnswers';

/**
 * Starts the calls a screen makes first, as soon as its route is known and in parallel with its
 * code, each the very call (key, query) the screen will make, so the screen takes the answer
 * instead of calling:
 * - a grid screen: its first page, then the lookups of its columns once the page has answered
 *   (cells show their rows' own text until then: the lookups serve editing and forms, and would
 *   otherwise compete with the rows for the server and the page), or with the page when cells
 *   show lookup labels with no text of their own (showsLookupLabels);
 * - a page: its lookups (loaded when it opens) and the first page of each grid block shown from
 *   the start (no `when`), whose templates read the page state as it starts: empty.
 * Lookups are kept for the session (lookupAnswers.ts). What a page loads later (a block shown once
 * a choice is made, a form's `load`) depends on what the user does, so it is not preloaded.
 */
export function preloadScreenData(screen: ScreenDefinition, call: Call, answers: LookupAnswers): void {
  const loadLookup = (lookup: Lookup | undefined) => {
    if (lookup) answers.load(call, lookup.endpoint).catch(() => undefined);
  };
  if (screen.kind === 'grid') {
    const grid = gridSliceOfScreen(screen);
    const loadLookups = () => {
      for (const name of columnLookups(grid.columns)) loadLookup(grid.lookups?.[name]);
    };
    const firstPage = preloadFirstPage(call, grid);
    if (showsLookupLabels(grid.columns)) loadLookups();
    else firstPage.then(loadLookups, loadLookups);
  }
  if (screen.kind === 'page') {
    for (const lookup of Object.values(screen.lookups ?? {})) loadLookup(lookup);
    for (const block of screen.blocks) {
      if (block.block === 'grid' && block.when === undefined) preloadFirstPage(call, gridSliceOfBlock(screen, block), {});
    }
  }
}

/** A grid's first page, unsearched: its call started under the key its grid will ask for. */
function preloadFirstPage(call: Call, grid: GridSlice, context?: ListContext): Promise<unknown> {
  const query = listQuery(grid, initialPage(grid.paging), NO_SEARCH);
  return preloadCall(listPreloadKey(listKey(grid.list, query, context)), () => fetchList(call, grid.list, grid.messages, query, context));
}

/** What a preload needs: where the services are, who is signed in, the session's lookups. */
export interface PreloadDeps {
  services: ConsoleConfig['services'];
  userManager: SessionClient;
  answers: LookupAnswers;
}

/** Preloads a screen's first calls for the signed-in user (none when signed out: the route sends them away). */
export async function preloadScreen(screen: ScreenDefinition, deps: PreloadDeps): Promise<void> {
  const session = sessionFrom(await deps.userManager.getUser(), Date.now());
  if (session) preloadScreenData(screen, bindCall(deps.services, session.idToken), deps.answers);
}
