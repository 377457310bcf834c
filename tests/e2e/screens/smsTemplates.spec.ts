import type { Locator, Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { expectAccessible, test as axeTest } from '../support/axe';
import { button, cellOf, dialog, editText, exactly, expectToast, field, findRow, gridRows, openScreen, search, updateAllChanges, writesSent } from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// SMS template settings (002 §2, §3, §4, §5, §7, §8, §9), screens/delivery-notification/sms.screen.json:
// the templates grid, the Add New modal making one path per version and locale from the type's
// layout, the tag check, and Enable All Selected over the disabled rows chosen, against the real server.
test.use({ viewport: { width: 1600, height: 900 } });

const TITLE = 'SMS template settings';
const INVALID = 'Invalid Template! Please enter valid tags.';

interface StoredTemplate {
  templateId: number;
  template: string;
  path: string;
  status: number;
  templateLang: number;
  templateVersion: number;
}

const addForm = (page: Page) => dialog(page, 'Add New Template');
const group = (form: Locator, name: string) => form.getByRole('group', { name, exact: true });
const box = (form: Locator, groupName: string, label: string) => group(form, groupName).getByRole('checkbox', { name: label, exact: true });

async function storedOf(api: AdminApi, word: string): Promise<StoredTemplate[]> {
  return (await api.get<StoredTemplate[]>('/onfleet/delivery/sms/template/all')).filter((row) => row.template.includes(word));
}

/** Add New: the modal shows half a second after the press (002 §9). */
async function openAdd(page: Page): Promise<Locator> {
  await button(page, 'Add New').click();
  const form = addForm(page);
  await expect(form).toHaveCount(0);
  await expect(form).toBeVisible();
  return form;
}

test.describe('SMS template settings', () => {
  test('Add New lists 6 paths for versions 1 and 3 in English and French; {bogus} is refused; Enable All Selected turns the chosen rows Active', async ({ page }) => {
    await signIn(page);
    await openScreen(page, 'SMS Templates', TITLE);
    const api = await AdminApi.of(page);
    const word = uniqueWord();
    for (const header of ['Type', 'Template', 'OptOut', 'Path', 'Status', 'Purpose', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    const perPage = page.getByRole('combobox').filter({ has: page.locator('option', { hasText: exactly('10000') }) });
    await expect(perPage.locator('option')).toHaveText(['10', '25', '50', '10000']);

    const form = await openAdd(page);
    // 002 §4: a type change resets purpose, version and language.
    await field(form, 'Template Type').selectOption({ label: 'Day Before' });
    await field(form, 'Purpose').selectOption('Holiday');
    await box(form, 'Version', '1 (Monday to Wednesday)').check();
    await box(form, 'Language', 'French (CA-FR)').check();
    await field(form, 'Template Type').selectOption({ label: 'On The Way' });
    await expect(field(form, 'Purpose')).toHaveValue('');
    await expect(box(form, 'Version', '1 (Monday to Wednesday)')).not.toBeChecked();
    await expect(box(form, 'Language', 'French (CA-FR)')).not.toBeChecked();

    await field(form, 'Template Type').selectOption({ label: 'Day Before' });
    await field(form, 'Purpose').selectOption('Holiday');
    // The layout's consent slot is asked and written into every path (002 §5), never its name.
    await field(form, 'Consent').selectOption({ label: 'Consent given' });
    await expect(field(form, 'Driver Type')).toHaveCount(0);
    for (const version of ['1 (Monday to Wednesday)', '3 (Saturday to Sunday)']) await box(form, 'Version', version).check();
    for (const language of ['English (CA-EN and EN-US)', 'French (CA-FR)']) await box(form, 'Language', language).check();

    // 002 §5: a tag the type does not know is refused beside the field, and nothing is sent.
    const sent = writesSent(page);
    await field(form, 'Template').fill(`Hi {recipient_name} {bogus} ${word}`);
    await field(form, 'OptOut').fill('Reply STOP: [opt_out_link]');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText(INVALID, { exact: true })).toBeVisible();
    await expect(field(form, 'Template')).toBeFocused();
    expect(sent).toEqual([]);

    await field(form, 'Template').fill(`Hi {recipient_name}, your gift arrives tomorrow (${word}).`);
    await expect(form.getByText(INVALID, { exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, '6 Day Before templates saved (disabled until enabled).');
    await expect(form).toHaveCount(0);

    const paths = ['CA-EN', 'EN-US', 'CA-FR'].flatMap((locale) => ['MON-WED', 'SAT-SUN'].map((days) => `${locale}/consent/DayBefore/${days}`)).sort();
    await search(page, word, ['Template']);
    await expect(gridRows(page)).toHaveCount(6);
    expect((await gridRows(page).locator('.ag-cell[col-id="path"]').allTextContents()).map((path) => path.trim()).sort()).toEqual(paths);
    for (const status of await gridRows(page).locator('.ag-cell[col-id="status"]').allTextContents()) expect(status.trim()).toBe('Disabled');
    const stored = await storedOf(api, word);
    expect(stored.map((row) => row.path).sort()).toEqual(paths);

    // 002 §4: Enable All Selected makes the chosen disabled rows Active; the others stay disabled.
    const chosen = ['CA-EN/consent/DayBefore/MON-WED', 'CA-FR/consent/DayBefore/SAT-SUN'];
    for (const path of chosen) await gridRows(page).filter({ has: page.locator('.ag-cell[col-id="path"]', { hasText: exactly(path) }) }).getByRole('checkbox').check();
    await expect(page.getByText('2 selected', { exact: true })).toBeVisible();
    await button(page, 'Enable All Selected').click();
    await expect(page.locator('.page-alert').and(page.getByRole('status')).filter({ hasText: '2 templates enabled.' })).toBeVisible();
    // The enabled rows leave the selection: nothing stale is sent by a second press.
    await expect(page.getByText('0 selected', { exact: true })).toBeVisible();
    await expect.poll(async () => (await storedOf(api, word)).filter((row) => row.status === 1).map((row) => row.path).sort()).toEqual([...chosen].sort());
    await search(page, word, ['Template']);
    for (const path of paths) {
      const row = gridRows(page).filter({ has: page.locator('.ag-cell[col-id="path"]', { hasText: exactly(path) }) });
      await expect(cellOf(row, 'status')).toHaveText(exactly(chosen.includes(path) ? 'Active' : 'Disabled'));
    }
    // An active template cannot be selected: Select all takes the 4 disabled rows only.
    await page.getByRole('button', { name: 'Select all', exact: true }).click();
    await expect(page.getByText('4 selected', { exact: true })).toBeVisible();
  });
});

test('a cell edit waits in the pending changes until Update All Changes sends it; with none pending it says so', async ({ page }) => {
  await signIn(page);
  const api = await AdminApi.of(page);
  const word = uniqueWord();
  const made = await api.post<{ templateIds: number[] }>('/onfleet/delivery/sms/template/save', {
    templateType: 'OTW', templatePurpose: 'Regular', template: `On the way ${word}: {tracking_link}`, optout: '', path: '', isBulkSave: true,
    multiplePath: ['CA-EN/noconsent/OTW/courier/THU-FRI'],
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openScreen(page, 'SMS Templates', TITLE);

  // 002 §8: nothing pending: the alert, and nothing is sent.
  const sent = writesSent(page);
  await updateAllChanges(page).click();
  await expect(page.locator('.ui-toast__text').filter({ hasText: exactly('Alert! There is no available changes for update') })).toBeVisible();
  expect(sent).toEqual([]);

  // 002 §4: a cell edit joins the pending changes; nothing is sent until Update All Changes.
  await search(page, word, ['Template']);
  const row = await findRow(page, 'path', 'CA-EN/noconsent/OTW/courier/THU-FRI');
  await editText(page, row, 'template', `Your driver is near ${word}: {tracking_link}`);
  await editText(page, row, 'optout', 'Reply STOP: [opt_out_link]');
  expect(sent).toEqual([]);
  await page.screenshot({ path: 'test-results/sms-templates-pending-edit.png' });

  await updateAllChanges(page).click();
  const confirm = page.getByRole('alertdialog', { name: 'Update All Changes' });
  await expect(confirm).toContainText(`Your driver is near ${word}: {tracking_link}`);
  await expect(confirm).toContainText('Reply STOP: [opt_out_link]');
  await confirm.getByRole('button', { name: 'Update', exact: true }).click();
  await expectToast(page, 'Template CA-EN/noconsent/OTW/courier/THU-FRI has been updated.');
  await expect.poll(async () => (await storedOf(api, word)).find((stored) => stored.templateId === made.templateIds[0])?.template).toBe(`Your driver is near ${word}: {tracking_link}`);
  expect((await storedOf(api, word))[0]).toMatchObject({ path: 'CA-EN/noconsent/OTW/courier/THU-FRI', status: 0 });
  await expect(cellOf(row, 'optout')).toHaveText('Reply STOP: [opt_out_link]');
});

axeTest('SMS template settings and its Add New modal pass the accessibility check', async ({ page }) => {
  await signIn(page);
  await openScreen(page, 'SMS Templates', TITLE);
  await expect(gridRows(page).first()).toBeVisible();
  await expectAccessible(page, 'SMS template settings');
  const form = await openAdd(page);
  await field(form, 'Template Type').selectOption({ label: 'Day Before' });
  await expectAccessible(page, 'Add New Template', { scope: form });
});
