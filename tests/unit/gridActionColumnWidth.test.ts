import { describe, expect, it } from 'vitest';
import { actionColumnWidth } from '../../runtime/kinds/grid/actionColumnWidth';

describe('the action column width', () => {
  it('makes room for a long link text (Cutoffs: View Dates Closed)', () => {
    expect(actionColumnWidth([{ label: 'View Dates Closed' }], 1)).toBeGreaterThanOrEqual(36 + 17 * 9);
  });

  it('adds the links side by side with their gaps, an icon counting as an icon', () => {
    const twoLinks = actionColumnWidth([{ label: 'Update the schedule' }, { label: 'Delete' }], 1);
    expect(twoLinks).toBe(36 + 19 * 9 + 6 * 9 + 12);
    expect(actionColumnWidth([{ label: 'Edit', icon: 'edit' }, { label: 'A much longer label' }], 2)).toBe(36 + 28 + 19 * 9 + 12);
  });

  it('is never narrower than the former rule (90 + 70 a row action), so short links keep their layout', () => {
    expect(actionColumnWidth([{ label: 'Edit' }, { label: 'Delete' }], 1)).toBe(160);
    expect(actionColumnWidth([{ label: 'Delete' }], 0)).toBe(90);
  });
});
