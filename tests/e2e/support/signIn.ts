import { expect, type Cookie, type Page } from '@playwright/test';

export const DEMO = { email: 'alex.morgan@example.com', password: 'console-demo', name: 'Alex Morgan' };

type Account = { email: string; password: string };

/** Signs in through the identity provider's own login page, as a person would. */
export async function signInThroughProvider(page: Page, account: Account = DEMO): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/secure\/[0-9a-f-]{36}\/dashboard$/);
}

/** What a sign-in left in the browser: the console's session storage (the signed-in user) and the provider's cookies. */
interface SavedSignIn {
  sessionStorage: [string, string][];
  cookies: Cookie[];
  /** The dashboard the sign-in landed on (its path names the user). */
  dashboard: string;
  /** When the id token expires (seconds since the epoch, as oidc-client-ts stores it). */
  expiresAt: number;
}

/**
 * The sign-ins of this worker, per server and account. A Playwright worker is one process that
 * runs its tests one after another, so this is the worker's own: each worker signs in through
 * the provider once per server and account, and its later tests start from that session.
 */
const savedSignIns = new Map<string, SavedSignIn>();

/** A saved session is reused only while its token has this long to live (a test may run a minute). */
const REUSE_MARGIN_SECONDS = 5 * 60;

/**
 * Signs `account` in and lands on the dashboard. The worker's first sign-in on a server goes
 * through the provider's login page (signInThroughProvider); later ones give the page that
 * session (the console's session storage and the provider's cookies, as the browser kept them)
 * and open the dashboard it landed on, while its token has at least five minutes to live.
 * Tests of signing in and out themselves call signInThroughProvider: ending the session
 * would end it for the worker's later tests too.
 */
export async function signIn(page: Page, account: Account = DEMO): Promise<void> {
  // A cheap page of the server (the relative path resolves against the test's baseURL), to know its origin.
  await page.goto('/config.json');
  const origin = new URL(page.url()).origin;
  const key = `${origin} ${account.email}`;
  const saved = savedSignIns.get(key);
  if (saved && saved.expiresAt - Date.now() / 1000 > REUSE_MARGIN_SECONDS) {
    await page.context().addCookies(saved.cookies);
    await page.evaluate((entries) => {
      for (const [name, value] of entries) sessionStorage.setItem(name, value);
    }, saved.sessionStorage);
    await page.goto(saved.dashboard);
    await expect(page).toHaveURL(/\/secure\/[0-9a-f-]{36}\/dashboard$/);
    return;
  }
  await signInThroughProvider(page, account);
  const stored = await page.evaluate(() => Object.entries<string>(sessionStorage));
  const user = stored.find(([name]) => name.startsWith('oidc.user:'));
  const expiresAt: unknown = user ? (JSON.parse(user[1]) as { expires_at?: unknown }).expires_at : undefined;
  if (typeof expiresAt !== 'number') return;
  savedSignIns.set(key, { sessionStorage: stored, cookies: await page.context().cookies(), dashboard: page.url(), expiresAt });
}
