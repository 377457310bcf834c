import { describe, expect, it } from 'vitest';
import { withoutOutcome, type PageOutcome } from '../../runtime/kinds/page/alerts/PageAlert';

const shown = (text: string, at: number): PageOutcome => ({ variant: 'danger', text, seconds: 5, at });

describe('a page outcome going away', () => {
  it('removes the outcome its timer or its Dismiss button belongs to', () => {
    expect(withoutOutcome(1000)(shown('SMS Sending Failed! Please Choose Region and Drivers Before Send SMS.', 1000))).toBeUndefined();
  });

  it('keeps the outcome shown since: the next check’s refusal is not taken away by the last one’s timer', () => {
    const next = shown('SMS Sending Failed! Please Select SMS template to Send SMS.', 5900);
    expect(withoutOutcome(1000)(next)).toBe(next);
  });
});
