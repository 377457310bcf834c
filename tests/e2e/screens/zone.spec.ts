import type { Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { cellOf, expectUnchanged, field, findRow, openScreen, pagerText } from '../support/grid';
import { addNew, confirmUpdate, editTwoRows, openUpdateAll, saveShowing, searchOne } from '../support/gridSteps';
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
  const form = await addNew(page, 'Add Zone');
  await field(form, 'Zone').fill(name);
  await field(form, 'Region').selectOption({ label: 'Winnipeg' });
  await saveShowing(page, form, `Zone ${name} has been saved.`);

  await expect(cellOf(await searchOne(page, name, 'zone_name', name), 'region_id')).toHaveText('Winnipeg');
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

  const [eastRow, westRow] = await editTwoRows(page, {
    search: word,
    key: 'zone_name',
    typed: { row: east, field: 'zone_name', text: renamed },
    picked: { row: west, field: 'region_id', option: 'Regina' },
  });

  const confirm = await openUpdateAll(page, [`${east} · Zone: ${east} → ${renamed}`, `${west} · Region: Winnipeg → Regina`]);
  await confirmUpdate(page, confirm, `2 zones have been updated: ${renamed}, ${west}.`);
  await expectUnchanged(cellOf(eastRow, 'zone_name'));
  await expectUnchanged(cellOf(westRow, 'region_id'));

  // The list as the service now sends it (kept after a reload: tests/e2e/gridRowCapabilities.spec.ts).
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 2 rows');
  await expect(cellOf(await findRow(page, 'zone_name', renamed), 'region_id')).toHaveText('Winnipeg');
  await expect(cellOf(await findRow(page, 'zone_name', west), 'region_id')).toHaveText('Regina');
});
