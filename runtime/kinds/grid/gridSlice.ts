import type { Endpoint, GridBlock, GridScreen, PageScreen } from '../../generated/screen';
import { pageFormIdOf } from '../page/forms/pageFormId.ts';
import { resolveColumnOptions, resolveFormsOptions } from './optionSets.ts';

type GridParts = Pick<
  GridScreen,
  'entity' | 'rowKey' | 'paging' | 'columns' | 'search' | 'toolbar' | 'rowActions' | 'batchUpdate' | 'delete' | 'forms' | 'messages' | 'selection' | 'selectableWhen' | 'endpoints' | 'lookups'
>;

/**
 * What a grid needs of its definition, the same whether it is a grid screen or a grid block of a
 * page: its parts, its list call, and its key (the route of a grid screen, `<route>#blocks/<id>` for
 * a block), which names its forms' validators and keeps two grids' data apart. Option sets are
 * already resolved (columns and forms hold their values).
 */
export interface GridSlice extends GridParts {
  key: string;
  list: Endpoint;
}

/** The block key of a grid block: `<route>#blocks/<id>`. */
export function gridBlockKey(route: string, id: string): string {
  return pageFormIdOf(route, { block: id });
}

function resolved<T extends Pick<GridParts, 'columns' | 'forms'>>(parts: T, options: GridScreen['options']): T {
  return { ...parts, columns: parts.columns.map((column) => resolveColumnOptions(column, options)) as T['columns'], forms: resolveFormsOptions(parts.forms, options) };
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
