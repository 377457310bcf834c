import { describe, expect, it } from 'vitest';
import { NO_SEARCH, listQuery, searchFields } from '../../runtime/kinds/grid/listQuery';
import {
  filterRows,
  firstPage,
  goToPage,
  initialPage,
  limitOf,
  offsetOf,
  pageCount,
  parsePageSize,
  sliceRows,
  withSize,
} from '../../runtime/kinds/grid/paging';
import type { GridScreen } from '../../runtime/generated/screen';

const sizes: GridScreen['paging']['sizes'] = [20, 50, 100, 150, 200, 250, 'All'];
const serverPaging: GridScreen['paging'] = { mode: 'server', sizes, defaultSize: 20, allLimit: 10000 };
const search: GridScreen['search'] = {
  label: 'Search',
  filterOn: [
    { field: 'town_name', label: 'Town' },
    { field: 'zone_name', label: 'Zone' },
  ],
};

describe('paging', () => {
  it('computes offset = size × (page − 1)', () => {
    expect(offsetOf({ page: 1, size: 20 })).toBe(0);
    expect(offsetOf({ page: 2, size: 20 })).toBe(20);
    expect(offsetOf({ page: 4, size: 50 })).toBe(150);
  });

  it('asks for allLimit rows as one page for All', () => {
    expect(limitOf('All', 10000)).toBe(10000);
    expect(limitOf('All')).toBe(10000);
    expect(limitOf(150, 10000)).toBe(150);
    expect(offsetOf({ page: 3, size: 'All' })).toBe(0);
    expect(pageCount(123456, 'All')).toBe(1);
  });

  it('counts pages from the total, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(1200, 250)).toBe(5);
  });

  it('starts at page 1 with the default size; a new size or an applied search go back to page 1', () => {
    expect(initialPage(serverPaging)).toEqual({ page: 1, size: 20 });
    expect(withSize({ page: 5, size: 20 }, 50)).toEqual({ page: 1, size: 50 });
    expect(withSize({ page: 5, size: 20 }, 'All')).toEqual({ page: 1, size: 'All' });
    expect(firstPage({ page: 3, size: 100 })).toEqual({ page: 1, size: 100 });
  });

  it('keeps page moves within the pages that exist', () => {
    const state = { page: 2, size: 20 } as const;
    expect(goToPage(state, 0, 5)).toEqual({ page: 1, size: 20 });
    expect(goToPage(state, 9, 5)).toEqual({ page: 5, size: 20 });
    expect(goToPage(state, 2, 5)).toBe(state);
  });

  it('reads per-page choices offered by the definition only', () => {
    expect(parsePageSize('50', sizes)).toBe(50);
    expect(parsePageSize('All', sizes)).toBe('All');
    expect(parsePageSize('35', sizes)).toBeUndefined();
  });

  it('slices loaded rows in client mode', () => {
    const rows = Array.from({ length: 45 }, (_, index) => index);
    expect(sliceRows(rows, { page: 1, size: 20 })).toHaveLength(20);
    expect(sliceRows(rows, { page: 3, size: 20 })).toEqual([40, 41, 42, 43, 44]);
    expect(sliceRows(rows, { page: 2, size: 'All' })).toHaveLength(45);
  });

  it('filters loaded rows case-insensitively over the fields', () => {
    const rows = [
      { name: 'Winnipeg North - Anytime - $10', zone: 'North' },
      { name: 'Brandon - Morning - $12', zone: 'West' },
      { name: null, zone: 'north shore' },
    ];
    expect(filterRows(rows, 'NORTH', ['name'])).toEqual([rows[0]]);
    expect(filterRows(rows, 'north', ['name', 'zone'])).toEqual([rows[0], rows[2]]);
    expect(filterRows(rows, '  ', ['name'])).toEqual(rows);
  });
});

describe('list query', () => {
  it('sends offset and limit in server mode, with the parameter names of the definition', () => {
    expect(listQuery({ paging: serverPaging, search }, { page: 3, size: 50 }, NO_SEARCH)).toEqual({ offset: '100', limit: '50' });
    expect(listQuery({ paging: { ...serverPaging, offsetParam: 'skip', limitParam: 'take' }, search }, { page: 1, size: 'All' }, NO_SEARCH)).toEqual({
      skip: '0',
      take: '10000',
    });
  });

  it('adds the search text and comma-separated fields only when there is text', () => {
    const query = listQuery({ paging: serverPaging, search }, { page: 1, size: 20 }, { text: 'vital', fields: ['town_name', 'zone_name'] });
    expect(query).toEqual({ offset: '0', limit: '20', searchString: 'vital', filterOn: 'town_name,zone_name' });
  });

  it('searches the checked fields, or all of them when none is checked', () => {
    expect(searchFields(search, [])).toEqual(['town_name', 'zone_name']);
    expect(searchFields(search, ['zone_name'])).toEqual(['zone_name']);
    expect(searchFields(undefined, [])).toEqual([]);
  });

  it('sends the sort under the parameter names of paging.sort, only while sorted and only when the call sorts', () => {
    const sorting: GridScreen['paging'] = { ...serverPaging, sort: { fieldParam: 'sortBy', directionParam: 'sortOrder' } };
    const byEmail = { field: 'email', direction: 'desc' } as const;
    expect(listQuery({ paging: sorting, search }, { page: 2, size: 20 }, { text: 'vital', fields: ['town_name'] }, byEmail)).toEqual({
      offset: '20',
      limit: '20',
      searchString: 'vital',
      filterOn: 'town_name',
      sortBy: 'email',
      sortOrder: 'desc',
    });
    expect(listQuery({ paging: sorting, search }, { page: 1, size: 20 }, NO_SEARCH, null)).toEqual({ offset: '0', limit: '20' });
    // Server paging without paging.sort sends no sort (the postal codes).
    expect(listQuery({ paging: serverPaging, search }, { page: 1, size: 20 }, NO_SEARCH, byEmail)).toEqual({ offset: '0', limit: '20' });
  });

  it('sends nothing in client mode', () => {
    expect(listQuery({ paging: { ...serverPaging, mode: 'client' }, search }, { page: 2, size: 20 }, { text: 'x', fields: ['town_name'] })).toEqual({});
  });
});
