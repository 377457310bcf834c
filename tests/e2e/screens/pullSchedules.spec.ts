import type { Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../../shared/time/zones';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { expectAccessible, test as axeTest } from '../support/axe';
import { chosenOption, expectFieldError, expectToast, field, leaveDialog } from '../support/grid';
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
  [setting: string]: unknown;
}

interface Schedule {
  name: string;
  scheduleExpression: string;
  description: string;
  version: number;
}

interface DayFlags {
  startTime: string;
  endTime: string;
  status: string;
  notes: string;
}

interface Overrides {
  closed: Array<{ id: string; closed_dates: string[] }>;
  override: Array<{ id: string; [day: string]: DayFlags | string }>;
}

// The demo data's reports (server/db/seed/orderPullConfigs.ts), by name.
const TORONTO_NEXT_DAY = 'TORONTO_NEXT_DAY';
const VANCOUVER_SAME_DAY = 'VANCOUVER_SAME_DAY';
const NOT_SENT_ORDERS = 'NOT_SENT_ORDERS';

async function configNamed(api: AdminApi, reportName: string): Promise<Config> {
  const found = (await api.get<Config[]>('/order-pull/config')).find((config) => config.reportName === reportName);
  if (!found) throw new Error(`no config ${reportName}`);
  return found;
}

async function scheduleNamed(api: AdminApi, name: string): Promise<Schedule> {
  const found = (await api.get<Schedule[]>('/order-pull/schedules')).find((schedule) => schedule.name === name);
  if (!found) throw new Error(`no schedule ${name}`);
  return found;
}

/** A schedule of this run for an existing report at `cron`; its name. */
async function scheduleFor(api: AdminApi, reportId: string, cron: string): Promise<string> {
  const name = `EXP_PS_${uniqueWord().toUpperCase()}`;
  const status = await api.postStatus('/order-pull/schedules', {
    name,
    state: 'ENABLED',
    description: 'Made by the calendar browser test',
    scheduleExpression: cron,
    groupName: 'exporter-service',
    input: JSON.stringify({ uuid: reportId }),
    timezone: ZONE,
  });
  expect(status).toBe(200);
  return name;
}

/** Whether a YYYY-MM-DD day is Monday to Friday. */
const isWeekday = (day: string) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

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

/** A day of 2031–2040 chosen by a word (the same word, the same day). */
function dayOfWord(word: string): string {
  const spread = [...word].reduce((sum, letter) => (sum * 31 + letter.charCodeAt(0)) % 3650, 7);
  return new Date(Date.UTC(2031, 0, 1 + spread)).toISOString().slice(0, 10);
}

const grid = (page: Page, day: string) => page.getByRole('region', { name: `Pull schedules of ${day}`, exact: true });
const eventOf = (page: Page, day: string, name: string) => grid(page, day).getByRole('button', { name, exact: true });

async function showDay(page: Page, day: string): Promise<void> {
  await page.getByLabel('Day', { exact: true }).fill(day);
  await expect(grid(page, day)).toBeVisible();
}

/** Opens an event's menu and one of its items. */
async function choose(page: Page, event: Locator, item: string): Promise<void> {
  await expect(event).toBeVisible();
  await event.click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Saves an open edit dialog and waits for its success and for it to close itself (002 §4: after 2 s). */
async function saveDialog(dialog: Locator, success: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(success);
  await expect(dialog).toHaveCount(0, { timeout: 5000 });
}

/** Going back with input not saved asks first; Stay keeps the page and the dialog as they were. */
async function goBackAndStay(page: Page): Promise<void> {
  await page.goBack();
  await expect(leaveDialog(page)).toContainText('Leave and lose them?');
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(leaveDialog(page)).toBeHidden();
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

  test("many pulls at one time fold into '+N more', reached from the keyboard; a pull before 04:00 is marked at the top edge; a cut name shows in full on hover", async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    // A day of this run's own (from its word, which the schedules' names show in any failure): no
    // schedule of another run or test joins its crowd, so the counts below are this test's alone.
    const word = uniqueWord();
    const [year, month, date] = dayOfWord(word).split('-').map(Number);
    const on = `${String(date)} ${String(month)} ? ${String(year)}`;
    const crowd: string[] = [];
    for (const letter of 'abcde') crowd.push(await ownSchedule(api, `${word}${letter}`, `cron(15 5 ${on})`));
    const early = await ownSchedule(api, `${word}z`, `cron(30 2 ${on})`);
    const today = dayOfWord(word);
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(ROUTE);
    await showDay(page, today);
    const day = grid(page, today);
    const more = day.getByRole('button', { name: /^\+\d+ more$/ });
    await expect(more).toBeVisible();
    const drawn: string[] = [];
    for (const report of crowd) if (await eventOf(page, today, `${report} 05:15–05:45, Active`).isVisible()) drawn.push(report);
    // Some are drawn, at the definition's least width (120 px) or more; the '+N more' counts the others.
    expect(drawn.length).toBeGreaterThan(0);
    for (const report of drawn) expect((await boxOf(eventOf(page, today, `${report} 05:15–05:45, Active`))).width).toBeGreaterThanOrEqual(120);
    await expect(more).toHaveText(`+${crowd.length - drawn.length} more`);
    const shown = eventOf(page, today, `${drawn[0] ?? ''} 05:15–05:45, Active`);
    await shown.hover();
    await expect(day.getByText(`${drawn[0] ?? ''} 05:15–05:45, Active`, { exact: true })).toBeVisible();

    await more.focus();
    await page.keyboard.press('Enter');
    const list = day.getByRole('group', { name: 'More pulls, 05:15–05:45' });
    const hidden = crowd.filter((report) => !drawn.includes(report));
    await expect(list.getByRole('button')).toHaveCount(hidden.length);
    // The hidden ones, in the list's own order (the grid's), focus on the first.
    const first = list.getByRole('button').first();
    await expect(first).toBeFocused();
    const firstName = (await first.getAttribute('aria-label')) ?? '';
    expect(hidden.map((report) => `${report} 05:15–05:45, Active`)).toContain(firstName);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu', { name: firstName, exact: true }).getByRole('menuitem')).toHaveText(['Edit', 'Edit for this day', 'Manually Run', 'Disable all days', 'Disable this day']);
    await page.keyboard.press('Escape');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(more).toBeFocused();

    const earlier = day.getByRole('button', { name: '1 earlier, before 04:00', exact: true });
    await earlier.click();
    await expect(day.getByRole('group', { name: 'Pulls before 04:00' }).getByRole('button', { name: `${early} 02:30–03:00, Active`, exact: true })).toBeVisible();
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
    // The hour in Winnipeg by the console's one zone source (moment-timezone's IANA data), not the
    // browser's ICU copy, which may lag a rule change (Manitoba's from 2026-11-01).
    const hour = DateTime.fromJSDate(midday).setZone(BUSINESS_ZONE).hour;
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

test.describe('Pull schedules calendar edits change only what the dialog changed (spec README decisions)', () => {
  test('Edit of a schedule running at a list of hours keeps the list on a description change, and moving the 14:00 event to 15:00 replaces 14 in it', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const report = await ownSchedule(api, uniqueWord(), 'cron(0 8,14 ? * MON-FRI *)');
    const { id } = await configNamed(api, report);
    const name = (await api.get<Array<Schedule & { input: string }>>('/order-pull/schedules')).find((one) => one.input.includes(id))?.name ?? '';
    await page.goto(ROUTE);
    await showDay(page, MONDAY);
    await expect(eventOf(page, MONDAY, `${report} 08:00–08:30, Active`)).toBeVisible();

    await choose(page, eventOf(page, MONDAY, `${report} 14:00–14:30, Active`), 'Edit');
    let dialog = page.getByRole('dialog', { name: `Edit ${report}` });
    const start = dialog.getByLabel('Start time', { exact: true });
    await expect(start).toHaveValue('14:00');
    await expect(start).toBeEditable();
    await expect(start).toHaveAccessibleDescription("This schedule runs at several hours at this minute: only this time's hour can move here. Change the minute in Schedule config.");
    await dialog.getByLabel('Description', { exact: true }).fill('Twice a day, described again');
    await saveDialog(dialog, 'Schedule updated successfully');
    expect((await scheduleNamed(api, name)).scheduleExpression).toBe('cron(0 8,14 ? * MON-FRI *)');
    expect((await configNamed(api, report)).description).toBe('Twice a day, described again');

    await choose(page, eventOf(page, MONDAY, `${report} 14:00–14:30, Active`), 'Edit');
    dialog = page.getByRole('dialog', { name: `Edit ${report}` });
    // The minute is the other time's too: refused, nothing stored.
    await dialog.getByLabel('Start time', { exact: true }).fill('14:30');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const refusal = "Keep the minute at :00. The schedule's other times run at that minute; only the hour moves here.";
    await expect(dialog.getByRole('listitem').filter({ hasText: refusal })).toBeVisible();
    // Said beside the field, before the note of what may move.
    await expect(dialog.getByLabel('Start time', { exact: true })).toHaveAccessibleDescription(`${refusal} This schedule runs at several hours at this minute: only this time's hour can move here. Change the minute in Schedule config.`);
    await expect(dialog.getByLabel('Start time', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect((await scheduleNamed(api, name)).scheduleExpression).toBe('cron(0 8,14 ? * MON-FRI *)');
    await dialog.getByLabel('Start time', { exact: true }).fill('15:00');
    await saveDialog(dialog, 'Schedule updated successfully');
    expect((await scheduleNamed(api, name)).scheduleExpression).toBe('cron(0 8,15 ? * MON-FRI *)');
    await expect(eventOf(page, MONDAY, `${report} 15:00–15:30, Active`)).toBeVisible();
    await expect(eventOf(page, MONDAY, `${report} 08:00–08:30, Active`)).toBeVisible();
    await expect(eventOf(page, MONDAY, `${report} 14:00–14:30, Active`)).toHaveCount(0);
  });

  test('Edit of a schedule running at a range of hours shows its time read-only with a note, and keeps the range', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const report = await ownSchedule(api, uniqueWord(), 'cron(0 9-11 ? * MON-FRI *)');
    const { id } = await configNamed(api, report);
    const name = (await api.get<Array<Schedule & { input: string }>>('/order-pull/schedules')).find((one) => one.input.includes(id))?.name ?? '';
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ROUTE);
    await showDay(page, MONDAY);
    await choose(page, eventOf(page, MONDAY, `${report} 10:00–10:30, Active`), 'Edit');
    const dialog = page.getByRole('dialog', { name: `Edit ${report}` });
    const start = dialog.getByLabel('Start time', { exact: true });
    await expect(start).toHaveValue('10:00');
    await expect(start).not.toBeEditable();
    await expect(start).toHaveAccessibleDescription("The schedule's times (cron(0 9-11 ? * MON-FRI *)) cannot be moved from this event: change them in Schedule config.");
    await dialog.getByLabel('Description', { exact: true }).fill('Every hour of the morning');
    if (process.env.PULL_SCHEDULES_SCREENSHOT) await page.screenshot({ path: process.env.PULL_SCHEDULES_SCREENSHOT });
    await saveDialog(dialog, 'Schedule updated successfully');
    expect((await scheduleNamed(api, name)).scheduleExpression).toBe('cron(0 9-11 ? * MON-FRI *)');
    await expect(eventOf(page, MONDAY, `${report} 11:00–11:30, Active`)).toBeVisible();
  });

  test("Edit for this day opens with the day's stored override, and a Save keeps its note ('Warehouse closed for inventory')", async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const toronto = await configNamed(api, TORONTO_NEXT_DAY);
    const seeded = (await api.get<Overrides>('/order-pull/override')).override.find((entry) => entry.id === toronto.id);
    const seededDay = Object.keys(seeded ?? {}).find((key) => key !== 'id' && (seeded?.[key] as DayFlags).notes === 'Warehouse closed for inventory');
    expect(seededDay, 'the demo data has the Toronto day override').toBeDefined();
    // TORONTO_NEXT_DAY runs Monday to Friday: on a weekend its override has no event to open, so the same
    // override is stored on the next weekday.
    let day = seededDay ?? '';
    while (!isWeekday(day)) day = nextDay(day);
    const flags = seeded?.[seededDay ?? ''] as DayFlags;
    if (day !== seededDay) expect(await api.postStatus(`/order-pull/override/${toronto.id}`, { reportId: toronto.id, date: day, ...flags })).toBe(200);
    await page.goto(ROUTE);
    await showDay(page, day);
    await choose(page, eventOf(page, day, `${TORONTO_NEXT_DAY} ${flags.startTime}–${flags.endTime}, Disabled This Day`), 'Edit for this day');
    const dialog = page.getByRole('dialog', { name: `Edit ${TORONTO_NEXT_DAY} for ${day}` });
    await expect(dialog.getByLabel('Notes', { exact: true })).toHaveValue('Warehouse closed for inventory');
    await expect(chosenOption(field(dialog, 'Status'))).toHaveText('Disabled');
    await saveDialog(dialog, 'Day-specific schedule updated successfully');
    const stored = (await api.get<Overrides>('/order-pull/override')).override.find((entry) => entry.id === toronto.id)?.[day];
    expect(stored).toEqual(flags);
  });

  test('Edit says a refused name beside its field, and asks before the page is left with input not saved', async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Pull Schedules', exact: true }).click();
    await showDay(page, MONDAY);
    await choose(page, eventOf(page, MONDAY, `${TORONTO_NEXT_DAY} 16:00–16:30, Active`), 'Edit');
    const dialog = page.getByRole('dialog', { name: `Edit ${TORONTO_NEXT_DAY}` });
    await expect(field(dialog, 'Report name')).toHaveValue(TORONTO_NEXT_DAY);
    await field(dialog, 'Report name').fill('');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectFieldError(dialog, 'Report name', 'Please input report name');
    await field(dialog, 'Report name').fill('Toronto next day!');
    await expectFieldError(dialog, 'Report name', 'Special characters are not allowed');
    await field(dialog, 'Description').fill('Checked by the night shift');
    await goBackAndStay(page);
    await expect(field(dialog, 'Description')).toHaveValue('Checked by the night shift');
    await expect(field(dialog, 'Report name')).toHaveValue('Toronto next day!');
  });

  test('Edit for this day says a refused end beside its field, and asks before the page is left with input not saved', async ({ page }) => {
    await signIn(page);
    // Opened from the menu, so going back stays in the console and its leave question.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Pull Schedules', exact: true }).click();
    await showDay(page, MONDAY);
    await choose(page, eventOf(page, MONDAY, `${TORONTO_NEXT_DAY} 16:00–16:30, Active`), 'Edit for this day');
    const dialog = page.getByRole('dialog', { name: `Edit ${TORONTO_NEXT_DAY} for ${MONDAY}` });
    await expect(field(dialog, 'Start time')).toHaveValue('16:00');
    await field(dialog, 'End time').fill('15:00');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectFieldError(dialog, 'End time', 'The end time must be after the start time');
    await field(dialog, 'Notes').fill('Truck late');
    await goBackAndStay(page);
    await expect(field(dialog, 'Notes')).toHaveValue('Truck late');
    await expect(field(dialog, 'End time')).toHaveValue('15:00');
  });

  test('Edit of the description alone keeps the stored report settings: a csv stays csv, one excluded window stays one, the sort stays', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    // On a Monday of 2027 (no demo day override there): TORONTO_NEXT_DAY runs weekdays at 16:00, VANCOUVER_SAME_DAY every day at 10:30.
    const cases = [
      { report: TORONTO_NEXT_DAY, event: `${TORONTO_NEXT_DAY} 16:00–16:30, Active` },
      { report: VANCOUVER_SAME_DAY, event: `${VANCOUVER_SAME_DAY} 10:30–11:00, Active` },
    ];
    await page.goto(ROUTE);
    await showDay(page, MONDAY);
    for (const { report, event } of cases) {
      const before = await configNamed(api, report);
      await choose(page, eventOf(page, MONDAY, event), 'Edit');
      const dialog = page.getByRole('dialog', { name: `Edit ${report}` });
      await dialog.getByLabel('Description', { exact: true }).fill(`${String(before.description)}, described again`);
      await saveDialog(dialog, 'Schedule updated successfully');
      const after = await configNamed(api, report);
      expect(after).toEqual({ ...before, description: `${String(before.description)}, described again`, version: (before.version as number) + 1 });
    }
    // What the demo data stores, kept (not 002 §4's excel, four windows and Recipient_Name).
    expect(await configNamed(api, TORONTO_NEXT_DAY)).toMatchObject({ fileType: 'csv', sortHeaderName: 'Bouquet' });
    expect(await configNamed(api, VANCOUVER_SAME_DAY)).toMatchObject({ deliveryWindowExcluded: true, deliveryWindow: ['(3pm - 7pm)'], sortHeaderName: 'Bouquet' });
  });

  test('a Not Sent report (the report form saves it without regions) is edited and given a day override without regions', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const notSent = await configNamed(api, NOT_SENT_ORDERS);
    expect(notSent.deliveryRegion).toEqual([]);
    await scheduleFor(api, notSent.id, 'cron(0 7 ? * * *)');
    await page.goto(ROUTE);
    await showDay(page, TUESDAY);
    const event = eventOf(page, TUESDAY, `${NOT_SENT_ORDERS} 07:00–07:30, Active`);

    await choose(page, event, 'Edit');
    const edit = page.getByRole('dialog', { name: `Edit ${NOT_SENT_ORDERS}` });
    await expect(edit.getByRole('group', { name: 'Regions' })).toHaveCount(0);
    await edit.getByLabel('Description', { exact: true }).fill('Pulled orders not yet sent, checked each morning');
    await saveDialog(edit, 'Schedule updated successfully');
    expect(await configNamed(api, NOT_SENT_ORDERS)).toMatchObject({ description: 'Pulled orders not yet sent, checked each morning', deliveryRegion: [], fileType: 'csv' });

    await choose(page, event, 'Edit for this day');
    const day = page.getByRole('dialog', { name: `Edit ${NOT_SENT_ORDERS} for ${TUESDAY}` });
    await day.getByLabel('Start time', { exact: true }).fill('06:00');
    await day.getByLabel('End time', { exact: true }).fill('06:30');
    await day.getByLabel('Notes', { exact: true }).fill('Early check before the drivers leave');
    await saveDialog(day, 'Day-specific schedule updated successfully');
    const stored = (await api.get<Overrides>('/order-pull/override')).override.find((entry) => entry.id === notSent.id)?.[TUESDAY];
    expect(stored).toEqual({ startTime: '06:00', endTime: '06:30', status: 'enabled', notes: 'Early check before the drivers leave' });
    await expect(eventOf(page, TUESDAY, `${NOT_SENT_ORDERS} 06:00–06:30, Overrided`)).toBeVisible();
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
