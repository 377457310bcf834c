import type { Locator, Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { expect as axeExpect, expectAccessible, test as axeTest } from '../support/axe';
import { button, cellOf, dialog, exactly, expectFieldError, expectToast, field, findRow, openScreen, rowsWhere, search, writesSent } from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// Gift-set alert templates and Alert titles (002 §2, §3, §4, §5, §7, §8, §9),
// screens/giftset/{template,alert}.screen.json, against the real server.
test.use({ viewport: { width: 1280, height: 800 } });

interface Template {
  name: string;
  alertHeader: string;
  alertBody: string;
}

const TEMPLATES = 'Gift-set alert templates';
const TITLES = 'Alert titles';

const failureToast = (page: Page, text: string) => page.getByRole('alert').locator('.ui-toast__text').filter({ hasText: exactly(text) });

async function titlesOnServer(api: AdminApi): Promise<string[]> {
  return (await api.get<Array<{ id: string }>>('/ops/giftset-alert/')).map((alert) => alert.id);
}

async function addTitle(page: Page, title: string): Promise<void> {
  await button(page, 'Add New Alert Title').click();
  const form = dialog(page, 'Add New Alert Title');
  await field(form, 'Title').fill(title);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, `Gift-set alert ${title} has been added.`);
}

async function openRename(page: Page, title: string): Promise<Locator> {
  await search(page, title);
  const row = await findRow(page, 'id', title);
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = dialog(page, `Edit Alert Title: ${title}`);
  await expect(field(form, 'Title')).toHaveValue(title);
  return form;
}

test.describe('Gift-set alerts', () => {
  test('a template is added (values as query parameters), edited with its name locked, and deleted after the confirm; the required messages', async ({ page }) => {
    await signIn(page);
    await openScreen(page, 'Gift-set Templates', TEMPLATES);
    const api = await AdminApi.of(page);
    const name = `QA ${uniqueWord()} & Co`;
    for (const header of ['Name', 'Alert Header', 'Alert Body', 'Actions']) await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();

    // 002 §5: nothing filled says each field's message, and nothing is sent.
    await button(page, 'Add New Template').click();
    const add = dialog(page, 'Add New Template');
    const sent = writesSent(page);
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await expectFieldError(add, 'Name', 'Name is required');
    await expectFieldError(add, 'Alert Header', 'Header Required');
    await expectFieldError(add, 'Alert Body', 'Body Required');
    await expect(field(add, 'Name')).toBeFocused();
    expect(sent).toEqual([]);

    await field(add, 'Name').fill(name);
    await field(add, 'Alert Header').fill('Vase late');
    await field(add, 'Alert Body').fill('The vase / card leaves tomorrow?');
    const put = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/ops/giftset-alert-template'));
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    const added = await put;
    // 002 §7: PUT adds, the values as query parameters, no body.
    expect(Object.fromEntries(new URL(added.url()).searchParams)).toEqual({ title: name, alertHeader: 'Vase late', alertBody: 'The vase / card leaves tomorrow?' });
    expect(added.postData()).toBeNull();
    await expectToast(page, `Gift-set alert template ${name} has been added.`);
    const row = await findRow(page, 'name', name);
    await expect(cellOf(row, 'alertBody')).toHaveText('The vase / card leaves tomorrow?');

    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = dialog(page, `Edit Template: ${name}`);
    await expect(field(edit, 'Name')).toHaveValue(name);
    await expect(field(edit, 'Name')).not.toBeEditable();
    await field(edit, 'Alert Header').fill('Vase on its way');
    await field(edit, 'Alert Body').fill('');
    await edit.getByRole('button', { name: 'Update', exact: true }).click();
    await expectFieldError(edit, 'Alert Body', 'Body Required');
    await field(edit, 'Alert Body').fill('It leaves today.');
    await edit.getByRole('button', { name: 'Update', exact: true }).click();
    await expectToast(page, `Gift-set alert template ${name} has been updated.`);
    await expect(cellOf(row, 'alertHeader')).toHaveText('Vase on its way');
    const stored = (await api.get<Template[]>('/ops/giftset-alert-template')).find((template) => template.name === name);
    expect(stored).toMatchObject({ name, alertHeader: 'Vase on its way', alertBody: 'It leaves today.' });

    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(`Delete the template ${name}?`);
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rowsWhere(page, 'name', name)).toHaveCount(0);
    expect((await api.get<Template[]>('/ops/giftset-alert-template')).map((template) => template.name)).not.toContain(name);
  });

  test("a title with '&' and '/' is added and renamed; a rename onto an existing title says it failed and keeps the old one", async ({ page }) => {
    await signIn(page);
    await openScreen(page, 'Gift-set Alerts', TITLES);
    const api = await AdminApi.of(page);
    const perPage = page.getByRole('combobox').filter({ has: page.locator('option', { hasText: exactly('100') }) });
    await expect(perPage.locator('option')).toHaveText(['10', '15', '20', '100']);
    await expect(perPage).toHaveValue('10');

    const word = uniqueWord();
    const title = `Mug & saucer / ${word}`;
    await addTitle(page, title);
    expect(await titlesOnServer(api)).toContain(title);

    const renamed = `Mug & plate / ${word}`;
    const rename = await openRename(page, title);
    await field(rename, 'Title').fill(renamed);
    await rename.getByRole('button', { name: 'Update', exact: true }).click();
    await expectToast(page, `Gift-set alert ${renamed} has been added.`);
    const afterRename = await titlesOnServer(api);
    expect(afterRename).toContain(renamed);
    expect(afterRename).not.toContain(title);

    // A rename onto a title that exists: the old one is deleted, the add refused, the old one added back.
    const other = `Plush ${word}`;
    await addTitle(page, other);
    const failing = await openRename(page, renamed);
    await field(failing, 'Title').fill(other);
    await failing.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(failureToast(page, 'GiftSetsAlert update process failed.')).toBeVisible();
    const afterFailure = await titlesOnServer(api);
    expect(afterFailure).toContain(renamed);
    expect(afterFailure).toContain(other);
  });
});

axeTest('both gift-set alert screens and their add modals pass the accessibility check', async ({ page }) => {
  await signIn(page);
  await openScreen(page, 'Gift-set Templates', TEMPLATES);
  await expectAccessible(page, TEMPLATES);
  await button(page, 'Add New Template').click();
  await expectAccessible(page, 'Add New Template', { scope: dialog(page, 'Add New Template') });
  await page.keyboard.press('Escape');
  await axeExpect(dialog(page, 'Add New Template')).toHaveCount(0);
  await openScreen(page, 'Gift-set Alerts', TITLES);
  await expectAccessible(page, TITLES);
  await button(page, 'Add New Alert Title').click();
  await expectAccessible(page, 'Add New Alert Title', { scope: dialog(page, 'Add New Alert Title') });
});
