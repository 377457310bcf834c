import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, NodeResult, Result, RunOptions } from 'axe-core';
import { signIn } from './signIn';

/**
 * Accessibility checks with axe-core: WCAG 2.0 and 2.1, levels A and AA. A check fails on every
 * violation of impact 'serious' or 'critical' and lists each one (rule, impact, help, and per
 * node its target, HTML and what axe measured, e.g. the contrast ratio and colours).
 *
 * The console's Content-Security-Policy allows no injected script, and it stays as the product
 * sends it: axe is injected by the test only, into pages of a browser context made with
 * `bypassCSP: true` — the `test` exported here, used by the accessibility spec alone.
 */

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets checked: WCAG 2.0 and 2.1, A and AA (no best practices). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail a check. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Nodes listed per rule in a failure message (all of them are in the attached results). */
const NODES_LISTED = 15;

/** The shared page's viewport: the console's smallest supported window, as the sweep checks it. */
const VIEWPORT = { width: 1280, height: 800 };

/**
 * Tests whose pages axe can be injected into (the product's policy is not applied in this context).
 * `consolePage` is a page signed in once per worker and kept for the checks that only look: each
 * opens its screen from the menu, as a person going through the console does, so the console, the
 * session and axe load once per worker rather than once per check (a new page per check made the
 * sweep a quarter of the browser suite's time). A check on it closes what it opened; a failed test
 * ends its worker (Playwright), so the next worker starts on a fresh page.
 */
export const test = base.extend<{ consolePage: Page }, { workerConsolePage: Page }>({
  bypassCSP: true,
  workerConsolePage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ bypassCSP: true, viewport: VIEWPORT, baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signIn(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // `provide` is Playwright's `use`, named so that the hooks rule does not take it for React's.
  consolePage: async ({ workerConsolePage: page }, provide) => {
    await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')), 'the previous check closed what it opened').toHaveCount(0);
    await provide(page);
  },
});

export { expect };

export interface AxeCheckOptions {
  /** Check only this part of the page, e.g. an open dialog (default: the whole page). */
  scope?: Locator;
}

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
  }
}

async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof window.axe === 'undefined')) await page.addScriptTag({ content: AXE_SOURCE });
}

const SCOPE_ATTRIBUTE = 'data-axe-scope';

/** Runs axe on the page (or the scope) and returns its violations, of every impact. */
export async function axeViolations(page: Page, options: AxeCheckOptions = {}): Promise<Result[]> {
  await injectAxe(page);
  // What axe checks: the whole document, or the marked scope.
  let context: { include?: string[][]; exclude: string[][] } = { exclude: [] };
  if (options.scope) {
    const mark = `scope-${Date.now()}`;
    await options.scope.evaluate((element, [name, value]) => element.setAttribute(name, value), [SCOPE_ATTRIBUTE, mark] as const);
    context = { include: [[`[${SCOPE_ATTRIBUTE}="${mark}"]`]], exclude: [] };
  }
  // Sent back as JSON text: Playwright's types of serialised values are too deep for axe's.
  const violations = await page.evaluate(
    async ({ context: where, tags }) => {
      if (!window.axe) throw new Error('axe-core is not on the page');
      const results = await window.axe.run(where, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return JSON.stringify(results.violations);
    },
    { context, tags: WCAG_TAGS },
  );
  return JSON.parse(violations) as Result[];
}

function describeNode(node: NodeResult): string {
  const target = node.target.map((selector) => (Array.isArray(selector) ? selector.join(' >>> ') : String(selector))).join(' | ');
  const measured = [...node.any, ...node.all, ...node.none].map((check) => check.message).filter(Boolean);
  const html = node.html.replace(/\s+/g, ' ').trim();
  return [`   - ${target}`, `     ${html.length > 240 ? `${html.slice(0, 240)}…` : html}`, ...measured.slice(0, 2).map((text) => `     ${text}`)].join('\n');
}

/** A readable list of violations (what a failing check shows). */
export function formatViolations(violations: readonly Result[]): string {
  return violations
    .map((violation, index) => {
      const nodes = violation.nodes.slice(0, NODES_LISTED).map(describeNode);
      const more = violation.nodes.length > NODES_LISTED ? [`   … and ${violation.nodes.length - NODES_LISTED} more nodes`] : [];
      return [
        `${index + 1}. ${violation.id} [${violation.impact ?? 'unknown'}] ${violation.help} (${violation.nodes.length} node${violation.nodes.length === 1 ? '' : 's'}; ${violation.helpUrl})`,
        ...nodes,
        ...more,
      ].join('\n');
    })
    .join('\n');
}

/**
 * Checks the page as it is now and fails on serious or critical violations. `name` says what
 * was checked (in the message and the attached results, which hold every impact).
 */
export async function expectAccessible(page: Page, name: string, options: AxeCheckOptions = {}): Promise<void> {
  const violations = await axeViolations(page, options);
  await test.info().attach(`axe: ${name}`, { body: JSON.stringify({ url: page.url(), violations }, null, 2), contentType: 'application/json' });
  const failing = violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const report = failing.length === 0 ? '' : `${name} (${page.url()}): ${failing.length} serious or critical accessibility violation(s)\n${formatViolations(failing)}`;
  expect(failing.map((violation) => `${violation.id} [${violation.impact}]`), report).toEqual([]);
}
