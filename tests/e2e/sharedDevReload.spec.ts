import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { DEMO, signIn } from './support/signIn';
import { DEV_PORT } from './support/servers';

// `npm run dev`: editing a shared definition (screens/shared/) reloads the screens using it and
// keeps the session; a broken one shows the checker's messages over the page, as a definition does.
test.use({ baseURL: `http://127.0.0.1:${DEV_PORT}` });

const shared = new URL('../../screens/shared/toolbar.json', import.meta.url);

/** Saves the shared file until the page shows the effect (a second save within milliseconds can be missed by the watcher). */
async function saveUntil(text: string, shown: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await writeFile(shared, text);
    await shown();
  }).toPass({ intervals: [1_000, 2_000, 3_000], timeout: 30_000 });
}

const visible = (locator: Locator) => () => expect(locator).toBeVisible({ timeout: 3_000 });

test('an edited shared toolbar button changes the screens using it without a new sign-in; a broken one shows the checker', async ({ page }) => {
  test.setTimeout(120_000);
  const original = await readFile(shared, 'utf8');
  try {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit Trail' }).click();
    await expect(page.getByRole('heading', { name: 'Audit Trail', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toBeVisible();

    const edited = original.replace('"label": "Refresh"', '"label": "Refresh (edited live)"');
    await saveUntil(edited, visible(page.getByRole('button', { name: 'Refresh (edited live)', exact: true })));
    await expect(page.getByRole('button', { name: DEMO.name })).toBeVisible();
    await expect(page).toHaveURL(/\/secure\/dev-corner\/audit-trail$/);

    const broken = original.replace('"label": "Refresh"', '"label": ""');
    const message = 'screens/shared/toolbar.json:/toolbar/refresh/label: must NOT have fewer than 1 characters';
    await saveUntil(broken, () => expect(page.locator('vite-error-overlay')).toContainText(message, { timeout: 3_000 }));
    await expect(page.locator('vite-error-overlay')).toContainText('screens/dev-corner/audit-trail.screen.json:/toolbar/0/use: shared toolbar button "refresh" is not usable until screens/shared/toolbar.json is fixed');

    // Fixed again: the page reloads by itself, the button is back, and the session never ended.
    await saveUntil(original, visible(page.getByRole('button', { name: 'Refresh', exact: true })));
    await expect(page.locator('vite-error-overlay')).toHaveCount(0);
    await expect(page.getByRole('button', { name: DEMO.name })).toBeVisible();
  } finally {
    await writeFile(shared, original);
  }
});
