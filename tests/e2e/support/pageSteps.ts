import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';

/** The page alert (a form block's outcome) of this role whose text holds `text`. */
export function alertReading(page: Page, role: 'status' | 'alert', text: string | RegExp): Locator {
  return page.locator('.page-alert').and(page.getByRole(role)).filter({ hasText: text });
}

/** Opens a page screen from the left menu (a step of the report); ready once its title shows. */
export function openPageFromMenu(page: Page, label: string, title: string): Promise<void> {
  return test.step(`open ${title}`, async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  });
}
