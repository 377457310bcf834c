import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'alex.morgan@example.com', password: 'console-demo', name: 'Alex Morgan' };

/** Signs in through the identity provider's own login page, as a person would. */
export async function signIn(page: Page, account: { email: string; password: string } = DEMO): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/secure\/[0-9a-f-]{36}\/dashboard$/);
}
