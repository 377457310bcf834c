import type { Locator, Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { expectAccessible, test as axeTest } from '../support/axe';
import { calendarButton, calendarDay, calendarOf } from '../support/dateField';
import { businessDay } from '../support/businessDays';
import { button, cellOf, chosenOption, exactly, expectToast, findRow, gridRows, openScreen, search } from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// Order pulls config list and the report form (002 §2, §3, §4, §5, §7, §8, §9),
// screens/reports/reports-list.screen.json and order-reports.screen.json, against the real server.
// The business runs in Winnipeg: the browser does too, so a date picked late in the evening would
// show any shift to the next UTC day.
test.use({ viewport: { width: 1600, height: 1000 }, timezoneId: 'America/Winnipeg' });

interface Config {
  id: string;
  reportName: string;
  reportType: string;
  description: string;
  deliveryDate: string;
  deliveryDateFilterIncluded: boolean;
  deliveryRegion: string[];
  provinceCode: string;
  skippedTag: string;
  sortHeaderName: string;
  consolidateOrder: boolean;
  additionalReportType: string;
  additionalFileType: string;
  version: number;
}

interface Export {
  reportId: string | null;
  reportName: string;
  prefix: string;
  fileName: string;
}

async function stored(api: AdminApi, name: string): Promise<Config | undefined> {
  return (await api.get<Config[]>('/order-pull/config')).find((config) => config.reportName === name);
}

const heading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title, exact: true });
const form = (page: Page) => page.locator('main form');
const label = (page: Page, text: string) => form(page).getByLabel(text, { exact: true });
const region = (page: Page, text: string) => form(page).getByRole('group', { name: 'Region', exact: true }).getByRole('checkbox', { name: text, exact: true });
const tag = (page: Page, text: string) => form(page).getByRole('button', { name: `Remove ${text}`, exact: true });

async function findConfig(page: Page, name: string): Promise<Locator> {
  await search(page, name, ['Report Name']);
  return findRow(page, 'reportName', name);
}

/** A day of the current Winnipeg month the picker offers (no day before today): the 28th, or today once the 28th has passed. */
function dayToPick(): { iso: string; us: string } {
  const [year = '', month = '', today = ''] = businessDay(0).split('-');
  const day = Number(today) > 28 ? today : '28';
  return { iso: `${year}-${month}-${day}`, us: `${month}/${day}/${year}` };
}

test.describe('Order pulls config list and report form', () => {
  test("New Report: the type's field effects, Gopher's csv, the regions as 'name(province)'; stored as QA_REP_<WORD> with the first region's province", async ({ page }) => {
    await signIn(page);
    const word = uniqueWord();
    const name = `QA_REP_${word.toUpperCase()}`;
    await openScreen(page, 'Reports List', 'Order pulls config list');
    await button(page, 'New Report').click();
    await expect(heading(page, 'Report config')).toBeVisible();
    await expect(page).toHaveURL(/\/secure\/reports\/order-reports$/);

    // 002 §3: the regions the server lists, 'name(province_code)'; the delivery windows of 002 §9.
    await expect(region(page, 'Really Rural MB(MB)')).toBeVisible();
    for (const window of ['(1pm - 6pm)', '(1pm - 5pm)', '(3pm - 6pm)', '(3pm - 7pm)']) await expect(tag(page, window)).toBeVisible();

    // 002 §4: a day report type sets the skipped tag, the sort and the consolidation.
    const type = label(page, 'Report Type');
    await type.selectOption({ label: 'Same day' });
    await expect(tag(page, 'pulled')).toBeVisible();
    await expect(tag(page, 'sent')).toBeVisible();
    await expect(chosenOption(label(page, 'Sort By'))).toHaveText('Bouquet');
    await expect(label(page, 'Consolidate Order')).toBeChecked();
    // Another type clears the skipped tag and the consolidation; a day type sets them again.
    await type.selectOption({ label: 'Lakewood' });
    await expect(tag(page, 'pulled')).toHaveCount(0);
    await expect(label(page, 'Consolidate Order')).not.toBeChecked();
    await type.selectOption({ label: 'Same day' });
    await expect(tag(page, 'sent')).toBeVisible();
    await expect(label(page, 'Consolidate Order')).toBeChecked();

    // Gopher forces csv; another additional type clears the file type and the name.
    const additional = label(page, 'Additional Report Type');
    await additional.selectOption({ label: 'Gopher' });
    await expect(chosenOption(label(page, 'Additional File Type'))).toHaveText('CSV');
    await label(page, 'Additional Report Name').fill('gopher run');
    await additional.selectOption({ label: 'Midland' });
    await expect(chosenOption(label(page, 'Additional File Type'))).toHaveText('None');
    await expect(label(page, 'Additional Report Name')).toHaveValue('');
    await additional.selectOption({ label: 'None' });
    await expect(label(page, 'Additional File Type')).toHaveCount(0);

    // 002 §5: special characters are refused beside the name and keep Submit disabled, saying so; then it waits for a region.
    const reportName = label(page, 'Report Name');
    const submit = button(page, 'Submit');
    await reportName.fill('qa rep #1');
    await reportName.blur();
    await expect(reportName).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByRole('listitem').filter({ hasText: exactly('Special characters are not allowed') })).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Special characters are not allowed');
    await reportName.fill(`qa rep ${word}`);
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Please choose region');
    // Toronto is listed before Winnipeg (east to west): it is the first region, so the province is ON.
    await region(page, 'Winnipeg(MB)').check();
    await region(page, 'Toronto(ON)').check();
    await expect(submit).toBeEnabled();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: 'test-results/report-config.png' });
    // 002 §4, §7: the console itself sends the normalised config, so any service stores the same.
    const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/order-pull/config');
    await submit.click();
    expect((await posted).postDataJSON()).toMatchObject({
      reportName: name,
      provinceCode: 'ON',
      noOfDaysToDeliveryDate: 0,
      deliveryDate: '',
      errorCheckReport: false,
      filtersForRestUrl: { fulfillmentStatus: 'unshipped', status: 'open' },
    });

    await expectToast(page, 'Order report submitted successfully');
    await expect(heading(page, 'Order pulls config list')).toBeVisible();
    const row = await findConfig(page, name);
    await expect(cellOf(row, 'reportType')).toHaveText(exactly('Same day'));
    await expect(cellOf(row, 'provinceCode')).toHaveText(exactly('ON'));
    await expect(cellOf(row, 'deliveryRegion')).toHaveText(exactly('Toronto, Winnipeg'));

    const api = await AdminApi.of(page);
    const config = await stored(api, name);
    expect(config).toMatchObject({
      reportType: 'ORDER_REPORT_SAME_DAY',
      deliveryRegion: ['Toronto', 'Winnipeg'],
      provinceCode: 'ON',
      skippedTag: 'pulled,sent',
      sortHeaderName: 'Bouquet',
      consolidateOrder: true,
      additionalReportType: '',
      version: 1,
    });

    // The list filters by the type as shown and by region.
    await search(page, 'Same day', ['Report Type']);
    await expect(gridRows(page).locator('.ag-cell[col-id="reportType"]').filter({ hasNotText: exactly('Same day') })).toHaveCount(0);
    await findRow(page, 'reportName', name);
    await search(page, 'Toronto', ['Region']);
    await findRow(page, 'reportName', name);
  });

  test('a Specific day report stores the picked calendar day; Update edits it with the version loaded', async ({ page }) => {
    await signIn(page);
    const word = uniqueWord();
    const name = `QA_DAY_${word.toUpperCase()}`;
    const day = dayToPick();
    await openScreen(page, 'Reports List', 'Order pulls config list');
    await button(page, 'New Report').click();
    await expect(heading(page, 'Report config')).toBeVisible();

    await expect(label(page, 'Delivery Date')).toHaveCount(0);
    await label(page, 'Report Type').selectOption({ label: 'Specific day' });
    await label(page, 'Report Name').fill(`qa day ${word}`);
    await region(page, 'Winnipeg(MB)').check();
    // The date filter is off for a Specific day (002 §4): not offered.
    await expect(label(page, 'Filter on delivery date')).toHaveCount(0);
    await calendarButton(form(page), 'Delivery Date').click();
    await calendarDay(calendarOf(form(page), 'Delivery Date'), day.iso).click();
    await expect(label(page, 'Delivery Date')).toHaveValue(day.iso);
    // The console sends the date as MM/DD/YYYY and the filter off itself (002 §4), not only the reference service.
    const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/order-pull/config');
    await button(page, 'Submit').click();
    expect((await posted).postDataJSON()).toMatchObject({ deliveryDate: day.us, deliveryDateFilterIncluded: false, provinceCode: 'MB', reportName: name });
    await expectToast(page, 'Order report submitted successfully');

    const api = await AdminApi.of(page);
    await expect.poll(async () => (await stored(api, name))?.deliveryDate).toBe(day.us);
    expect(await stored(api, name)).toMatchObject({ reportType: 'ORDER_REPORT_V_DAY', deliveryDateFilterIncluded: false, provinceCode: 'MB', version: 1 });

    // Update opens the form with the row (its id in the address); the description is written with a PUT.
    await expect(heading(page, 'Order pulls config list')).toBeVisible();
    const row = await findConfig(page, name);
    await expect(cellOf(row, 'reportType')).toHaveText(exactly('Specific day'));
    await row.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(heading(page, 'Report config')).toBeVisible();
    const id = (await stored(api, name))?.id ?? '';
    await expect(page).toHaveURL(new RegExp(`/secure/reports/order-reports\\?id=${id}$`));
    await expect(label(page, 'Report Name')).toHaveValue(name);
    await expect(chosenOption(label(page, 'Report Type'))).toHaveText('Specific day');
    await expect(label(page, 'Delivery Date')).toHaveValue(day.us);
    await expect(region(page, 'Winnipeg(MB)')).toBeChecked();
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(new URL(request.url()).pathname);
    });
    await label(page, 'Description').fill(`Edited by the browser test ${word}`);
    await button(page, 'Submit').click();
    await expectToast(page, 'Order report submitted successfully');
    await expect.poll(async () => (await stored(api, name))?.version).toBe(2);
    expect(puts).toEqual([`/api/admin/order-pull/config/${id}`]);
    expect(await stored(api, name)).toMatchObject({ description: `Edited by the browser test ${word}`, deliveryDate: day.us, reportType: 'ORDER_REPORT_V_DAY' });
  });

  test('an edit of the description sends back what the form does not show as stored: the order filter\'s fields, the creation-time hours', async ({ page }) => {
    await signIn(page);
    const word = uniqueWord();
    const name = `QA_KEEP_${word.toUpperCase()}`;
    const api = await AdminApi.of(page);
    await api.post('/order-pull/config', {
      reportName: name, reportType: 'FLASHBOX_REPORT', fileType: 'csv', deliveryRegion: ['Winnipeg'], hours: 3, minutes: 30, createAtIncluded: false,
      filtersForRestUrl: { fulfillmentStatus: 'unshipped', status: 'open', fields: ['id', 'name', 'tags'] },
    });
    await openScreen(page, 'Reports List', 'Order pulls config list');
    const row = await findConfig(page, name);
    await row.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(label(page, 'Report Name')).toHaveValue(name);
    await label(page, 'Description').fill(`Only this changed ${word}`);
    await button(page, 'Submit').click();
    await expectToast(page, 'Order report submitted successfully');
    await expect.poll(async () => (await stored(api, name))?.version).toBe(2);
    expect(await stored(api, name)).toMatchObject({
      description: `Only this changed ${word}`, fileType: 'csv', hours: 3, minutes: 30, createAtIncluded: false, provinceCode: 'MB',
      filtersForRestUrl: { fulfillmentStatus: 'unshipped', status: 'open', fields: ['id', 'name', 'tags'] },
    });
  });

  test('Generate Report records a manual export; Delete asks, deletes and the row leaves the list', async ({ page }) => {
    await signIn(page);
    const word = uniqueWord();
    const name = `QA_GEN_${word.toUpperCase()}`;
    await openScreen(page, 'Reports List', 'Order pulls config list');
    const api = await AdminApi.of(page);
    // An Error report needs no region (002 §5).
    await api.post('/order-pull/config', { reportName: `qa gen ${word}`, reportType: 'ERROR_REPORT', fileType: 'csv' });
    await button(page, 'Refresh').click();

    let row = await findConfig(page, name);
    await expect(cellOf(row, 'reportType')).toHaveText(exactly('Error'));
    await row.getByRole('button', { name: 'Generate Report', exact: true }).click();
    await expectToast(page, 'The manual report is generating. Please wait and check Pull Folder');
    const id = (await stored(api, name))?.id;
    await expect.poll(async () => (await api.get<Export[]>('/order-pull/export')).find((made) => made.reportId === id)).toMatchObject({ reportName: name, prefix: '(Manual)' });
    const made = (await api.get<Export[]>('/order-pull/export')).find((entry) => entry.reportId === id);
    expect(made?.fileName).toMatch(new RegExp(`^\\(Manual\\) ${name} \\d{4}-\\d{2}-\\d{2} \\d{4}\\.csv$`));

    row = await findConfig(page, name);
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Delete the report ${name}?`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, `Report ${name} has been deleted.`);
    await expect(gridRows(page).filter({ has: page.locator('.ag-cell[col-id="reportName"]', { hasText: exactly(name) }) })).toHaveCount(0);
    expect(await stored(api, name)).toBeUndefined();
  });
});

axeTest('the report form passes the accessibility check with a Specific day and an additional report shown', async ({ page }) => {
  await signIn(page);
  await page.goto('/secure/reports/order-reports');
  await expect(heading(page, 'Report config')).toBeVisible();
  await expect(region(page, 'Winnipeg(MB)')).toBeVisible();
  await label(page, 'Report Type').selectOption({ label: 'Specific day' });
  await label(page, 'Additional Report Type').selectOption({ label: 'Gopher' });
  await expect(label(page, 'Delivery Date')).toBeVisible();
  await expectAccessible(page, 'Report config form (Specific day, Gopher)', { scope: form(page) });
});
