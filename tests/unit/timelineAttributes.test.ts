import { describe, expect, it } from 'vitest';
import { sameAttributes, withTimeline } from '../../server/api/admin/orders/timelineAttributes';

describe('withTimeline', () => {
  const stored = [{ name: 'Delivery Date', value: '2026-12-24' }, { name: '_region', value: 'Winnipeg' }];

  it('sets the attribute of each name (case aside, the stored name kept), adds the others at the end, a later entry winning', () => {
    expect(withTimeline(stored, [{ name: 'delivery date', value: '2026-12-26' }, { name: ' Message ', value: 'Hi' }, { name: 'Message', value: 'Hello' }])).toEqual([
      { name: 'Delivery Date', value: '2026-12-26' },
      { name: '_region', value: 'Winnipeg' },
      { name: 'Message', value: 'Hello' },
    ]);
    expect(stored[0]?.value).toBe('2026-12-24');
  });

  it('tells an unchanged list from a changed one', () => {
    expect(sameAttributes(withTimeline(stored, [{ name: '_region', value: 'Winnipeg' }]), stored)).toBe(true);
    expect(sameAttributes(withTimeline(stored, [{ name: '_region', value: 'Regina' }]), stored)).toBe(false);
  });
});
