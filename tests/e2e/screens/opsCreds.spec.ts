import type { Locator, Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { expect as axeExpect, expectAccessible, test as axeTest } from '../support/axe';
import { button, cellOf, dialog, exactly, expectToast, field, findRow, openScreen, search } from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// Ops credentials (002 §2, §3, §5, §7, §8), screens/ops/creds.screen.json, against the real server.
test.use({ viewport: { width: 1280, height: 800 } });

const TITLE = 'Ops credentials';
const MASKED = '••••••••';

interface Credential {
  id: number;
  name: string;
  link: string;
  username: string;
  password: string | null;
  version: number;
}

interface AuditRow {
  entity: string;
  row_id: number | string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What the service's encoding reads as (002 §3: base64 of the password's UTF-8 bytes). */
const decoded = (encoded: string | null) => (encoded === null ? null : Buffer.from(encoded, 'base64').toString('utf8'));
const encoded = (password: string) => Buffer.from(password, 'utf8').toString('base64');

async function stored(api: AdminApi, name: string): Promise<Credential> {
  const found = (await api.get<Credential[]>('/ops/creds/')).find((credential) => credential.name === name);
  expect(found, `credential ${name}`).toBeDefined();
  return found as Credential;
}

/** The password cell's text as shown (the mask's words for assistive technology are visually hidden). */
const shown = (row: Locator) => cellOf(row, 'password').locator('.grid-secret-text');

async function create(page: Page, values: { name: string; link: string; username: string; password: string }): Promise<void> {
  await button(page, 'Create New Ops Credential').click();
  const form = dialog(page, 'Create New Ops Credential');
  await field(form, 'Link Name').fill(values.name);
  await field(form, 'Link').fill(values.link);
  await field(form, 'Username').fill(values.username);
  await field(form, 'Password').fill(values.password);
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expectToast(page, `Ops credential ${values.name} has been saved.`);
  await expect(form).toHaveCount(0);
}

test.describe('Ops credentials', () => {
  test('a credential with a non-ASCII password: masked, Show and Hide from the keyboard, updated, and never in the audit trail', async ({ page }) => {
    await signIn(page);
    await openScreen(page, 'Ops Credentials', TITLE);
    const api = await AdminApi.of(page);
    for (const header of ['Link Name', 'Link', 'Username', 'Password']) await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

    const name = `QA vault ${uniqueWord()}`;
    const password = 'Pâte-à-choux 🌷';
    await create(page, { name, link: 'https://vault.example.com/qa', username: 'qa.user', password });
    // Sent encoded and stored as typed (002 §7).
    const created = await stored(api, name);
    expect(decoded(created.password)).toBe(password);

    await search(page, name);
    const row = await findRow(page, 'name', name);
    await expect(shown(row)).toHaveText(`${MASKED}Password hidden`);
    await expect(cellOf(row, 'password')).not.toContainText('Pâte');

    // Keyboard only: from the row's first cell to its password, Enter reaches the button, Enter shows, Space hides.
    await cellOf(row, 'name').click();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(cellOf(row, 'password')).toBeFocused();
    await page.keyboard.press('Enter');
    const toggle = row.getByRole('button', { name: `Show password of ${name}`, exact: true });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(shown(row)).toHaveText(exactly(password));
    await expect(row.getByRole('button', { name: `Hide password of ${name}`, exact: true })).toBeFocused();
    await expect(row.getByRole('button', { name: `Hide password of ${name}`, exact: true })).toHaveText('Hide');
    await page.keyboard.press('Space');
    await expect(shown(row)).toHaveText(`${MASKED}Password hidden`);
    await expect(row.getByRole('button', { name: `Show password of ${name}`, exact: true })).toBeFocused();

    // Update opens with the password as the user reads it, and changes it on the server.
    await row.getByRole('button', { name: 'Update', exact: true }).click();
    const form = dialog(page, 'Update Credential');
    await expect(field(form, 'Password')).toHaveValue(password);
    await expect(form.getByLabel('Link Name')).toHaveCount(0);
    const changed = 'Crème brûlée 🍮 ñ';
    await field(form, 'Password').fill(changed);
    await form.getByRole('button', { name: 'Update', exact: true }).click();
    await expectToast(page, `Ops credential ${name} has been updated.`);
    const updated = await stored(api, name);
    expect(decoded(updated.password)).toBe(changed);
    expect(updated.version).toBe(created.version + 1);
    await row.getByRole('button', { name: `Show password of ${name}`, exact: true }).click();
    await expect(shown(row)).toHaveText(exactly(changed));

    // The audit trail records the create and the update, never the secret (in clear or encoded).
    const audit = await api.get<{ result: AuditRow[] }>('/audit?searchString=ops-credential&filterOn=entity&limit=100');
    const mine = audit.result.filter((entry) => entry.entity === 'ops-credential' && String(entry.row_id) === String(created.id));
    expect(mine).toHaveLength(2);
    const text = JSON.stringify(mine);
    for (const secret of [password, changed, encoded(password), encoded(changed), 'Pâte', 'brûlée']) expect(text).not.toContain(secret);
  });

  test("create and update say 002 §5's sentences for a blank field and 002 §8's for a name already used", async ({ page }) => {
    await signIn(page);
    await openScreen(page, 'Ops Credentials', TITLE);
    const name = `QA twin ${uniqueWord()}`;
    await create(page, { name, link: 'https://twin.example.com', username: 'twin', password: 'first' });

    await button(page, 'Create New Ops Credential').click();
    const form = dialog(page, 'Create New Ops Credential');
    await field(form, 'Link Name').fill(name);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill all fields when creating a new link' })).toBeVisible();
    await field(form, 'Link').fill('https://twin.example.com/2');
    await field(form, 'Username').fill('twin2');
    await field(form, 'Password').fill('second');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please use a unique link name' })).toBeVisible();
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();

    await search(page, name);
    const row = await findRow(page, 'name', name);
    await row.getByRole('button', { name: 'Update', exact: true }).click();
    const update = dialog(page, 'Update Credential');
    await field(update, 'Username').fill('');
    await update.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill all fields when updating a link' })).toBeVisible();
    await expect(update).toBeVisible();
  });
});

axeTest('Ops credentials, a password shown, and its create and update modals pass the accessibility check', async ({ page }) => {
  await signIn(page);
  await openScreen(page, 'Ops Credentials', TITLE);
  await page.getByRole('button', { name: /^Show password of / }).first().click();
  await expectAccessible(page, TITLE);
  await button(page, 'Create New Ops Credential').click();
  await expectAccessible(page, 'Create New Ops Credential', { scope: dialog(page, 'Create New Ops Credential') });
  await page.keyboard.press('Escape');
  await axeExpect(dialog(page, 'Create New Ops Credential')).toHaveCount(0);
  await page.getByRole('button', { name: 'Update', exact: true }).first().click();
  await expectAccessible(page, 'Update Credential', { scope: dialog(page, 'Update Credential') });
});
