/**
 * The order editors part of `npm run bench`: the speed goals of the two order editor screens
 * (screens/orders/order-adjustments.screen.json, screens/orders/replacement-order.screen.json,
 * over screens/shared/orderEditor.json), in headless Chromium against a console on the demo seed
 * (PostgreSQL when the bench could start one, PGlite otherwise: the run says which):
 *  - an order queried (Enter in Order Name) → the first frame painted with the editor's First Name,
 *    Province, City, Bouquet Name, Delivery Window and Card Type holding the order's values (the
 *    selects with their offered rows, not only the kept value): p95 ≤ 300 ms;
 *  - a delivery date typed → the first frame painted with the Bouquet Name select, the add-on
 *    picker's Inventory and the Delivery Window select offering that date's rows, once the four
 *    inventory calls and the rates call sent since have been answered: p95 ≤ 200 ms;
 *  - typing in First Name, Address and Card Message: no long task over 50 ms.
 * Times are taken in the page (scripts/bench/paintProbe.ts: the input event's timeStamp to
 * requestAnimationFrame + setTimeout 0 once the form shows it), never from Node.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { businessDay, nextWeekDay } from '../../tests/e2e/support/businessDays';
import { buildProbe, CHROMIUM, CHROMIUM_ARGS, signIn } from './browser';
import { CHECKOUT_CARTS, checkoutFigures } from './checkout';
import type { EditorFigure, EditorsRun } from './editorFigures';
import type { FormCondition, LongTask, ProbeWindow, StepTimes } from './paintProbe';
import { timedStep } from './probeSteps';
import { startBenchServer } from './server';
import { figures } from './stats';

/** The seeded orders the query figure alternates between (open, future delivery, every editor field filled and offered; two regions). */
const ORDERS = ['#1001', '#1002', '#1010'];
const ORDER_CALL = '/pull-automation/order/';
const INVENTORY_CALL = '/pull-automation/inventory';
const RATES_CALL = '/rates/delivery/postalcode/';

interface EditorScreen {
  title: string;
  path: string;
  /** The editor form's region. */
  region: string;
}

const SCREENS: readonly EditorScreen[] = [
  { title: 'Order Adjustments', path: '/secure/reports/pull-automation', region: 'Order' },
  { title: 'Order Replacement', path: '/secure/orders/replacement-order-automation', region: 'Replacement order' },
];

/** The editor's controls the figures read, by label (the original value in brackets after it). */
const FILLED = {
  firstName: /^First Name/,
  province: /^Province/,
  city: /^City/,
  bouquet: /^Bouquet Name/,
  window: /^Delivery Window/,
  cardType: /^Card Type/,
} as const;
type Filled = keyof typeof FILLED;
const SELECTS: readonly Filled[] = ['province', 'city', 'bouquet', 'window', 'cardType'];
/** The text fields typed in, and what is typed (about 100 keystrokes in all). */
const TYPED: readonly [RegExp, string][] = [
  [/^First Name/, ' Alexandra-Marie Q'],
  [/^Address( \(|$)/, ' Unit 12, rear entrance by the lane'],
  [/^Card Message/, ' Thinking of you today and always, with all our love. xo'],
];
const KEY_DELAY_MS = 30;

export interface EditorsOptions {
  runs: number;
  postalCodes: number;
  databaseUrl?: string;
  database: string;
  fallback?: string;
  log: (line: string) => void;
}

/** Waits until no request of the page has been out for `quietMs` (trailing loads of a step finished). */
function quietness(page: Page): (quietMs?: number) => Promise<void> {
  let pending = 0;
  let last = performance.now();
  const started = () => {
    pending += 1;
    last = performance.now();
  };
  const ended = () => {
    pending = Math.max(0, pending - 1);
    last = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async (quietMs = 300) => {
    const until = performance.now() + 30_000;
    while (pending > 0 || performance.now() - last < quietMs) {
      if (performance.now() > until) throw new Error(`${pending} requests still out after 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
}

/** The calls answered since the step's start, as the page's resource entries have them (ms after the step's start). */
async function callsSince(page: Page, start: number): Promise<{ name: string; start: number; end: number }[]> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
  );
  return entries.filter((entry) => entry.start >= start).map((entry) => ({ name: entry.name, start: entry.start - start, end: entry.end - start }));
}

/** The longest long task (0: none) from a step's trigger to its painted frame; a long task is reported once it ends. */
async function longestTask(page: Page, times: StepTimes): Promise<number> {
  const tasks: LongTask[] = await page.evaluate(([start, end]) => (window as unknown as ProbeWindow).benchProbe.longTasks(start, end), [times.start, times.shown] as const);
  return tasks.reduce((most, task) => Math.max(most, task.duration), 0);
}

/** The latest end of these calls; NaN for none. */
const lastEnd = (calls: readonly { end: number }[]) => (calls.length === 0 ? Number.NaN : Math.max(...calls.map((call) => call.end)));

const idOf = async (locator: Locator, what: string): Promise<string> => {
  const id = await locator.evaluate((element) => element.id);
  if (id === '') throw new Error(`${what}: the control has no id`);
  return id;
};

/** A control's value; a select's option count and its chosen option's text. */
interface Read {
  value: string;
  options: number;
  text: string;
}

/** The controls' values and the selects' option counts. */
async function readValues(page: Page, ids: Record<Filled, string>): Promise<Record<Filled, Read>> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(
    (byName) =>
      Object.fromEntries(
        Object.entries(byName).map(([name, id]) => {
          const element = document.getElementById(id);
          if (element instanceof HTMLSelectElement) return [name, { value: element.value, options: element.options.length, text: (element.selectedOptions[0]?.textContent ?? '').trim() }];
          if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return [name, { value: element.value, options: 0, text: element.value }];
          return [name, { value: '', options: 0, text: '' }];
        }),
      ),
    ids,
  ) as Promise<Record<Filled, Read>>;
}

/**
 * The controls once the order's loads have settled: its selects offering their rows (more than
 * the placeholder and the chosen value kept until they come; the delivery window labelled with its
 * rate), the same for a second.
 */
async function settled(page: Page, ids: Record<Filled, string>, what: string): Promise<Record<Filled, Read>> {
  return steady(
    () => readValues(page, ids),
    (values) => SELECTS.every((field) => values[field].options > 2 || (field === 'window' && / - /.test(values[field].text))),
    `${what}: the editor with every select offering its rows`,
  );
}

/** What `read` answers once `ok` holds and the answer stays the same for a second (20 s at most). */
async function steady<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const until = performance.now() + 20_000;
  let last = '';
  let since = performance.now();
  for (;;) {
    const value = await read();
    const text = JSON.stringify(value);
    if (text !== last) {
      last = text;
      since = performance.now();
    } else if (ok(value) && performance.now() - since >= 1000) return value;
    if (performance.now() > until) throw new Error(`${what}: not settled in 20 s: ${text.slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The texts a select (its options with a value) or a listbox (its options) offers. */
function readOffers(page: Page, id: string): Promise<string[]> {
  return page.evaluate((at) => {
    const element = document.getElementById(at);
    if (element instanceof HTMLSelectElement) return [...element.options].filter((option) => option.value !== '').map((option) => (option.textContent ?? '').trim());
    return element ? [...element.querySelectorAll('[role="option"]')].map((option) => (option.textContent ?? '').trim()) : [];
  }, id);
}

interface ScreenResult {
  figures: EditorFigure[];
}

async function screenFigures(page: Page, origin: string, screen: EditorScreen, options: EditorsOptions, dates: readonly string[]): Promise<ScreenResult> {
  const { log } = options;
  const quiet = quietness(page);
  await page.goto(`${origin}${screen.path}`);
  const orderName = page.getByLabel('Order Name', { exact: true });
  const query = async (name: string) => {
    await orderName.fill(name);
    await orderName.press('Enter');
  };
  const form = page.getByRole('region', { name: screen.region, exact: true });
  await query(ORDERS[0] ?? '#1001');
  await form.waitFor();
  await quiet();
  const ids = Object.fromEntries(
    await Promise.all(Object.entries(FILLED).map(async ([name, label]) => [name, await idOf(form.getByLabel(label).first(), `${screen.title}: ${name}`)] as const)),
  ) as Record<Filled, string>;
  const dateId = await idOf(form.getByLabel(/^Delivery Date/).first(), `${screen.title}: Delivery Date`);
  const inventoryId = await idOf(form.getByRole('listbox', { name: 'Inventory' }), `${screen.title}: Inventory`);

  // What each order fills, read once every load has settled (one unmeasured query of each).
  const expected = new Map<string, FormCondition['values']>();
  for (const name of ORDERS) {
    await query(name);
    const values = await settled(page, ids, `${screen.title}: ${name}`);
    const empty = Object.entries(values).filter(([, read]) => read.value === '');
    if (empty.length > 0) throw new Error(`${screen.title}: order ${name} leaves ${empty.map(([field]) => field).join(', ')} empty`);
    expected.set(
      name,
      (Object.keys(FILLED) as Filled[]).map((field) => ({
        id: ids[field],
        value: values[field].value,
        ...(SELECTS.includes(field) ? { options: values[field].options, text: values[field].text } : {}),
      })),
    );
    log(`  ${screen.title}: ${name} fills ${(Object.keys(FILLED) as Filled[]).map((field) => `${field} "${values[field].text}"${values[field].options ? ` (${values[field].options} options)` : ''}`).join(', ')}`);
  }

  // 1. Order queried → every field filled.
  const queried: number[] = [];
  const orderAnswered: number[] = [];
  const lastAnswered: number[] = [];
  const queryTasks: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const name = ORDERS[run % ORDERS.length] ?? '#1001';
    await orderName.fill(name);
    const times = await timedStep(page, `${screen.title}: query ${name}`, { kind: 'fields', values: expected.get(name) ?? [], offers: [], calls: [{ path: ORDER_CALL, count: 1 }] }, 'enter', () => orderName.press('Enter'));
    const calls = await callsSince(page, times.start);
    const shown = times.shown - times.start;
    queryTasks.push(await longestTask(page, times));
    const orderCall = calls.find((call) => call.name.includes(ORDER_CALL));
    const before = calls.filter((call) => call.end <= shown);
    queried.push(shown);
    orderAnswered.push(orderCall?.end ?? Number.NaN);
    lastAnswered.push(lastEnd(before));
    log(`  ${screen.title}: query ${name.padEnd(6)} filled and painted ${shown.toFixed(0).padStart(4)} ms (order answered at ${orderCall?.end.toFixed(0) ?? '?'} ms; ${before.length} calls before the paint, last answered at ${lastEnd(before).toFixed(0)} ms)`);
    await quiet();
  }

  // 2. A date chosen → products and rates shown. The order stays #1001; the dates alternate (the timed runs start from the other one than the warm-up's last).
  await query(ORDERS[0] ?? '#1001');
  await quiet(500);
  const dateInput = page.locator(`[id="${dateId}"]`);
  const offersOf = new Map<string, FormCondition['offers']>();
  const callsOf = new Map<string, FormCondition['calls']>();
  // Twice over: the first date may be #1001's own (nothing sent); the second round counts what each change sends, and ends on the last date.
  for (const date of [...dates, ...dates]) {
    // The page keeps at most 250 resource entries: an empty buffer, or this change's calls may not be counted.
    const since = await page.evaluate(() => {
      performance.clearResourceTimings();
      return performance.now();
    });
    await dateInput.fill(date);
    await quiet(500);
    const offers = await steady(
      () => Promise.all([ids.bouquet, inventoryId, ids.window].map(async (id) => ({ id, texts: await readOffers(page, id) }))),
      (read) => read.every((offer) => offer.texts.length > 0),
      `${screen.title}: on ${date}, the bouquets, add-ons and windows`,
    );
    await quiet(500);
    const calls = await callsSince(page, since);
    const counts = [
      { path: INVENTORY_CALL, count: calls.filter((call) => call.name.includes(INVENTORY_CALL)).length },
      { path: RATES_CALL, count: calls.filter((call) => call.name.includes(RATES_CALL)).length },
    ];
    callsOf.set(date, counts);
    offersOf.set(date, offers);
    log(`  ${screen.title}: ${date} sends ${counts.map((count) => `${count.count} × ${count.path}`).join(', ')}; offers ${offers[0]?.texts.length ?? 0} bouquets, ${offers[1]?.texts.length ?? 0} add-ons, ${offers[2]?.texts.length ?? 0} windows`);
  }
  for (const [date, counts] of callsOf) {
    const none = counts.filter((count) => count.count === 0).map((count) => count.path);
    if (none.length > 0) log(`  ${screen.title}: warning: choosing ${date} sends no ${none.join(', ')} call: the figure does not wait for one`);
  }
  const dated: number[] = [];
  const inventoryAnswered: number[] = [];
  const ratesAnswered: number[] = [];
  const dateTasks: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const date = dates[run % dates.length] ?? '';
    const times = await timedStep(page, `${screen.title}: date ${date}`, { kind: 'fields', values: [], offers: offersOf.get(date) ?? [], calls: callsOf.get(date) ?? [] }, 'input', () => dateInput.fill(date));
    const calls = await callsSince(page, times.start);
    const shown = times.shown - times.start;
    dateTasks.push(await longestTask(page, times));
    const inventory = lastEnd(calls.filter((call) => call.name.includes(INVENTORY_CALL)));
    const rates = lastEnd(calls.filter((call) => call.name.includes(RATES_CALL)));
    dated.push(shown);
    inventoryAnswered.push(inventory);
    ratesAnswered.push(rates);
    log(`  ${screen.title}: date ${date} products and rates painted ${shown.toFixed(0).padStart(4)} ms (inventory answered at ${inventory.toFixed(0)} ms, rates at ${rates.toFixed(0)} ms)`);
    await quiet();
  }

  // 3. Typing in the editor's text fields: long tasks from the first keystroke to the last.
  await query(ORDERS[1] ?? '#1002');
  await quiet(500);
  const from = await page.evaluate(() => performance.now());
  let keystrokes = 0;
  for (const [label, text] of TYPED) {
    const field = form.getByLabel(label).first();
    await field.click();
    await page.keyboard.press('End');
    await page.keyboard.type(text, { delay: KEY_DELAY_MS });
    keystrokes += text.length;
  }
  const to = await page.evaluate(() => performance.now());
  // A long task is reported once it ends: give the last one time to.
  await page.waitForTimeout(200);
  const longTasks: LongTask[] = await page.evaluate(([start, end]) => (window as unknown as ProbeWindow).benchProbe.longTasks(start, end), [from, to] as const);
  const longest = longTasks.reduce((most, task) => Math.max(most, task.duration), 0);
  log(`  ${screen.title}: typing ${keystrokes} keystrokes: ${longTasks.length} long tasks${longTasks.length > 0 ? `, longest ${longest.toFixed(0)} ms` : ''}`);

  const reported = (name: string, values: number[]): EditorFigure => ({ screen: screen.title, name, times: figures(values.filter((value) => Number.isFinite(value))) });
  return {
    figures: [
      { screen: screen.title, name: 'order queried → every field filled, painted', times: figures(queried), goal: 300 },
      reported('… the order call answered after', orderAnswered),
      reported('… the last call before the paint answered after', lastAnswered),
      reported('… painted after that answer by', queried.map((time, index) => time - (lastAnswered[index] ?? Number.NaN))),
      reported('… its longest long task (0: none)', queryTasks),
      { screen: screen.title, name: 'a date chosen → products and rates shown, painted', times: figures(dated), goal: 200 },
      reported('… the last inventory call answered after', inventoryAnswered),
      reported('… the rates call answered after', ratesAnswered),
      reported(
        '… painted after the last answer by',
        dated.map((time, index) => time - Math.max(...[inventoryAnswered[index], ratesAnswered[index]].filter((end): end is number => end !== undefined && Number.isFinite(end)))),
      ),
      reported('… its longest long task (0: none)', dateTasks),
      {
        screen: screen.title,
        name: 'typing in First Name, Address, Card Message: long tasks',
        longTasks: { count: longTasks.length, longest, total: longTasks.reduce((sum, task) => sum + task.duration, 0), over: `${keystrokes} keystrokes` },
        goal: 50,
      },
    ],
  };
}

/**
 * Two delivery dates of different weeks (the seeded catalogue has this week's and next week's):
 * the products are loaded per week code, so only a change of week sends the four inventory calls
 * again. #1001's own date (tomorrow: a date its region delivers on) and a Wednesday of next week;
 * when tomorrow is already in next week (on a Sunday), only the rates call goes out again, and
 * the run says so.
 */
function editorDates(): string[] {
  return [businessDay(1), nextWeekDay(3)];
}

export async function runEditorsBench(options: EditorsOptions): Promise<EditorsRun> {
  const { log } = options;
  const dir = await mkdtemp(join(tmpdir(), 'console-bench-probe-'));
  try {
    const probe = await buildProbe(dir);
    log(`Order editors: starting the console on ${options.database} with the demo seed and ${options.postalCodes.toLocaleString('en-CA')} postal codes…`);
    const server = await startBenchServer({ postalCodes: options.postalCodes, ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}) });
    try {
      log(`  ready in ${(server.startMs / 1000).toFixed(1)} s`);
      const dates = editorDates();
      log(`  the dates alternate between ${dates.join(' and ')}`);
      const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
      try {
        const all: EditorFigure[] = [];
        for (const screen of SCREENS) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
          try {
            await context.addInitScript({ content: probe });
            const page = await context.newPage();
            // The editors ask before leaving edits not sent: leave.
            page.on('dialog', (dialog) => void dialog.accept());
            await signIn(page, server.origin);
            log(`Order editors: ${screen.title} (${screen.path}), ${options.runs} runs of each step`);
            all.push(...(await screenFigures(page, server.origin, screen, options, dates)).figures);
          } finally {
            await context.close();
          }
        }
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        try {
          await context.addInitScript({ content: probe });
          const page = await context.newPage();
          await signIn(page, server.origin);
          log(`Order editors: Checkout Automation, ${options.runs} runs of ${CHECKOUT_CARTS} carts added and checked out`);
          all.push(...(await checkoutFigures(page, server.origin, options)));
        } finally {
          await context.close();
        }
        return {
          database: options.database,
          ...(options.fallback === undefined ? {} : { fallback: options.fallback }),
          postalCodes: options.postalCodes,
          runs: options.runs,
          orders: ORDERS,
          dates,
          figures: all,
        };
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
