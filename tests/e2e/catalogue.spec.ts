import { expect, test } from '@playwright/test';
import { signIn } from './support/signIn';

test('the screen catalogue lists every definition, finds one by its texts and opens it', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Screen Catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Screen Catalogue', level: 1 })).toBeVisible();
  await expect(page.getByText(/^(\d+) of \1 screens$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add New Town', level: 2 })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search screens' }).fill('Force update postal codes');
  await expect(page.getByText(/^1 of \d+ screens$/)).toBeVisible();
  const town = page.getByRole('article', { name: 'Add New Town' });
  await expect(town.getByText('/secure/town', { exact: true })).toBeVisible();
  await expect(town.getByText('Delivery › Town')).toBeVisible();
  await town.getByText(/^Endpoints/).click();
  await expect(town.getByText('PUT /places/town/affected-resources')).toBeVisible();

  await town.getByRole('link', { name: 'Add New Town' }).click();
  await expect(page).toHaveURL(/\/secure\/town$/);
  await expect(page.getByRole('heading', { name: 'Add New Town', level: 1 })).toBeVisible();
});
