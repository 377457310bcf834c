import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { GRID_ROUTE_BUDGET, PAGE_HTML_BUDGET, WELCOME_JS_BUDGET, gzipSizeOf } from '../../scripts/bench/bundle';
import { gridRows } from './support/grid';
import { MAIN_PORT } from './support/servers';
import { signIn } from './support/signIn';
import { expect, test } from './support/test';

/**
 * Download budgets (issue 10), measured on what the browser really loads from the built console:
 * every script and style sheet under `/assets/`, each file once, at its gzip size — the `.gz` the
 * build wrote beside it (scripts/precompress.ts), or the file gzipped when it is too small to have
 * one. (The browser itself is sent brotli, smaller still.) `npm run bench` reports the same figures
 * from the build's own chunk graph (scripts/bench/bundle.ts). Run after `npm run build`.
 */
const CONSOLE_ORIGIN = `http://127.0.0.1:${MAIN_PORT}`;
const DIST_ASSETS = join(process.cwd(), 'dist', 'assets');

interface Loaded {
  file: string;
  gzip: number;
}

/** Records every built script and style sheet the page loads (each file once). */
function recordAssets(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const file = /^\/assets\/([^/]+\.(?:js|css))$/.exec(url.pathname)?.[1];
    if (file && url.origin === CONSOLE_ORIGIN) files.add(file);
  });
  return files;
}

async function measure(files: Iterable<string>, kinds: RegExp): Promise<{ total: number; loaded: Loaded[] }> {
  const picked = [...files].filter((file) => kinds.test(file));
  const loaded = await Promise.all(picked.map(async (file) => ({ file, gzip: await gzipSizeOf(DIST_ASSETS, file) })));
  loaded.sort((a, b) => b.gzip - a.gzip);
  return { total: loaded.reduce((sum, item) => sum + item.gzip, 0), loaded };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The figure and the files behind it, biggest first (all of them in the log, the first eight in a failure). */
function report(what: string, total: number, budget: number, loaded: Loaded[], count = 8): string {
  const biggest = loaded.slice(0, count).map((item) => `  ${kB(item.gzip).padStart(9)}  ${item.file}`);
  return [`${what}: ${kB(total)} gzip in ${loaded.length} files (budget ${kB(budget)}); biggest:`, ...biggest].join('\n');
}

/** Waits until nothing has been in flight for a moment, so lazily loaded chunks are counted too. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

test('the welcome pages load at most 110 kB gzip of JavaScript each: the sign-in page, and the dashboard opened by its address', async ({ page }) => {
  const signInPage = recordAssets(page);
  const response = await page.goto('/');
  // The page itself carries the screen index as data (every screen's route, title and menu entry):
  // bounded too, so what left the scripts is still counted.
  if (!response) throw new Error('the console answered nothing for /');
  const html = gzipSync(await response.body(), { level: 9 }).length;
  console.log(`the page (index.html with the screen index): ${kB(html)} gzip (budget ${kB(PAGE_HTML_BUDGET)})`);
  expect(html, 'index.html with the screen index, gzip').toBeLessThanOrEqual(PAGE_HTML_BUDGET);
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await settle(page);
  const signedOut = await measure(signInPage, /\.js$/);
  console.log(report('sign-in page JavaScript', signedOut.total, WELCOME_JS_BUDGET, signedOut.loaded, Infinity));

  // Signing in loads the sign-in client (oidc-client-ts) for the provider's callback; the
  // dashboard opened by its address in the signed-in tab (a reload, a bookmark) needs none of it.
  await signIn(page);
  const dashboardUrl = page.url();
  const dashboardPage = recordAssets(page);
  await page.goto(dashboardUrl);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await settle(page);
  const dashboard = await measure(dashboardPage, /\.js$/);
  console.log(report('dashboard JavaScript', dashboard.total, WELCOME_JS_BUDGET, dashboard.loaded, Infinity));

  expect(signedOut.total, report('sign-in page JavaScript', signedOut.total, WELCOME_JS_BUDGET, signedOut.loaded)).toBeLessThanOrEqual(WELCOME_JS_BUDGET);
  expect(dashboard.total, report('dashboard JavaScript', dashboard.total, WELCOME_JS_BUDGET, dashboard.loaded)).toBeLessThanOrEqual(WELCOME_JS_BUDGET);
  expect(dashboard.loaded.map((item) => item.file).filter((file) => /^userManager-/.test(file)), 'the sign-in client on a signed-in reload').toEqual([]);
});

test('a grid route opened directly loads at most 400 kB gzip of JavaScript and CSS', async ({ page }) => {
  await signIn(page);
  // Opened by address in the signed-in tab (the session lives in its session storage): only what
  // this load brings is counted.
  const files = recordAssets(page);
  await page.goto('/secure/postalcode');
  await expect(page.getByRole('heading', { level: 1, name: 'Postal Codes', exact: true })).toBeVisible();
  await expect(gridRows(page).first()).toBeVisible();
  await settle(page);
  const grid = await measure(files, /\.(js|css)$/);
  const what = 'Postal Codes opened directly (JS + CSS)';
  console.log(report(what, grid.total, GRID_ROUTE_BUDGET, grid.loaded, Infinity));
  expect(grid.total, report(what, grid.total, GRID_ROUTE_BUDGET, grid.loaded)).toBeLessThanOrEqual(GRID_ROUTE_BUDGET);
  expect(grid.loaded.map((item) => item.file).filter((file) => /^form-/.test(file)), 'form code before any form opens').toEqual([]);
});
