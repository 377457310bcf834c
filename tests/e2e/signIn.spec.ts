import { expect, test } from '@playwright/test';
import { DEMO, signInThroughProvider } from './support/signIn';

test('signs in through the provider and lands on the dashboard with the menu', async ({ page }) => {
  await signInThroughProvider(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: DEMO.name })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('v1.0.0', { exact: true })).toBeVisible();
  await expect(page.getByText('Production', { exact: true })).toBeVisible();
  // The dashboard's cards (the menu's group headings are headings too: look in <main> only).
  const main = page.getByRole('main');
  for (const card of ['Orders', 'Rules', 'Order Pulls', 'Greets', 'Products', 'Labels', 'Tools', 'Places']) {
    await expect(main.getByRole('heading', { name: card, level: 2, exact: true })).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: 'Operation', level: 2, exact: true })).toHaveCount(2);
  await expect(page.getByRole('main').getByRole('link', { name: 'Zone Delivery Rate', exact: true })).toHaveAttribute('href', '/secure/zone-delivery-rate');
  for (const entry of ['Zone Delivery Rate', 'Special Zone Delivery Rate', 'Delivery Rate', 'Region', 'Zone', 'Town', 'Postal Code']) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
});

test('a wrong password shows a clear error on the login page and keeps the e-mail', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.');
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/secure\/[0-9a-f-]{36}\/dashboard$/);
});

test('log out clears the session and returns to the root path', async ({ page }) => {
  await signInThroughProvider(page);
  await page.getByRole('button', { name: DEMO.name }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user')))).toEqual([]);
  // The dashboard is no longer reachable.
  await page.goto('/secure/anyone/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('a protected route sends a signed-out visitor to the root path', async ({ page }) => {
  await page.goto('/secure/zone-delivery-rate');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the operations console' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Help Center' })).toBeVisible();
});

test('an unknown path shows the not-found page with a home link', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Maybe this page moved?' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
