import type { Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import {
  button,
  cellOf,
  chosenOption,
  dialog,
  expectFieldError,
  expectToast,
  field,
  findRow,
  openScreen,
  pagerText,
  search,
  writesSent,
} from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// screens/places/region.screen.json
const TITLE = 'Region';

async function openRegions(page: Page): Promise<void> {
  await openScreen(page, 'Region', TITLE);
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

test('Add New saves a region with its name capitalised, display name and tag with underscores and the short code from the warehouse SKU', async ({ page }) => {
  await signIn(page);
  await openRegions(page);
  const word = uniqueWord();
  const name = `E2e ${capitalised(word)} Valley`;
  const underscored = `E2e_${capitalised(word)}_Valley`;
  await button(page, 'Add New').click();
  const form = dialog(page, 'Add Region');
  await field(form, 'Region Name').fill(`e2e ${word}  valley`);
  await field(form, 'Province').selectOption({ label: 'Manitoba' });
  await field(form, 'Warehouse').selectOption({ label: 'Winnipeg - mb' });
  await field(form, 'Delivery Hub').selectOption({ label: 'Winnipeg Hub' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `Region ${name} has been created.`);
  await expect(form).toBeHidden();

  await search(page, word);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  const row = await findRow(page, 'region_name', name);
  await expect(cellOf(row, 'region_id')).toHaveText(/^\d+$/);
  await expect(cellOf(row, 'display_name')).toHaveText(underscored);
  await expect(cellOf(row, 'tag')).toHaveText(underscored);
  await expect(cellOf(row, 'short_code')).toHaveText('MB');
  await expect(cellOf(row, 'province_name')).toHaveText('Manitoba');
  await expect(cellOf(row, 'warehouse_name')).toHaveText('Winnipeg');
  await expect(cellOf(row, 'warehouse_sku')).toHaveText('mb');
  // The column shows the hub by its name (the deliveryHubs lookup's label).
  await expect(cellOf(row, 'delivery_hub')).toHaveText('Winnipeg Hub');
});

test('Edit opens Update Region with the warehouse chosen; a warehouse is required; Update saves it with its short code', async ({ page }) => {
  await signIn(page);
  const api = await AdminApi.of(page);
  const name = `E2e ${capitalised(uniqueWord())} Ridge`;
  const tag = name.replace(/ /g, '_');
  const provinces = await api.get<{ id: number; name: string }[]>('/province');
  const warehouses = await api.get<{ id: number; name: string; sku: string }[]>('/warehouse');
  const hubs = await api.get<{ regionId: string; regionName: string }[]>('/onfleet/driver/region/all');
  await api.post('/places/region', {
    name,
    display_name: tag,
    tag,
    short_code: 'MB',
    province_id: provinces.find((province) => province.name === 'Manitoba')?.id,
    warehouse_id: warehouses.find((warehouse) => warehouse.sku === 'mb')?.id,
    delivery_hub: hubs.find((hub) => hub.regionName === 'Winnipeg Hub')?.regionId,
  });
  await openRegions(page);
  await search(page, name);
  const row = await findRow(page, 'region_name', name);

  await row.getByRole('button', { name: 'Edit' }).click();
  const form = dialog(page, 'Update Region');
  const warehouse = field(form, 'Warehouse');
  await expect(chosenOption(warehouse)).toHaveText('Winnipeg - mb');
  const writes = writesSent(page);
  await warehouse.selectOption({ label: 'Choose a warehouse' });
  await form.getByRole('button', { name: 'Update' }).click();
  await expectFieldError(form, 'Warehouse', 'Choose a warehouse');
  expect(writes).toEqual([]);

  await warehouse.selectOption({ label: 'Calgary - cg' });
  await form.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, `Region ${name} has been updated.`);
  await expect(form).toBeHidden();
  await expect(cellOf(row, 'warehouse_name')).toHaveText('Calgary');
  await expect(cellOf(row, 'warehouse_sku')).toHaveText('cg');
  await expect(cellOf(row, 'short_code')).toHaveText('CG');
  await expect(cellOf(row, 'tag')).toHaveText(tag);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await search(page, name);
  await expect(cellOf(await findRow(page, 'region_name', name), 'short_code')).toHaveText('CG');
});
