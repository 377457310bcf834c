import type { Page } from '@playwright/test';
import { uniqueWord } from '../support/adminApi';
import { cellOf, chosenOption, expectFieldError, expectUnchanged, field, findRow, openScreen, pagerText, writesSent } from '../support/grid';
import { addNew, chooseDown, confirmUpdate, editTwoRows, expectSaveRefusedThenCancel, openUpdateAll, saveShowing, searchOne } from '../support/gridSteps';
import { expectFirstDayOffered } from '../support/dateField';
import { signIn } from '../support/signIn';
import { startInWinnipegSouth } from '../support/winnipegSouth';
import { expect, test } from '../support/test';
import { businessDay } from '../support/businessDays';

// screens/rates/special-zone-delivery-rate.screen.json
const TITLE = 'Special Zone Delivery Rate';


async function openSpecialRates(page: Page): Promise<void> {
  await openScreen(page, 'Special Zone Delivery Rate', TITLE);
}

/** Two special rates of Winnipeg South whose names share a new word. */
async function twoRates(page: Page): Promise<{ word: string; alpha: string; beta: string }> {
  const { api, south: zone, word } = await startInWinnipegSouth(page);
  const alpha = `Winnipeg South - E2E Alpha ${word} - $20`;
  const beta = `Winnipeg South - E2E Beta ${word} - $20`;
  const dates = { cutoffDate: businessDay(5), deliveryDate: businessDay(6) };
  await api.createSpecialRate({ name: alpha, zone, rateName: `E2E Alpha ${word} - $20`, rate: '$20', ...dates });
  await api.createSpecialRate({ name: beta, zone, rateName: `E2E Beta ${word} - $20`, rate: '$20', ...dates });
  return { word, alpha, beta };
}

test('Add New: defaults, dates before today (America/Winnipeg) refused with their message; nothing is sent', async ({ page }) => {
  await signIn(page);
  await openSpecialRates(page);
  const writes = writesSent(page);
  const form = await addNew(page, 'Add Special Zone Delivery Rate');
  await expect(field(form, 'Display Text')).toHaveValue('Anytime (8am - 8pm)');
  await expect(chosenOption(field(form, 'Rate'))).toHaveText('$10');
  await expect(field(form, 'Rate Name')).toHaveText('Anytime (8am - 8pm) - $10');
  await expect(field(form, 'Cutoff Time')).toHaveValue('15:55');
  // Today in America/Winnipeg by the zone data the console ships (Chromium's own copy may lag a rule change).
  const today = businessDay(0);
  // The calendars offer no day before today in America/Winnipeg.
  await expectFirstDayOffered(form, 'Cutoff Date', today);
  await expectFirstDayOffered(form, 'Delivery Date', today);

  // The required messages are checked in tests/e2e/gridCapabilities.spec.ts.
  await form.getByRole('button', { name: 'Save' }).click();

  // A typed date before today is refused too; today is accepted.
  await field(form, 'Cutoff Date').fill(businessDay(-1));
  await expectFieldError(form, 'Cutoff Date', 'Choose today or a later date');
  await field(form, 'Cutoff Date').fill(today);
  await expect(field(form, 'Cutoff Date')).not.toHaveAttribute('aria-invalid', 'true');
  await field(form, 'Delivery Date').fill(businessDay(-30));
  await expectFieldError(form, 'Delivery Date', 'Choose today or a later date');
  await expectSaveRefusedThenCancel(form, writes);
});

test('Add New, with the zone chosen down the province → region → zone cascade, builds the name and rate_name ("<text> - $<rate>") and saves the rate', async ({ page }) => {
  await signIn(page);
  await openSpecialRates(page);
  const displayText = `E2E Holiday ${uniqueWord()}`;
  const name = `Winnipeg South - ${displayText} - $27`;
  const cutoff = businessDay(2);
  const delivery = businessDay(3);
  const form = await addNew(page, 'Add Special Zone Delivery Rate');

  // How the levels wait for, filter and clear each other: tests/e2e/gridRowCapabilities.spec.ts.
  await chooseDown(form, { Province: 'Manitoba', Region: 'Winnipeg', Zone: 'Winnipeg South' });

  await field(form, 'Display Text').fill(displayText);
  await field(form, 'Rate').selectOption({ label: '$27' });
  await expect(field(form, 'Rate Name')).toHaveText(`${displayText} - $27`);
  await expect(field(form, 'Name')).toHaveText(name);
  await field(form, 'Cutoff Date').fill(cutoff);
  await field(form, 'Delivery Date').fill(delivery);

  await saveShowing(page, form, `Special Zone Delivery Rate ${name} has been saved.`);

  const row = await searchOne(page, displayText, 'name', name);
  await expect(cellOf(row, 'zone_name')).toHaveText('Winnipeg South');
  await expect(cellOf(row, 'region_name')).toHaveText('Winnipeg');
  await expect(cellOf(row, 'rate_name')).toHaveText(`${displayText} - $27`);
  await expect(cellOf(row, 'rate')).toHaveText('$27');
  await expect(cellOf(row, 'cutoff_time')).toHaveText('15:55');
  await expect(cellOf(row, 'cutoff_date')).toHaveText(cutoff);
  await expect(cellOf(row, 'delivery_date')).toHaveText(delivery);
});

test('edits of two special rates (text and select) are highlighted, confirmed with old → new, saved', async ({ page }) => {
  await signIn(page);
  const { word, alpha, beta } = await twoRates(page);
  await openSpecialRates(page);
  const [, betaRow] = await editTwoRows(page, {
    search: word,
    key: 'name',
    typed: { row: alpha, field: 'rate_name', text: `E2E Alpha Evening ${word} - $20` },
    picked: { row: beta, field: 'rate', option: '$31' },
  });

  const lines = [`${alpha} · Display Text: E2E Alpha ${word} - $20 → E2E Alpha Evening ${word} - $20`, `${beta} · Rate: $20 → $31`];
  const confirm = await openUpdateAll(page, lines);
  await confirmUpdate(page, confirm, `Special Zone Delivery Rate ${alpha} has been updated.`);
  await expectUnchanged(cellOf(betaRow, 'rate'));

  // The list as the service now sends it (kept after a reload: tests/e2e/gridRowCapabilities.spec.ts).
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 2 rows');
  await expect(cellOf(await findRow(page, 'name', alpha), 'rate_name')).toHaveText(`E2E Alpha Evening ${word} - $20`);
  await expect(cellOf(await findRow(page, 'name', beta), 'rate')).toHaveText('$31');
});
