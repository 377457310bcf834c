import type { Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { button, cellOf, exactly, expectToast, findRow, gridRows, openScreen, pagerNumbers, search } from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// Rules list and Rules config (002 §2, §3, §4, §5, §7, §8), screens/reports/rules-list.screen.json and
// rules-config.screen.json: a grid with a toolbar button and a row action opening the form screen
// (empty, or started from the carried rule), enable/disable row actions by status, against the real server.
test.use({ viewport: { width: 1600, height: 900 } });

interface Rule {
  ruleName: string;
  status: 'ENABLED' | 'DISABLED';
  description: string;
  schedule: string;
  eventBusName: string;
  input0: string;
  version: number;
}

async function storedRule(api: AdminApi, name: string): Promise<Rule | undefined> {
  return (await api.get<Rule[]>('/order-pull/rules')).find((rule) => rule.ruleName === name);
}

async function findRule(page: Page, name: string) {
  await search(page, name, ['Rule Name']);
  return findRow(page, 'ruleName', name);
}

const heading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title, exact: true });

test.describe('Rules list and Rules config', () => {
  test('lists only EXP_ rules; Disable and Enable ask, store and reload; New Rule stores the EXP_ name; Update stores the description', async ({ page }) => {
    await signIn(page);
    const word = uniqueWord();
    const own = `EXP_E2e ${word}`;
    await openScreen(page, 'Rules List', 'Rules list');
    const api = await AdminApi.of(page);
    // A rule of this run, so the seeded ones keep their state.
    await api.post('/order-pull/rules', { ruleName: `E2e ${word}`, schedule: 'cron(0 6 ? * MON-SAT *)', description: 'Made by the browser test' });
    await button(page, 'Refresh').click();

    // 002 §2: only the names starting EXP_ (the event bus holds other services' rules too).
    const listed = await api.get<Rule[]>('/order-pull/rules');
    await expect.poll(async () => (await pagerNumbers(page)).rows).toBe(listed.length);
    for (const name of await gridRows(page).locator('.ag-cell[col-id="ruleName"]').allTextContents()) expect(name.trim()).toMatch(/^EXP_/);
    await expect(page.getByText('shop-abandoned-cart-reminder')).toHaveCount(0);

    // 002 §4: Disable only when ENABLED, asked first, sent, stored, the list reloaded.
    let row = await findRule(page, own);
    await expect(cellOf(row, 'status')).toHaveText(exactly('ENABLED'));
    await expect(row.getByRole('button', { name: 'Enable', exact: true })).toHaveCount(0);
    await row.getByRole('button', { name: 'Disable', exact: true }).click();
    const confirmDisable = page.getByRole('alertdialog', { name: 'Disable' });
    await expect(confirmDisable).toContainText(`Disable the rule ${own}?`);
    await confirmDisable.getByRole('button', { name: 'Disable', exact: true }).click();
    await expectToast(page, `Rule ${own} has been disabled.`);
    await expect.poll(async () => (await storedRule(api, own))?.status).toBe('DISABLED');
    row = await findRow(page, 'ruleName', own);
    await expect(cellOf(row, 'status')).toHaveText(exactly('DISABLED'));
    await expect(row.getByRole('button', { name: 'Disable', exact: true })).toHaveCount(0);

    // And Enable back.
    await row.getByRole('button', { name: 'Enable', exact: true }).click();
    const confirmEnable = page.getByRole('alertdialog', { name: 'Enable' });
    await expect(confirmEnable).toContainText(`Enable the rule ${own}?`);
    await confirmEnable.getByRole('button', { name: 'Enable', exact: true }).click();
    await expectToast(page, `Rule ${own} has been enabled.`);
    await expect.poll(async () => (await storedRule(api, own))?.status).toBe('ENABLED');
    await expect(cellOf(await findRow(page, 'ruleName', own), 'status')).toHaveText(exactly('ENABLED'));

    // New Rule: the empty form; 002 §5 refuses special characters beside the name: Submit says so and sends nothing.
    await button(page, 'New Rule').click();
    await expect(heading(page, 'Rules config')).toBeVisible();
    await expect(page).toHaveURL(/\/secure\/reports\/rules-config$/);
    const name = page.getByLabel('Rule Name', { exact: true });
    const submit = button(page, 'Submit');
    await expect(name).toHaveValue('');
    await expect(name).toBeEditable();
    await expect(page.getByLabel('Event Bus Name', { exact: true })).toHaveValue('default');
    await expect(page.getByLabel('Status', { exact: true }).locator('option:checked')).toHaveText('ENABLED');
    // The cron builder (002 §2 Schedule config): days and a time write the expression, and an
    // expression typed sets the builder; the `cron( )` wrapper is kept out of the box.
    const schedule = page.getByRole('textbox', { name: 'Schedule', exact: true });
    const builder = page.getByRole('group', { name: 'Schedule', exact: true });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await builder.getByRole('checkbox', { name: day, exact: true }).check();
    await builder.getByLabel('Time', { exact: true }).fill('18:00');
    await expect(schedule).toHaveValue('0 18 ? * MON-FRI *');
    await schedule.fill('0 7 ? * MON-FRI *');
    await expect(builder.getByLabel('Time', { exact: true })).toHaveValue('07:00');
    await expect(builder.getByRole('checkbox', { name: 'Saturday', exact: true })).not.toBeChecked();
    // The hint reads the cron in words (`{schedule|cronText}`) and describes the box.
    await expect(schedule).toHaveAccessibleDescription(/At 07:00, Monday through Friday/);
    await name.fill('bad-name!');
    await name.blur();
    await expect(page.locator('.form-field').filter({ has: name }).getByText('Special characters are not allowed', { exact: true })).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // 002 §5: Submit is enabled only with a valid name; its note says why not.
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Special characters are not allowed');
    await expect(heading(page, 'Rules config')).toBeVisible();
    await name.fill(`New ${word}`);
    await page.getByLabel('Description', { exact: true }).fill('Created from the Rules config');
    // The order pull picker (the configs by report name, the same as the Schedule config's): its uuid is sent.
    const [config, other] = await api.get<{ id: string; reportName: string }[]>('/order-pull/config');
    if (!config || !other) throw new Error('the demo data has order pull configs');
    const picker = page.getByLabel('Order Pull', { exact: true });
    await expect(picker.locator('option:checked')).toHaveText('Choose an order pull');
    await picker.selectOption({ label: config.reportName });
    await expect(submit).toBeEnabled();
    await submit.click();
    // 002 §8, then back to the list; the service put EXP_ in front.
    await expectToast(page, 'rule submitted successfully');
    await expect(heading(page, 'Rules list')).toBeVisible();
    const created = `EXP_New ${word}`;
    await expect.poll(async () => (await storedRule(api, created))?.description).toBe('Created from the Rules config');
    expect(await storedRule(api, created)).toMatchObject({ status: 'ENABLED', schedule: 'cron(0 7 ? * MON-FRI *)', eventBusName: 'default', version: 1 });
    expect(JSON.parse((await storedRule(api, created))?.input0 ?? '{}')).toEqual({ uuid: config.id });

    // Update: the form opens with the rule, its name locked; the new description is stored.
    row = await findRule(page, created);
    await row.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(heading(page, 'Rules config')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`rules-config\\?ruleName=EXP_New\\+${word}$`));
    await expect(name).toHaveValue(created);
    await expect(name).not.toBeEditable();
    const description = page.getByLabel('Description', { exact: true });
    await expect(description).toHaveValue('Created from the Rules config');
    await expect(picker.locator('option:checked')).toHaveText(config.reportName);
    await description.fill('Updated from the Rules config');
    await picker.selectOption({ label: other.reportName });
    await submit.click();
    await expectToast(page, 'rule submitted successfully');
    await expect(heading(page, 'Rules list')).toBeVisible();
    await expect.poll(async () => (await storedRule(api, created))?.description).toBe('Updated from the Rules config');
    expect((await storedRule(api, created))?.version).toBe(2);
    expect(JSON.parse((await storedRule(api, created))?.input0 ?? '{}')).toEqual({ uuid: other.id });
  });

  test('Rules config opened by its address loads the rule; a stale edit gets the service’s conflict and keeps what was typed', async ({ page }) => {
    await signIn(page);
    const word = uniqueWord();
    await openScreen(page, 'Rules List', 'Rules list');
    const api = await AdminApi.of(page);
    await api.post('/order-pull/rules', { ruleName: `Stale ${word}`, schedule: 'cron(0 8 ? * * *)', description: 'First' });
    const name = `EXP_Stale ${word}`;
    await page.goto(`/secure/reports/rules-config?ruleName=${encodeURIComponent(name)}`);
    await expect(heading(page, 'Rules config')).toBeVisible();
    await expect(page.getByLabel('Rule Name', { exact: true })).toHaveValue(name);
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue('First');
    // Someone else changes it meanwhile.
    expect(await api.postStatus('/order-pull/rules', { ruleName: name, schedule: 'cron(0 8 ? * * *)', description: 'Theirs', version: 1 })).toBe(200);
    await page.getByLabel('Description', { exact: true }).fill('Mine');
    await button(page, 'Submit').click();
    await expect(page.locator('.page-alert').and(page.getByRole('alert'))).toContainText(`${name} was changed by someone else since you loaded it.`);
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Mine');
    await expect(heading(page, 'Rules config')).toBeVisible();
    expect((await storedRule(api, name))?.description).toBe('Theirs');
  });
});
