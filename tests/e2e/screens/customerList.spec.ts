import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { expectAccessible, test as axeTest } from '../support/axe';
import { button, cellOf, columnHeaders, expectToast, findRow, gridRows, openScreen, pagerNumbers, pagerText, search, writesSent } from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// Customer list (002 §2, §4, §5, §7, §8, §9), screens/unsubscribe/customer-list.screen.json, against
// the real server: the add form, the list move's confirm with three outcomes, the subscription
// bell that reads the marketing status first, and the CSV export; the list paged and sorted on
// the server (issue 30).

interface Entry {
  email: string;
  reviewList: boolean;
  VIPList: boolean;
}

const stored = async (api: AdminApi, email: string) => (await api.get<Entry[]>(`/ops/customerlist/customer?email=${encodeURIComponent(email)}`)).find((entry) => entry.email === email);
/** 002 §7: the profile call answers the status string itself. */
const status = async (api: AdminApi, email: string) => api.get<string>(`/klaviyo/customer/profile?email=${encodeURIComponent(email)}`);

/** Adds a customer of this run through the form, to the Review List, and finds its row. */
async function addCustomer(page: Page): Promise<{ email: string; row: Locator }> {
  const email = `e2e.${uniqueWord().toLowerCase()}@example.ca`;
  const submit = button(page, 'Submit');
  await page.getByLabel('Email or phone', { exact: true }).fill(email);
  await expect(submit).toBeDisabled();
  await page.getByRole('radio', { name: 'Review List', exact: true }).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: `Customer ${email} has been added to the Review List.` })).toBeVisible();
  await search(page, email);
  return { email, row: await findRow(page, 'email', email) };
}

async function answerMove(page: Page, row: Locator, answer: 'OK' | 'Cancel' | 'Escape'): Promise<void> {
  await row.getByRole('button', { name: 'Edit list', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Edit list' });
  await expect(question).toContainText('OK: the VIP List. Cancel: the Review List.');
  if (answer === 'Escape') await page.keyboard.press('Escape');
  else await question.getByRole('button', { name: answer, exact: true }).click();
  await expect(question).toBeHidden();
}

test.describe('Customer list', () => {
  test('the list move: OK puts the customer on the VIP List, Cancel on the Review List, Escape changes nothing', async ({ page }) => {
    await signIn(page);
    await openScreen(page, 'Customer List', 'Customer list');
    const api = await AdminApi.of(page);
    const { email, row } = await addCustomer(page);
    expect(await stored(api, email)).toMatchObject({ reviewList: true, VIPList: false });

    await answerMove(page, row, 'OK');
    await expectToast(page, `Customer ${email} has been moved to the VIP List.`);
    expect(await stored(api, email)).toMatchObject({ reviewList: false, VIPList: true });
    await expect(cellOf(row, 'VIPList')).toHaveText('Yes');

    await answerMove(page, row, 'Cancel');
    await expectToast(page, `Customer ${email} has been moved to the Review List.`);
    expect(await stored(api, email)).toMatchObject({ reviewList: true, VIPList: false });

    // Escape, then a write that is sure to come (the bell): the move, had it been sent, went before it.
    const writes = writesSent(page);
    await answerMove(page, row, 'Escape');
    await row.getByRole('button', { name: 'Edit subscription', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Edit subscription' }).getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expectToast(page, 'Successfully unsubscribed');
    expect(writes.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual(['POST /api/admin/klaviyo/customer/unsubscribe']);
    expect(await stored(api, email)).toMatchObject({ reviewList: true, VIPList: false });
  });

  test('the bell reads the marketing status and toggles it both ways, each with its question and sentence', async ({ page }) => {
    await signIn(page);
    await openScreen(page, 'Customer List', 'Customer list');
    const api = await AdminApi.of(page);
    const { email, row } = await addCustomer(page);
    const bell = row.getByRole('button', { name: 'Edit subscription', exact: true });
    const question = page.getByRole('alertdialog', { name: 'Edit subscription' });

    await bell.click();
    await expect(question).toContainText(`${email} is Subscribed to marketing e-mails. Unsubscribe it?`);
    // The buttons name what they do (not the action's name): Unsubscribe, or Cancel to change nothing.
    await expect(question.getByRole('button', { name: 'Edit subscription' })).toHaveCount(0);
    await expect(question.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
    await question.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expectToast(page, 'Successfully unsubscribed');
    expect(await status(api, email)).toBe('UNSUBSCRIBED');

    await bell.click();
    await expect(question).toContainText(`${email} is Unsubscribed from marketing e-mails. Subscribe it again?`);
    await expect(question.getByRole('button', { name: 'Edit subscription' })).toHaveCount(0);
    await question.getByRole('button', { name: 'Subscribe again', exact: true }).click();
    await expectToast(page, 'Successfully re-subscribed');
    expect(await status(api, email)).toBe('SUBSCRIBED');
  });

  test('a move made from a stale list is refused with the server\'s sentence, the list reloads, and the move pressed again is saved', async ({ page }) => {
    await signIn(page);
    await openScreen(page, 'Customer List', 'Customer list');
    const api = await AdminApi.of(page);
    const { email, row } = await addCustomer(page);
    // Someone else moves the customer to the VIP List after this page loaded it (version 1 → 2).
    expect(await api.postStatus('/ops/customerlist/customer', { email, reviewList: false, VIPList: true, version: 1 })).toBe(200);
    await expect(cellOf(row, 'VIPList')).toHaveText('No');

    // This page still holds version 1: its move is refused (409), nothing is overwritten.
    await answerMove(page, row, 'Cancel');
    await expect(page.locator('.ui-toast__text').filter({ hasText: `Customer ${email} was changed by someone else since you loaded it. Reload it and apply your changes again.` })).toBeVisible();
    await expect(page.getByText('Customer email/phone update process failed.', { exact: true })).toHaveCount(0);
    expect(await stored(api, email)).toMatchObject({ reviewList: false, VIPList: true });
    // The list reloaded: the row shows the other person's move, and the same answer again is saved.
    await expect(cellOf(row, 'VIPList')).toHaveText('Yes');
    await answerMove(page, row, 'Cancel');
    await expectToast(page, `Customer ${email} has been moved to the Review List.`);
    expect(await stored(api, email)).toMatchObject({ reviewList: true, VIPList: false });
  });

  test("'Export table to CSV' saves 'Customer List' with a byte-order mark and the headings Email/Phone, VIP, reviewUser", async ({ page }) => {
    await signIn(page);
    await openScreen(page, 'Customer List', 'Customer list');
    const downloading = page.waitForEvent('download');
    await button(page, 'Export table to CSV').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Customer List.csv');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Email/Phone,VIP,reviewUser');
    expect(lines).toContain('amelie.tremblay@example.ca,Yes,No');
    // Every customer, not only the page of 20 shown (the list has more).
    const api = await AdminApi.of(page);
    const all = await api.get<Entry[]>('/ops/customerlist/customer');
    expect(all.length).toBeGreaterThan(20);
    expect(lines.filter((line) => line !== '').length).toBeGreaterThanOrEqual(all.length + 1);
  });

  test('pages on the server (20 rows, the total in the pager) and sorts the whole list by the Email/Phone heading both ways', async ({ page }) => {
    await signIn(page);
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/ops/customerlist/customer') && new URL(response.url()).searchParams.get('limit') === '20');
    await openScreen(page, 'Customer List', 'Customer list');
    await listed;
    await expect(pagerText(page)).toBeVisible();
    const { rows, pages } = await pagerNumbers(page);
    expect(rows).toBeGreaterThan(20);
    expect(pages).toBe(Math.ceil(rows / 20));
    await expect(gridRows(page)).toHaveCount(20);

    const api = await AdminApi.of(page);
    const firstShown = () => cellOf(page.locator('.grid-table .ag-row[row-index="0"]'), 'email');
    const heading = columnHeaders(page).filter({ hasText: 'Email/Phone' });
    for (const order of ['asc', 'desc'] as const) {
      const sorted = page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.searchParams.get('sortBy') === 'email' && url.searchParams.get('sortOrder') === order && url.searchParams.get('offset') === '0';
      });
      await heading.getByText('Email/Phone', { exact: true }).click();
      await sorted;
      const [first] = await api.get<Entry[]>(`/ops/customerlist/customer?sortBy=email&sortOrder=${order}`);
      // The first row shows that customer, and only it (the row of the order before has left).
      await expect(firstShown()).toHaveText([first?.email ?? '']);
    }
  });
});

axeTest('the customer list and its move question pass the accessibility check', async ({ page }) => {
  await signIn(page);
  await openScreen(page, 'Customer List', 'Customer list');
  await expectAccessible(page, 'Customer list');
  await page.locator('.grid-table .ag-row').first().getByRole('button', { name: 'Edit list', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Edit list' })).toBeVisible();
  await expectAccessible(page, 'Customer list move question', { scope: page.getByRole('alertdialog', { name: 'Edit list' }) });
});
