import { describe, expect, it } from 'vitest';
import { actionColumnWidth, rowActionsAtOnce } from '../../runtime/kinds/grid/actionColumnWidth';

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

  it('counts the row actions a row shows at once: those always shown, and one of those taking turns (Enable / Disable)', () => {
    const update = { label: 'Update' };
    const disable = { label: 'Disable', visibleWhen: { field: 'state', equals: 'ENABLED' } };
    const enable = { label: 'Enable', visibleWhen: { field: 'state', equals: 'DISABLED' } };
    expect(rowActionsAtOnce([update, disable, enable])).toBe(2);
    expect(rowActionsAtOnce([update])).toBe(1);
    expect(rowActionsAtOnce([disable, enable])).toBe(1);
    expect(rowActionsAtOnce([])).toBe(0);
    // Schedules list: Update with Disable or Enable; the links fit in 36 + 19 letters + a gap, over the floor of 90 + 2 × 70.
    expect(actionColumnWidth([update, disable, enable], rowActionsAtOnce([update, disable, enable]))).toBe(36 + 19 * 9 + 2 * 12);
  });
});
