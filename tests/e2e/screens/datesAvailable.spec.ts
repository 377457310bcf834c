import type { Locator, Page } from '@playwright/test';
import { AdminApi } from '../support/adminApi';
import { businessDay } from '../support/businessDays';
import { expectFirstDayOffered } from '../support/dateField';
import { button, cellOf, columnHeaders, dialog, expectToast, findRow, openScreen, search } from '../support/grid';
import { seededRandom } from '../../support/badInput/random';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// screens/rules/dates-available.screen.json (001 §2 Dates Available, §3, §5, §7, §8, §9)
const TITLE = 'Dates Available';

interface RegionRow {
  region_id: number;
  region_name: string;
  short_code: string;
}

interface AvailableRule {
  id: number;
  region_id: number;
  available_date: string;
  cutoff_time: string;
  effect_label: string;
}

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 2147483647);
const random = seededRandom(SEED);

test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`datesAvailable.spec.ts seed: ${SEED} (replay with E2E_SEED=${SEED})`);
});

/**
 * A region with no available-date rule on `date` and a short code no other region shares (the shop
 * answers a shared code with the warehouse's home region), picked by the seed.
 */
async function freeRegion(api: AdminApi, date: string): Promise<RegionRow> {
  const regions = await api.get<RegionRow[]>('/places/region');
  const rules = await api.get<AvailableRule[]>('/dates-available-api');
  const taken = new Set(rules.filter((rule) => rule.available_date === date).map((rule) => rule.region_id));
  const codes = regions.map((region) => region.short_code.toUpperCase());
  const free = regions.filter((region) => !taken.has(region.region_id) && codes.filter((code) => code === region.short_code.toUpperCase()).length === 1);
  expect(free.length, `a region without an available date on ${date} (seed ${SEED})`).toBeGreaterThan(0);
  return random.pick(free);
}

function datesInput(form: Locator): Locator {
  return form.getByRole('group', { name: 'Available Dates', exact: true }).getByLabel('Available Dates', { exact: true });
}

function regionBox(form: Locator, name: string): Locator {
  return form.getByRole('group', { name: 'Regions', exact: true }).getByRole('checkbox', { name, exact: true });
}

async function ruleRow(page: Page, date: string, region: string): Promise<Locator> {
  await search(page, date, ['Dates']);
  return findRow(page, 'region_name', region);
}

test('grid and paging; Add New asks for dates and regions, then adds tomorrow at 15:55 Next-Day, which the shop cutoff info lists; edit; delete', async ({ page }) => {
  await signIn(page);
  await openScreen(page, 'Dates Available', TITLE);
  await expect(columnHeaders(page)).toHaveText(['Region', 'Dates Available', 'Cutoff Time', 'Effect', 'Status', 'Action']);
  await expect(page.getByRole('combobox', { name: 'Per page' }).locator('option')).toHaveText(['10', '15', '20', '100']);
  await expect(page.getByRole('combobox', { name: 'Per page' })).toHaveValue('10');

  const api = await AdminApi.of(page);
  const tomorrow = businessDay(1);
  const region = await freeRegion(api, tomorrow);

  await button(page, 'Add New').click();
  const form = dialog(page, 'Batch Add Available Dates');
  const footer = form.locator('.modal-footer');
  await expect(form.getByLabel('Cut-Off-Time', { exact: true })).toHaveValue('15:55');

  // 'Add' with nothing chosen says both of 001 §5's messages, sending nothing.
  await footer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText('Please Input Available Dates', { exact: true })).toBeVisible();
  await expect(form.getByText('Please Choose Regions', { exact: true })).toBeVisible();

  await datesInput(form).fill(tomorrow);
  await datesInput(form).press('Enter');
  await expect(form.getByRole('button', { name: `Remove ${tomorrow}`, exact: true })).toBeVisible();
  await regionBox(form, region.region_name).check();
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/dates-available-api'));
  await footer.getByRole('button', { name: 'Add', exact: true }).click();
  const body = (await sent).postDataJSON() as { availableDates: string; regions: number[]; cutoffTime: string; cutoffEffect: number };
  expect(body, `seed ${SEED}`).toMatchObject({ availableDates: tomorrow, regions: [region.region_id], cutoffTime: '15:55', cutoffEffect: 1 });
  await expectToast(page, / been added for .*\(15:55, Next-Day\)\.$/);
  await expect(form).toBeHidden();
  // The rule as the list reads it from the service: the page is opened again so the search reads a list loaded after the add.
  // Two full-suite runs under load saw no list call after the add (not reproduced alone): an open question about the grid's reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();

  const row = await ruleRow(page, tomorrow, region.region_name);
  await expect(cellOf(row, 'available_date')).toContainText(tomorrow);
  await expect(cellOf(row, 'cutoff_time')).toHaveText('15:55');
  await expect(cellOf(row, 'effect_label')).toHaveText('Next-Day');
  await expect(cellOf(row, 'status')).toHaveText('Active');

  // The same date for the same region again: the server refuses it, and 001 §8's text is followed by its detail.
  await button(page, 'Add New').click();
  const again = dialog(page, 'Batch Add Available Dates');
  await datesInput(again).fill(tomorrow);
  await datesInput(again).press('Enter');
  await regionBox(again, region.region_name).check();
  await again.locator('.modal-footer').getByRole('button', { name: 'Add', exact: true }).click();
  const refused = `DatesAvailable saving process failed. Already available: ${region.region_name} on ${tomorrow}. Edit those dates instead.`;
  await expect(page.getByRole('alert').locator('.ui-toast__text').filter({ hasText: refused }), `seed ${SEED}`).toBeVisible();
  await expect(again, 'a refused batch add keeps its form open').toBeVisible();
  await again.locator('.modal-footer').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(again).toBeHidden();

  const info = await api.shop<{ available: Array<{ date: string; cutoff_time: string; cutoff_effect: number }> }>(`/v3/region/cutoff/${region.short_code}`);
  expect(info.available, `shop cutoff info of ${region.short_code} (seed ${SEED})`).toContainEqual({ date: tomorrow, cutoff_time: '15:55', cutoff_effect: 1 });

  // Edit: the cut-off time and the effect change.
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = dialog(page, `Update Region: ${region.region_name}`);
  await expect(edit.getByLabel('Available Date', { exact: true })).toHaveValue(tomorrow);
  // 001 §5: days before today (Winnipeg) are disabled in the edit's calendar, today and later offered.
  const today = businessDay(0);
  if (today.slice(0, 7) === tomorrow.slice(0, 7)) await expectFirstDayOffered(edit, 'Available Date', today);
  await edit.getByLabel('Cut-Off-Time', { exact: true }).fill('11:30');
  await edit.getByLabel('Effect', { exact: true }).selectOption({ label: 'Same-Day' });
  const put = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/region-rules/${region.region_id}/rule`));
  await edit.getByRole('button', { name: 'Update', exact: true }).click();
  expect((await put).postDataJSON()).toMatchObject({ type: 'datesAvailable', availableDates: tomorrow, cutoffTime: '11:30', cutoffEffect: 0 });
  await expectToast(page, `Available date ${tomorrow} of ${region.region_name} has been updated (11:30, Same-Day).`);
  await expect(edit).toBeHidden();
  await expect(cellOf(row, 'cutoff_time')).toHaveText('11:30');
  await expect(cellOf(row, 'effect_label')).toHaveText('Same-Day');

  // Delete asks first, then the row is gone.
  await row.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete' });
  await expect(confirm).toContainText(`Delete the available date ${tomorrow} of ${region.region_name}?`);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, /^Available date .* has been deleted: /);
  await expect(row).toHaveCount(0);
  const after = await api.get<AvailableRule[]>('/dates-available-api');
  expect(after.filter((rule) => rule.region_id === region.region_id && rule.available_date === tomorrow), `seed ${SEED}`).toEqual([]);
  // The shop's cutoff info of the region no longer lists it: the day follows its weekday's default again (or stays closed).
  const reverted = await api.shop<{ available: Array<{ date: string }> }>(`/v3/region/cutoff/${region.short_code}`);
  expect(reverted.available.map((entry) => entry.date), `shop cutoff info of ${region.short_code} (seed ${SEED})`).not.toContain(tomorrow);
});
