import type { Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import {
  answerNextDialog,
  button,
  cellOf,
  changeLines,
  columnHeaders,
  dialog,
  editText,
  expectChanged,
  expectFieldError,
  expectToast,
  expectUnchanged,
  field,
  filterOn,
  findRow,
  gridRows,
  leaveDialog,
  openScreen,
  pagerText,
  pickOption,
  refreshDiscardingEdits,
  rowsWhere,
  search,
  searchBox,
  updateAllChanges,
  writesSent,
} from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// screens/places/zone.screen.json
const TITLE = 'Zone';

async function openZones(page: Page): Promise<void> {
  await signIn(page);
  await openScreen(page, 'Zone', TITLE);
}

test('opens from the menu with its title, columns, toolbar and search; Update All Changes waits for an edit', async ({ page }) => {
  await openZones(page);
  await expect(columnHeaders(page)).toHaveText(['Zone', 'Region', 'Action']);
  for (const label of ['Add New', 'Refresh']) await expect(button(page, label)).toBeEnabled();
  await expect(updateAllChanges(page)).toBeDisabled();
  await expect(searchBox(page)).toBeVisible();
  await expect(filterOn(page, 'Zone')).not.toBeChecked();
  await expect(filterOn(page, 'Region')).not.toBeChecked();
  await expect(pagerText(page)).toHaveText(/^Page 1 of \d+ · \d+ rows$/);
  await expect(gridRows(page)).toHaveCount(20);
});

test('Add New with empty fields shows each message beside its field and sends nothing', async ({ page }) => {
  await openZones(page);
  const writes = writesSent(page);
  await button(page, 'Add New').click();
  const form = dialog(page, 'Add Zone');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectFieldError(form, 'Zone', 'Zone is required');
  await expectFieldError(form, 'Region', 'Choose a Region');
  // A name alone is not enough either.
  await field(form, 'Zone').fill(`E2E Zone ${uniqueWord()}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectFieldError(form, 'Region', 'Choose a Region');
  await expect(field(form, 'Zone')).not.toHaveAttribute('aria-invalid', 'true');
  expect(writes).toEqual([]);
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toBeHidden();
});

test('Add New saves a zone: the server sentence in a toast, the modal closes, the zone is found', async ({ page }) => {
  await openZones(page);
  const name = `E2E Zone ${uniqueWord()}`;
  await button(page, 'Add New').click();
  const form = dialog(page, 'Add Zone');
  await field(form, 'Zone').fill(name);
  await field(form, 'Region').selectOption({ label: 'Winnipeg' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `Zone ${name} has been saved.`);
  await expect(form).toBeHidden();

  await search(page, name);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  await expect(cellOf(await findRow(page, 'zone_name', name), 'region_id')).toHaveText('Winnipeg');
});

test('edits of two zones are highlighted, confirmed with old → new, saved and kept after a reload', async ({ page }) => {
  await openZones(page);
  const api = await AdminApi.of(page);
  const winnipeg = await api.region('Winnipeg');
  const word = uniqueWord();
  const east = `E2E East ${word}`;
  const west = `E2E West ${word}`;
  const renamed = `E2E Eastgate ${word}`;
  await api.createZone(east, winnipeg.region_id);
  await api.createZone(west, winnipeg.region_id);

  await search(page, word);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 2 rows');
  const eastRow = await findRow(page, 'zone_name', east);
  const westRow = await findRow(page, 'zone_name', west);
  await editText(page, eastRow, 'zone_name', renamed);
  await pickOption(page, westRow, 'region_id', 'Regina');
  await expectChanged(cellOf(eastRow, 'zone_name'));
  await expectChanged(cellOf(westRow, 'region_id'));
  await expectUnchanged(cellOf(eastRow, 'region_id'));
  await expectUnchanged(cellOf(westRow, 'zone_name'));

  await expect(updateAllChanges(page)).toBeEnabled();
  await updateAllChanges(page).click();
  const confirm = page.getByRole('alertdialog', { name: 'Update All Changes' });
  await expect(changeLines(confirm)).toHaveText([`${east} · Zone: ${east} → ${renamed}`, `${west} · Region: Winnipeg → Regina`]);
  await confirm.getByRole('button', { name: 'Update', exact: true }).click();
  await expectToast(page, `2 zones have been updated: ${renamed}, ${west}.`);
  await expect(confirm).toBeHidden();
  await expect(updateAllChanges(page)).toBeDisabled();
  await expectUnchanged(cellOf(eastRow, 'zone_name'));
  await expectUnchanged(cellOf(westRow, 'region_id'));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await search(page, word);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 2 rows');
  await expect(cellOf(await findRow(page, 'zone_name', renamed), 'region_id')).toHaveText('Winnipeg');
  await expect(cellOf(await findRow(page, 'zone_name', west), 'region_id')).toHaveText('Regina');
});

test('pending edits: leaving asks first, Refresh puts the values back and disables Update All Changes', async ({ page }) => {
  await openZones(page);
  const api = await AdminApi.of(page);
  const name = `E2E Zone ${uniqueWord()}`;
  await api.createZone(name, (await api.region('Winnipeg')).region_id);
  await search(page, name);
  const row = await findRow(page, 'zone_name', name);
  await editText(page, row, 'zone_name', `${name} Changed`);
  await pickOption(page, row, 'region_id', 'Calgary');
  await expect(updateAllChanges(page)).toBeEnabled();

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Town', exact: true }).click();
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(cellOf(row, 'zone_name')).toHaveText(`${name} Changed`);

  await refreshDiscardingEdits(page);
  await expect(cellOf(row, 'zone_name')).toHaveText(name);
  await expect(cellOf(row, 'region_id')).toHaveText('Winnipeg');
  await expectUnchanged(cellOf(row, 'zone_name'));
  await expectUnchanged(cellOf(row, 'region_id'));
  await expect(updateAllChanges(page)).toBeDisabled();
  // Nothing pending: leaving no longer asks.
  await menu.getByRole('link', { name: 'Town', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Town' })).toBeVisible();
  await expect(leaveDialog(page)).toHaveCount(0);
});

test('Delete asks in a browser confirm: dismissing keeps the zone, accepting deletes it', async ({ page }) => {
  await openZones(page);
  const api = await AdminApi.of(page);
  const name = `E2E Zone ${uniqueWord()}`;
  await api.createZone(name, (await api.region('Winnipeg')).region_id);
  await search(page, name);
  const row = await findRow(page, 'zone_name', name);

  const writes = writesSent(page);
  const dismissed = answerNextDialog(page, false);
  await row.getByRole('button', { name: 'Delete' }).click();
  expect(await dismissed).toEqual({ type: 'confirm', message: `Please confirm that you want to delete this Zone ${name}.` });
  await expect(row).toBeVisible();
  expect(writes).toEqual([]);

  const accepted = answerNextDialog(page, true);
  await row.getByRole('button', { name: 'Delete' }).click();
  expect((await accepted).message).toBe(`Please confirm that you want to delete this Zone ${name}.`);
  await expectToast(page, `Zone ${name} has been deleted.`);
  await expect(rowsWhere(page, 'zone_name', name)).toHaveCount(0);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 0 rows');
});

test('search applies on Enter over the checked fields (none checked = Zone and Region)', async ({ page }) => {
  await openZones(page);
  const api = await AdminApi.of(page);
  const name = `E2E Zone ${uniqueWord()}`;
  await api.createZone(name, (await api.region('Regina')).region_id);

  await searchBox(page).fill(name);
  await expect(rowsWhere(page, 'zone_name', name)).toHaveCount(0);
  await searchBox(page).press('Enter');
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  await search(page, name, ['Region']);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 0 rows');
  await search(page, name.toLowerCase(), ['Zone']);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  await expect(cellOf(await findRow(page, 'zone_name', name), 'region_id')).toHaveText('Regina');

  // Region only: every zone shown belongs to a region matching the text.
  await search(page, 'regina', ['Region']);
  await expect(rowsWhere(page, 'zone_name', 'Regina East')).toHaveCount(1);
  await expect(rowsWhere(page, 'zone_name', name)).toHaveCount(1);
  for (const region of await gridRows(page).locator('.ag-cell[col-id="region_id"]').allTextContents()) expect(region).toBe('Regina');
});
