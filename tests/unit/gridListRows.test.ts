import { describe, expect, it } from 'vitest';
import { toListData } from '../../runtime/kinds/grid/useGridList';

describe('toListData', () => {
  it('reads the rows at a dot path, the total beside them, and the other top-level fields as the answer', () => {
    expect(toListData({ method: 'GET', path: '/drivers', rows: 'drivers' }, { timezone: 'America/Winnipeg', drivers: [{ id: 1 }] })).toEqual({
      rows: [{ id: 1 }],
      total: 1,
      answer: { timezone: 'America/Winnipeg' },
    });
    expect(toListData({ method: 'GET', path: '/towns', rows: 'result', total: 'count' }, { result: [{ id: 1 }], count: 40 }).total).toBe(40);
  });

  it('flattens a grouped answer with *, as a lookup does: every city of every region', () => {
    const grouped = [
      { regionTag: 'MB', cities: [{ id: 1, name: 'Winnipeg' }, { id: 2, name: 'Brandon' }] },
      { regionTag: 'SK', cities: [{ id: 3, name: 'Regina' }] },
    ];
    const list = toListData({ method: 'GET', path: '/cities', service: 'shop', rows: '*.cities' }, grouped);
    expect(list.rows.map((row) => row.name)).toEqual(['Winnipeg', 'Brandon', 'Regina']);
    expect(list.total).toBe(3);
  });
});
