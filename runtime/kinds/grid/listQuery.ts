import type { GridScreen } from '../../generated/screen';
import { limitOf, offsetOf, type PageState } from './paging';
import type { SortState } from './sortRows';

/** A search as applied (on Enter): the text and the fields it searches. */
export interface AppliedSearch {
  text: string;
  fields: readonly string[];
}

export const NO_SEARCH: AppliedSearch = { text: '', fields: [] };

/** The fields searched: the checked ones, or all of them when none is checked. */
export function searchFields(search: GridScreen['search'], checked: readonly string[]): string[] {
  const all = (search?.filterOn ?? []).map((filter) => filter.field);
  const chosen = all.filter((field) => checked.includes(field));
  return chosen.length > 0 ? chosen : all;
}

/**
 * Query parameters of a server-paged list call: offset and limit, plus the search text and its
 * comma-separated fields when there is text, plus the heading sorted by when the call sorts
 * (`paging.sort`). Client paging sends nothing (every row is loaded), except the search when the
 * list call makes it (`search.server`).
 */
export function listQuery(
  screen: Pick<GridScreen, 'paging' | 'search'>,
  page: PageState,
  search: AppliedSearch,
  sort: SortState | null = null,
): Record<string, string> {
  const { paging } = screen;
  if (paging.mode !== 'server' && !screen.search?.server) return {};
  const query: Record<string, string> =
    paging.mode === 'server'
      ? { [paging.offsetParam ?? 'offset']: String(offsetOf(page)), [paging.limitParam ?? 'limit']: String(limitOf(page.size, paging.allLimit)) }
      : {};
  return { ...query, ...unpagedQuery(screen, search, sort) };
}

/**
 * The search (when there is text) and the sort (server paging with `paging.sort`, while sorted)
 * as query parameters, without offset or limit: what an export of the whole list sends (`export.endpoint`).
 */
export function unpagedQuery(screen: Pick<GridScreen, 'paging' | 'search'>, search: AppliedSearch, sort: SortState | null): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.text !== '') {
    query[screen.search?.textParam ?? 'searchString'] = search.text;
    query[screen.search?.fieldsParam ?? 'filterOn'] = search.fields.join(',');
  }
  const sortParams = screen.paging.mode === 'server' ? screen.paging.sort : undefined;
  if (sortParams && sort) {
    query[sortParams.fieldParam] = sort.field;
    query[sortParams.directionParam] = sort.direction;
  }
  return query;
}
