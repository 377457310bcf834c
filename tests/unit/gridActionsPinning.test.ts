import { describe, expect, it } from 'vitest';
import { columnsCut, withActionsPinned } from '../../runtime/kinds/grid/actionsPinning';
import { ACTIONS_COL_ID } from '../../runtime/kinds/grid/columnDefs';

describe('the action column is pinned only when the columns do not fit', () => {
  const fourFlexible = [0, 1, 2, 3].map(() => ({ flex: 1, minWidth: 120 }));
  const actions = { width: 90 };

  it('fits: flexible columns at their minimum and the fixed action column, with room for a scroll bar', () => {
    // 4 × 120 + 90 = 570 pixels needed.
    expect(columnsCut([...fourFlexible, actions], 1000)).toBe(false);
    expect(columnsCut([...fourFlexible, actions], 590)).toBe(false);
  });

  it('is cut when they need more than the width, a scroll bar counted (a column without a width counts 200)', () => {
    expect(columnsCut([...fourFlexible, actions], 589)).toBe(true);
    expect(columnsCut([...fourFlexible, { width: 400 }, actions], 900)).toBe(true);
    expect(columnsCut([{}, {}, {}, actions], 700)).toBe(true);
  });

  it('pins the action column alone, and unpins it explicitly', () => {
    const columns = [{ colId: 'name', flex: 1 }, { colId: ACTIONS_COL_ID, width: 90 }];
    expect(withActionsPinned(columns, true).map((column) => column.pinned)).toEqual([undefined, 'right']);
    expect(withActionsPinned(columns, false).map((column) => column.pinned)).toEqual([undefined, null]);
  });
});
