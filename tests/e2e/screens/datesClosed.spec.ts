import type { Locator } from '@playwright/test';
import { AdminApi } from '../support/adminApi';
import { expectAccessible, test as axeTest } from '../support/axe';
import { button, cellOf, columnHeaders, dialog, expectToast, findRow, openScreen, search } from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';
import { businessDay } from '../support/businessDays';

// screens/rules/dates-closed.screen.json (001 §2 Dates Closed, §5, §7, §8 Dates, §9)
const TITLE = 'Dates Closed';

/** Today in Winnipeg and days from it, by the zone data the console ships. */
function businessDays(offsets: readonly number[]): { today: string; days: string[] } {
  return { today: businessDay(0), days: offsets.map((days) => businessDay(days)) };
}

/** Far-off days this run alone uses (other specs close days of their own). */
function freshOffsets(count: number): number[] {
  const start = 200 + Math.floor(Math.random() * 400);
  return Array.from({ length: count }, (_, i) => start + i * 3);
}

function datesInput(form: Locator): Locator {
  return form.getByRole('group', { name: 'Closed Dates', exact: true }).getByLabel('Closed Dates', { exact: true });
}

async function addDate(form: Locator, date: string): Promise<void> {
  await datesInput(form).fill(date);
  await datesInput(form).press('Enter');
  await expect(form.getByRole('button', { name: `Remove ${date}`, exact: true })).toBeVisible();
}

function regionBox(form: Locator, name: string): Locator {
  return form.getByRole('group', { name: 'Regions', exact: true }).getByRole('checkbox', { name, exact: true });
}

test('grid, per-page choices and search; Batch Add Closed Dates asks for dates and regions, refuses past days and stores two dates in two regions', async ({ page }) => {
  await signIn(page);
  await openScreen(page, 'Dates Closed', TITLE);
  await expect(columnHeaders(page)).toHaveText(['Region', 'Dates', 'Action']);
  await expect(page.getByRole('combobox', { name: 'Per page' }).locator('option')).toHaveText(['10', '15', '20', '100']);
  await expect(page.getByRole('combobox', { name: 'Per page' })).toHaveValue('10');

  const api = await AdminApi.of(page);
  const kelowna = await api.region('Kelowna');
  const hamilton = await api.region('Hamilton');
  const { today, days } = businessDays([-1, ...freshOffsets(2)]);
  const [yesterday = '', first = '', second = ''] = days;

  await button(page, 'Batch Add Closed Dates').click();
  const form = dialog(page, 'Batch Add Closed Dates');
  const footer = form.locator('.modal-footer');
  await expect(footer.getByRole('button', { name: 'Close', exact: true })).toBeEnabled();
  await expect(datesInput(form)).toHaveAttribute('min', today);

  // 'Add' with nothing filled says both of 001 §5's messages and focuses the first field, sending nothing.
  await footer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText('Please Input Closed Dates', { exact: true })).toBeVisible();
  await expect(form.getByText('Please Choose Regions', { exact: true })).toBeVisible();
  await expect(datesInput(form)).toBeFocused();
  await footer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(form).toHaveCount(0);
  await button(page, 'Batch Add Closed Dates').click();

  // Leaving each field empty says what it needs (001 §5).
  await datesInput(form).focus();
  await regionBox(form, 'Kelowna').focus();
  await expect(form.getByText('Please Input Closed Dates', { exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(form.getByText('Please Choose Regions', { exact: true })).toBeVisible();

  // A day before today is not added.
  await datesInput(form).fill(yesterday);
  await datesInput(form).press('Enter');
  await expect(form.getByRole('button', { name: `Remove ${yesterday}`, exact: true })).toHaveCount(0);

  await addDate(form, second);
  await addDate(form, first);
  await regionBox(form, 'Kelowna').focus();
  await page.keyboard.press('Space');
  await regionBox(form, 'Hamilton').check();
  await expect(regionBox(form, 'Kelowna')).toBeChecked();
  await expect(form.getByText(/^Chosen: .*Hamilton.*$/)).toContainText('Kelowna');
  await expect(form.getByText('Please Input Closed Dates', { exact: true })).toHaveCount(0);

  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/dates-closed-api'));
  await footer.getByRole('button', { name: 'Add', exact: true }).click();
  const body = (await sent).postDataJSON() as { dates_closed: string; regions: number[] };
  expect(body.dates_closed).toBe(`${first},${second}`);
  expect([...body.regions].sort()).toEqual([kelowna.region_id, hamilton.region_id].sort());
  await expectToast(page, /^Closed dates .* have been added for .*\.$/);
  await expect(form).toBeHidden();

  for (const region of [kelowna, hamilton]) expect(await api.closedDates(region.region_id)).toEqual(expect.arrayContaining([first, second]));
  await search(page, 'Kelowna', ['Region']);
  const row = await findRow(page, 'region_name', 'Kelowna');
  await expect(cellOf(row, 'rule_props')).toContainText(`${first},${second}`);
});

test("Update Region: shows the region's dates, refuses past days, removes one and adds another; search on Dates finds it", async ({ page }) => {
  await signIn(page);
  const api = await AdminApi.of(page);
  const hamilton = await api.region('Hamilton');
  const { today, days } = businessDays([-2, ...freshOffsets(3)]);
  const [past = '', kept = '', dropped = '', added = ''] = days;
  await api.post('/dates-closed-api', { dates_closed: `${kept},${dropped}`, regions: [hamilton.region_id] });

  await openScreen(page, 'Dates Closed', TITLE);
  await search(page, 'Hamilton', ['Region']);
  const row = await findRow(page, 'region_name', 'Hamilton');
  // 001 §2: the row's edit is an icon, named Edit (its tooltip too), the drawing hidden from assistive technology; Enter presses it.
  const edit = row.getByRole('button', { name: 'Edit', exact: true });
  await expect(edit).toHaveAttribute('title', 'Edit');
  await expect(edit.locator('svg[aria-hidden="true"]')).toHaveCount(1);
  expect((await edit.getByText('Edit', { exact: true }).boundingBox())?.width).toBeLessThanOrEqual(1);
  await edit.focus();
  await page.keyboard.press('Enter');
  const form = dialog(page, 'Update Region: Hamilton');
  await expect(form.getByRole('button', { name: `Remove ${kept}`, exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: `Remove ${dropped}`, exact: true })).toBeVisible();
  await expect(datesInput(form)).toHaveAttribute('min', today);

  await datesInput(form).fill(past);
  await datesInput(form).press('Enter');
  await expect(form.getByRole('button', { name: `Remove ${past}`, exact: true })).toHaveCount(0);

  await form.getByRole('button', { name: `Remove ${dropped}`, exact: true }).click();
  await addDate(form, added);
  const sent = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/region-rules/${hamilton.region_id}/rule`));
  await button(page, 'Update').click();
  const body = (await sent).postDataJSON() as { type: string; closeDates: string; version: number };
  expect(body.type).toBe('datesClosed');
  expect(body.closeDates.split(',')).toEqual(expect.arrayContaining([kept, added]));
  expect(body.closeDates.split(',')).not.toContain(dropped);
  expect(typeof body.version).toBe('number');
  await expectToast(page, /^Closed dates of Hamilton have been updated: /);
  await expect(form).toBeHidden();

  const stored = await api.closedDates(hamilton.region_id);
  expect(stored).toEqual(expect.arrayContaining([kept, added]));
  expect(stored).not.toContain(dropped);

  await search(page, added, ['Dates']);
  await findRow(page, 'region_name', 'Hamilton');
});

axeTest('both dialogs pass the accessibility check, the region group and the dates tag input included', async ({ page }) => {
  await signIn(page);
  await openScreen(page, 'Dates Closed', TITLE);
  await button(page, 'Batch Add Closed Dates').click();
  const batch = dialog(page, 'Batch Add Closed Dates');
  await expect(regionBox(batch, 'Hamilton')).toBeVisible();
  await regionBox(batch, 'Hamilton').check();
  await expectAccessible(page, 'Batch Add Closed Dates form (Dates Closed)', { scope: batch });
  await batch.locator('.modal-footer').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(batch).toBeHidden();

  await search(page, 'Hamilton', ['Region']);
  const row = await findRow(page, 'region_name', 'Hamilton');
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = dialog(page, 'Update Region: Hamilton');
  await expect(edit.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
  await expectAccessible(page, 'Update Region form (Dates Closed)', { scope: edit });
});
