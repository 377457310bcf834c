import type { Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import {
  button,
  cellOf,
  changeLines,
  dialog,
  editText,
  expectChanged,
  expectToast,
  expectUnchanged,
  field,
  findRow,
  openScreen,
  pagerText,
  pickOption,
  search,
  updateAllChanges,
} from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// screens/places/zone.screen.json
const TITLE = 'Zone';

async function openZones(page: Page): Promise<void> {
  await signIn(page);
  await openScreen(page, 'Zone', TITLE);
}

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

test('edits of two zones are highlighted, confirmed with old → new, saved', async ({ page }) => {
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

  // The list as the service now sends it (kept after a reload: tests/e2e/gridRowCapabilities.spec.ts).
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 2 rows');
  await expect(cellOf(await findRow(page, 'zone_name', renamed), 'region_id')).toHaveText('Winnipeg');
  await expect(cellOf(await findRow(page, 'zone_name', west), 'region_id')).toHaveText('Regina');
});
