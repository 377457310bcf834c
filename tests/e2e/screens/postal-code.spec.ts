import type { Page, Request } from '@playwright/test';
import { uniquePostalCode } from '../support/adminApi';
import { button, cellOf, editText, expectChanged, field, findRow, gridRows, openScreen, pagerNumbers, pagerText, rowsWhere, search, updateAllChanges } from '../support/grid';
import { addNew, chooseDown, confirmUpdate, editTwoRows, openUpdateAll, saveShowing, searchOne } from '../support/gridSteps';
import { signIn } from '../support/signIn';
import { startInWinnipegSouth } from '../support/winnipegSouth';
import { expect, test } from '../support/test';

// screens/places/postal-code.screen.json
const TITLE = 'Postal Codes';
const SEEDED_POSTAL_CODES = 1200;

async function openPostalCodes(page: Page): Promise<void> {
  await openScreen(page, 'Postal Code', TITLE);
}

/** The next list call with these paging parameters. */
function listCall(page: Page, offset: number, limit: number): Promise<Request> {
  return page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname.endsWith('/places/postalcodes') && url.searchParams.get('offset') === String(offset) && url.searchParams.get('limit') === String(limit);
  });
}

test('Add New saves the code with the town chosen down the province → region → zone → town cascade', async ({ page }) => {
  await signIn(page);
  await openPostalCodes(page);
  const code = uniquePostalCode();
  const form = await addNew(page, 'Add Postal Code');
  // How the levels wait for, filter and clear each other: tests/e2e/gridRowCapabilities.spec.ts.
  await field(form, 'Postal Code').fill(code);
  await chooseDown(form, { Province: 'Manitoba', Region: 'Winnipeg', Zone: 'Winnipeg South', Town: 'Fort Garry' });

  await saveShowing(page, form, `Postal code ${code} has been saved.`);

  const row = await searchOne(page, code, 'postalcode', code);
  await expect(cellOf(row, 'town_id')).toHaveText('Fort Garry');
  await expect(cellOf(row, 'zone_id')).toHaveText('Winnipeg South');
  await expect(cellOf(row, 'region_name')).toHaveText('Winnipeg');
});

test('edits of two postal codes are highlighted, confirmed with old → new, saved', async ({ page }) => {
  await signIn(page);
  const { api, south, word } = await startInWinnipegSouth(page);
  const maple = `E2E Maple ${word}`;
  const spruce = `E2E Spruce ${word}`;
  const mapleId = await api.createTown(maple, south.zone_id);
  await api.createTown(spruce, south.zone_id);
  const first = await api.createPostalCode(mapleId, south.zone_id);
  const second = await api.createPostalCode(mapleId, south.zone_id);
  const changed = uniquePostalCode();
  // The town select offers the towns that exist when the screen opens.
  await openPostalCodes(page);

  await editTwoRows(page, {
    search: word,
    key: 'postalcode',
    typed: { row: first, field: 'postalcode', text: changed },
    picked: { row: second, field: 'town_id', option: spruce },
  });

  const confirm = await openUpdateAll(page, [`${first} · Postal Code: ${first} → ${changed}`, `${second} · Town: ${maple} → ${spruce}`]);
  await confirmUpdate(page, confirm, `Postal code ${changed} has been updated.`);

  // The list as the service now sends it (kept after a reload: tests/e2e/gridRowCapabilities.spec.ts).
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 2 rows');
  await expect(cellOf(await findRow(page, 'postalcode', changed), 'town_id')).toHaveText(maple);
  await expect(cellOf(await findRow(page, 'postalcode', second), 'town_id')).toHaveText(spruce);
  await expect(rowsWhere(page, 'postalcode', first)).toHaveCount(0);
});

test('an update the server refuses (a code already taken) shows the specified message; the row stays pending, marked Not saved', async ({ page }) => {
  await signIn(page);
  const { api, south, word } = await startInWinnipegSouth(page);
  const townId = await api.createTown(`E2E Ash ${word}`, south.zone_id);
  const first = await api.createPostalCode(townId, south.zone_id);
  const taken = await api.createPostalCode(townId, south.zone_id);
  await openPostalCodes(page);
  await search(page, word);
  const row = await findRow(page, 'postalcode', first);
  await editText(page, row, 'postalcode', taken);
  await updateAllChanges(page).click();
  await page.getByRole('alertdialog', { name: 'Update All Changes' }).getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByRole('alert').getByText('Postal code update process failed.', { exact: true })).toBeVisible();
  await expect(cellOf(row, 'postalcode')).toContainText('Not saved');
  await expectChanged(cellOf(row, 'postalcode'));
  await expect(updateAllChanges(page)).toBeEnabled();
});

test('a postal code is found typed without its space and in lower case, over Postal Code only', async ({ page }) => {
  await signIn(page);
  const { api, south, word } = await startInWinnipegSouth(page);
  const code = await api.createPostalCode(await api.createTown(`E2E Fir ${word}`, south.zone_id), south.zone_id);
  await openPostalCodes(page);
  await search(page, code.replace(' ', '').toLowerCase(), ['Postal Code']);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  await expect(rowsWhere(page, 'postalcode', code)).toHaveCount(1);
  await search(page, code, ['Town', 'Zone', 'Region']);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 0 rows');
});

test('per page: All loads every code on one page; otherwise the server sends 20 a page and Next page asks for the next 20', async ({ page }) => {
  await signIn(page);
  await openPostalCodes(page);
  const perPage = page.getByRole('combobox', { name: 'Per page' });
  await expect(perPage).toHaveValue('20');
  await expect(gridRows(page)).toHaveCount(20);
  const firstOnPage1 = await gridRows(page).first().locator('.ag-cell[col-id="postalcode"]').textContent();

  const all = listCall(page, 0, 10000);
  await perPage.selectOption('All');
  await all;
  await expect(pagerText(page)).toHaveText(/^Page 1 of 1 · \d+ rows$/);
  expect((await pagerNumbers(page)).rows).toBeGreaterThanOrEqual(SEEDED_POSTAL_CODES);
  await expect(button(page, 'Next page')).toBeDisabled();
  await expect(button(page, 'Last page')).toBeDisabled();

  // Back to 20 a page (page 1 may come from the cache).
  await perPage.selectOption('20');
  await expect(gridRows(page)).toHaveCount(20);
  const { pages, rows } = await pagerNumbers(page);
  expect(rows).toBeGreaterThanOrEqual(SEEDED_POSTAL_CODES);
  expect(pages).toBe(Math.ceil(rows / 20));

  const second = listCall(page, 20, 20);
  await button(page, 'Next page').click();
  await second;
  await expect(pagerText(page)).toHaveText(new RegExp(`^Page 2 of ${pages} · `));
  await expect(gridRows(page)).toHaveCount(20);
  await expect(gridRows(page).first().locator('.ag-cell[col-id="postalcode"]')).not.toHaveText(firstOnPage1 ?? '');
  await expect(button(page, 'Previous page')).toBeEnabled();

  const fifty = listCall(page, 0, 50);
  await perPage.selectOption('50');
  await fifty;
  await expect(pagerText(page)).toHaveText(/^Page 1 of \d+ · /);
  await expect(gridRows(page)).toHaveCount(50);
});
