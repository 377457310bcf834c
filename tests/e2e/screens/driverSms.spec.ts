import type { Locator, Page } from '@playwright/test';
import { AdminApi } from '../support/adminApi';
import { button, exactly } from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// The driver mass SMS pilot, end to end against the real server and its demo data: a form block
// without submit (the region), two grid blocks (drivers, multi selection; templates, single
// selection) and a form whose submit body reads them (002 §2 Driver mass SMS hub, §5, §7 Driver
// SMS, §8). screens/sms/driver-mass-sms.screen.json.
test.use({ viewport: { width: 1280, height: 800 } });

const TITLE = 'Driver mass SMS hub';
const NO_DRIVERS = 'SMS Sending Failed! Please Choose Region and Drivers Before Send SMS.';
const NO_TEMPLATE = 'SMS Sending Failed! Please Select SMS template to Send SMS.';
const NO_VALUE = 'SMS Sending Failed! Choose correct variation.';
/** Seeded drivers of Winnipeg Hub working every day (server/db/seed/sms.ts), neither opted out. */
const TYLER = { name: 'Tyler Bird', phone: '+12045550111' };
const JORDY = { name: 'Jordy', phone: '+12045550115' };

interface AuditRow {
  entity: string;
  row_id: number | string;
  after: Record<string, unknown> | null;
}

async function openDriverSms(page: Page): Promise<void> {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Mass SMS', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
}

const drivers = (page: Page) => page.getByRole('region', { name: 'Drivers', exact: true });
const templates = (page: Page) => page.getByRole('region', { name: 'SMS templates', exact: true });
const rowReading = (block: Locator, text: string) => block.locator('.ag-row').filter({ has: block.page().locator('.ag-cell', { hasText: exactly(text) }) });
const check = (block: Locator, text: string) => rowReading(block, text).getByRole('checkbox').check();
/** A template's row by its name: the cell shows the name, a separator and the text (002 §2). */
const templateRow = (page: Page, name: string) => templates(page).locator('.ag-row').filter({ has: page.locator('.ag-cell span', { hasText: exactly(name) }) });
const chooseTemplate = (page: Page, name: string) => templateRow(page, name).getByRole('checkbox').check();
const outcome = (page: Page, role: 'status' | 'alert', text: string) => page.locator('.page-alert').and(page.getByRole(role)).filter({ hasText: text });

async function chooseRegion(page: Page, name: string): Promise<void> {
  await page.getByLabel('Region', { exact: true }).selectOption({ label: name });
}

/** Execute SMS Process, then the confirm's own button. */
async function execute(page: Page): Promise<void> {
  await button(page, 'Execute SMS Process').click();
  const confirm = page.getByRole('alertdialog', { name: 'Execute SMS Process' });
  await expect(confirm).toContainText('Are you sure want to proceed ?');
  await confirm.getByRole('button', { name: 'Execute SMS Process', exact: true }).click();
}

test.describe('Driver mass SMS hub', () => {
  test('sends the chosen template, its situation filled in, to two chosen drivers; the SMS are stored', async ({ page }) => {
    await openDriverSms(page);
    await expect(drivers(page)).toHaveCount(0);
    await chooseRegion(page, 'Winnipeg Hub');
    const table = drivers(page);
    await expect(rowReading(table, TYLER.name)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Driver' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Phone' })).toBeVisible();
    await expect(table.getByRole('combobox').filter({ has: page.locator('option', { hasText: exactly('1000') }) })).toHaveValue('50');

    // Search over Driver and Phone.
    await table.getByRole('searchbox', { name: 'Search' }).fill('5550115');
    await table.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(table.locator('.ag-row')).toHaveCount(1);
    await expect(rowReading(table, JORDY.name)).toBeVisible();
    await table.getByRole('searchbox', { name: 'Search' }).fill('');
    await table.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect.poll(() => table.locator('.ag-row').count()).toBeGreaterThan(2);
    const all = await table.locator('.ag-row').count();

    // Select all, Clear Selected, then two drivers.
    await table.getByRole('button', { name: 'Select all' }).click();
    await expect(table.getByText(`${all} selected`)).toBeVisible();
    await table.getByRole('button', { name: 'Clear Selected' }).click();
    await expect(table.getByText('0 selected')).toBeVisible();
    await check(table, TYLER.name);
    await check(table, JORDY.name);
    await expect(table.getByText('2 selected')).toBeVisible();

    // A template with {{situation}}: Situation shows, Time does not.
    await expect(page.getByLabel('Situation', { exact: true })).toHaveCount(0);
    await expect(templateRow(page, 'Weather Delay').locator('.ag-cell').filter({ hasText: 'Weather Delay' })).toContainText(/Weather Delay\s*— Heads up: \{\{situation\}\}/);
    await chooseTemplate(page, 'Weather Delay');
    const situation = page.getByLabel('Situation', { exact: true });
    await expect(situation).toBeVisible();
    await expect(page.getByLabel('Time', { exact: true })).toHaveCount(0);
    const typed = `freezing rain on Route ${Date.now() % 1000}`;
    await situation.fill(typed);

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/admin/onfleet/driver/task/sms/send'));
    await execute(page);
    const response = await answered;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as { drivers: unknown[]; templateId: number };
    expect(sent).toMatchObject({ region: 'Winnipeg Hub', timezone: 'America/Winnipeg', situation: typed });
    expect(sent.drivers).toHaveLength(2);
    await expect(outcome(page, 'status', 'SMS Weather Delay sent to 2 drivers of Winnipeg Hub.')).toBeVisible();

    // What the server stored: one SMS per driver with the filled text, as the audit trail recorded it.
    const { messageIds } = (await response.json()) as { messageIds: number[] };
    expect(messageIds).toHaveLength(2);
    const api = await AdminApi.of(page);
    const audit = await api.get<{ result: AuditRow[] }>('/audit?searchString=sms-message&filterOn=entity&limit=100');
    const stored = audit.result.filter((row) => row.entity === 'sms-message' && messageIds.map(String).includes(String(row.row_id)));
    const text = `Heads up: ${typed}. Please drive safely; customers have been told to expect delays.`;
    expect(stored.map((row) => ({ to: row.after?.to_phone, body: row.after?.body })).sort((a, b) => String(a.to).localeCompare(String(b.to)))).toEqual([
      { to: TYLER.phone, body: text },
      { to: JORDY.phone, body: text },
    ]);
  });

  test('a hub without drivers says Drivers Not Available', async ({ page }) => {
    await openDriverSms(page);
    await chooseRegion(page, 'Kelowna Hub');
    await expect(drivers(page).getByText('Drivers Not Available', { exact: true })).toBeVisible();
  });

  test('refuses without drivers, without a template, or without the situation, in 002 §5’s words, before any confirm and sending nothing', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/onfleet/driver/task/sms/send')) sent.push(request.url());
    });
    await openDriverSms(page);
    await chooseRegion(page, 'Winnipeg Hub');
    await expect(rowReading(drivers(page), TYLER.name)).toBeVisible();

    // Neither a driver nor a template: the first check speaks.
    await refused(page, NO_DRIVERS);

    await check(drivers(page), TYLER.name);
    await refused(page, NO_TEMPLATE);

    await chooseTemplate(page, 'Weather Delay');
    await expect(page.getByLabel('Situation', { exact: true })).toBeVisible();
    await refused(page, NO_VALUE);
    expect(sent).toEqual([]);
  });
});

/** Execute SMS Process is refused with the text, in the form's danger alert, and no confirm is asked. */
async function refused(page: Page, text: string): Promise<void> {
  const pressed = button(page, 'Execute SMS Process');
  await expect(pressed).toBeEnabled();
  await pressed.click();
  await expect(outcome(page, 'alert', text)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}
