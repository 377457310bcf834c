/**
 * Checkout Automation's speed goals in `npm run bench` (screens/orders/checkout-automation.screen.json,
 * the cart cards of src/custom/checkoutCarts/), in the order editors part (scripts/bench/editors.ts:
 * the same console, database and browser):
 *  - Create checkout with ten carts (shop checkout: the storefront cart of every line, its short
 *    link, the saved record) → the first frame painted with the new short link in Checkout URL:
 *    p95 ≤ 500 ms;
 *  - Add Cart, ten times over per run → no long task over 50 ms from the click to the card painted.
 * Times are taken in the page (scripts/bench/paintProbe.ts: the click event's timeStamp to
 * requestAnimationFrame + setTimeout 0 once the page shows it), never from Node.
 */
import type { Locator, Page } from 'playwright-core';
import { nextWeekDay } from '../../tests/e2e/support/businessDays';
import type { EditorFigure } from './editorFigures';
import type { LongTask, ProbeWindow } from './paintProbe';
import { timedStep } from './probeSteps';
import { figures } from './stats';

const SCREEN = { title: 'Checkout Automation', path: '/secure/orders/checkout-automation' };
/** The seeded order the cart form is filled from (open, future delivery). */
const ORDER = '#1001';
export const CHECKOUT_CARTS = 10;
/** A cart card of the list (src/custom/checkoutCarts/CheckoutCarts.tsx). */
const CARD = '.checkout-carts__card';
/** The Checkout URL once made: a short link's address (its Copy URL and Jump buttons' texts follow it). */
const SHORT_LINK = /\/api\/shop\/s\/[A-Za-z]{7}/;

export interface CheckoutBenchOptions {
  runs: number;
  log: (line: string) => void;
}

/** Fills the cart form from the order, then what a cart needs that the order lacks. */
async function fillCart(page: Page, form: Locator): Promise<void> {
  const orderName = page.getByLabel('Order Name', { exact: true });
  await orderName.fill(ORDER);
  await orderName.press('Enter');
  const firstName = form.getByLabel(/^First Name \(/);
  await until(async () => (await firstName.count()) === 1 && (await firstName.inputValue()) !== '', `${SCREEN.title}: ${ORDER} queried`);
  await form.getByLabel(/^Delivery Date/).fill(nextWeekDay(3));
  await form.getByLabel(/^Lang/).selectOption({ label: 'CA-EN' });
  await form.getByLabel(/^Contact Name/).fill('Sam Tester');
  await form.getByLabel(/^Address Type/).selectOption({ label: 'House' });
  await form.getByLabel(/^Occasion/).selectOption({ label: 'Birthday' });
  await form.getByLabel(/^Relationship/).selectOption({ label: 'Friend' });
  for (const label of [/^Delivery Window/, /^Bouquet Name/, /^Bouquet Size/, /^Card Type/]) {
    const select = form.getByLabel(label);
    await until(async () => (await select.locator('option').count()) > 1, `${SCREEN.title}: the options of ${label.source}`);
    await select.selectOption({ index: 1 });
  }
}

/** Resolves once `holds` answers true (asked every 50 ms); fails naming `what` after 30 s. */
async function until(holds: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = performance.now() + 30_000;
  while (!(await holds())) {
    if (performance.now() > deadline) throw new Error(`${what}: not shown after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Long tasks that started between two moments of the page. */
function longTasks(page: Page, from: number, to: number): Promise<LongTask[]> {
  return page.evaluate(([start, end]) => (window as unknown as ProbeWindow).benchProbe.longTasks(start, end), [from, to] as const);
}

/** The figures of Checkout Automation, on a page signed in to the console at `origin` with the probe added. */
export async function checkoutFigures(page: Page, origin: string, options: CheckoutBenchOptions): Promise<EditorFigure[]> {
  const { log } = options;
  // Carts left unsent ask before the page goes: leave.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${origin}${SCREEN.path}`);
  const form = page.getByRole('region', { name: 'Cart', exact: true });
  await fillCart(page, form);
  await page.getByRole('radio', { name: 'Shop checkout' }).check();
  const addCart = page.getByRole('button', { name: 'Add Cart', exact: true });
  const create = page.getByRole('button', { name: 'Create checkout', exact: true });
  // The value the probe watches, marked (the result block keeps its element while its text changes).
  await page.getByRole('region', { name: 'Checkout URL' }).getByRole('definition').evaluate((element) => element.setAttribute('data-bench-url', ''));
  const urlSelector = '[data-bench-url]';

  const created: number[] = [];
  const createTasks: number[] = [];
  const added: number[] = [];
  const addTasks: LongTask[] = [];
  // One unmeasured run first: the storefront, the short links and the saved checkouts warmed.
  for (let run = -1; run < options.runs; run += 1) {
    for (let count = 1; count <= CHECKOUT_CARTS; count += 1) {
      // Watched by the probe, not by a locator: a role query runs in the page and would count as its work.
      const times = await timedStep(page, `${SCREEN.title}: cart ${count} added`, { kind: 'count', selector: CARD, atLeast: count }, 'click', () => addCart.click());
      if (run < 0) continue;
      added.push(times.shown - times.start);
      addTasks.push(...(await longTasks(page, times.start, times.shown)));
    }
    const before = (await page.locator(urlSelector).textContent()) ?? '';
    const times = await timedStep(page, `${SCREEN.title}: Create checkout with ${CHECKOUT_CARTS} carts`, { kind: 'reads', selector: urlSelector, matches: SHORT_LINK.source, not: before }, 'click', () => create.click());
    await page.locator(CARD).first().waitFor({ state: 'detached' });
    if (run < 0) continue;
    created.push(times.shown - times.start);
    createTasks.push((await longTasks(page, times.start, times.shown)).reduce((most, task) => Math.max(most, task.duration), 0));
    log(`  ${SCREEN.title}: ${CHECKOUT_CARTS} carts checked out, short link painted ${(times.shown - times.start).toFixed(0).padStart(4)} ms`);
  }
  const longest = addTasks.reduce((most, task) => Math.max(most, task.duration), 0);
  log(`  ${SCREEN.title}: ${added.length} carts added: ${addTasks.length} long tasks${addTasks.length > 0 ? `, longest ${longest.toFixed(0)} ms` : ''}`);
  return [
    { screen: SCREEN.title, name: `Create checkout with ${CHECKOUT_CARTS} carts → the short link shown, painted`, times: figures(created), goal: 500 },
    { screen: SCREEN.title, name: '… its longest long task (0: none)', times: figures(createTasks) },
    { screen: SCREEN.title, name: 'Add Cart → the card shown, painted', times: figures(added) },
    {
      screen: SCREEN.title,
      name: 'Add Cart → the card painted: long tasks',
      longTasks: { count: addTasks.length, longest, total: addTasks.reduce((sum, task) => sum + task.duration, 0), over: `${added.length} carts added` },
      goal: 50,
    },
  ];
}
