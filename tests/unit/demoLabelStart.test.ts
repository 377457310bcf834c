import { describe, expect, it } from 'vitest';
import { demoStart } from '../../server/db/seed/labels';
import { MAX_MS } from '../../server/api/labels/progress';

// Winnipeg keeps UTC−05 since 2026-11-01: its day of 2026-12-02 begins at 05:00 UTC.
const DAY_BEGAN = Date.parse('2026-12-02T05:00:00Z');

describe('when the demo label exports started', () => {
  it('an hour before the seed, later in the business day', () => {
    expect(demoStart(new Date('2026-12-02T17:30:00Z')).toISOString()).toBe('2026-12-02T16:30:00.000Z');
  });

  it("in the day's first hour, when the day began: still listed under 'Today'", () => {
    expect(demoStart(new Date('2026-12-02T05:14:00Z')).getTime()).toBe(DAY_BEGAN);
  });

  it('in its first seconds, long enough ago to be finished', () => {
    const now = DAY_BEGAN + 10_000;
    expect(demoStart(new Date(now)).getTime()).toBe(now - MAX_MS);
  });
});
