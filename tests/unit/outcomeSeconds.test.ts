import { describe, expect, it } from 'vitest';
import { outcomeSeconds } from '../../runtime/kinds/page/forms/types';

describe('outcomeSeconds', () => {
  it('keeps a success for duration and a failure for failureDuration (Manual fulfilment: 3 s and 5 s)', () => {
    expect(outcomeSeconds({ duration: 3, failureDuration: 5 }, true)).toBe(3);
    expect(outcomeSeconds({ duration: 3, failureDuration: 5 }, false)).toBe(5);
  });

  it('gives a failure the duration when it has none of its own, and 5 s when neither is said', () => {
    expect(outcomeSeconds({ duration: 10 }, false)).toBe(10);
    expect(outcomeSeconds({}, true)).toBe(5);
    expect(outcomeSeconds({}, false)).toBe(5);
  });
});
