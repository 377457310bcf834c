import { expect, test as base } from '@playwright/test';
import { clockOffset } from './shiftedClock';

export { expect };

/** Console texts that mean the Content-Security-Policy stopped something. */
const CSP_PROBLEM = /Content Security Policy|unsafe-eval/i;

/**
 * The screen tests: every test collects what the browser reports (console messages and uncaught
 * errors) and fails if any of it is about the Content-Security-Policy — the console must run
 * its forms and grids without inline or evaluated script.
 */
export const test = base.extend<{ cspGuard: undefined; shiftedClock: undefined }>({
  // Wide enough for every column of the widest grid (AG Grid draws only the columns in view).
  viewport: { width: 1600, height: 1000 },
  cspGuard: [
    async ({ page }, use) => {
      const reported: string[] = [];
      page.on('console', (message) => reported.push(`console.${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => reported.push(`uncaught: ${error.message}`));
      await use(undefined);
      expect(reported.filter((text) => CSP_PROBLEM.test(text)), 'Content-Security-Policy problems').toEqual([]);
    },
    { auto: true },
  ],
  // A run on another day (shiftedClock.ts): the browser's clock starts there and runs on.
  shiftedClock: [
    async ({ context }, use) => {
      // The worker's own clock is already moved (playwright.config.ts): the browser starts at its now.
      if (clockOffset() !== 0) await context.clock.install({ time: Date.now() });
      await use(undefined);
    },
    { auto: true },
  ],
});
