import { expect, test, type Page } from '@playwright/test';
import { SHORT_SESSION_PORT, SHORT_TOKEN_TTL_SECONDS } from './support/servers';
import { signInThroughProvider } from './support/signIn';

// This server issues 20-second tokens: the whole session is inside the 5-minute warning window.
test.use({ baseURL: `http://127.0.0.1:${SHORT_SESSION_PORT}` });

const warning = (page: Page) => page.getByRole('alertdialog');
const countdown = /^Your session will expire in 0:(\d\d)$/;

async function secondsLeft(page: Page): Promise<number> {
  const text = (await warning(page).getByText(countdown).textContent()) ?? '';
  return Number(countdown.exec(text)?.[1]);
}

async function storedExpiry(page: Page): Promise<number> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { expires_at: number }).expires_at : 0;
  });
}

test('the session warning counts down, can be dismissed, and Refresh Session renews the token', async ({ page }) => {
  await signInThroughProvider(page);
  await expect(warning(page)).toBeVisible();
  const first = await secondsLeft(page);
  expect(first).toBeLessThanOrEqual(SHORT_TOKEN_TTL_SECONDS);
  await expect.poll(() => secondsLeft(page), { timeout: 5_000 }).toBeLessThan(first);

  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(warning(page)).toBeHidden();

  await page.reload();
  await expect(warning(page)).toBeVisible();
  const before = await storedExpiry(page);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Refresh Session' }).click();
  // The page reloads with a renewed token: a later expiry, and still signed in.
  await reloaded;
  expect(await storedExpiry(page)).toBeGreaterThan(before);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('Refresh Session reads Refreshing... while the renewal runs', async ({ page }) => {
  await signInThroughProvider(page);
  // Slow the network instead of holding the token call in a route handler: no handler can be left
  // waiting when the page closes (a held call once hung the context's teardown on a slow machine).
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  const latency = (ms: number) =>
    network.send('Network.emulateNetworkConditions', { offline: false, latency: ms, downloadThroughput: -1, uploadThroughput: -1 });
  // One second is long enough to see the label (expect polls every 100 ms) and short enough that the
  // renewal's calls end well inside this server's 20-second tokens on a loaded machine; at three
  // seconds a slow run once let the token expire mid-renewal, signing the page out.
  await latency(1_000);
  await page.getByRole('button', { name: 'Refresh Session' }).click();
  await expect(page.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
  await latency(0);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await network.detach();
});

test('when the countdown reaches zero the user is sent to the root path, signed out', async ({ page }) => {
  test.setTimeout(SHORT_TOKEN_TTL_SECONDS * 1000 + 30_000);
  await signInThroughProvider(page);
  await expect(warning(page)).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: (SHORT_TOKEN_TTL_SECONDS + 5) * 1000 });
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await page.goto('/secure/anyone/dashboard');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
