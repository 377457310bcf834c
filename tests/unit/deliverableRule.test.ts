import { describe, expect, it } from 'vitest';
import type { DateRuleContext } from '../../runtime/domain/domainRules';
import { dateRules, deliverable } from '../../src/domain/dateRules';
import type { CutoffInfo } from '../../src/domain/deliveryDates';
import { isCutoffInfo } from '../../shared/cutoffInfo';

const INFO: CutoffInfo = {
  region: 'MB',
  closedDates: [0],
  un_available: ['2026-12-25'],
  available: [{ date: '2026-12-20', cutoff_effect: 1, cutoff_time: '15:55' }],
  cutoff_time: [1, 2, 3, 4, 5, 6].map((day) => ({ day, cutoff_effect: 1, cutoff_time: '15:55' })),
};
// 2026-12-14 16:00 in Winnipeg (UTC−05): the next-day cutoff for the 15th has passed.
const context = (data: unknown): DateRuleContext => ({ today: '2026-12-14', now: Date.parse('2026-12-14T21:00:00Z'), data });

describe('the deliverable date rule', () => {
  it('is registered under its name', () => {
    expect(dateRules.deliverable).toBe(deliverable);
  });

  it('allows exactly the days isDeliveryDateSelectable allows, over the loaded cutoff info', () => {
    const days = ['2026-12-13', '2026-12-14', '2026-12-15', '2026-12-16', '2026-12-20', '2026-12-21', '2026-12-25', '2026-12-27'];
    expect(days.filter((day) => deliverable.allows(day, context(INFO)))).toEqual(['2026-12-16', '2026-12-20', '2026-12-21']);
    expect(deliverable.min?.(context(INFO))).toBe('2026-12-14');
  });

  it('allows no day while the cutoff info is missing or malformed', () => {
    expect(deliverable.allows('2026-12-16', context(undefined))).toBe(false);
    expect(deliverable.allows('2026-12-16', context({ ...INFO, closedDates: [7] }))).toBe(false);
    expect(deliverable.allows('2026-12-16', context({ ...INFO, available: [{ date: '2026-12-20' }] }))).toBe(false);
  });
});

describe('isCutoffInfo', () => {
  it('accepts the shape of 001 §3 and refuses others', () => {
    expect(isCutoffInfo(INFO)).toBe(true);
    expect(isCutoffInfo({ ...INFO, cutoff_time: [{ day: 1, cutoff_effect: 1, cutoff_time: '9:30' }] })).toBe(true);
    expect(isCutoffInfo({ ...INFO, region: undefined })).toBe(false);
    expect(isCutoffInfo({ ...INFO, un_available: ['25/12/2026'] })).toBe(false);
    expect(isCutoffInfo([INFO])).toBe(false);
    expect(isCutoffInfo(null)).toBe(false);
  });
});
