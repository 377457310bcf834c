import type { Locator, Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { expectAccessible, test as axeTest } from '../support/axe';
import { button, dialog, exactly, field } from '../support/grid';
import { signIn } from '../support/signIn';
import { alertReading } from '../support/pageSteps';
import { expect, test } from '../support/test';

// The two pilots of the page kind, end to end against the real server:
// screens/customer/password-reset.screen.json (a form block) and screens/ops/links.screen.json
// (a cards block with its create and edit forms in modals).
test.use({ viewport: { width: 1280, height: 800 } });

async function openFromMenu(page: Page, label: string, title: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

function toastReading(page: Page, role: 'status' | 'alert', text: string): Locator {
  return page.getByRole(role).locator('.ui-toast__text').filter({ hasText: exactly(text) });
}

interface AuditRow {
  entity: string;
  row_id: number | string;
  after: Record<string, unknown> | null;
}

interface OpsLink {
  name: string;
  link: string;
  version: number;
}

test.describe('Password reset (a form block)', () => {
  test('Submit waits for a non-blank e-mail and says an invalid one; the reset is queued and said; a failure keeps the address', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, 'Password Reset', 'Password reset');
    const email = page.getByLabel('Email', { exact: true });
    const submit = button(page, 'Submit');
    await expect(email).toHaveAttribute('placeholder', 'customer@example.com');
    await expect(submit).toBeDisabled();

    // 002 §5 and the spec README's decision: a blank e-mail (spaces only) never enables Submit.
    await email.fill('   ');
    await expect(submit).toBeDisabled();
    await email.fill('not-an-address');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address');
    await expect(email).toBeFocused();

    // Spaces around the address (a paste) are trimmed from what is sent, not refused.
    const address = 'olivia.roy@example.ca';
    await email.fill(`  ${address} `);
    await expect(submit).toBeEnabled();
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/admin/customer/password/reset'));
    await submit.click();
    const sent = alertReading(page, 'status', `Success: Reset password email sent to: ${address}`);
    await expect(sent).toBeVisible();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ email: address });
    const { id } = (await response.json()) as { id: number };

    // What the server stored: the queued e-mail, as the audit trail recorded it.
    const api = await AdminApi.of(page);
    const audit = await api.get<{ result: AuditRow[] }>('/audit?searchString=password-reset&filterOn=entity&limit=50');
    const queued = audit.result.find((row) => row.entity === 'password-reset' && String(row.row_id) === String(id));
    expect(queued?.after).toMatchObject({ email: address, status: 'queued', language: 'en-CA' });

    // Alerts go after 5 seconds (002 §8).
    await expect(sent).toBeHidden({ timeout: 8_000 });

    const unknown = `nobody.${uniqueWord()}@example.com`;
    await email.fill(unknown);
    await submit.click();
    await expect(alertReading(page, 'alert', `Error: failed to reset password for: ${unknown}.`)).toBeVisible();
    await expect(email).toHaveValue(unknown);
  });
});

test.describe('Ops links (a cards block with modal forms)', () => {
  test('creates a link (Create waits for both fields), refuses a duplicate name, edits the link only', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, 'Ops Links', 'Ops links');
    const api = await AdminApi.of(page);
    const name = `E2E ${uniqueWord()}`;
    const link = `https://example.com/ops/${uniqueWord()}`;

    await button(page, 'Create New Ops Link').click();
    const create = dialog(page, 'Create New Ops Link');
    const createButton = create.getByRole('button', { name: 'Create', exact: true });
    await expect(createButton).toBeDisabled();
    await expect(createButton).toHaveAccessibleDescription('Please fill all fields when creating a new link');
    await field(create, 'Link Name').fill(name);
    await expect(createButton).toBeDisabled();
    await field(create, 'Link').fill(link);
    await expect(createButton).toBeEnabled();
    await createButton.click();
    await expect(create).toBeHidden();

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const anchor = card.getByRole('link', { name: link, exact: true });
    await expect(anchor).toHaveAttribute('href', link);
    await expect(anchor).toHaveAttribute('target', '_blank');
    await expect(anchor).toHaveAttribute('rel', /\bnoopener\b/);
    expect((await api.get<OpsLink[]>('/ops/link/')).find((row) => row.name === name)).toMatchObject({ link, version: 1 });

    // A name already used (whatever its case) is a 409: 'Please use a unique link name'; what was typed stays.
    await button(page, 'Create New Ops Link').click();
    await field(create, 'Link Name').fill(name.toUpperCase());
    await field(create, 'Link').fill(`${link}/other`);
    await createButton.click();
    await expect(toastReading(page, 'alert', 'Please use a unique link name')).toBeVisible();
    await expect(field(create, 'Link Name')).toHaveValue(name.toUpperCase());
    await create.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(create).toBeHidden();
    expect((await api.get<OpsLink[]>('/ops/link/')).filter((row) => row.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);

    // Edit: the link only, filled from the card.
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = dialog(page, 'Edit Ops Link');
    await expect(field(edit, 'Link')).toHaveValue(link);
    await expect(edit.getByLabel('Link Name', { exact: true })).toHaveCount(0);
    const changed = `${link}/changed`;
    await field(edit, 'Link').fill(changed);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(card.getByRole('link', { name: changed, exact: true })).toHaveAttribute('href', changed);
    expect((await api.get<OpsLink[]>('/ops/link/')).find((row) => row.name === name)).toMatchObject({ link: changed, version: 2 });
  });

  test('says "Could not retrieve Links" when the list fails, and "Something went Wrong" when a save fails', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/admin/ops/link/', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    await openFromMenu(page, 'Ops Links', 'Ops links');
    await expect(page.locator('.page-cards').getByRole('alert').filter({ hasText: 'Could not retrieve Links' })).toBeVisible();
    await page.unroute('**/api/admin/ops/link/');
    await page.locator('.page-cards').getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page.locator('.page-cards').getByRole('alert')).toHaveCount(0);

    await page.route('**/api/admin/ops/link', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    await button(page, 'Create New Ops Link').click();
    const create = dialog(page, 'Create New Ops Link');
    await field(create, 'Link Name').fill(`E2E ${uniqueWord()}`);
    await field(create, 'Link').fill('https://example.com/failing');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toastReading(page, 'alert', 'Something went Wrong')).toBeVisible();
    await expect(create).toBeVisible();
  });
});

// axe (WCAG 2.0/2.1 A and AA) on both pilots with their states and dialogs; the context bypasses the
// CSP only so axe can be injected (tests/e2e/support/axe.ts).
axeTest('both pilots, their alerts, field errors and dialogs have no serious accessibility violation', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, 'Password Reset', 'Password reset');
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('not-an-address');
  await email.blur();
  await expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address');
  await expectAccessible(page, 'Password reset with a field error');
  await email.fill(`nobody.${uniqueWord()}@example.com`);
  await button(page, 'Submit').click();
  await expect(page.locator('.page-alert').and(page.getByRole('alert'))).toBeVisible();
  await expectAccessible(page, 'Password reset with a failure alert');

  await openFromMenu(page, 'Ops Links', 'Ops links');
  await expect(page.locator('.page-card').first()).toBeVisible();
  await expectAccessible(page, 'Ops links');
  await button(page, 'Create New Ops Link').click();
  const create = dialog(page, 'Create New Ops Link');
  await expect(field(create, 'Link Name')).toBeVisible();
  await expectAccessible(page, 'Create New Ops Link', { scope: create });
  await create.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.locator('.page-card').first().getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = dialog(page, 'Edit Ops Link');
  await expect(field(edit, 'Link')).toBeVisible();
  await expectAccessible(page, 'Edit Ops Link', { scope: edit });
});
