import type { Locator, Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { expectAccessible, test as axeTest } from '../support/axe';
import { button, exactly } from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';
import { businessMinute } from '../support/businessDays';

// SMS history and Unsubscribe email (002 §2, §3 SMS record, §5 SMS search and Unsubscribe email,
// §7 SMS history and opt-outs, §8 Email opt-out), screens/sms/history.screen.json and
// screens/unsubscribe/email.screen.json, against the real server and its demo drivers.
test.use({ viewport: { width: 1280, height: 800 } });

/** A seeded driver of Winnipeg Hub working every day (server/db/seed/sms.ts), not opted out. */
const TYLER = { phone: '+12045550111', typed: '(204) 555-0111' };

interface Driver {
  workerId: string;
  phone: string;
}

interface SmsTemplate {
  templateId: number;
  templateName: string;
}

interface EmailOptOut {
  id: number;
  email: string;
  createdAt: string;
}

const messages = (page: Page) => page.getByRole('region', { name: 'Messages', exact: true });
const rowReading = (block: Locator, text: string) => block.locator('.ag-row').filter({ has: block.page().locator('.ag-cell', { hasText: text }) });
const resultLine = (page: Page, role: 'status' | 'alert', text: string) => page.locator('.page-alert').and(page.getByRole(role)).filter({ hasText: text });


/** Sends 'Weather Delay' with a situation of its own to Tyler Bird from the driver hub; answers the stored text. */
async function sendFromHub(api: AdminApi, situation: string): Promise<string> {
  const templates = await api.get<SmsTemplate[]>('/onfleet/driver/task/sms/template/all');
  const weather = templates.find((row) => row.templateName === 'Weather Delay');
  const { drivers } = await api.get<{ drivers: Driver[] }>('/onfleet/driver/task/region/Winnipeg%20Hub/all');
  const tyler = drivers.find((row) => row.phone === TYLER.phone);
  expect(weather && tyler, 'seeded template and driver').toBeTruthy();
  await api.post('/onfleet/driver/task/sms/send', { templateId: weather?.templateId, drivers: [{ workerId: tyler?.workerId }], region: 'Winnipeg Hub', timezone: 'America/Winnipeg', situation, time: '' });
  return `Heads up: ${situation}. Please drive safely; customers have been told to expect delays.`;
}

async function openScreen(page: Page, menuLabel: string, title: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: menuLabel, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

test.describe('SMS history', () => {
  test('finds an SMS sent from the driver hub by the driver’s number as (204) 555-…; nothing loads before Search', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const body = await sendFromHub(api, `a history check ${uniqueWord()}`);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/sms-history')) searches.push(request.url());
    });
    await openScreen(page, 'SMS History', 'SMS history');

    const phone = page.getByLabel('Phone', { exact: true });
    const sides = page.getByRole('group', { name: 'To / From' });
    await expect(sides.getByRole('radio', { name: 'To', exact: true })).toBeChecked();
    await phone.fill(TYLER.typed);
    // Typing loads nothing: the grid appears with the first Search. The Search below waits for its
    // own call, which would come after any call typing had caused.
    await expect(messages(page)).toHaveCount(0);

    const answered = page.waitForResponse((response) => response.url().includes('/api/admin/sms-history'));
    await button(page, 'Search').click();
    const response = await answered;
    expect(searches).toHaveLength(1);
    // Paged on the server (issue 30): the first page of 20, and the number found.
    expect(new URL(response.url()).search).toBe('?phone=12045550111&type=to&offset=0&limit=20');
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as { result: { body: string; dateCreated: string }[]; meta: [{ totalrows: number }] };
    const listed = answer.result;
    expect(answer.meta[0].totalrows).toBeGreaterThanOrEqual(listed.length);
    const ours = listed.find((row) => row.body === body);
    expect(ours, 'the SMS just sent').toBeTruthy();

    const table = messages(page);
    const row = rowReading(table, body);
    await expect(row).toHaveCount(1);
    await expect(table.getByRole('columnheader')).toHaveText([/Body/, /From/, /To/, /Date/, /Status/]);
    await expect(row.locator('.ag-cell[col-id="from"]')).toHaveText(exactly('+12045550100'));
    await expect(row.locator('.ag-cell[col-id="to"]')).toHaveText(exactly(TYLER.phone));
    await expect(row.locator('.ag-cell[col-id="dateCreated"]')).toHaveText(exactly(businessMinute(new Date(ours?.dateCreated ?? ''))));
    await expect(row.locator('.ag-cell[col-id="status"]')).toHaveText(exactly('Sent'));
    // Newest first: the SMS just sent heads the list.
    await expect(table.locator('.ag-row[row-index="0"] .ag-cell[col-id="body"]')).toHaveText(exactly(body));

    // From the driver's phone: the console never received one; the list says so.
    await sides.getByRole('radio', { name: 'From', exact: true }).check();
    const fromAnswer = page.waitForResponse((answer) => answer.url().includes('/api/admin/sms-history') && answer.url().includes('type=from'));
    await button(page, 'Search').click();
    expect(await (await fromAnswer).json()).toEqual({ result: [], meta: [{ totalrows: 0 }] });
    await expect(table.locator('.ag-overlay-no-rows-center')).toHaveText('No SMS found for this phone.');
    await expect(table.locator('.ag-row')).toHaveCount(0);
  });

  test('a phone without 10 digits is refused beside the field and nothing is searched', async ({ page }) => {
    await signIn(page);
    await openScreen(page, 'SMS History', 'SMS history');
    const phone = page.getByLabel('Phone', { exact: true });
    await phone.fill('555-0111');
    await button(page, 'Search').click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription('Please enter a phone number of 10 digits, e.g. (204) 555-0134');
    await expect(messages(page)).toHaveCount(0);
  });
});

test.describe('Unsubscribe email', () => {
  test('opts an address out (stored lower-cased), says the server’s msg, then that it already was; Reset empties the form', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    await openScreen(page, 'Unsubscribe Email', 'Unsubscribe email');
    const word = uniqueWord();
    const address = `e2e.${word}@example.com`;
    const email = page.getByLabel('Email', { exact: true });
    await email.fill(` E2E.${word.toUpperCase()}@Example.com `);
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/admin/unsubscribe/email'));
    await button(page, 'Submit').click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({ email: `E2E.${word.toUpperCase()}@Example.com` });
    await expect(resultLine(page, 'status', `${address} is unsubscribed from e-mails.`)).toBeVisible();
    const stored = await api.get<{ result: EmailOptOut[] }>(`/unsubscribe/email?searchString=${encodeURIComponent(address)}`);
    expect(stored.result.map((row) => row.email)).toEqual([address]);

    const again = page.waitForResponse((answer) => answer.request().method() === 'POST' && answer.url().endsWith('/api/admin/unsubscribe/email'));
    await button(page, 'Submit').click();
    expect((await again).status()).toBe(200);
    await expect(resultLine(page, 'status', `${address} was already unsubscribed from e-mails.`)).toBeVisible();

    await button(page, 'Reset').click();
    await expect(email).toHaveValue('');
    await expect(page.locator('.page-alert')).toHaveCount(0);
  });

  test('says failed when no answer comes, keeping the address', async ({ page }) => {
    await signIn(page);
    await openScreen(page, 'Unsubscribe Email', 'Unsubscribe email');
    await page.route('**/api/admin/unsubscribe/email', (route) => route.abort('connectionrefused'));
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('nobody@example.com');
    await button(page, 'Submit').click();
    await expect(resultLine(page, 'alert', 'failed')).toBeVisible();
    await expect(email).toHaveValue('nobody@example.com');
  });
});

axeTest('SMS history with its list, and Unsubscribe email with its result line, pass the accessibility check', async ({ page }) => {
  await signIn(page);
  await openScreen(page, 'SMS History', 'SMS history');
  await page.getByLabel('Phone', { exact: true }).fill(TYLER.typed);
  await button(page, 'Search').click();
  await expect(messages(page).locator('.ag-row').first()).toBeVisible();
  await expectAccessible(page, 'SMS history');
  await openScreen(page, 'Unsubscribe Email', 'Unsubscribe email');
  await page.getByLabel('Email', { exact: true }).fill(`axe.${uniqueWord()}@example.com`);
  await button(page, 'Submit').click();
  await expect(page.locator('.page-alert')).toBeVisible();
  await expectAccessible(page, 'Unsubscribe email');
});
