import type { Locator, Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { expectAccessible, test as axeTest } from '../support/axe';
import { button, cellOf, exactly, expectToast, findRow, openScreen, search } from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// Schedules list and Schedule config (002 §2, §3 Schedule, §4, §5 Schedule form, §7 Schedules, §8, §9),
// screens/reports/schedules-list.screen.json and schedules-config.screen.json, against the real server:
// the cron builder and its expression box, the order pull picker, create (POST) and update (PUT).
test.use({ viewport: { width: 1600, height: 900 } });

interface Schedule {
  name: string;
  state: 'ENABLED' | 'DISABLED';
  description: string;
  scheduleExpression: string;
  scheduleExpressionTimezone: string;
  timezone: string;
  groupName: string;
  input: string;
  version: number;
}

interface Config {
  id: string;
  reportName: string;
}

async function storedSchedule(api: AdminApi, name: string): Promise<Schedule | undefined> {
  return (await api.get<Schedule[]>('/order-pull/schedules')).find((schedule) => schedule.name === name);
}

async function findSchedule(page: Page, name: string): Promise<Locator> {
  await search(page, name, ['Schedule Name']);
  return findRow(page, 'name', name);
}

const heading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title, exact: true });
const fieldOf = (page: Page, control: Locator) => page.locator('.form-field').filter({ has: control });
/** A failure toast (role alert) reading exactly `text`. */
const failureToast = (page: Page, text: string) => page.getByRole('alert').locator('.ui-toast__text').filter({ hasText: exactly(text) });

/** A schedule of this run, made through the service, so the seeded ones keep their state. */
async function ownSchedule(api: AdminApi, config: Config, word: string): Promise<string> {
  const name = `EXP_E2e_${word}`;
  const response = await api.postStatus('/order-pull/schedules', {
    name,
    state: 'ENABLED',
    description: 'Made by the browser test',
    scheduleExpression: 'cron(0 6 ? * MON-SAT *)',
    groupName: 'exporter-service',
    input: JSON.stringify({ uuid: config.id }),
    timezone: 'America/Winnipeg',
  });
  expect(response).toBe(200);
  return name;
}

test.describe('Schedules list and Schedule config', () => {
  test('New Schedule: the builder writes the expression and reads one typed, the messages of 002 §5, the stored cron(…), zone, group and input', async ({ page }) => {
    await signIn(page);
    const word = uniqueWord();
    await openScreen(page, 'Schedules List', 'Schedules list');
    const api = await AdminApi.of(page);
    const [config, other] = await api.get<Config[]>('/order-pull/config');
    if (!config || !other) throw new Error('the demo data has order pull configs');

    await button(page, 'New Schedule').click();
    await expect(heading(page, 'Schedule config')).toBeVisible();
    await expect(page).toHaveURL(/\/secure\/reports\/schedules-config$/);
    const name = page.getByLabel('Schedule Name', { exact: true });
    const expression = page.getByRole('textbox', { name: 'Schedule Expression', exact: true });
    const builder = page.getByRole('group', { name: 'Schedule Expression', exact: true });
    const time = builder.getByLabel('Time', { exact: true });
    const picker = page.getByLabel('Order Pull', { exact: true });
    const submit = button(page, 'Submit');
    // 002 §5, §9: the name starts as EXP_, editable; the builder's time 16:00, no day ticked, no expression.
    await expect(name).toHaveValue('EXP_');
    await expect(name).toBeEditable();
    await expect(page.getByLabel('State', { exact: true }).locator('option:checked')).toHaveText('ENABLED');
    await expect(time).toHaveValue('16:00');
    await expect(expression).toHaveValue('');
    await expect(picker.locator('option:checked')).toHaveText('Choose an order pull');
    // The picker offers the configs by report name.
    await expect(picker.locator('option', { hasText: exactly(config.reportName) })).toHaveCount(1);

    // The default EXP_ alone is no name: Submit is disabled and says so (002 §5), until a name follows it.
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Please enter a name for the schedule');
    await name.fill(`EXP_Nightly ${word}`);
    await expect(submit).toBeEnabled();
    // Nothing chosen but the name: Submit sends nothing and says what is missing beside each field.
    await submit.click();
    await expect(fieldOf(page, expression).getByText('Please select at least one day of the week', { exact: true })).toBeVisible();
    await expect(fieldOf(page, picker).getByText('Please select a order pull for the schedule', { exact: true })).toBeVisible();
    const description = page.getByLabel('Description', { exact: true });
    await expect(fieldOf(page, description).getByText('Please enter a description for the schedule', { exact: true })).toBeVisible();
    await expect(description).toBeFocused();
    // A blank name, or one with special characters, disables Submit, which says why (002 §5).
    await name.fill('');
    await name.blur();
    await expect(fieldOf(page, name).getByText('Please enter a name for the schedule', { exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Please enter a name for the schedule');
    await name.fill('bad-name!');
    await name.blur();
    await expect(fieldOf(page, name).getByText('Special characters are not allowed', { exact: true })).toBeVisible();
    await expect(submit).toHaveAccessibleDescription('Special characters are not allowed');

    // The builder: Monday to Friday at 18:00 writes the AWS expression, the cron( ) wrapper kept out of the box.
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await builder.getByRole('checkbox', { name: day, exact: true }).check();
    await time.fill('18:00');
    await expect(expression).toHaveValue('0 18 ? * MON-FRI *');
    await expect(fieldOf(page, expression).getByText('Please select at least one day of the week', { exact: true })).toHaveCount(0);
    // Read in words (cronstrue), the time being Winnipeg's.
    await expect(expression).toHaveAccessibleDescription(/America\/Winnipeg.*At 18:00, Monday through Friday/);
    // An expression typed sets the builder: its days and its time.
    await expression.fill('30 9 ? * SUN,WED,SAT *');
    await expect(time).toHaveValue('09:30');
    for (const day of ['Sunday', 'Wednesday', 'Saturday']) await expect(builder.getByRole('checkbox', { name: day, exact: true })).toBeChecked();
    for (const day of ['Monday', 'Tuesday', 'Thursday', 'Friday']) await expect(builder.getByRole('checkbox', { name: day, exact: true })).not.toBeChecked();
    await expect(expression).toHaveAccessibleDescription(/At 09:30, only on Sunday, Wednesday, and Saturday/);
    // Unticking every day leaves no expression: the day-of-week message again.
    for (const day of ['Sunday', 'Wednesday', 'Saturday']) await builder.getByRole('checkbox', { name: day, exact: true }).uncheck();
    await expect(expression).toHaveValue('');
    await expect(fieldOf(page, expression).getByText('Please select at least one day of the week', { exact: true })).toBeVisible();
    await builder.getByRole('checkbox', { name: 'Friday', exact: true }).check();
    await builder.getByRole('checkbox', { name: 'Monday', exact: true }).check();
    await time.fill('07:15');
    await expect(expression).toHaveValue('15 7 ? * MON,FRI *');

    // The name without EXP_ gets it when sent (002 §5); the order pull chosen by name.
    await name.fill(`Nightly ${word}`);
    await description.fill('Created from the Schedule config');
    await picker.selectOption({ label: other.reportName });
    await submit.click();
    await expectToast(page, 'Schedule submitted successfully');
    await expect(heading(page, 'Schedules list')).toBeVisible();
    const created = `EXP_Nightly ${word}`;
    await expect.poll(async () => (await storedSchedule(api, created))?.description).toBe('Created from the Schedule config');
    expect(await storedSchedule(api, created)).toMatchObject({
      state: 'ENABLED',
      scheduleExpression: 'cron(15 7 ? * MON,FRI *)',
      timezone: 'America/Winnipeg',
      scheduleExpressionTimezone: 'America/Winnipeg',
      groupName: 'exporter-service',
      version: 1,
    });
    expect(JSON.parse((await storedSchedule(api, created))?.input ?? '{}')).toEqual({ uuid: other.id });
    await expect(cellOf(await findSchedule(page, created), 'scheduleExpression')).toHaveText(exactly('cron(15 7 ? * MON,FRI *)'));
  });

  test('Update keeps the name read-only, opens with the stored expression and order pull, and sends the full form with its version; Close goes back', async ({ page }) => {
    await signIn(page);
    const word = uniqueWord();
    await openScreen(page, 'Schedules List', 'Schedules list');
    const api = await AdminApi.of(page);
    const [config, other] = await api.get<Config[]>('/order-pull/config');
    if (!config || !other) throw new Error('the demo data has order pull configs');
    const own = await ownSchedule(api, config, word);
    await button(page, 'Refresh').click();

    const row = await findSchedule(page, own);
    await row.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(heading(page, 'Schedule config')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`schedules-config\\?name=${own}$`));
    const name = page.getByLabel('Schedule Name', { exact: true });
    const expression = page.getByRole('textbox', { name: 'Schedule Expression', exact: true });
    const builder = page.getByRole('group', { name: 'Schedule Expression', exact: true });
    const picker = page.getByLabel('Order Pull', { exact: true });
    await expect(name).toHaveValue(own);
    await expect(name).not.toBeEditable();
    // The stored cron(…) is shown without its wrapper, in the builder too; the input's uuid is the order pull chosen.
    await expect(expression).toHaveValue('0 6 ? * MON-SAT *');
    await expect(builder.getByLabel('Time', { exact: true })).toHaveValue('06:00');
    await expect(builder.getByRole('checkbox', { name: 'Saturday', exact: true })).toBeChecked();
    await expect(builder.getByRole('checkbox', { name: 'Sunday', exact: true })).not.toBeChecked();
    await expect(picker.locator('option:checked')).toHaveText(config.reportName);

    await builder.getByRole('checkbox', { name: 'Sunday', exact: true }).check();
    await picker.selectOption({ label: other.reportName });
    await page.getByLabel('Description', { exact: true }).fill('Updated from the Schedule config');
    await page.getByLabel('State', { exact: true }).selectOption('DISABLED');
    await button(page, 'Submit').click();
    await expectToast(page, 'Schedule submitted successfully');
    await expect(heading(page, 'Schedules list')).toBeVisible();
    await expect.poll(async () => (await storedSchedule(api, own))?.version).toBe(2);
    const stored = await storedSchedule(api, own);
    expect(stored).toMatchObject({ state: 'DISABLED', description: 'Updated from the Schedule config', scheduleExpression: 'cron(0 6 ? * * *)', timezone: 'America/Winnipeg', groupName: 'exporter-service' });
    expect(JSON.parse(stored?.input ?? '{}')).toEqual({ uuid: other.id });

    // Close returns to the list, sending nothing.
    await (await findSchedule(page, own)).getByRole('button', { name: 'Update', exact: true }).click();
    await expect(heading(page, 'Schedule config')).toBeVisible();
    await page.locator('.page-form__actions').getByRole('button', { name: 'Close', exact: true }).click();
    await expect(heading(page, 'Schedules list')).toBeVisible();
    expect((await storedSchedule(api, own))?.version).toBe(2);
  });

  test('Disable and Enable ask first, change the list and the store; a refused change says the 002 §8 text', async ({ page }) => {
    await signIn(page);
    const word = uniqueWord();
    await openScreen(page, 'Schedules List', 'Schedules list');
    const api = await AdminApi.of(page);
    const [config] = await api.get<Config[]>('/order-pull/config');
    if (!config) throw new Error('the demo data has order pull configs');
    const own = await ownSchedule(api, config, word);
    await button(page, 'Refresh').click();

    let row = await findSchedule(page, own);
    await expect(cellOf(row, 'state')).toHaveText(exactly('ENABLED'));
    await expect(row.getByRole('button', { name: 'Enable', exact: true })).toHaveCount(0);
    await row.getByRole('button', { name: 'Disable', exact: true }).click();
    const confirmDisable = page.getByRole('alertdialog', { name: 'Disable' });
    await expect(confirmDisable).toContainText(`Disable the schedule ${own}?`);
    await confirmDisable.getByRole('button', { name: 'Disable', exact: true }).click();
    await expectToast(page, `Schedule ${own} has been disabled.`);
    await expect.poll(async () => (await storedSchedule(api, own))?.state).toBe('DISABLED');
    row = await findRow(page, 'name', own);
    await expect(cellOf(row, 'state')).toHaveText(exactly('DISABLED'));
    await expect(row.getByRole('button', { name: 'Disable', exact: true })).toHaveCount(0);

    // A refused change: the 002 §8 text, nothing changed.
    await page.route('**/api/admin/order-pull/schedules', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { error: 'Scheduler unavailable' } }) : route.fallback()));
    await row.getByRole('button', { name: 'Enable', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Enable' }).getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(failureToast(page, 'Failed to enable schedule. Please try again.')).toBeVisible();
    expect((await storedSchedule(api, own))?.state).toBe('DISABLED');
    await page.unroute('**/api/admin/order-pull/schedules');

    await row.getByRole('button', { name: 'Enable', exact: true }).click();
    const confirmEnable = page.getByRole('alertdialog', { name: 'Enable' });
    await expect(confirmEnable).toContainText(`Enable the schedule ${own}?`);
    await confirmEnable.getByRole('button', { name: 'Enable', exact: true }).click();
    await expectToast(page, `Schedule ${own} has been enabled.`);
    await expect.poll(async () => (await storedSchedule(api, own))?.state).toBe('ENABLED');
    await expect(cellOf(await findRow(page, 'name', own), 'state')).toHaveText(exactly('ENABLED'));

    await page.route('**/api/admin/order-pull/schedules', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { error: 'Scheduler unavailable' } }) : route.fallback()));
    await (await findRow(page, 'name', own)).getByRole('button', { name: 'Disable', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Disable' }).getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(failureToast(page, 'Failed to disable schedule. Please try again.')).toBeVisible();
    expect((await storedSchedule(api, own))?.state).toBe('ENABLED');
  });
});

axeTest('the Schedules list and the Schedule config pass the accessibility check', async ({ page }) => {
  await signIn(page);
  await openScreen(page, 'Schedules List', 'Schedules list');
  await expect(page.locator('.ag-row').first()).toBeVisible();
  await expectAccessible(page, 'Schedules list');
  await button(page, 'New Schedule').click();
  await expect(heading(page, 'Schedule config')).toBeVisible();
  await expect(page.getByLabel('Order Pull', { exact: true }).locator('option').nth(1)).toBeAttached();
  await expectAccessible(page, 'Schedule config');
});
