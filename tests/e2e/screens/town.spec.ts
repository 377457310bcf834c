import type { Page } from '@playwright/test';
import { uniqueWord } from '../support/adminApi';
import {
  answerNextDialog,
  button,
  cellOf,
  editText,
  expectChanged,
  expectToast,
  expectUnchanged,
  field,
  findRow,
  openScreen,
  pagerText,
  pickOption,
  rowsWhere,
  search,
  updateAllChanges,
} from '../support/grid';
import { addNew, confirmUpdate, editTwoRows, openUpdateAll, saveShowing, searchOne } from '../support/gridSteps';
import { signIn } from '../support/signIn';
import { startInWinnipegSouth } from '../support/winnipegSouth';
import { expect, test } from '../support/test';

// screens/places/town.screen.json
const TITLE = 'Add New Town';

async function openTowns(page: Page): Promise<void> {
  await signIn(page);
  await openScreen(page, 'Town', TITLE);
}

test('Add New saves a town: the server sentence in a toast, the modal closes, the town is found', async ({ page }) => {
  await openTowns(page);
  const name = `E2E Aspen ${uniqueWord()}`;
  const form = await addNew(page, 'Add Town');
  await field(form, 'Town').fill(name);
  await field(form, 'Zone').selectOption({ label: 'Winnipeg South' });
  await saveShowing(page, form, `Town ${name} has been saved.`);

  const row = await searchOne(page, name, 'town_name', name);
  await expect(cellOf(row, 'zone_id')).toHaveText('Winnipeg South');
  await expect(cellOf(row, 'region_name')).toHaveText('Winnipeg');
});

test('edits of two towns are highlighted, listed in Update Town Records with their postal codes, saved', async ({ page }) => {
  await openTowns(page);
  const { api, south, word } = await startInWinnipegSouth(page);
  const birch = `E2E Birch ${word}`;
  const cedar = `E2E Cedar ${word}`;
  const renamed = `E2E Birchwood ${word}`;
  const birchCode = await api.createPostalCode(await api.createTown(birch, south.zone_id), south.zone_id);
  const cedarCode = await api.createPostalCode(await api.createTown(cedar, south.zone_id), south.zone_id);

  const [birchRow, cedarRow] = await editTwoRows(page, {
    search: word,
    key: 'town_name',
    typed: { row: birch, field: 'town_name', text: renamed },
    picked: { row: cedar, field: 'zone_id', option: 'Winnipeg North' },
  });
  await expect(page.getByText(`2 rows changed — ${birch}: Town; ${cedar}: Zone`)).toBeVisible();

  const lines = [`${birch} · Town: ${birch} → ${renamed}`, `${cedar} · Zone: Winnipeg South → Winnipeg North`];
  const confirm = await openUpdateAll(page, lines, 'Update Town Records');
  await expect(confirm.getByRole('heading', { name: 'Affected postal codes' })).toBeVisible();
  await expect(confirm.locator('.grid-confirm-details li')).toHaveText([`${renamed}: ${birchCode}`, `${cedar}: ${cedarCode}`]);
  await expect(confirm.getByRole('checkbox', { name: 'Force update postal codes' })).toBeChecked();
  await confirmUpdate(page, confirm, `Towns ${renamed} and ${cedar} have been updated. 1 postal code moved with them to the new zone.`);
  await expect(cellOf(birchRow, 'town_name')).toHaveText(renamed);
  await expectUnchanged(cellOf(birchRow, 'town_name'));
  await expectUnchanged(cellOf(cedarRow, 'zone_id'));

  // The list as the service now sends it (kept after a reload: tests/e2e/gridRowCapabilities.spec.ts).
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
  const { api, south, word } = await startInWinnipegSouth(page);
  const name = `E2E Hazel ${word}`;
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
  const { api, south, word } = await startInWinnipegSouth(page);
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

test('Update City Index shows the server sentence', async ({ page }) => {
  await openTowns(page);
  await button(page, 'Update City Index').click();
  await expectToast(page, /^City index updated: \d+ cities in \d+ regions\.$/);
});

test('Delete of a town that still has postal codes is refused with the specified message; the town stays', async ({ page }) => {
  // Asking first (browser confirm, its question) and a delete that succeeds: tests/e2e/gridRowCapabilities.spec.ts.
  await openTowns(page);
  const { api, south, word } = await startInWinnipegSouth(page);
  const used = `E2E Willow ${word}`;
  await api.createPostalCode(await api.createTown(used, south.zone_id), south.zone_id);
  await search(page, used);

  const refused = answerNextDialog(page, true);
  await (await findRow(page, 'town_name', used)).getByRole('button', { name: 'Delete' }).click();
  expect((await refused).message).toBe(`Please confirm that you want to delete this Town ${used}.`);
  await expect(page.getByRole('alert').getByText('Town delete process failed.', { exact: true })).toBeVisible();
  await expect(rowsWhere(page, 'town_name', used)).toHaveCount(1);
});
