import type { Page } from '@playwright/test';
import { uniqueWord } from '../support/adminApi';
import { cellOf, chosenOption, expectFieldError, expectUnchanged, field, findRow, openScreen, pagerText, writesSent } from '../support/grid';
import { addNew, chooseDown, confirmUpdate, editTwoRows, expectSaveRefusedThenCancel, openUpdateAll, saveShowing, searchOne } from '../support/gridSteps';
import { signIn } from '../support/signIn';
import { startInWinnipegSouth } from '../support/winnipegSouth';
import { expect, test } from '../support/test';

// screens/rates/zone-delivery-rate.screen.json
const TITLE = 'Zone Delivery Rate';

async function openZoneRates(page: Page): Promise<void> {
  await openScreen(page, 'Zone Delivery Rate', TITLE);
}

/** Two rates of Winnipeg South whose names share a new word. */
async function twoRates(page: Page): Promise<{ word: string; alpha: string; beta: string }> {
  const { api, south: zone, word } = await startInWinnipegSouth(page);
  const alpha = await api.createZoneRate({ zone, displayText: `E2E Alpha ${word}`, rate: '$10' });
  const beta = await api.createZoneRate({ zone, displayText: `E2E Beta ${word}`, rate: '$10' });
  return { word, alpha, beta };
}

test('Add New starts from the defaults; a cleared Display Text or Rate shows its message beside it; nothing is sent', async ({ page }) => {
  await signIn(page);
  await openZoneRates(page);
  const writes = writesSent(page);
  const form = await addNew(page, 'Add Zone Delivery Rate');
  await expect(field(form, 'Display Text')).toHaveValue('Anytime (8am - 8pm)');
  await expect(chosenOption(field(form, 'Rate'))).toHaveText('$10');
  await expect(field(form, 'Rate').locator('option')).toHaveCount(51);
  await expect(field(form, 'Start Time')).toHaveValue('08:00:00');
  await expect(field(form, 'End Time')).toHaveValue('20:00:00');
  await expect(chosenOption(field(form, 'Applicable Date'))).toHaveText('1');
  await expect(field(form, 'Same Day Only')).not.toBeChecked();
  // The computed name is shown as text: nothing to type into, and empty until its inputs are chosen.
  await expect(field(form, 'Name')).toHaveText('—');
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
  await expect(field(form, 'Region')).toBeDisabled();
  await expect(field(form, 'Zone')).toBeDisabled();

  // The messages of the empty required fields are checked in tests/e2e/gridCapabilities.spec.ts;
  // the fields that start from a default say theirs once cleared.
  await form.getByRole('button', { name: 'Save' }).click();
  await field(form, 'Display Text').fill('');
  await expectFieldError(form, 'Display Text', 'Input a DeliveryRate');
  await field(form, 'Rate').selectOption({ label: 'Choose a Rate' });
  await expectFieldError(form, 'Rate', 'Choose a Rate');
  await expectSaveRefusedThenCancel(form, writes);
});

test('Add New, with the zone chosen down the province → region → zone cascade, builds the name zone - display text - rate (empty again when the zone is cleared) and saves the rate', async ({ page }) => {
  await signIn(page);
  await openZoneRates(page);
  const displayText = `E2E Window ${uniqueWord()}`;
  const name = `Winnipeg South - ${displayText} - $23`;
  const form = await addNew(page, 'Add Zone Delivery Rate');

  // How the levels wait for, filter and clear each other: tests/e2e/gridRowCapabilities.spec.ts.
  await chooseDown(form, { Province: 'Manitoba', Region: 'Winnipeg', Zone: 'Winnipeg South' });
  await expect(field(form, 'Name')).toHaveText('Winnipeg South - Anytime (8am - 8pm) - $10');
  await field(form, 'Display Text').fill(displayText);
  await field(form, 'Rate').selectOption({ label: '$23' });
  await expect(field(form, 'Name')).toHaveText(name);

  // Another region clears the zone, and with it the name built from the zone.
  await chooseDown(form, { Region: 'Winnipeg Surrounding' });
  await expect(field(form, 'Name')).toHaveText('—');
  await chooseDown(form, { Region: 'Winnipeg', Zone: 'Winnipeg South' });
  await expect(field(form, 'Name')).toHaveText(name);

  await saveShowing(page, form, `Zone Delivery Rate ${name} has been saved.`);

  const row = await searchOne(page, displayText, 'name', name);
  await expect(cellOf(row, 'zone')).toHaveText('Winnipeg South');
  await expect(cellOf(row, 'displayText')).toHaveText(displayText);
  await expect(cellOf(row, 'rate')).toHaveText('$23');
  await expect(cellOf(row, 'applicableStartTime')).toHaveText('08:00:00');
  await expect(cellOf(row, 'applicableEndTime')).toHaveText('20:00:00');
  await expect(cellOf(row, 'applicableDate')).toHaveText('1');
});

test('edits of two rates (text and select) are highlighted, confirmed with old → new, saved', async ({ page }) => {
  await signIn(page);
  const { word, alpha, beta } = await twoRates(page);
  await openZoneRates(page);
  const [alphaRow] = await editTwoRows(page, {
    search: word,
    key: 'name',
    typed: { row: alpha, field: 'displayText', text: `E2E Alpha2 ${word}` },
    picked: { row: beta, field: 'rate', option: '$33' },
  });

  const confirm = await openUpdateAll(page, [`${alpha} · Display Text: E2E Alpha ${word} → E2E Alpha2 ${word}`, `${beta} · Rate: $10 → $33`]);
  const alphaRenamed = `Winnipeg South - E2E Alpha2 ${word} - $10`;
  const betaRenamed = `Winnipeg South - E2E Beta ${word} - $33`;
  await confirmUpdate(page, confirm, `Zone Delivery Rate ${alphaRenamed} has been updated.`);
  await expect(cellOf(alphaRow, 'name')).toHaveText(alphaRenamed);
  await expectUnchanged(cellOf(alphaRow, 'displayText'));

  // The list as the service now sends it (kept after a reload: tests/e2e/gridRowCapabilities.spec.ts).
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 2 rows');
  await expect(cellOf(await findRow(page, 'name', alphaRenamed), 'displayText')).toHaveText(`E2E Alpha2 ${word}`);
  await expect(cellOf(await findRow(page, 'name', betaRenamed), 'rate')).toHaveText('$33');
});
