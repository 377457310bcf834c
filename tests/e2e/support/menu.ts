import type { Page } from '@playwright/test';
import { gridRows } from './grid';
import { expect } from './test';

/** A screen as the menu offers it. */
export interface MenuScreen {
  title: string;
  menu: { label: string };
}

/** Opens a screen from the left menu; ready once its heading shows and its first grid answered (rows, or the empty overlay). */
export async function openFromMenu(page: Page, screen: MenuScreen): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: screen.menu.label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
  await expect(page.locator('main .grid-loading')).toHaveCount(0);
  await expect(gridRows(page).first().or(page.locator('.grid-table .ag-overlay-no-rows-center').first())).toBeVisible();
}
