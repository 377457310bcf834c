import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * Helpers for the grid screens as a user drives them: the left menu, the toolbar, the search
 * box, the pager, AG Grid cells and editors (`col-id` = entity field, `row-id` = row key), the
 * form modals and the confirms.
 */

/** The changed-cell background, #e7eef2 (000 §9). */
export const CHANGED_CELL_BACKGROUND = 'rgb(231, 238, 242)';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the whole text (surrounding white space allowed). */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);
}

/** Opens a screen from the left menu and waits for its title and first rows. */
export async function openScreen(page: Page, menuLabel: string, title: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: menuLabel, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(gridRows(page).first()).toBeVisible();
}

export function button(page: Page, label: string): Locator {
  return page.getByRole('button', { name: label, exact: true });
}

/** Every row element of the grid (pages of up to 100 rows are all rendered). */
export function gridRows(page: Page): Locator {
  return page.locator('.grid-table .ag-row');
}

export function columnHeaders(page: Page): Locator {
  return page.locator('.grid-table').getByRole('columnheader');
}

/** 'Page X of Y · N rows'. */
export function pagerText(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Page \d+ of \d+ · \d+ rows?$/);
}

/** The pager's numbers once it shows them. */
export async function pagerNumbers(page: Page): Promise<{ page: number; pages: number; rows: number }> {
  const text = (await pagerText(page).textContent()) ?? '';
  const match = /^Page (\d+) of (\d+) · (\d+) rows?$/.exec(text.trim());
  expect(match, `pager text "${text}"`).not.toBeNull();
  return { page: Number(match?.[1]), pages: Number(match?.[2]), rows: Number(match?.[3]) };
}

export function searchBox(page: Page, label = 'Search'): Locator {
  return page.getByRole('searchbox', { name: label, exact: true });
}

export function filterOn(page: Page, label: string): Locator {
  return page.locator('.grid-search').getByRole('checkbox', { name: label, exact: true });
}

/**
 * Types a search and applies it with Enter. `fields` are the filter-on checkboxes to leave
 * checked (the others are unchecked); undefined leaves them as they are.
 */
export async function search(page: Page, text: string, fields?: readonly string[]): Promise<void> {
  if (fields) {
    const labels = await page.locator('.grid-search .grid-filter-on').allTextContents();
    for (const label of labels.map((name) => name.trim())) await filterOn(page, label).setChecked(fields.includes(label));
  }
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
}

/** Rows whose cell `field` reads exactly `text` (not stable across edits of that cell: see findRow). */
export function rowsWhere(page: Page, field: string, text: string): Locator {
  return gridRows(page).filter({ has: page.locator(`.ag-cell[col-id="${field}"]`, { hasText: exactly(text) }) });
}

/** The one row whose `field` reads `text`, as a locator by its row id (stable while its cells are edited). */
export async function findRow(page: Page, field: string, text: string): Promise<Locator> {
  const row = rowsWhere(page, field, text);
  await expect(row).toHaveCount(1);
  const id = await row.getAttribute('row-id');
  expect(id).not.toBeNull();
  return gridRows(page).and(page.locator(`[row-id="${id ?? ''}"]`));
}

export function cellOf(row: Locator, field: string): Locator {
  return row.locator(`.ag-cell[col-id="${field}"]`);
}

/** Edits a text cell: one click opens the editor, Enter keeps the value. */
export async function editText(page: Page, row: Locator, field: string, value: string): Promise<void> {
  const cell = cellOf(row, field);
  await cell.click();
  const input = page.locator('.ag-cell-inline-editing input');
  await expect(input).toBeVisible();
  await input.fill(value);
  await input.press('Enter');
  await expect(cell).toHaveText(value);
}

/** Picks an option in a select cell: the editor opens collapsed, its field opens the list. */
export async function pickOption(page: Page, row: Locator, field: string, option: string): Promise<void> {
  const cell = cellOf(row, field);
  await cell.click();
  await cell.locator('.ag-picker-field-wrapper').click();
  await page.locator('.ag-list-item', { hasText: exactly(option) }).click();
  await expect(cell).toHaveText(option);
}

/** A changed cell: marked and highlighted. */
export async function expectChanged(cell: Locator): Promise<void> {
  await expect(cell).toHaveClass(/\bcell-changed\b/);
  await expect(cell).toHaveCSS('background-color', CHANGED_CELL_BACKGROUND);
}

export async function expectUnchanged(cell: Locator): Promise<void> {
  await expect(cell).not.toHaveClass(/\bcell-changed\b/);
  await expect(cell).not.toHaveCSS('background-color', CHANGED_CELL_BACKGROUND);
}

/** A success toast (role status) reading exactly `text`. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.getByRole('status').locator('.ui-toast__text');
  await expect(toast.filter({ hasText: typeof text === 'string' ? exactly(text) : text })).toBeVisible();
}

/** Answers the next browser dialog and tells what it asked. */
export function answerNextDialog(page: Page, accept: boolean): Promise<{ type: string; message: string }> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

/** The calls that write (anything but GET) made to the services from now on. */
export function writesSent(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) sent.push(request);
  });
  return sent;
}

/** A form modal by its title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title, exact: true });
}

/** A form control by its label. */
export function field(form: Locator, label: string): Locator {
  return form.getByLabel(label, { exact: true });
}

/** The option a select shows as chosen. */
export function chosenOption(select: Locator): Locator {
  return select.locator('option:checked');
}

/** A control shows `message` beside it (its error, which also describes the control). */
export async function expectFieldError(form: Locator, label: string, message: string): Promise<void> {
  const control = field(form, label);
  await expect(control).toHaveAccessibleDescription(message);
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const fieldBox = control.locator('xpath=ancestor::div[contains(@class, "form-field")][1]');
  await expect(fieldBox.getByRole('listitem').filter({ hasText: exactly(message) })).toBeVisible();
}

/** The leave question (pending edits): Stay or Leave. */
export function leaveDialog(page: Page): Locator {
  return page.getByRole('alertdialog', { name: 'Leave this page?' });
}

/** Tries to leave for another screen of the menu with edits pending, and chooses Stay. */
export async function stayWhenLeavingFor(page: Page, menuLabel: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: menuLabel, exact: true }).click();
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
}

/** The change lines of the Update All Changes confirm. */
export function changeLines(confirm: Locator): Locator {
  return confirm.locator('.grid-change-list li');
}

/** Update All Changes, which counts the rows waiting once there are some ('Update All Changes (2)'). */
export function updateAllChanges(page: Page): Locator {
  return page.getByRole('button', { name: /^Update All Changes( \(\d+\))?$/ });
}

/** Refresh with pending edits asks first, like leaving the screen; this answers 'Refresh'. */
export async function refreshDiscardingEdits(page: Page): Promise<void> {
  await button(page, 'Refresh').click();
  const question = page.getByRole('alertdialog', { name: 'Refresh this page?' });
  await expect(question).toContainText('You have changes that are not saved. Refresh and lose them?');
  await question.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(question).toBeHidden();
}
