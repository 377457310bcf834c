import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/signIn';
import { DEV_PORT } from './support/servers';

// `npm run dev`: editing a definition reloads its screen and keeps the session; a broken one
// shows the checker's messages over the page.
test.use({ baseURL: `http://127.0.0.1:${DEV_PORT}` });

const definition = new URL('../../screens/dev-corner/screen-catalogue.screen.json', import.meta.url);

test('an edited definition reloads its screen without a new sign-in; a broken one shows the checker', async ({ page }) => {
  test.setTimeout(90_000);
  const original = await readFile(definition, 'utf8');
  try {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Screen Catalogue' }).click();
    await expect(page.getByRole('heading', { name: 'Screen Catalogue', level: 1 })).toBeVisible();

    await writeFile(definition, original.replace('"title": "Screen Catalogue"', '"title": "Screen Catalogue (edited live)"'));
    await expect(page.getByRole('heading', { name: 'Screen Catalogue (edited live)', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: DEMO.name })).toBeVisible();
    await expect(page).toHaveURL(/\/secure\/dev-corner\/screens$/);

    await writeFile(definition, original.replace('"kind": "catalogue"', '"kind": "catalog"'));
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toContainText('screens/dev-corner/screen-catalogue.screen.json:/kind: unknown kind "catalog"', { timeout: 30_000 });
  } finally {
    await writeFile(definition, original);
  }
  await expect(page.getByRole('heading', { name: 'Screen Catalogue', level: 1, exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: DEMO.name })).toBeVisible();
});
