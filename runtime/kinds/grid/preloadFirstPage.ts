import { preloadCall } from '../../api/preloadedCalls';
import type { Call } from '../../api/useApi';
import type { Lookup } from '../../generated/screen';
import { lookupEndpoint } from '../../lookups/ruleLookup';
import { forSignedInUser } from '../../screens/preloadScreen';
import { columnLookups, showsLookupLabels } from './cellText';
import { gridSliceOfScreen, type GridSlice } from './gridSlice';
import { listQuery, NO_SEARCH } from './listQuery';
import { initialPage } from './paging';
import { fetchList, listKey, listPreloadKey, type ListContext } from './useGridList';

/**
 * A grid's first calls, preloaded as soon as its route is known: a grid screen's (the default
 * export: the grid kind's `preload`) and a page's grid block's (its `preload`), one chunk for both.
 */

/** A grid's first page, unsearched: its call started under the key its grid will ask for (a grid screen's, a page's grid block's). */
export function preloadFirstPage(call: Call, grid: GridSlice, context?: ListContext): Promise<unknown> {
  const query = listQuery(grid, initialPage(grid.paging), NO_SEARCH);
  return preloadCall(listPreloadKey(listKey(grid.list, query, context)), () => fetchList(call, grid.list, grid.messages, query, context));
}

/**
 * A grid screen's first calls: its first page, then the lookups of its columns once the page has
 * answered (cells show their rows' own text until then: the lookups serve editing and forms, and
 * would otherwise compete with the rows for the server and the page), or with the page when cells
 * show lookup labels with no text of their own (showsLookupLabels).
 */
const preloadGridScreen = forSignedInUser<'grid'>((screen, call, answers) => {
  const loadLookup = (lookup: Lookup | undefined) => {
    const endpoint = lookupEndpoint(lookup);
    if (endpoint) answers.load(call, endpoint).catch(() => undefined);
  };
  const grid = gridSliceOfScreen(screen);
  const loadLookups = () => {
    for (const name of columnLookups(grid.columns)) loadLookup(grid.lookups?.[name]);
  };
  const firstPage = preloadFirstPage(call, grid);
  if (showsLookupLabels(grid.columns)) loadLookups();
  else firstPage.then(loadLookups, loadLookups);
});

export default preloadGridScreen;
