/** Steps of the in-page probe (scripts/bench/paintProbe.ts) driven from Node. */
import type { Page } from 'playwright-core';
import { withTimeout } from './browser';
import type { ProbeWindow, ShownCondition, StepTimes, Trigger } from './paintProbe';

/** One timed step: arm the probe, act, its times (performance.now() of the page). */
export async function timedStep(page: Page, what: string, condition: ShownCondition, trigger: Trigger, act: () => Promise<void>): Promise<StepTimes> {
  await page.evaluate(([shown, by]) => (window as unknown as ProbeWindow).benchProbe.arm(shown, by), [condition, trigger] as const);
  await act();
  return withTimeout(
    page.evaluate(() => (window as unknown as ProbeWindow).benchProbe.armed()),
    what,
  );
}
