import { expect, test as base } from '@playwright/test';

export { expect };

/** Console texts that mean the Content-Security-Policy stopped something. */
const CSP_PROBLEM = /Content Security Policy|unsafe-eval/i;

/**
 * The screen tests: every test collects what the browser reports (console messages and uncaught
 * errors) and fails if any of it is about the Content-Security-Policy — the console must run
 * its forms and grids without inline or evaluated script.
 */
export const test = base.extend<{ cspGuard: undefined }>({
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
});
