import type { Endpoint, GridBlock, GridScreen, OptionSets, PageScreen, SubTable } from '../../generated/screen';
import { pageFormIdOf } from '../form/pageFormId.ts';
import { resolveColumnOptions } from './optionSets.ts';

type GridParts = Pick<
  GridScreen,
  'entity' | 'rowKey' | 'paging' | 'columns' | 'search' | 'toolbar' | 'rowActions' | 'batchUpdate' | 'delete' | 'forms' | 'messages' | 'selection' | 'selectableWhen' | 'expand' | 'endpoints' | 'lookups'
>;

/**
 * What a grid needs of its definition, the same whether it is a grid screen or a grid block of a
 * page: its parts, its list call, and its key (the route of a grid screen, `<route>#blocks/<id>` for
 * a block), which names its forms' validators and keeps two grids' data apart. Columns hold their
 * option sets' values; forms resolve theirs when they open (their schema comes from the entity).
 */
export interface GridSlice extends GridParts {
  key: string;
  list: Endpoint;
  /** The definition's option sets (a form's select naming one offers its values). */
  options?: OptionSets | undefined;
}

/** The block key of a grid block: `<route>#blocks/<id>`. */
export function gridBlockKey(route: string, id: string): string {
  return pageFormIdOf(route, { block: id });
}

function resolved<T extends Pick<GridParts, 'columns'>>(parts: T, options: GridScreen['options']): T & { options?: OptionSets } {
  const columns = parts.columns.map((column) => resolveColumnOptions(column, options)) as T['columns'];
  return { ...parts, columns, ...(options && { options }) };
}

/** The grid kind: the whole screen is one grid. */
export function gridSliceOfScreen(screen: GridScreen): GridSlice {
  const list = screen.endpoints.list;
  if (!list) throw new Error(`${screen.route}: a grid needs endpoints.list`);
  const { route: _route, options, ...parts } = screen;
  return { ...resolved(parts, options), key: screen.route, list };
}

/** A grid block: its own parts, and the page's endpoints, lookups and option sets. */
export function gridSliceOfBlock(page: Pick<PageScreen, 'route' | 'endpoints' | 'lookups' | 'options'>, block: GridBlock): GridSlice {
  const list = page.endpoints[block.list];
  if (!list) throw new Error(`${page.route}: grid block "${block.id}" lists with unknown endpoint "${block.list}"`);
  const { id, block: _kind, title: _title, when: _when, list: _list, ...parts } = block;
  return { ...resolved(parts, page.options), endpoints: page.endpoints, lookups: page.lookups, key: gridBlockKey(page.route, id), list };
}

/** The key of a sub-table: `<grid key>/expand/<id>` (names its forms' validators). */
export function subTableKey(gridKey: string, id: string): string {
  return `${gridKey}/expand/${id}`;
}

/**
 * A sub-table as a grid of its own: its parts, the outer grid's endpoints and lookups. Its rows
 * are given by the expanded row (GridLink `rows`), so its list call is never made.
 */
export function subTableSlice(outer: GridSlice, table: SubTable): GridSlice {
  const { id, title: _title, rows: _rows, messages, ...parts } = table;
  // `loadFailed` is never shown: the rows come with the outer list, whose failure that grid shows.
  return { ...parts, messages: { ...messages, loadFailed: outer.messages.loadFailed }, entity: outer.entity, endpoints: outer.endpoints, lookups: outer.lookups, options: outer.options, list: outer.list, key: subTableKey(outer.key, id) };
}
