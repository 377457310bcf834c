import { describe, expect, it } from 'vitest';
import { readRows } from '../../runtime/lookups/readRows';

const grouped = [
  { regionTag: 'MB', cities: [{ id: 1, name: 'Winnipeg' }, { id: 2, name: 'Brandon' }] },
  { regionTag: 'SK', cities: [{ id: 3, name: 'Regina' }] },
  { regionTag: 'AB', cities: [] },
];

describe('readRows', () => {
  it('reads a plain dot path as before', () => {
    expect(readRows({ result: [{ id: 1 }] }, 'result')).toEqual([{ id: 1 }]);
    expect(readRows([{ id: 1 }], undefined)).toEqual([{ id: 1 }]);
    expect(readRows({ meta: [{ total: 4 }] }, 'meta.0.total')).toBe(4);
  });

  it('flattens every group with *', () => {
    expect(readRows(grouped, '*.cities')).toEqual([
      { id: 1, name: 'Winnipeg' },
      { id: 2, name: 'Brandon' },
      { id: 3, name: 'Regina' },
    ]);
  });

  it('reads the list before * from a path and nests stars', () => {
    expect(readRows({ result: grouped }, 'result.*.cities')).toEqual([
      { id: 1, name: 'Winnipeg' },
      { id: 2, name: 'Brandon' },
      { id: 3, name: 'Regina' },
    ]);
    expect(readRows({ result: grouped }, 'result.*.cities.*.name')).toEqual(['Winnipeg', 'Brandon', 'Regina']);
  });

  it('a trailing * keeps the list items; a missing list gives undefined', () => {
    expect(readRows({ result: [1, 2] }, 'result.*')).toEqual([1, 2]);
    expect(readRows({ result: null }, 'result.*.cities')).toBeUndefined();
  });

  it('skips groups without the list', () => {
    expect(readRows([{ cities: [{ id: 1 }] }, { other: true }], '*.cities')).toEqual([{ id: 1 }]);
  });
});
