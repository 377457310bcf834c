import { describe, expect, it } from 'vitest';
import { navigationTarget } from '../../runtime/kinds/grid/rowActions';
import { rowMatches } from '../../runtime/kinds/grid/rowCondition';
import { selectableKeys, selectedRowsOf, selectionState } from '../../runtime/kinds/grid/selection';
import { compareValues, sortRows } from '../../runtime/kinds/grid/sortRows';
import type { Row } from '../../runtime/kinds/grid/types';

const rows: Row[] = [
  { id: 1, name: 'Ann', status: 'ACTIVE' },
  { id: 2, name: 'Bo', status: 'DISABLED' },
  { id: 3, name: 'Cy', status: 'ACTIVE' },
];
const keyOf = (row: Row) => String(row.id);

describe('row conditions', () => {
  it('hold without a condition, and read the row’s fields', () => {
    expect(rowMatches(undefined, rows[0] ?? {})).toBe(true);
    expect(rowMatches({ field: 'status', equals: 'DISABLED' }, rows[1] ?? {})).toBe(true);
    expect(rowMatches({ field: 'status', equals: 'DISABLED' }, rows[0] ?? {})).toBe(false);
    expect(rowMatches({ all: [{ field: 'status', in: ['ACTIVE'] }, { field: 'name', filled: true }] }, rows[2] ?? {})).toBe(true);
  });
});

describe('selection rules', () => {
  it('lets only rows where selectableWhen holds be selected', () => {
    expect(selectableKeys(rows, { field: 'status', equals: 'ACTIVE' }, keyOf)).toEqual(['1', '3']);
    expect(selectableKeys(rows, undefined, keyOf)).toEqual(['1', '2', '3']);
  });
  it('gives the selected rows in row order, dropping keys no longer loaded', () => {
    expect(selectedRowsOf(rows, ['3', '1', '9'], keyOf).map(keyOf)).toEqual(['1', '3']);
    expect(selectedRowsOf(rows, [], keyOf)).toEqual([]);
  });
  it('drops selected rows that, as loaded again, may no longer be selected', () => {
    const reloaded: Row[] = [{ id: 1, name: 'Ann', status: 'ACTIVE' }, { id: 2, name: 'Bo', status: 'ACTIVE' }];
    expect(selectedRowsOf(reloaded, ['1', '2'], keyOf, { field: 'status', equals: 'DISABLED' })).toEqual([]);
    expect(selectedRowsOf(rows, ['1', '2'], keyOf, { field: 'status', equals: 'DISABLED' }).map(keyOf)).toEqual(['2']);
  });
  it('publishes `selected`, and `selectedRow` for single selection', () => {
    expect(selectionState([rows[1] ?? {}], 'single')).toEqual({ selected: [rows[1]], selectedRow: rows[1] });
    expect(selectionState([], 'single')).toEqual({ selected: [] });
    expect(selectionState(rows, 'multi')).toEqual({ selected: rows });
  });
});

describe('navigationTarget', () => {
  it('carries the named fields in the query and the state, with the row as shown', () => {
    expect(navigationTarget({ label: 'Edit', navigate: '/secure/report/config', carry: ['id', 'name'] }, { id: 7, name: 'Daily & weekly', other: 1 })).toEqual({
      pathname: '/secure/report/config',
      search: '?id=7&name=Daily+%26+weekly',
      state: { carried: { id: 7, name: 'Daily & weekly' }, row: { id: 7, name: 'Daily & weekly', other: 1 } },
    });
  });
  it('goes to the route alone without fields', () => expect(navigationTarget({ label: 'Open', navigate: '/secure/town' }, {}).search).toBe(''));
});

describe('sortRows (client paging sorts the whole list)', () => {
  const list: Row[] = [{ n: 'b10' }, { n: 'B2' }, { n: null }, { n: 'a' }, { n: 3 }, { n: 20 }];
  it('orders text ignoring case with numbers inside by value, blanks last either way', () => {
    expect(sortRows(list.slice(0, 4), { field: 'n', direction: 'asc' }).map((row) => row.n)).toEqual(['a', 'B2', 'b10', null]);
    expect(sortRows(list.slice(0, 4), { field: 'n', direction: 'desc' }).map((row) => row.n)).toEqual(['b10', 'B2', 'a', null]);
  });
  it('orders numbers by value and keeps the order of equal rows', () => {
    expect(sortRows(list.slice(4), { field: 'n', direction: 'asc' }).map((row) => row.n)).toEqual([3, 20]);
    const ties = [{ n: 1, k: 'x' }, { n: 1, k: 'y' }];
    expect(sortRows(ties, { field: 'n', direction: 'desc' }).map((row) => row.k)).toEqual(['x', 'y']);
    expect(compareValues(2, 10)).toBeLessThan(0);
  });
  it('leaves the order alone without a sort', () => expect(sortRows(list, null)).toEqual(list));
});
