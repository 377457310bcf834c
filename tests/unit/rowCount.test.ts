import { describe, expect, it } from 'vitest';
import { rowCount } from '../../src/custom/countBadge/rowCount';

describe('rowCount (count badge)', () => {
  it('counts the rows at a dot path, or the answer when it is the list', () => {
    expect(rowCount({ rows: [1, 2] }, 'rows')).toBe(2);
    expect(rowCount({ meta: { rows: [] } }, 'meta.rows')).toBe(0);
    expect(rowCount([1, 2, 3], '')).toBe(3);
  });

  it('finds no count where there is no list', () => {
    expect(rowCount({ rows: 'none' }, 'rows')).toBeUndefined();
    expect(rowCount({ rows: [1] }, 'result')).toBeUndefined();
    expect(rowCount(undefined, 'rows')).toBeUndefined();
  });
});
