import type { Locator, Page } from '@playwright/test';
import { AdminApi, uniqueWord } from './support/adminApi';
import { button, cellOf, dialog, editText, expectToast, findRow, gridRows, openScreen, pagerText, search } from './support/grid';
import { signIn } from './support/signIn';
import { expect, test } from './support/test';

/**
 * The generic grid and dialog behaviours, once for every screen that uses them: keyboard use of
 * the action cell, dialogs that trap focus and give it back, and what must be in view on a
 * 1280×800 screen. Driven by the definitions of the Rates and Places screens.
 */
test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** Whether the focused element is inside the open dialog. */
async function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.closest('dialog[open]') != null);
}

/** Focuses a row's first (read-only) cell, then moves right cell by cell to its Action cell, as a keyboard user does. */
async function focusActionCell(page: Page, row: Locator): Promise<Locator> {
  await row.locator('.ag-cell').first().click();
  const cell = page.locator(`.ag-row[row-index="${await row.getAttribute('row-index')}"] [col-id="actions"]`).first();
  for (let press = 0; press < 15 && !(await cell.evaluate((element) => element === document.activeElement)); press += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(cell).toBeFocused();
  return cell;
}

test('the action cell works from the keyboard: Enter reaches Edit, Enter opens its form, Escape gives focus back', async ({ page }) => {
  await openScreen(page, 'Region', 'Region');
  const row = gridRows(page).first();
  const cell = await focusActionCell(page, row);
  await page.keyboard.press('Enter');
  const edit = cell.getByRole('button', { name: 'Edit', exact: true });
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  const form = dialog(page, 'Update Region');
  await expect(form).toBeVisible();
  expect(await focusInDialog(page)).toBe(true);
  // Tab goes round inside the dialog, never to the page behind.
  for (let press = 0; press < 25; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page), `focus after ${press + 1} Tab presses`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(edit).toBeFocused();
});

test('Space on the action cell reaches Delete; its confirm gives focus back to Delete when cancelled', async ({ page }) => {
  const api = await AdminApi.of(page);
  const minute = () => String(10 + Math.floor(Math.random() * 50));
  const name = await api.createDeliveryRate(`Late Afternoon (3:${minute()}pm - 5:${minute()}pm)`, '$7');
  await openScreen(page, 'Delivery Rate', 'Delivery Rate');
  await search(page, name);
  const row = await findRow(page, 'name', name);
  const cell = await focusActionCell(page, row);
  await page.keyboard.press(' ');
  const remove = cell.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete' });
  await expect(confirm).toBeVisible();
  expect(await focusInDialog(page)).toBe(true);
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
});

test('an open form makes the page behind inert: its cells cannot be reached by mouse or keyboard', async ({ page }) => {
  await openScreen(page, 'Town', 'Add New Town');
  const cell = cellOf(gridRows(page).nth(2), 'town_name');
  const box = await cell.boundingBox();
  if (!box) throw new Error('no town cell');
  await button(page, 'Add New').click();
  const form = dialog(page, 'Add Town');
  await expect(form).toBeVisible();
  // What a click at the cell would hit: the dialog's backdrop, not the cell.
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('dialog, .ag-cell')?.tagName ?? '', {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(hit).toBe('DIALOG');
  for (let press = 0; press < 10; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  await form.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(button(page, 'Add New')).toBeFocused();
});

test('after Update All Changes completes, focus stays in the page (on its title), the button counts the rows waiting', async ({ page }) => {
  const api = await AdminApi.of(page);
  const name = `E2E Focus ${uniqueWord()}`;
  await api.createZone(name, (await api.region('Winnipeg')).region_id);
  await openScreen(page, 'Zone', 'Zone');
  await search(page, name);
  const row = await findRow(page, 'zone_name', name);
  await editText(page, row, 'zone_name', `${name} B`);
  // The changed cell carries an edge bar besides the specified colour.
  await expect(cellOf(row, 'zone_name')).toHaveCSS('box-shadow', /inset/);
  await button(page, 'Update All Changes (1)').click();
  const confirm = page.getByRole('alertdialog', { name: 'Update All Changes' });
  await confirm.getByRole('button', { name: 'Update', exact: true }).click();
  await expectToast(page, /has been updated/);
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Zone' })).toBeFocused();
});

for (const [menu, title] of [
  ['Zone Delivery Rate', 'Zone Delivery Rate'],
  ['Special Zone Delivery Rate', 'Special Zone Delivery Rate'],
  ['Region', 'Region'],
] as const) {
  test(`at 1280×800, ${menu} shows its Action column, the pager and the row count without scrolling`, async ({ page }) => {
    await openScreen(page, menu, title);
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const action = page.locator('.grid-table').getByRole('columnheader', { name: 'Action' });
    await expect(action).toBeInViewport({ ratio: 1 });
    await expect(gridRows(page).first().locator('[col-id="actions"] button').first()).toBeInViewport({ ratio: 1 });
    await expect(pagerText(page)).toBeInViewport({ ratio: 1 });
  });
}

test('at 1280×800, the Zone Delivery Rate form shows Save without scrolling', async ({ page }) => {
  await openScreen(page, 'Zone Delivery Rate', 'Zone Delivery Rate');
  await button(page, 'Add New').click();
  const form = page.getByRole('dialog');
  await expect(form).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(form.getByRole('button', { name: 'Cancel', exact: true })).toBeInViewport({ ratio: 1 });
});
