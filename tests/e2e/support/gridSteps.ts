import type { Locator, Page, Request } from '@playwright/test';
import { button, cellOf, changeLines, dialog, editText, expectChanged, expectToast, expectUnchanged, field, findRow, pagerText, pickOption, search, updateAllChanges } from './grid';
import { expect } from './test';

/** Opens the screen's Add New form, titled `title`. */
export async function addNew(page: Page, title: string): Promise<Locator> {
  await button(page, 'Add New').click();
  return dialog(page, title);
}

/** Chooses down a cascade of selects, in the order given: { Province: 'Manitoba', Region: 'Winnipeg', … } by their labels. */
export async function chooseDown(form: Locator, choices: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, option] of Object.entries(choices)) await field(form, label).selectOption({ label: option });
}

/** Save is refused (the form stays open, `writes` holds nothing); Cancel then closes the form. */
export async function expectSaveRefusedThenCancel(form: Locator, writes: readonly Request[]): Promise<void> {
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeVisible();
  expect(writes).toEqual([]);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
}

/** Save: the server's sentence `toast` shows and the form closes. */
export async function saveShowing(page: Page, form: Locator, toast: string): Promise<void> {
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, toast);
  await expect(form).toBeHidden();
}

/** Searches `text`, which finds one row: the row whose `key` column reads `value`. */
export async function searchOne(page: Page, text: string, key: string, value: string): Promise<Locator> {
  await search(page, text);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  return findRow(page, key, value);
}

/** Two rows edited in place: a text typed into one's cell, an option picked in the other's. */
export interface TwoRowEdit {
  /** A search that finds these two rows and no other. */
  search: string;
  /** The column that tells the rows apart. */
  key: string;
  typed: { row: string; field: string; text: string };
  picked: { row: string; field: string; option: string };
}

/** Makes the two edits; each edited cell is then marked changed, and the other column of its row is not. The rows, typed first. */
export async function editTwoRows(page: Page, edit: TwoRowEdit): Promise<[Locator, Locator]> {
  await search(page, edit.search);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 2 rows');
  const typedRow = await findRow(page, edit.key, edit.typed.row);
  const pickedRow = await findRow(page, edit.key, edit.picked.row);
  await editText(page, typedRow, edit.typed.field, edit.typed.text);
  await pickOption(page, pickedRow, edit.picked.field, edit.picked.option);
  await expectChanged(cellOf(typedRow, edit.typed.field));
  await expectChanged(cellOf(pickedRow, edit.picked.field));
  await expectUnchanged(cellOf(typedRow, edit.picked.field));
  await expectUnchanged(cellOf(pickedRow, edit.typed.field));
  return [typedRow, pickedRow];
}

/** Update All Changes, enabled, opens its confirm (`title`) listing `lines` (old → new). The confirm. */
export async function openUpdateAll(page: Page, lines: readonly string[], title = 'Update All Changes'): Promise<Locator> {
  await expect(updateAllChanges(page)).toBeEnabled();
  await updateAllChanges(page).click();
  const confirm = page.getByRole('alertdialog', { name: title });
  await expect(changeLines(confirm)).toHaveText([...lines]);
  return confirm;
}

/** The confirm's Update: the server's sentence `toast` shows, the confirm closes and nothing waits any more. */
export async function confirmUpdate(page: Page, confirm: Locator, toast: string): Promise<void> {
  await confirm.getByRole('button', { name: 'Update', exact: true }).click();
  await expectToast(page, toast);
  await expect(confirm).toBeHidden();
  await expect(updateAllChanges(page)).toBeDisabled();
}
