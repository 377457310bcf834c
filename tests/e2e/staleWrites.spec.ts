import type { Page } from '@playwright/test';
import { AdminApi, uniqueWord } from './support/adminApi';
import { MAIN_PORT } from './support/servers';
import { button, cellOf, editText, expectToast, findRow, openScreen, pickOption, search, updateAllChanges } from './support/grid';
import { signIn } from './support/signIn';
import { expect, test } from './support/test';

/**
 * Two staff on the same row: the second save, made from a stale read, is refused (409) instead of
 * silently undoing the first; the console keeps what the second person typed, marks the row, and
 * saves it over the reloaded row once asked. Two real sessions in two browser contexts.
 */

async function confirmTownUpdate(page: Page): Promise<void> {
  await updateAllChanges(page).click();
  const confirm = page.getByRole('alertdialog', { name: 'Update Town Records' });
  await confirm.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(confirm).toBeHidden();
}

test('a rename and a zone move of one town from two sessions: the stale one gets a conflict, keeps its edit and saves it after reloading', async ({ page, browser }) => {
  await signIn(page);
  const api = await AdminApi.of(page);
  const south = await api.zone('Winnipeg South', 'Winnipeg');
  const name = `E2E Alder ${uniqueWord()}`;
  const townId = await api.createTown(name, south.zone_id);

  const other = await browser.newContext({ baseURL: `http://127.0.0.1:${MAIN_PORT}`, viewport: { width: 1280, height: 800 } });
  const second = await other.newPage();
  try {
    await signIn(second);
    for (const session of [page, second]) {
      await openScreen(session, 'Town', 'Add New Town');
      await search(session, name);
    }
    const first = await findRow(page, 'town_name', name);
    const stale = await findRow(second, 'town_name', name);
    await editText(page, first, 'town_name', `${name} Renamed`);
    await pickOption(second, stale, 'zone_id', 'Winnipeg North');

    await confirmTownUpdate(page);
    await expectToast(page, /has been updated/);

    await confirmTownUpdate(second);
    // Town failures are danger toasts (an alert), with the server's sentence (failureStyle, serverErrorText).
    await expect(second.getByRole('alert').filter({ hasText: /was changed by someone else since you loaded it/ })).toBeVisible();
    const notSaved = second.getByRole('list', { name: 'Not saved' });
    await expect(notSaved).toContainText(name);
    await expect(cellOf(stale, 'zone_id')).toHaveText('Winnipeg North');
    // Nothing of the stale save was written: the rename stands, the zone is unchanged.
    const stored = await api.get<{ result: { town_id: number; town_name: string; zone_id: number }[] }>(
      `/places/town?limit=10&searchString=${encodeURIComponent(name)}&filterOn=town_name`,
    );
    expect(stored.result.find((town) => town.town_id === townId)).toMatchObject({ town_name: `${name} Renamed`, zone_id: south.zone_id });

    await button(second, 'Reload changed rows').click();
    await expect(button(second, 'Reload changed rows')).toBeHidden();
    await expect(cellOf(stale, 'town_name')).toHaveText(`${name} Renamed`);
    await expect(cellOf(stale, 'zone_id')).toHaveText('Winnipeg North');
    await confirmTownUpdate(second);
    await expectToast(second, /has been updated/);

    const north = await api.zone('Winnipeg North', 'Winnipeg');
    const after = await api.get<{ result: { town_id: number; town_name: string; zone_id: number }[] }>(
      `/places/town?limit=10&searchString=${encodeURIComponent(name)}&filterOn=town_name`,
    );
    expect(after.result.find((town) => town.town_id === townId)).toMatchObject({ town_name: `${name} Renamed`, zone_id: north.zone_id });
  } finally {
    await other.close();
  }
});
