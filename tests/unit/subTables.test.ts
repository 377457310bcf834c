import { describe, expect, it } from 'vitest';
import type { Search } from '../../runtime/generated/screen';
import { withExpandedRows, expandedKeyOf } from '../../runtime/kinds/grid/expandedRows';
import type { GridRow } from '../../runtime/kinds/grid/gridRows';
import { subTableSlice, type GridSlice } from '../../runtime/kinds/grid/gridSlice';
import { listQuery } from '../../runtime/kinds/grid/listQuery';
import { list } from '../../src/domain/textRules';

const row = (key: string): GridRow => ({ key, values: { region_id: Number(key), region: `R${key}` }, changed: [], failed: false });

describe('withExpandedRows', () => {
  it('puts a full-width row under each expanded row, carrying its values, and marks the expanded row', () => {
    const rows = [row('1'), row('2'), row('3')];
    const shown = withExpandedRows(rows, new Set(['2']), new WeakMap());
    expect(shown.map((item) => [item.key, item.expanded ?? false, item.expandedFrom])).toEqual([
      ['1', false, undefined],
      ['2', true, undefined],
      [expandedKeyOf('2'), false, '2'],
      ['3', false, undefined],
    ]);
    expect(shown[2]?.values).toBe(rows[1]?.values);
  });

  it('keeps one full-width row per values object, so a redraw keeps the sub-tables it holds', () => {
    const rows = [row('1')];
    const cache: Parameters<typeof withExpandedRows>[2] = new WeakMap();
    expect(withExpandedRows(rows, new Set(['1']), cache)[1]).toBe(withExpandedRows(rows, new Set(['1']), cache)[1]);
  });

  it('returns the rows as they are when nothing is expanded', () => {
    const rows = [row('1')];
    expect(withExpandedRows(rows, new Set(), new WeakMap())).toEqual(rows);
  });
});

describe('subTableSlice', () => {
  it('is a grid of its own under `<key>/expand/<id>`, with the outer endpoints and a loadFailed it never shows', () => {
    const outer = {
      key: '/secure/orders/cutoffs#blocks/regions',
      entity: 'cutoff-region',
      rowKey: 'region_id',
      paging: { mode: 'client', sizes: [5], defaultSize: 5 },
      columns: [{ field: 'region', header: 'Region' }],
      endpoints: { add: { method: 'POST', path: '/cutoff/default' } },
      lookups: {},
      list: { method: 'GET', path: '/cutoff/default/all' },
      messages: { loadFailed: 'The cutoffs could not be loaded.' },
    } as GridSlice;
    const slice = subTableSlice(outer, {
      id: 'defaults',
      title: 'Default Cutoffs',
      rows: 'default_cutoffs',
      rowKey: 'id',
      paging: { mode: 'client', sizes: [7], defaultSize: 7 },
      columns: [{ field: 'day_of_week', header: 'Day' }],
      messages: { deleteFailed: 'Not deleted' },
    });
    expect(slice.key).toBe('/secure/orders/cutoffs#blocks/regions/expand/defaults');
    expect(slice.rowKey).toBe('id');
    expect(slice.endpoints).toBe(outer.endpoints);
    expect(slice.messages).toEqual({ deleteFailed: 'Not deleted', loadFailed: 'The cutoffs could not be loaded.' });
  });
});

describe('listQuery with search.server', () => {
  const search: Search = { server: true, filterOn: [{ field: 'cut_off_time', label: 'Cut-Off-Time' }] };
  it('sends the search with client paging, and no offset or limit', () => {
    expect(listQuery({ paging: { mode: 'client', sizes: [5], defaultSize: 5 }, search }, { page: 2, size: 5 }, { text: '15:55', fields: ['cut_off_time'] })).toEqual({
      searchString: '15:55',
      filterOn: 'cut_off_time',
    });
  });
  it('sends nothing without a search text', () => {
    expect(listQuery({ paging: { mode: 'client', sizes: [5], defaultSize: 5 }, search }, { page: 1, size: 5 }, { text: '', fields: [] })).toEqual({});
  });
});

describe('the list template filter', () => {
  it('makes a one-item list of a value, keeps a list, and gives none for nothing', () => {
    expect(list(7)).toEqual([7]);
    expect(list([1, 2])).toEqual([1, 2]);
    expect(list(undefined)).toEqual([]);
    expect(list('')).toEqual([]);
  });
});
