import { AdminApi, uniqueWord } from './support/adminApi';
import { cellOf, editText, expectToast, findRow, gridRows, openScreen, search, updateAllChanges } from './support/grid';
import { DEMO, signIn } from './support/signIn';
import { expect, test } from './support/test';

/** The Audit Trail screen (Dev Corner) lists a write made in the console: who, which call, the row before and after. */
test('a town renamed in the console appears in the Audit Trail with its call, its author and the names before and after', async ({ page }) => {
  await signIn(page);
  const api = await AdminApi.of(page);
  const south = await api.zone('Winnipeg South', 'Winnipeg');
  const name = `E2E Audit ${uniqueWord()}`;
  const townId = await api.createTown(name, south.zone_id);

  await openScreen(page, 'Town', 'Add New Town');
  await search(page, name);
  await editText(page, await findRow(page, 'town_name', name), 'town_name', `${name} B`);
  await updateAllChanges(page).click();
  await page.getByRole('alertdialog', { name: 'Update Town Records' }).getByRole('button', { name: 'Update', exact: true }).click();
  await expectToast(page, /has been updated/);

  await openScreen(page, 'Audit Trail', 'Audit Trail');
  await search(page, String(townId), ['Row']);
  // Row search matches ids containing the digits: keep this town's rows.
  const ofTown = gridRows(page).filter({ hasText: `"town_name":"${name}` });
  const update = ofTown.filter({ hasText: 'PUT /api/admin/places/town' });
  await expect(update).toHaveCount(1);
  await expect(cellOf(update, 'who')).toHaveText(DEMO.email);
  await expect(cellOf(update, 'entity')).toHaveText('town');
  await expect(cellOf(update, 'before_text')).toContainText(`"town_name":"${name}"`);
  await expect(cellOf(update, 'after_text')).toContainText(`"town_name":"${name} B"`);
  // The creation through the API is there too, with no 'before'.
  const created = ofTown.filter({ hasText: 'POST /api/admin/places/town' });
  await expect(cellOf(created, 'before_text')).toHaveText('');
});
