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

// screens/places/town.screen.json
const TITLE = 'Add New Town';

async function openTowns(page: Page): Promise<void> {
  await signIn(page);
  await openScreen(page, 'Town', TITLE);
}

test('opens from the menu with its title, columns, toolbar and search; Update All Changes waits for an edit', async ({ page }) => {
  await openTowns(page);
  await expect(columnHeaders(page)).toHaveText(['Town', 'Zone', 'Region', 'Action']);
  for (const label of ['Add New', 'Update City Index', 'Refresh']) await expect(button(page, label)).toBeEnabled();
  // Without edits the button cannot be pressed, so 'Alert! There is no available changes for update' never shows.
  await expect(updateAllChanges(page)).toBeDisabled();
  await expect(searchBox(page)).toBeVisible();
  await expect(filterOn(page, 'Town')).not.toBeChecked();
  await expect(filterOn(page, 'Zone')).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Per page' })).toHaveValue('20');
  await expect(pagerText(page)).toHaveText(/^Page 1 of \d+ · \d+ rows$/);
  await expect(gridRows(page)).toHaveCount(20);
  await expect(page.getByText('Alert! There is no available changes for update')).toHaveCount(0);
});

test('Add New with empty fields shows each message beside its field and sends nothing', async ({ page }) => {
  await openTowns(page);
  const writes = writesSent(page);
  await button(page, 'Add New').click();
  const form = dialog(page, 'Add Town');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectFieldError(form, 'Town', 'Town is required');
  await expectFieldError(form, 'Zone', 'Choose a Zone');
  await expect(form).toBeVisible();
  expect(writes).toEqual([]);
  await field(form, 'Town').fill('Half typed');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  // The modal starts afresh when shown again.
  await button(page, 'Add New').click();
  await expect(field(form, 'Town')).toHaveValue('');
  await expect(field(form, 'Town')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field(form, 'Zone')).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toBeHidden();
});

test('Add New saves a town: the server sentence in a toast, the modal closes, the town is found', async ({ page }) => {
  await openTowns(page);
  const name = `E2E Aspen ${uniqueWord()}`;
  await button(page, 'Add New').click();
  const form = dialog(page, 'Add Town');
  await field(form, 'Town').fill(name);
  await field(form, 'Zone').selectOption({ label: 'Winnipeg South' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `Town ${name} has been saved.`);
  await expect(form).toBeHidden();

  await search(page, name);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  const row = await findRow(page, 'town_name', name);
  await expect(cellOf(row, 'zone_id')).toHaveText('Winnipeg South');
  await expect(cellOf(row, 'region_name')).toHaveText('Winnipeg');
});

test('edits of two towns are highlighted, listed in Update Town Records with their postal codes, saved and kept after a reload', async ({ page }) => {
  await openTowns(page);
  const api = await AdminApi.of(page);
  const south = await api.zone('Winnipeg South', 'Winnipeg');
  const word = uniqueWord();
  const birch = `E2E Birch ${word}`;
  const cedar = `E2E Cedar ${word}`;
  const renamed = `E2E Birchwood ${word}`;
  const birchCode = await api.createPostalCode(await api.createTown(birch, south.zone_id), south.zone_id);
  const cedarCode = await api.createPostalCode(await api.createTown(cedar, south.zone_id), south.zone_id);

  await search(page, word);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 2 rows');
  const birchRow = await findRow(page, 'town_name', birch);
  const cedarRow = await findRow(page, 'town_name', cedar);
  await editText(page, birchRow, 'town_name', renamed);
  await pickOption(page, cedarRow, 'zone_id', 'Winnipeg North');
  await expectChanged(cellOf(birchRow, 'town_name'));
  await expectChanged(cellOf(cedarRow, 'zone_id'));
  await expectUnchanged(cellOf(birchRow, 'zone_id'));
  await expectUnchanged(cellOf(cedarRow, 'town_name'));
  await expect(page.getByText(`2 rows changed — ${birch}: Town; ${cedar}: Zone`)).toBeVisible();

  await expect(updateAllChanges(page)).toBeEnabled();
  await updateAllChanges(page).click();
  const confirm = page.getByRole('alertdialog', { name: 'Update Town Records' });
  await expect(changeLines(confirm)).toHaveText([`${birch} · Town: ${birch} → ${renamed}`, `${cedar} · Zone: Winnipeg South → Winnipeg North`]);
  await expect(confirm.getByRole('heading', { name: 'Affected postal codes' })).toBeVisible();
  await expect(confirm.locator('.grid-confirm-details li')).toHaveText([`${renamed}: ${birchCode}`, `${cedar}: ${cedarCode}`]);
  await expect(confirm.getByRole('checkbox', { name: 'Force update postal codes' })).toBeChecked();
  await confirm.getByRole('button', { name: 'Update', exact: true }).click();

  await expectToast(page, `Towns ${renamed} and ${cedar} have been updated. 1 postal code moved with them to the new zone.`);
  await expect(confirm).toBeHidden();
  await expect(updateAllChanges(page)).toBeDisabled();
  await expect(cellOf(birchRow, 'town_name')).toHaveText(renamed);
  await expectUnchanged(cellOf(birchRow, 'town_name'));
  await expectUnchanged(cellOf(cedarRow, 'zone_id'));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await search(page, word);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 2 rows');
  await expect(cellOf(await findRow(page, 'town_name', renamed), 'zone_id')).toHaveText('Winnipeg South');
  await expect(cellOf(await findRow(page, 'town_name', cedar), 'zone_id')).toHaveText('Winnipeg North');
  await expect(cellOf(await findRow(page, 'town_name', cedar), 'region_name')).toHaveText('Winnipeg');
  // Forced: the town's postal code moved with it.
  const moved = await api.get<{ result: { zone_name: string }[] }>(`/places/postalcodes?searchString=${encodeURIComponent(cedarCode)}&filterOn=postalcode`);
  expect(moved.result.map((code) => code.zone_name)).toEqual(['Winnipeg North']);
});

test('without Force update postal codes a moved town leaves its postal codes in their zone', async ({ page }) => {
  await openTowns(page);
  const api = await AdminApi.of(page);
  const south = await api.zone('Winnipeg South', 'Winnipeg');
  const name = `E2E Hazel ${uniqueWord()}`;
  const code = await api.createPostalCode(await api.createTown(name, south.zone_id), south.zone_id);
  await search(page, name);
  await pickOption(page, await findRow(page, 'town_name', name), 'zone_id', 'Winnipeg East');
  await updateAllChanges(page).click();
  const confirm = page.getByRole('alertdialog', { name: 'Update Town Records' });
  await expect(confirm.locator('.grid-confirm-details li')).toHaveText([`${name}: ${code}`]);
  await confirm.getByRole('checkbox', { name: 'Force update postal codes' }).uncheck();
  await confirm.getByRole('button', { name: 'Update', exact: true }).click();
  await expectToast(page, `Town ${name} has been updated. 1 postal code kept its previous zone.`);
  await expect(cellOf(await findRow(page, 'town_name', name), 'zone_id')).toHaveText('Winnipeg East');
  const kept = await api.get<{ result: { zone_name: string }[] }>(`/places/postalcodes?searchString=${encodeURIComponent(code)}&filterOn=postalcode`);
  expect(kept.result.map((row) => row.zone_name)).toEqual(['Winnipeg South']);
});

test('a change the server refuses shows its sentence in a danger toast; the row stays pending, marked Not saved', async ({ page }) => {
  await openTowns(page);
  const api = await AdminApi.of(page);
  const south = await api.zone('Winnipeg South', 'Winnipeg');
  const word = uniqueWord();
  const oak = `E2E Oak ${word}`;
  const pine = `E2E Pine ${word}`;
  await api.createTown(oak, south.zone_id);
  await api.createTown(pine, south.zone_id);
  await search(page, word);
  const row = await findRow(page, 'town_name', oak);
  await editText(page, row, 'town_name', pine);

  await updateAllChanges(page).click();
  const confirm = page.getByRole('alertdialog', { name: 'Update Town Records' });
  await expect(confirm.locator('.grid-confirm-details li')).toHaveText([`${pine}: none`]);
  await confirm.getByRole('button', { name: 'Update', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: `Town ${oak}: a town named ${pine} already exists in zone Winnipeg South.` });
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveClass(/ui-toast--danger/);
  await expect(confirm).toBeHidden();
  await expect(cellOf(row, 'town_name')).toContainText('Not saved');
  await expectChanged(cellOf(row, 'town_name'));
  await expect(updateAllChanges(page)).toBeEnabled();
});

test('pending edits: leaving asks first (Stay keeps them, Leave goes), Refresh discards them and returns to page 1', async ({ page }) => {
  await openTowns(page);
  const api = await AdminApi.of(page);
  const south = await api.zone('Winnipeg South', 'Winnipeg');
  const name = `E2E Rowan ${uniqueWord()}`;
  await api.createTown(name, south.zone_id);

  await button(page, 'Next page').click();
  await expect(pagerText(page)).toHaveText(/^Page 2 of \d+/);
  await button(page, 'Refresh').click();
  await expect(pagerText(page)).toHaveText(/^Page 1 of \d+/);

  await search(page, name);
  const row = await findRow(page, 'town_name', name);
  await editText(page, row, 'town_name', `${name} X`);
  await pickOption(page, row, 'zone_id', 'Winnipeg West');
  await expect(updateAllChanges(page)).toBeEnabled();

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Zone', exact: true }).click();
  await expect(leaveDialog(page)).toContainText('You have changes that are not saved. Leave and lose them?');
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(cellOf(row, 'town_name')).toHaveText(`${name} X`);
  await expectChanged(cellOf(row, 'zone_id'));

  await refreshDiscardingEdits(page);
  await expect(cellOf(row, 'town_name')).toHaveText(name);
  await expect(cellOf(row, 'zone_id')).toHaveText('Winnipeg South');
  await expectUnchanged(cellOf(row, 'town_name'));
  await expectUnchanged(cellOf(row, 'zone_id'));
  await expect(updateAllChanges(page)).toBeDisabled();

  await editText(page, row, 'town_name', `${name} Y`);
  await menu.getByRole('link', { name: 'Zone', exact: true }).click();
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zone' })).toBeVisible();
});

test('Update City Index shows the server sentence', async ({ page }) => {
  await openTowns(page);
  await button(page, 'Update City Index').click();
  await expectToast(page, /^City index updated: \d+ cities in \d+ regions\.$/);
});

test('Delete asks in a browser confirm: dismissing keeps the town, accepting deletes it; a town with postal codes is refused', async ({ page }) => {
  await openTowns(page);
  const api = await AdminApi.of(page);
  const south = await api.zone('Winnipeg South', 'Winnipeg');
  const word = uniqueWord();
  const name = `E2E Poplar ${word}`;
  const used = `E2E Willow ${word}`;
  await api.createTown(name, south.zone_id);
  await api.createPostalCode(await api.createTown(used, south.zone_id), south.zone_id);
  await search(page, word);
  const row = await findRow(page, 'town_name', name);

  const writes = writesSent(page);
  const dismissed = answerNextDialog(page, false);
  await row.getByRole('button', { name: 'Delete' }).click();
  expect(await dismissed).toEqual({ type: 'confirm', message: `Please confirm that you want to delete this Town ${name}.` });
  await expect(row).toBeVisible();
  expect(writes).toEqual([]);

  const accepted = answerNextDialog(page, true);
  await row.getByRole('button', { name: 'Delete' }).click();
  expect((await accepted).message).toBe(`Please confirm that you want to delete this Town ${name}.`);
  await expectToast(page, `Town ${name} has been deleted.`);
  await expect(rowsWhere(page, 'town_name', name)).toHaveCount(0);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');

  const refused = answerNextDialog(page, true);
  await (await findRow(page, 'town_name', used)).getByRole('button', { name: 'Delete' }).click();
  expect((await refused).message).toBe(`Please confirm that you want to delete this Town ${used}.`);
  await expect(page.getByRole('alert').getByText('Town delete process failed.', { exact: true })).toBeVisible();
  await expect(rowsWhere(page, 'town_name', used)).toHaveCount(1);
});

test('search applies on Enter only, over the checked fields (none checked = Town and Zone), from page 1', async ({ page }) => {
  await openTowns(page);
  const api = await AdminApi.of(page);
  const winnipeg = await api.region('Winnipeg');
  const zoneWord = uniqueWord();
  const townWord = uniqueWord();
  const zoneName = `E2E Zone ${zoneWord}`;
  const townName = `E2E Larch ${townWord}`;
  await api.createTown(townName, await api.createZone(zoneName, winnipeg.region_id));
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/places/town?') && request.url().includes('searchString')) searches.push(request.url());
  });

  await button(page, 'Next page').click();
  await expect(pagerText(page)).toHaveText(/^Page 2 of \d+/);
  await searchBox(page).fill(townWord);
  await expect(rowsWhere(page, 'town_name', townName)).toHaveCount(0);
  await expect(pagerText(page)).toHaveText(/^Page 2 of \d+/);
  expect(searches).toEqual([]);
  await searchBox(page).press('Enter');
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  await expect(cellOf(await findRow(page, 'town_name', townName), 'zone_id')).toHaveText(zoneName);

  await search(page, townWord, ['Zone']);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 0 rows');
  await expect(gridRows(page)).toHaveCount(0);
  await search(page, townWord, ['Town']);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  await search(page, zoneWord, ['Town']);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 0 rows');
  await search(page, zoneWord, ['Zone']);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  await expect(rowsWhere(page, 'town_name', townName)).toHaveCount(1);
  await search(page, zoneWord.toUpperCase(), []);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  await search(page, townWord, []);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  await expect(rowsWhere(page, 'town_name', townName)).toHaveCount(1);
});
