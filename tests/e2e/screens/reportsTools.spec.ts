import type { Page, Request } from '@playwright/test';
import ExcelJS from 'exceljs';
import { AdminApi } from '../support/adminApi';
import { expectAccessible, test as axeTest } from '../support/axe';
import { button } from '../support/grid';
import { signIn } from '../support/signIn';
import { alertReading, openPageFromMenu } from '../support/pageSteps';
import { expect, test } from '../support/test';

// Quick reports, Bulk pre-pulls and the Inventory prediction pipeline (002 §2–§9) against the real
// admin API: screens/reports/{quick-reports,bulk-pre-pulls,inventory-forecast}.screen.json.
test.use({ viewport: { width: 1280, height: 800 } });

/** Every request the page makes to a service from now on. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) seen.push(request);
  });
  return seen;
}

test.describe('Reports tools', () => {
  test('Quick reports: nothing ticked says the specified message; a choice sends no request and says so, never that a report was generated', async ({ page }) => {
    await signIn(page);
    await openPageFromMenu(page, 'Quick Reports', 'Quick reports');
    const manitoba = page.getByRole('group', { name: 'Manitoba' });
    await expect(manitoba.getByRole('checkbox')).toHaveCount(4);
    const requests = recordRequests(page);

    await button(page, 'Submit report').click();
    await expect(alertReading(page, 'alert', 'One or more options must be selected')).toBeVisible();

    // The region search filters the groups, by part of a name in any case.
    const search = page.getByLabel('Search region', { exact: true });
    await search.fill('mani');
    await expect(page.getByRole('group', { name: 'Callia' })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Ontario' })).toBeHidden();
    await manitoba.getByRole('checkbox', { name: 'Winnipeg Next Day 3:00 pm' }).check();
    await manitoba.getByRole('checkbox', { name: 'Winnipeg Saturday 8:00 am' }).check();
    await button(page, 'Submit report').click();
    const said = alertReading(page, 'status', 'Nothing was sent: no report was requested from the server, so none was generated.');
    await expect(said).toBeVisible();
    await expect(page.getByText(/generated successfully/)).toHaveCount(0);
    const chosen = page.getByRole('region', { name: 'Options chosen (not sent)' });
    await expect(chosen.getByText('Winnipeg Next Day 3:00 pm')).toBeVisible();
    await expect(chosen.getByText('Winnipeg Saturday 8:00 am')).toBeVisible();
    expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  });

  test('Bulk pre-pulls: a .csv is refused and sends nothing, the template sheet gives Pulls Succeeded!, an unknown report Pulls Failed! with the reason', async ({ page }, testInfo) => {
    await signIn(page);
    await openPageFromMenu(page, 'Bulk Pre-Pulls', 'Bulk pre-pulls');
    const sheetField = page.getByLabel('Sheet (.xlsx)', { exact: true });
    await page.getByLabel('Pulls Prefix', { exact: true }).fill('(Pre-pull)');

    const requests = recordRequests(page);
    await sheetField.setInputFiles({ name: 'pulls.csv', mimeType: 'text/csv', buffer: Buffer.from('Report,Delivery Date\nWINNIPEG_SAME_DAY,2030-01-02\n') });
    await expect(page.getByText('Only an .xlsx sheet can be sent.')).toBeVisible();
    await button(page, 'Submit').click();
    await expect(page.getByText('Choose the .xlsx sheet of pulls.')).toBeVisible();
    expect(requests.filter((request) => request.url().includes('/order-pull/bulk'))).toEqual([]);

    const downloading = page.waitForEvent('download');
    await button(page, 'Download the template sheet').click();
    const template = testInfo.outputPath('pre-pull-template.xlsx');
    await (await downloading).saveAs(template);

    await sheetField.setInputFiles(template);
    const answered = page.waitForResponse((response) => response.url().endsWith('/order-pull/bulk') && response.request().method() === 'POST');
    await button(page, 'Submit').click();
    const answer = await answered;
    expect((await answer.request().headerValue('content-type')) ?? '').toMatch(/^multipart\/form-data; boundary=/);
    // The prefix went with the sheet: each export of the template's two rows is named after it.
    const { exports } = (await answer.json()) as { exports: { fileName: string }[] };
    expect(exports).toHaveLength(2);
    for (const pull of exports) expect(pull.fileName).toMatch(/^\(Pre-pull\)[A-Z0-9_]+_\d{4}-\d{2}-\d{2}/);
    await expect(alertReading(page, 'status', 'Pulls Succeeded!')).toBeVisible();

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(template);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the template has no sheet');
    const headings = sheet.getRow(1).values;
    const column = Array.isArray(headings) ? headings.findIndex((value) => value === 'Report') : -1;
    expect(column).toBeGreaterThan(0);
    sheet.getRow(2).getCell(column).value = 'NO_SUCH_REPORT';
    const bad = testInfo.outputPath('bad-pulls.xlsx');
    await book.xlsx.writeFile(bad);
    await sheetField.setInputFiles(bad);
    await button(page, 'Submit').click();
    await expect(alertReading(page, 'alert', "Pulls Failed! Row 2: Report 'NO_SUCH_REPORT' is no order pull config.")).toBeVisible();
    await expect(alertReading(page, 'status', 'Pulls Succeeded!')).toHaveCount(0);
  });

  test('Inventory prediction pipeline: Submit fills the pipeline id, its card turns green; a past week’s pipeline turns red', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    // A pipeline for a week long past fails (the service's documented trigger); the screen offers only current weeks.
    const api = await AdminApi.of(page);
    const past = await api.post<{ data: { data: { pipeline_id: number } } }>('/api/trigger-pipeline', { warehouseSKU: 'mb', finetuning: 'no', user: 'qa@example.com', weekCode: '0125' });
    const failedId = past.data.data.pipeline_id;

    await openPageFromMenu(page, 'Inventory Forecast', 'Inventory prediction pipeline');
    const warehouses = page.getByRole('group', { name: 'Warehouses' });
    await warehouses.getByRole('checkbox', { name: 'Select All' }).check();
    for (const code of ['cg', 'tr', 'mt', 'mb', 'sk', 'ab', 'bc', 'hx']) await expect(warehouses.getByRole('checkbox', { name: code, exact: true })).toBeChecked();
    await warehouses.getByRole('checkbox', { name: 'Select All' }).uncheck();
    await warehouses.getByRole('checkbox', { name: 'mb', exact: true }).check();
    await warehouses.getByRole('checkbox', { name: 'sk', exact: true }).check();
    const week = page.getByLabel('Week Code', { exact: true });
    const codes = await week.locator('option').allTextContents();
    expect(codes.filter((text) => /^\d{4}$/.test(text))).toHaveLength(5);
    const firstWeek = codes.find((text) => /^\d{4}$/.test(text)) ?? '';
    await week.selectOption(firstWeek);

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/trigger-pipeline') && request.method() === 'POST');
    await button(page, 'Submit').click();
    expect((await sent).postDataJSON()).toEqual({ warehouseSKU: 'mb,sk', finetuning: 'no', user: 'alex.morgan@example.com', weekCode: firstWeek });
    await expect(alertReading(page, 'status', /^Pipeline \d+ created for week/)).toBeVisible();
    const idBox = page.getByLabel('Pipeline Id', { exact: true });
    await expect(idBox).toHaveValue(/^\d+$/);
    const ownId = await idBox.inputValue();

    // The history lists it (5 a page by default).
    const history = page.getByRole('region', { name: 'Pipeline history' });
    await expect(history.locator(`.ag-row [col-id="pipelineId"]`).filter({ hasText: new RegExp(`^${ownId}$`) })).toBeVisible();

    const card = page.locator('.page-status-card');
    await button(page, 'Get Pipeline Status').click();
    await expect(card).toBeVisible();
    await expect(card).toHaveClass(/page-status-card--(neutral|warning)/);
    // created → running → success after 30 s: asked again until it says so.
    await expect(async () => {
      await button(page, 'Get Pipeline Status').click();
      await expect(card).toHaveClass(/page-status-card--success/, { timeout: 2_000 });
    }).toPass({ timeout: 60_000, intervals: [3_000] });
    await expect(card.getByRole('definition').filter({ hasText: /^● success$/ })).toBeVisible();
    const prediction = card.getByRole('link', { name: 'View Prediction' });
    await expect(prediction).toHaveAttribute('target', '_blank');
    const opened = page.waitForEvent('popup');
    await prediction.click();
    const tab = await opened;
    await expect(tab.getByRole('heading', { name: `Inventory prediction for week ${firstWeek}` })).toBeVisible();
    await tab.close();
    await expect(card.getByRole('link', { name: 'Open the pipeline page' })).toHaveAttribute('target', '_blank');

    // Closed, it stays closed until another status is read.
    await button(page, 'Close').click();
    await expect(card).toBeHidden();

    await idBox.fill(String(failedId));
    await expect(async () => {
      await button(page, 'Get Pipeline Status').click();
      await expect(card).toHaveClass(/page-status-card--danger/, { timeout: 2_000 });
    }).toPass({ timeout: 60_000, intervals: [3_000] });
    await expect(card.getByText(/Week 0125 is before the current week/)).toBeVisible();

    // An unknown pipeline: the service's message is shown.
    await idBox.fill('99999999');
    await button(page, 'Get Pipeline Status').click();
    await expect(alertReading(page, 'alert', 'Error in getting Pipeline Status: There is no pipeline 99999999.')).toBeVisible();

    // A pipeline id the Submit filled in is no unsaved input: leaving the screen asks nothing.
    await button(page, 'Submit').click();
    await expect(idBox).not.toHaveValue('99999999');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Quick Reports', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quick reports', exact: true })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

axeTest('Quick reports, Bulk pre-pulls and the Inventory prediction pipeline pass the accessibility check', async ({ page }) => {
  await signIn(page);
  for (const [label, title] of [
    ['Quick Reports', 'Quick reports'],
    ['Bulk Pre-Pulls', 'Bulk pre-pulls'],
    ['Inventory Forecast', 'Inventory prediction pipeline'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expectAccessible(page, title);
  }
});
