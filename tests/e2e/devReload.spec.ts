import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { DEMO, signIn } from './support/signIn';
import { DEV_PORT } from './support/servers';

// `npm run dev`: editing a definition reloads its screen and keeps the session; a broken one
// shows the checker's messages over the page.
test.use({ baseURL: `http://127.0.0.1:${DEV_PORT}` });

const definition = new URL('../../screens/dev-corner/screen-catalogue.screen.json', import.meta.url);

/**
 * Saves the definition until the page shows the effect. The file watcher can miss a second save
 * made within milliseconds of the first (an editor's saves are further apart), so each attempt
 * saves again, as a person would.
 */
async function saveUntil(text: string, shown: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await writeFile(definition, text);
    await shown();
  }).toPass({ intervals: [1_000, 2_000, 3_000], timeout: 30_000 });
}

const visible = (locator: Locator) => () => expect(locator).toBeVisible({ timeout: 3_000 });

test('an edited definition reloads its screen without a new sign-in; a broken one shows the checker', async ({ page }) => {
  test.setTimeout(120_000);
  const original = await readFile(definition, 'utf8');
  try {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Screen Catalogue' }).click();
    // The dev server compiles what the catalogue imports (every definition, their custom parts) on this first
    // visit: beside other tests on two cores that took over 5 s once.
    await expect(page.getByRole('heading', { name: 'Screen Catalogue', level: 1 })).toBeVisible({ timeout: 30_000 });

    const edited = original.replace('"title": "Screen Catalogue"', '"title": "Screen Catalogue (edited live)"');
    await saveUntil(edited, visible(page.getByRole('heading', { name: 'Screen Catalogue (edited live)', level: 1 })));
    await expect(page.getByRole('button', { name: DEMO.name })).toBeVisible();
    await expect(page).toHaveURL(/\/secure\/dev-corner\/screens$/);

    const broken = original.replace('"kind": "catalogue"', '"kind": "catalog"');
    const message = 'screens/dev-corner/screen-catalogue.screen.json:/kind: unknown kind "catalog"';
    await saveUntil(broken, () => expect(page.locator('vite-error-overlay')).toContainText(message, { timeout: 3_000 }));

    // Fixed again: the page reloads by itself, the screen is back, and the session never ended.
    await saveUntil(original, visible(page.getByRole('heading', { name: 'Screen Catalogue', level: 1, exact: true })));
    await expect(page.locator('vite-error-overlay')).toHaveCount(0);
    await expect(page.getByRole('button', { name: DEMO.name })).toBeVisible();
  } finally {
    await writeFile(definition, original);
  }
});
