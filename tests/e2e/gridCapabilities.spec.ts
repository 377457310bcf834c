import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { Form, GridScreen, ScreenDefinition } from '../../runtime/generated/screen';
import { resolveForm } from '../../runtime/kinds/form/resolveForm';
import type { ResolvedForm } from '../../runtime/kinds/form/types';
import { AdminApi, uniqueWord } from './support/adminApi';
import { fewestCovering } from './support/capabilityPicks';
import {
  button,
  cellOf,
  columnHeaders,
  dialog,
  editText,
  expectChanged,
  expectFieldError,
  expectUnchanged,
  field,
  filterOn,
  findRow,
  gridRows,
  leaveDialog,
  pagerNumbers,
  pagerText,
  refreshDiscardingEdits,
  rowsWhere,
  search,
  searchBox,
  updateAllChanges,
  writesSent,
} from './support/grid';
import { signIn } from './support/signIn';
import { expect, test } from './support/test';
import { resolvedDefinitionsSync } from '../../scripts/screens/shared/resolvedDefinitions';

/**
 * The generic grid behaviours, each tested once per capability and driven by the definitions
 * (screens/**\/*.screen.json, read at test time): what every grid screen shows when it opens,
 * the required messages of the add forms, the leave guard and Refresh of pending edits, and the
 * search box with server and with client paging. Each capability runs on the screen(s) whose
 * definition uses it in a distinct way; the screens' own specs keep only their own rules.
 */

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

// As the console receives them: shared entries (screens/shared/) written in.
const definitions = resolvedDefinitionsSync(PROJECT_ROOT).map(({ definition }) => definition as ScreenDefinition);

/** Grid screens of the menu, in file order. */
const gridScreens = definitions.filter((screen): screen is GridScreen & { menu: { label: string } } => screen.kind === 'grid' && screen.menu !== undefined);

interface FormSchema {
  properties?: Record<string, { title?: string; type?: string; default?: unknown } | undefined>;
  required?: string[];
}

/** A form as the console runs it: its schema derived from its entity, its fields' widgets and messages by name. */
const ENTITIES_DIR = fileURLToPath(new URL('../../schemas/entities/', import.meta.url));
const resolvedOf = (form: Form): ResolvedForm => resolveForm(form, JSON.parse(readFileSync(`${ENTITIES_DIR}${form.entity}.schema.json`, 'utf8')) as unknown);
const schemaOf = (form: ResolvedForm): FormSchema => form.schema;

function gridScreen(predicate: (screen: GridScreen) => boolean, what: string): GridScreen & { menu: { label: string } } {
  const screen = gridScreens.find(predicate);
  if (!screen) throw new Error(`no grid definition ${what}`);
  return screen;
}

const hasRefresh = (screen: GridScreen) => (screen.toolbar ?? []).some((entry) => entry.action === 'refresh');
const hasBatchButton = (screen: GridScreen) => (screen.toolbar ?? []).some((entry) => entry.action === 'batchUpdate');
/** Edits wait for Update All Changes and its confirm (not saved on Enter). */
const keepsPendingEdits = (screen: GridScreen) => screen.batchUpdate !== undefined && screen.batchUpdate.saveOn !== 'edit' && hasBatchButton(screen);

/** Opens a screen from the left menu; ready once its list answered (rows, or the empty overlay). */
async function openFromMenu(page: Page, screen: GridScreen & { menu: { label: string } }): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: screen.menu.label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
  await expect(page.locator('main .grid-loading')).toHaveCount(0);
  await expect(gridRows(page).first().or(page.locator('.grid-table .ag-overlay-no-rows-center'))).toBeVisible();
}

/** The column headings the definition gives, with the action column when it has row links. */
function headersOf(screen: GridScreen): string[] {
  const headers = screen.columns.map((column) => column.header);
  const hasActions = screen.delete !== undefined || (screen.rowActions ?? []).length > 0;
  return hasActions ? [...headers, screen.delete?.columnHeader ?? 'Action'] : headers;
}

test('every grid screen opens from the menu with the title, columns, toolbar, search, per-page choices and row links of its definition', async ({ page }) => {
  // One sign-in, then each screen from the menu (about 3 s a screen).
  test.setTimeout(30_000 + 10_000 * gridScreens.length);
  expect(gridScreens.length, 'grid screens in the menu').toBeGreaterThan(0);
  await signIn(page);
  for (const screen of gridScreens) {
    await test.step(screen.title, async () => {
      await openFromMenu(page, screen);
      await expect(columnHeaders(page)).toHaveText(headersOf(screen));

      // The toolbar: its buttons in number, Update All Changes waiting for an edit, the others usable.
      const toolbar = screen.toolbar ?? [];
      await expect(page.locator('.grid-toolbar').getByRole('button')).toHaveCount(toolbar.length);
      for (const entry of toolbar) {
        if (entry.action === 'batchUpdate') await expect(button(page, entry.label)).toBeDisabled();
        else await expect(button(page, entry.label)).toBeEnabled();
      }

      // The search box, with a filter-on checkbox per field (none checked) when there are several.
      if (screen.search) {
        await expect(searchBox(page, screen.search.label ?? 'Search')).toBeVisible();
        const fields = screen.search.filterOn;
        await expect(page.locator('.grid-search .grid-filter-on')).toHaveCount(fields.length > 1 ? fields.length : 0);
        if (fields.length > 1) for (const filter of fields) await expect(filterOn(page, filter.label)).not.toBeChecked();
      } else {
        await expect(page.locator('.grid-search')).toHaveCount(0);
      }

      // Paging: the per-page choices, the default one chosen, page 1 with at most that many rows.
      const perPage = page.getByRole('combobox', { name: 'Per page' });
      const { sizes, defaultSize, labels } = screen.paging;
      if (sizes.length > 1) {
        await expect(perPage.locator('option')).toHaveText(sizes.map((size) => labels?.[String(size)] ?? String(size)));
        await expect(perPage).toHaveValue(String(defaultSize));
      }
      await expect(pagerText(page)).toHaveText(/^Page 1 of \d+ · \d+ rows?$/);
      const { rows } = await pagerNumbers(page);
      await expect(gridRows(page)).toHaveCount(defaultSize === 'All' ? rows : Math.min(rows, defaultSize));

      // Row links: Delete and the row actions shown in every row.
      if (rows > 0) {
        const first = gridRows(page).first();
        if (screen.delete) await expect(first.getByRole('button', { name: screen.delete.linkLabel ?? 'Delete', exact: true })).toBeVisible();
        for (const action of screen.rowActions ?? []) {
          if (!action.visibleWhen) await expect(first.getByRole('button', { name: action.label, exact: true })).toBeVisible();
        }
      }
    });
  }
});

/** A required field of a form the way a person meets it: its label, message and widget. */
interface RequiredField {
  label: string;
  message: string;
  widget: string;
}

/** Required fields whose `required` message shows on an empty Save: no default, not computed. */
function requiredFields(definition: Form): RequiredField[] {
  const form = resolvedOf(definition);
  const schema = schemaOf(form);
  return (schema.required ?? []).flatMap((name) => {
    const property = schema.properties?.[name];
    const message = form.messages?.[name]?.required;
    if (!property || message === undefined || property.default !== undefined || form.computed?.[name] !== undefined) return [];
    const widget = form.ui?.[name]?.widget ?? (property.type === 'string' ? 'text' : (property.type ?? 'text'));
    return [{ label: property.title ?? name, message, widget }];
  });
}

/** The add forms (toolbar buttons opening a form) of the grid screens. */
const addForms = gridScreens.flatMap((screen) =>
  (screen.toolbar ?? []).flatMap((entry) => {
    const name = typeof entry.action === 'object' && 'openForm' in entry.action ? entry.action.openForm : undefined;
    const form = name === undefined ? undefined : screen.forms?.[name];
    return form ? [{ screen, buttonLabel: entry.label, form, fields: requiredFields(form) }] : [];
  }),
);

/** The fewest add forms whose required fields, together, use every widget that has a required message. */
function formsCoveringEveryWidget(): typeof addForms {
  return fewestCovering(addForms, (entry) => entry.fields.map((required) => required.widget));
}

test('Save of an empty add form shows each required message of the definition beside its field and sends nothing; the form starts afresh when shown again', async ({ page }) => {
  const forms = formsCoveringEveryWidget();
  expect(forms.length, 'add forms with required messages').toBeGreaterThan(0);
  await signIn(page);
  for (const { screen, buttonLabel, form, fields } of forms) {
    await test.step(`${form.title} (${[...new Set(fields.map((required) => required.widget))].join(', ')})`, async () => {
      await openFromMenu(page, screen);
      const writes = writesSent(page);
      await button(page, buttonLabel).click();
      const modal = dialog(page, form.title);
      await modal.getByRole('button', { name: form.submitLabel ?? 'Save', exact: true }).click();
      for (const required of fields) await expectFieldError(modal, required.label, required.message);
      await expect(modal).toBeVisible();
      expect(writes).toEqual([]);

      // Something typed, then Cancel: shown again, the form is empty and says nothing.
      const typed = fields.find((required) => required.widget === 'text');
      if (typed) await field(modal, typed.label).fill(`Half typed ${uniqueWord()}`);
      await modal.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(modal).toBeHidden();
      await button(page, buttonLabel).click();
      await expect(modal).toBeVisible();
      if (typed) await expect(field(modal, typed.label)).toHaveValue('');
      for (const required of fields) await expect(field(modal, required.label)).not.toHaveAttribute('aria-invalid', 'true');
      await modal.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(modal).toBeHidden();
      expect(writes).toEqual([]);
    });
  }
});

test('pending edits: Refresh without edits goes back to page 1; leaving asks first (Stay keeps them, Leave goes); Refresh asks, then discards them', async ({ page }) => {
  // Server paging (Refresh goes back to page 1) and edits waiting for Update All Changes. Its page 1
  // is demo data no test changes (tests add postal codes starting with X, listed last), so the
  // edited row is still there after Refresh. A save-on-edit screen (Latest Order Pulls) has no
  // pending edits: its spec covers the save on Enter.
  const screen = gridScreen((candidate) => candidate.paging.mode === 'server' && keepsPendingEdits(candidate) && hasRefresh(candidate), 'with server paging, pending edits and Refresh');
  const elsewhere = gridScreen((candidate) => candidate !== screen, 'other than the edited one');
  const textColumn = screen.columns.find((column) => column.editor === 'text');
  expect(textColumn, `a text column of ${screen.title}`).toBeDefined();
  const editedField = textColumn?.field ?? '';
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const leaveFor = () => menu.getByRole('link', { name: elsewhere.menu.label, exact: true }).click();
  const elsewhereHeading = page.getByRole('heading', { level: 1, name: elsewhere.title, exact: true });

  await signIn(page);
  await openFromMenu(page, screen);
  const firstCell = cellOf(gridRows(page).first(), editedField);
  const before = (await firstCell.textContent())?.trim() ?? '';
  await button(page, 'Next page').click();
  await expect(pagerText(page)).toHaveText(/^Page 2 of \d+/);
  await expect(firstCell).not.toHaveText(before);
  await button(page, 'Refresh').click();
  await expect(pagerText(page)).toHaveText(/^Page 1 of \d+/);
  await expect(firstCell).toHaveText(before);

  const row = await findRow(page, editedField, before);
  const changed = `${before} ${uniqueWord(3)}`;
  await editText(page, row, editedField, changed);
  await expectChanged(cellOf(row, editedField));
  await expect(updateAllChanges(page)).toBeEnabled();

  await leaveFor();
  await expect(leaveDialog(page)).toContainText('You have changes that are not saved. Leave and lose them?');
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
  await expect(cellOf(row, editedField)).toHaveText(changed);
  await expectChanged(cellOf(row, editedField));

  await refreshDiscardingEdits(page);
  await expect(cellOf(row, editedField)).toHaveText(before);
  await expectUnchanged(cellOf(row, editedField));
  await expect(updateAllChanges(page)).toBeDisabled();

  // Nothing pending: leaving no longer asks.
  await leaveFor();
  await expect(elsewhereHeading).toBeVisible();
  await expect(leaveDialog(page)).toHaveCount(0);

  // Pending again: Leave goes, and the edit is lost.
  await openFromMenu(page, screen);
  const again = await findRow(page, editedField, before);
  await editText(page, again, editedField, changed);
  await leaveFor();
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(elsewhereHeading).toBeVisible();
  await openFromMenu(page, screen);
  await expect(rowsWhere(page, editedField, before)).toHaveCount(1);
  await expect(updateAllChanges(page)).toBeDisabled();
});

/** Where a filter-on field shows in the grid: its own column, or the column displaying it. */
function columnShowing(screen: GridScreen, searched: string): string {
  const column = screen.columns.find((candidate) => candidate.field === searched || candidate.display === searched);
  expect(column, `a column showing ${searched} on ${screen.title}`).toBeDefined();
  return column?.field ?? searched;
}

test('server paging: search applies on Enter only, from page 1, over the checked fields (none checked = all of them)', async ({ page }) => {
  // Town: paged on the server, two filter-on fields, one shown through another column (the zone).
  const screen = gridScreen((candidate) => candidate.route === '/secure/town', 'for Towns');
  expect(screen.paging.mode).toBe('server');
  const filters = screen.search?.filterOn ?? [];
  expect(filters.length, 'filter-on fields').toBeGreaterThan(1);

  await signIn(page);
  const api = await AdminApi.of(page);
  const winnipeg = await api.region('Winnipeg');
  // A town whose name and zone each hold a word of their own.
  const words: Record<string, string> = { town_name: uniqueWord(), zone_name: uniqueWord() };
  const values: Record<string, string> = { town_name: `E2E Larch ${words.town_name}`, zone_name: `E2E Zone ${words.zone_name}` };
  await api.createTown(values.town_name ?? '', await api.createZone(values.zone_name ?? '', winnipeg.region_id));
  for (const filter of filters) expect(words[filter.field], `test data for ${filter.field}`).toBeDefined();

  await openFromMenu(page, screen);
  const listPath = screen.endpoints.list?.path ?? '';
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(listPath) && url.searchParams.has('searchString')) searches.push(request.url());
  });
  await button(page, 'Next page').click();
  await expect(pagerText(page)).toHaveText(/^Page 2 of \d+/);

  // Typing alone searches nothing; Enter applies it, from page 1.
  const [first] = filters;
  const firstWord = words[first?.field ?? ''] ?? '';
  await searchBox(page).fill(firstWord.toUpperCase());
  await expect(pagerText(page)).toHaveText(/^Page 2 of \d+/);
  expect(searches).toEqual([]);
  await searchBox(page).press('Enter');
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  const shown = gridRows(page).first();
  for (const filter of filters) await expect(cellOf(shown, columnShowing(screen, filter.field))).toHaveText(values[filter.field] ?? '');

  for (const filter of filters) {
    const word = words[filter.field] ?? '';
    const others = filters.filter((other) => other !== filter).map((other) => other.label);
    await search(page, word, [filter.label]);
    await expect(pagerText(page), `"${word}" in ${filter.label}`).toHaveText('Page 1 of 1 · 1 row');
    await search(page, word, others);
    await expect(pagerText(page), `"${word}" in ${others.join(', ')}`).toHaveText('Page 1 of 1 · 0 rows');
    await expect(gridRows(page)).toHaveCount(0);
    await search(page, word, []);
    await expect(pagerText(page), `"${word}" with none checked`).toHaveText('Page 1 of 1 · 1 row');
  }
});

test('client paging: search applies on Enter only, ignores case, goes back to page 1 and an empty search shows every row; another page size goes back to page 1', async ({ page }) => {
  // Zone Delivery Rate: every row loaded and paged in the browser, one searched field (no checkboxes).
  const screen = gridScreen((candidate) => candidate.route === '/secure/zone-delivery-rate', 'for Zone Delivery Rates');
  expect(screen.paging.mode).toBe('client');
  const searched = screen.search?.filterOn;
  expect(searched?.length, 'one searched field').toBe(1);
  const shownIn = columnShowing(screen, searched?.[0]?.field ?? '');
  const { defaultSize, sizes } = screen.paging;
  expect(typeof defaultSize, 'a numeric default page size').toBe('number');

  await signIn(page);
  const api = await AdminApi.of(page);
  const zone = await api.zone('Winnipeg South', 'Winnipeg');
  const word = uniqueWord();
  const alpha = await api.createZoneRate({ zone, displayText: `E2E Alpha ${word}`, rate: '$10' });
  const beta = await api.createZoneRate({ zone, displayText: `E2E Beta ${word}`, rate: '$10' });

  await openFromMenu(page, screen);
  await button(page, 'Next page').click();
  await expect(pagerText(page)).toHaveText(/^Page 2 of \d+/);
  await searchBox(page).fill(word.toUpperCase());
  await expect(pagerText(page)).toHaveText(/^Page 2 of \d+/);
  await expect(gridRows(page)).toHaveCount(Number(defaultSize));
  await searchBox(page).press('Enter');
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 2 rows');
  await expect(rowsWhere(page, shownIn, alpha)).toHaveCount(1);
  await expect(rowsWhere(page, shownIn, beta)).toHaveCount(1);
  await search(page, `alpha ${word}`);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  await expect(rowsWhere(page, shownIn, alpha)).toHaveCount(1);
  await search(page, '');
  await expect(gridRows(page)).toHaveCount(Number(defaultSize));

  // Another page size from page 2: page 1, with that many rows.
  const larger = sizes.find((size): size is number => typeof size === 'number' && size > Number(defaultSize));
  expect(larger, 'a larger page size').toBeDefined();
  await button(page, 'Next page').click();
  await expect(pagerText(page)).toHaveText(/^Page 2 of \d+/);
  await page.getByRole('combobox', { name: 'Per page' }).selectOption(String(larger));
  await expect(pagerText(page)).toHaveText(/^Page 1 of \d+/);
  await expect(gridRows(page)).toHaveCount(Math.min(larger ?? 0, (await pagerNumbers(page)).rows));
});

