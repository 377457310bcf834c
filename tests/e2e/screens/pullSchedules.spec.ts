import type { Locator, Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { expectAccessible, test as axeTest } from '../support/axe';
import { expectToast } from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// Pull schedules calendar (002 §2, §3, §4, §7 Schedules, §8, §9), screens/reports/pull-schedules.screen.json:
// a custom block (src/custom/pullSchedules/) over the real schedules, configs and overrides services.
// Not in the menu yet: opened by its URL.

const ROUTE = '/secure/reports/pull-schedules';
const MONDAY = '2027-03-01';
const TUESDAY = '2027-03-02';
const SATURDAY = '2027-03-06';
const ZONE = 'America/Winnipeg';

interface Config {
  id: string;
  reportName: string;
}

/** A same-day report config and its schedule at `cron`, both of this run; the stored report name. */
async function ownSchedule(api: AdminApi, word: string, cron: string): Promise<string> {
  const reportName = `PS ${word}`;
  await api.post('/order-pull/config', {
    reportName,
    reportType: 'ORDER_REPORT_SAME_DAY',
    fileType: 'csv',
    deliveryRegion: ['Winnipeg'],
  });
  const stored = (await api.get<Config[]>('/order-pull/config')).find((config) => config.reportName === reportName.replace(' ', '_').toUpperCase());
  if (!stored) throw new Error(`config ${reportName} was not stored`);
  const status = await api.postStatus('/order-pull/schedules', {
    name: `EXP_PS_${word}`,
    state: 'ENABLED',
    description: 'Made by the calendar browser test',
    scheduleExpression: cron,
    groupName: 'exporter-service',
    input: JSON.stringify({ uuid: stored.id }),
    timezone: ZONE,
  });
  expect(status).toBe(200);
  return stored.reportName;
}

const grid = (page: Page, day: string) => page.getByRole('region', { name: `Pull schedules of ${day}`, exact: true });
const eventOf = (page: Page, day: string, name: string) => grid(page, day).getByRole('button', { name, exact: true });

async function showDay(page: Page, day: string): Promise<void> {
  await page.getByLabel('Day', { exact: true }).fill(day);
  await expect(grid(page, day)).toBeVisible();
}

async function boxOf(button: Locator) {
  const box = await button.locator('xpath=..').boundingBox();
  if (!box) throw new Error('the event is not drawn');
  return box;
}

test.describe('Pull schedules calendar', () => {
  test('a weekday schedule shows at 09:30, 60 px tall, not on Saturday; two at the same time sit side by side', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const first = await ownSchedule(api, uniqueWord(), 'cron(30 9 ? * MON-FRI *)');
    const second = await ownSchedule(api, uniqueWord(), 'cron(30 9 ? * MON-FRI *)');
    await page.goto(ROUTE);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Pull schedules',
        exact: true,
      }),
    ).toBeVisible();
    await showDay(page, MONDAY);

    const one = eventOf(page, MONDAY, `${first} 09:30–10:00, Active`);
    const two = eventOf(page, MONDAY, `${second} 09:30–10:00, Active`);
    await expect(one).toBeVisible();
    // 09:30 is 5.5 hours below 04:00 at 120 px per hour; 30 minutes are 60 px.
    await expect(one.locator('xpath=..')).toHaveCSS('top', '660px');
    const a = await boxOf(one);
    const b = await boxOf(two);
    expect(a.height).toBeCloseTo(60, 0);
    expect(b.y).toBeCloseTo(a.y, 0);
    // Side by side: same rows, no horizontal overlap.
    expect(a.x + a.width <= b.x || b.x + b.width <= a.x).toBe(true);

    await page.getByRole('button', { name: 'Next day', exact: true }).click();
    await expect(eventOf(page, TUESDAY, `${first} 09:30–10:00, Active`)).toBeVisible();
    await showDay(page, SATURDAY);
    // The Saturday grid has been drawn from the same answers: the events of that day are in place.
    await expect(
      grid(page, SATURDAY).getByRole('button', {
        name: new RegExp(`^${first} `),
      }),
    ).toHaveCount(0);
  });

  test("'Disable this day' labels the event, survives a reload, and leaves the next day as it was", async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const report = await ownSchedule(api, uniqueWord(), 'cron(30 9 ? * MON-FRI *)');
    await page.goto(ROUTE);
    await showDay(page, MONDAY);
    const active = eventOf(page, MONDAY, `${report} 09:30–10:00, Active`);
    await active.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', {
      name: `${report} 09:30–10:00, Active`,
    });
    await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'Edit for this day', 'Manually Run', 'Disable all days', 'Disable this day']);
    await expect(menu.getByRole('menuitem', { name: 'Edit', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(active).toBeFocused();

    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Disable this day' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Successfully change status');
    const disabled = eventOf(page, MONDAY, `${report} 09:30–10:00, Disabled This Day`);
    await expect(disabled).toBeVisible();
    await expect(disabled).toContainText('Disabled This Day');

    await page.reload();
    await showDay(page, MONDAY);
    await expect(disabled).toBeVisible();
    await page.getByRole('button', { name: 'Next day', exact: true }).click();
    await expect(eventOf(page, TUESDAY, `${report} 09:30–10:00, Active`)).toBeVisible();
  });

  test('the current-time line shows only when viewing today (Winnipeg)', async ({ page }) => {
    await signIn(page);
    // 18:00 UTC of the last day it has been so: noon (or 13:00 in summer) in Winnipeg, inside the grid.
    const midday = new Date();
    midday.setUTCHours(18, 0, 0, 0);
    if (midday.getTime() > Date.now()) midday.setUTCDate(midday.getUTCDate() - 1);
    await page.clock.setFixedTime(midday);
    await page.goto(ROUTE);
    // The hour by the browser's own zone rules (those the console draws with).
    const hour = await page.evaluate(({ zone, at }) => Number(new Intl.DateTimeFormat('en-CA', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(at))), {
      zone: ZONE,
      at: midday.getTime(),
    });
    const today = await page.getByLabel('Day', { exact: true }).inputValue();
    await expect(grid(page, today)).toBeVisible();
    const line = grid(page, today).getByRole('separator', { name: 'Current time' });
    await expect(line).toBeVisible();
    // That hour is (hour − 4) hours below 04:00 at 120 px per hour.
    await expect(line).toHaveCSS('top', `${(hour - 4) * 120}px`);
    await page.getByRole('button', { name: 'Next day', exact: true }).click();
    const tomorrow = grid(page, await page.getByLabel('Day', { exact: true }).inputValue());
    await expect(tomorrow).toBeVisible();
    await expect(tomorrow.getByRole('separator')).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous day', exact: true }).click();
    await expect(line).toBeVisible();
  });
});

axeTest('the calendar, an open event menu and the edit dialog pass the accessibility check', async ({ page }) => {
  await signIn(page);
  const api = await AdminApi.of(page);
  const report = await ownSchedule(api, uniqueWord(), 'cron(0 8 ? * MON-FRI *)');
  await page.goto(ROUTE);
  await showDay(page, MONDAY);
  const event = eventOf(page, MONDAY, `${report} 08:00–08:30, Active`);
  await expect(event).toBeVisible();
  await expectAccessible(page, 'Pull schedules calendar');
  await event.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'Pull schedules calendar with an event menu open');
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${report}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'Pull schedules edit dialog', {
    scope: dialog,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(event).toBeFocused();
});
