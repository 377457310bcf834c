import type { Locator } from '@playwright/test';
import { AdminApi } from '../support/adminApi';
import { button, dialog, exactly, expectToast, field, gridRows, openScreen, search } from '../support/grid';
import { calendarButton, calendarDay, calendarOf } from '../support/dateField';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';
import { businessDay } from '../support/businessDays';

// Cutoffs (001 §2, §3, §4, §5, §7, §8, §9), screens/orders/cutoffs.screen.json: the region table
// with, under an expanded region, its Default Cutoffs and Override Cutoffs sub-tables, each with
// Add New, Edit and Delete, checked against the stored rules.
test.use({ viewport: { width: 1280, height: 800 } });

interface StoredRegion {
  region: string;
  region_id: number;
  default_cutoffs: { id: number; day_of_week: string; cut_off_time: string; effect: string }[];
  override_cutoffs: { id: number; available_date: string; cut_off_time: string; effect: number }[];
}

async function storedRegion(api: AdminApi, name: string): Promise<StoredRegion> {
  const regions = await api.get<StoredRegion[]>(`/cutoff/default/all?searchString=${encodeURIComponent(name)}&filterOn=region`);
  const region = regions.find((row) => row.region === name);
  expect(region, `region ${name}`).toBeDefined();
  return region as StoredRegion;
}


function subTable(panel: Locator, title: string): Locator {
  return panel.getByRole('region', { name: title, exact: true });
}

function subRow(table: Locator, field: string, text: string): Locator {
  return table.locator('.ag-row').filter({ has: table.page().locator(`.ag-cell[col-id="${field}"]`, { hasText: exactly(text) }) });
}

test.describe('Cutoffs', () => {
  test('a region expands into its default and override cutoffs, each added, edited and deleted', async ({ page }) => {
    await signIn(page);
    await openScreen(page, 'Cutoffs', 'Cutoffs');
    const api = await AdminApi.of(page);

    // 001 §9: 5 regions a page by default; 10, 15 and 100 'Show More'.
    const perPage = page.getByLabel('Per page', { exact: true });
    await expect(perPage.locator('option')).toHaveText(['5', '10', '15', 'Show More']);
    await expect(gridRows(page)).toHaveCount(5);

    // The filter fields go to the list call (001 §2): Cut-Off-Time finds the regions with a cutoff at that time.
    const listed = page.waitForResponse((response) => response.url().includes('/api/admin/cutoff/default/all?'));
    await search(page, 'Winnipeg', ['Region']);
    expect(new URL((await listed).url()).searchParams.get('filterOn')).toBe('region');
    const toggle = page.getByRole('button', { name: 'Winnipeg', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Winnipeg', exact: true })).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Winnipeg', exact: true });
    const defaults = subTable(panel, 'Default Cutoffs');
    const overrides = subTable(panel, 'Override Cutoffs');
    await expect(subRow(defaults, 'day_of_week', 'Monday')).toHaveCount(1);
    await expect(subRow(defaults, 'day_of_week', 'Sunday')).toHaveCount(0);

    // Add New: 15:55 and Next-Day by default (001 §5); the server's sentence names the region.
    await defaults.getByRole('button', { name: 'Add New', exact: true }).click();
    let form = dialog(page, 'Add Default Cutoff');
    await expect(field(form, 'Cut-Off-Time')).toHaveValue('15:55');
    await expect(field(form, 'Effect').locator('option:checked')).toHaveText('Next-Day');
    await field(form, 'Day').selectOption('Sunday');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form).toBeHidden();
    await expectToast(page, /^Default cutoff of Winnipeg .*Sunday.* has been saved\.$/);
    await expect(subRow(defaults, 'day_of_week', 'Sunday')).toHaveCount(1);
    let stored = await storedRegion(api, 'Winnipeg');
    expect(stored.default_cutoffs.find((cutoff) => cutoff.day_of_week === 'Sunday')).toMatchObject({ cut_off_time: '15:55', effect: 'NEXT_DAY' });
    // The region stays expanded over the reload.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Edit: the row's values, then the new time and effect are stored.
    await subRow(defaults, 'day_of_week', 'Monday').getByRole('button', { name: 'Edit', exact: true }).click();
    form = dialog(page, 'Edit Default Cutoff');
    await expect(field(form, 'Cut-Off-Time')).toHaveValue('10:00');
    await field(form, 'Cut-Off-Time').fill('09:30');
    await field(form, 'Effect').selectOption({ label: 'Next-Day + 1' });
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(subRow(defaults, 'cut_off_time', '09:30')).toHaveCount(1);
    stored = await storedRegion(api, 'Winnipeg');
    expect(stored.default_cutoffs.find((cutoff) => cutoff.day_of_week === 'Monday')).toMatchObject({ cut_off_time: '09:30', effect: 'NEXT_DAY_1' });

    // A second cutoff for the same weekday: the server's reason, the form kept.
    await defaults.getByRole('button', { name: 'Add New', exact: true }).click();
    form = dialog(page, 'Add Default Cutoff');
    await field(form, 'Day').selectOption('Monday');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').locator('.ui-toast__text').filter({ hasText: 'Winnipeg already has a default cutoff on Monday: edit that one instead.' })).toBeVisible();
    await expect(field(form, 'Day')).toHaveAccessibleDescription('already has a default cutoff in this region');
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();

    // Delete asks first (001 §4): tests/e2e/gridRowCapabilities.spec.ts, for every sub-table's Delete.

    // Override cutoffs: a date before today cannot be chosen; 15:55 and Next-Day by default.
    // Nine days on, or the first day after it that Winnipeg does not already have (the seed's pop-up Sundays).
    const taken = new Set((await storedRegion(api, 'Winnipeg')).override_cutoffs.map((cutoff) => cutoff.available_date));
    let ahead = 9;
    while (taken.has(businessDay(ahead))) ahead += 1;
    const date = businessDay(ahead);
    await overrides.getByRole('button', { name: 'Add New', exact: true }).click();
    form = dialog(page, 'Add Override Cutoff');
    await expect(field(form, 'Cut-Off-Time')).toHaveValue('15:55');
    await expect(field(form, 'Effect').locator('option:checked')).toHaveText('Next-Day');
    // The calendar, by keyboard: it opens on today (the first day offered; the day before is disabled),
    // a week and two days on is nine days ahead (a day more for each one taken), Enter picks it and focus goes back to the button.
    const opener = calendarButton(form, 'Available Date');
    await opener.focus();
    await page.keyboard.press('Enter');
    const calendar = calendarOf(form, 'Available Date');
    const today = businessDay(0);
    await expect(calendarDay(calendar, today)).toBeFocused();
    const yesterday = businessDay(-1);
    if (yesterday.slice(0, 7) === today.slice(0, 7)) await expect(calendarDay(calendar, yesterday)).toHaveAttribute('aria-disabled', 'true');
    for (const key of ['ArrowDown', ...Array.from({ length: ahead - 7 }, () => 'ArrowRight')]) await page.keyboard.press(key);
    await expect(calendarDay(calendar, date)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(field(form, 'Available Date')).toHaveValue(date);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(subRow(overrides, 'available_date', date)).toHaveCount(1);
    stored = await storedRegion(api, 'Winnipeg');
    const added = stored.override_cutoffs.find((cutoff) => cutoff.available_date === date);
    expect(added).toMatchObject({ cut_off_time: '15:55', effect: 1 });

    await subRow(overrides, 'available_date', date).getByRole('button', { name: 'Edit', exact: true }).click();
    form = dialog(page, 'Edit Override Cutoff');
    await expect(field(form, 'Available Date')).toHaveValue(date);
    await field(form, 'Effect').selectOption({ label: 'Same-Day' });
    await field(form, 'Cut-Off-Time').fill('11:15');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(subRow(overrides, 'cut_off_time', '11:15')).toHaveCount(1);
    stored = await storedRegion(api, 'Winnipeg');
    expect(stored.override_cutoffs.find((cutoff) => cutoff.id === added?.id)).toMatchObject({ cut_off_time: '11:15', effect: 0 });

    await subRow(overrides, 'available_date', date).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(subRow(overrides, 'available_date', date)).toHaveCount(0);
    stored = await storedRegion(api, 'Winnipeg');
    expect(stored.override_cutoffs.map((cutoff) => cutoff.id)).not.toContain(added?.id);

    // 'View Dates Closed' (001 §2): the region's rule is read when the modal opens; a date added is stored (10-s toasts, 001 §8).
    const closedBefore = await api.closedDates(stored.region_id);
    await page.getByRole('row', { name: /^Winnipeg Manitoba/ }).getByRole('button', { name: 'View Dates Closed', exact: true }).click();
    form = dialog(page, 'Update Region: Winnipeg');
    const dates = form.getByRole('group', { name: 'Closed Dates', exact: true }).getByLabel('Closed Dates', { exact: true });
    for (const closed of closedBefore) await expect(form.getByRole('button', { name: `Remove ${closed}`, exact: true })).toBeVisible();
    const closing = businessDay(17);
    await dates.fill(closing);
    await dates.press('Enter');
    await expect(form.getByRole('button', { name: `Remove ${closing}`, exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(form).toBeHidden();
    await expectToast(page, /^Closed dates of Winnipeg have been updated: /);
    expect(await api.closedDates(stored.region_id)).toEqual([...closedBefore, closing].sort());

    // Hiding the region takes its sub-tables away.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toHaveCount(0);
    await expect(button(page, 'Add New')).toHaveCount(0);
  });
});
