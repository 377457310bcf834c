import type { Page } from '@playwright/test';
import { AdminApi } from '../support/adminApi';
import { cellOf, editText, expectChanged, expectFieldError, expectUnchanged, field, findRow, openScreen, pagerText, search, writesSent } from '../support/grid';
import { addNew, confirmUpdate, expectSaveRefusedThenCancel, openUpdateAll, saveShowing, searchOne } from '../support/gridSteps';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// screens/rates/delivery-rate.screen.json
const TITLE = 'Delivery Rate';

async function openDeliveryRates(page: Page): Promise<void> {
  await openScreen(page, 'Delivery Rate', TITLE);
}

const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A delivery window no other test uses: a morning start and an afternoon end with odd minutes,
 * as the form takes them (HH:mm) and as the period label shows them (12-hour times).
 */
function uniqueWindow(): { start: string; end: string; label: string } {
  const [startHour, startMinute, endHour, endMinute] = [between(1, 11), between(1, 59), between(1, 11), between(1, 59)];
  return {
    start: `${twoDigits(startHour)}:${twoDigits(startMinute)}`,
    end: `${twoDigits(endHour + 12)}:${twoDigits(endMinute)}`,
    label: `(${startHour}:${twoDigits(startMinute)}am - ${endHour}:${twoDigits(endMinute)}pm)`,
  };
}

/** Two rates of one new period: 'Afternoon (…) - $101' and '… - $102'. */
async function twoRates(page: Page): Promise<{ period: string; first: string; second: string }> {
  const api = await AdminApi.of(page);
  const period = `Afternoon ${uniqueWindow().label}`;
  return { period, first: await api.createDeliveryRate(period, '$101'), second: await api.createDeliveryRate(period, '$102') };
}

test('Add New offers the periods of the definition; a rate under 1 is refused with its message; nothing is sent', async ({ page }) => {
  await signIn(page);
  await openDeliveryRates(page);
  const writes = writesSent(page);
  const form = await addNew(page, 'Add Delivery Rate');
  await expect(field(form, 'Period').locator('option')).toHaveText([
    'Choose a Period',
    'Anytime',
    'Early Morning Rush',
    'Morning Rush',
    'Afternoon',
    'Early Afternoon',
    'Late Afternoon',
  ]);
  // The required messages are checked in tests/e2e/gridCapabilities.spec.ts; the minimum is this form's.
  await form.getByRole('button', { name: 'Save' }).click();
  await field(form, 'Rate').fill('0');
  await expectFieldError(form, 'Rate', 'Rate must be at least 1');
  await expectSaveRefusedThenCancel(form, writes);
});

test('Add New builds the period label and name from 12-hour times; a taken name is refused; a new one is saved', async ({ page }) => {
  await signIn(page);
  await openDeliveryRates(page);
  const form = await addNew(page, 'Add Delivery Rate');
  await field(form, 'Period').selectOption({ label: 'Morning Rush' });
  await field(form, 'Start Time').fill('08:00');
  await field(form, 'End Time').fill('10:00');
  await field(form, 'Rate').fill('15');
  await expect(field(form, 'Period Label')).toHaveText('Morning Rush (8am - 10am)');
  await expect(field(form, 'Name')).toHaveText('Morning Rush (8am - 10am) - $15');
    
  // The demo data already has that rate: the server refuses it and the form stays open.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').getByText('Delivery Rate saving process failed.', { exact: true })).toBeVisible();
  await expect(form).toBeVisible();

  const window = uniqueWindow();
  const rate = between(100, 999);
  const period = `Afternoon ${window.label}`;
  const name = `${period} - $${rate}`;
  await field(form, 'Period').selectOption({ label: 'Afternoon' });
  await field(form, 'Start Time').fill(window.start);
  await field(form, 'End Time').fill(window.end);
  await field(form, 'Rate').fill(String(rate));
  await expect(field(form, 'Period Label')).toHaveText(period);
  await expect(field(form, 'Name')).toHaveText(name);
  await saveShowing(page, form, `Delivery Rate ${name} has been saved.`);

  const row = await searchOne(page, window.label, 'name', name);
  await expect(cellOf(row, 'period')).toHaveText(period);
  await expect(cellOf(row, 'rate')).toHaveText(`$${rate}`);
});

test('edits of two rates are highlighted, confirmed with old → new, saved (names follow)', async ({ page }) => {
  await signIn(page);
  const { period, first, second } = await twoRates(page);
  await openDeliveryRates(page);
  await search(page, period);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 2 rows');
  const firstRow = await findRow(page, 'name', first);
  const secondRow = await findRow(page, 'name', second);
  await editText(page, firstRow, 'rate', '$201');
  await editText(page, secondRow, 'rate', '$202');
  await expectChanged(cellOf(firstRow, 'rate'));
  await expectChanged(cellOf(secondRow, 'rate'));
  await expectUnchanged(cellOf(firstRow, 'name'));

  const confirm = await openUpdateAll(page, [`${first} · Rate: $101 → $201`, `${second} · Rate: $102 → $202`]);
  await confirmUpdate(page, confirm, `Delivery Rate ${period} - $201 has been updated.`);
  await expect(cellOf(firstRow, 'name')).toHaveText(`${period} - $201`);
  await expectUnchanged(cellOf(firstRow, 'rate'));

  // The list as the service now sends it (kept after a reload: tests/e2e/gridRowCapabilities.spec.ts).
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 2 rows');
  await expect(cellOf(await findRow(page, 'name', `${period} - $201`), 'rate')).toHaveText('$201');
  await expect(cellOf(await findRow(page, 'name', `${period} - $202`), 'rate')).toHaveText('$202');
});
