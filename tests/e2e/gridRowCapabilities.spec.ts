import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import type { FormField, ScreenDefinition } from '../../runtime/generated/screen';
import { resolvedDefinitionsSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { AdminApi } from './support/adminApi';
import { addFormsOf, cascadesOf, cascadeWays, deleteWays, fewestCovering, keptEditWays, menuGrids, placeholdersOf, selectKind, subTableDeleteWays, subTablesOf, type MenuGrid, type SubTableOf } from './support/capabilityPicks';
import { answerNextDialog, button, cellOf, changeLines, chosenOption, dialog, editText, exactly, expectChanged, expectToast, expectUnchanged, field, gridRows, pagerText, search, updateAllChanges, writesSent } from './support/grid';
import { openFromMenu } from './support/menu';
import { makeRow, makeSubRow, newTextValue } from './support/rowMakers';
import { signIn } from './support/signIn';
import { expect, test } from './support/test';
import { textOf } from '../../shared/textOf';

/**
 * Row and form capabilities of the grid screens, each tested once per distinct way the
 * definitions (read at test time, shared entries written in) use it: Delete with a browser
 * confirm and with the console's dialog, in a grid and in a sub-table under an expanded row (of a
 * grid screen or a page's grid block); edits saved and kept after a reload, by paging, update
 * call and editor; the cascades of select fields by depth. The question,
 * link and placeholders come from the definitions; the screens' specs keep only their own rules.
 */

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const definitions = resolvedDefinitionsSync(PROJECT_ROOT).map(({ definition }) => definition as ScreenDefinition);
const grids = menuGrids(definitions);

/** A template filled from the row's cells (what the console renders from the row). */
async function filledFromRow(row: Locator, template: string): Promise<string> {
  let text = template;
  for (const name of placeholdersOf(template)) {
    const cell = cellOf(row, name);
    await expect(cell, `a column "${name}" for the template "${template}"`).toHaveCount(1);
    text = text.replace(`{${name}}`, ((await cell.textContent()) ?? '').trim());
  }
  return text;
}

/** The success sentence of the next write the console sends. */
async function nextWriteSuccess(page: Page): Promise<string> {
  const response = await page.waitForResponse((answer) => answer.request().method() !== 'GET' && new URL(answer.url()).pathname.startsWith('/api/'));
  const body = (await response.json()) as { success?: unknown };
  return typeof body.success === 'string' ? body.success : '';
}

test('Delete asks first with the question of the definition (browser confirm or console dialog): declining keeps the row and sends nothing, accepting deletes it and says the service’s sentence', async ({ page }) => {
  const picked = fewestCovering(grids.filter((screen) => screen.delete !== undefined), deleteWays);
  expect(picked.length, 'grid screens with Delete').toBeGreaterThan(0);
  await signIn(page);
  const api = await AdminApi.of(page);
  for (const screen of picked) {
    const remove = screen.delete;
    if (!remove) continue;
    await test.step(`${screen.title} (${deleteWays(screen).join(', ')})`, async () => {
      const found = await makeRow(api, screen.entity);
      await openFromMenu(page, screen);
      await search(page, found);
      await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
      const match = gridRows(page).filter({ hasText: found });
      await expect(match).toHaveCount(1);
      // By its row id: the same row while the grid redraws, its pinned action cells too.
      const row = gridRows(page).and(page.locator(`[row-id="${(await match.getAttribute('row-id')) ?? ''}"]`));
      const question = await filledFromRow(row, remove.confirm);
      const link = row.getByRole('button', { name: remove.linkLabel ?? 'Delete', exact: true });
      const ask = page.getByRole('alertdialog', { name: remove.linkLabel ?? 'Delete', exact: true });

      const writes = writesSent(page);
      if (remove.style === 'browser') {
        const dismissed = answerNextDialog(page, false);
        await link.click();
        expect(await dismissed).toEqual({ type: 'confirm', message: question });
      } else {
        await link.click();
        await expect(ask).toContainText(question);
        await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
        await expect(ask).toBeHidden();
      }
      await expect(row.first()).toBeVisible();
      await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
      expect(writes).toEqual([]);

      const said = nextWriteSuccess(page);
      if (remove.style === 'browser') {
        const accepted = answerNextDialog(page, true);
        await link.click();
        expect((await accepted).message).toBe(question);
      } else {
        await link.click();
        await expect(ask).toContainText(question);
        await ask.getByRole('button', { name: remove.linkLabel ?? 'Delete', exact: true }).click();
      }
      const sentence = await said;
      expect(sentence, 'the service says what it deleted').not.toBe('');
      await expectToast(page, sentence);
      await expect(pagerText(page)).toHaveText('Page 1 of 1 · 0 rows');
      await expect(gridRows(page)).toHaveCount(0);
      expect(writes).toHaveLength(1);
    });
  }
});

/** Where the grid holding a sub-table is: its page block (by heading), else the screen's main part. */
function gridScope(page: Page, entry: SubTableOf): Locator {
  const title = entry.grid.title;
  return title === undefined ? page.locator('main') : page.locator('main section.page-block--grid').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

test('Delete in a sub-table asks first with the question of the definition, its row’s and parent’s values filled in: declining keeps the row and sends nothing, accepting deletes it and says the service’s sentence', async ({ page }) => {
  const picked = fewestCovering(subTablesOf(definitions).filter((entry) => entry.table.delete !== undefined), subTableDeleteWays);
  expect(picked.length, 'sub-tables with Delete').toBeGreaterThan(0);
  await signIn(page);
  const api = await AdminApi.of(page);
  for (const entry of picked) {
    const { table, grid } = entry;
    const remove = table.delete;
    if (!remove) continue;
    await test.step(`${entry.screen.title}: ${table.title} (${subTableDeleteWays(entry).join(', ')})`, async () => {
      const made = await makeSubRow(api, grid.entity, table.rows);
      await openFromMenu(page, entry.screen);
      const scope = gridScope(page, entry);
      const label = grid.search?.label ?? 'Search';
      expect(grid.search, `${entry.screen.title}: a search box to find the new parent row with`).toBeDefined();
      await scope.getByRole('searchbox', { name: label, exact: true }).fill(made.parent);
      await scope.getByRole('searchbox', { name: label, exact: true }).press('Enter');
      const parentRow = scope.locator('.grid-table .ag-row').filter({ hasText: made.parent });
      await expect(parentRow).toHaveCount(1);
      // The parent's values the question names (`{parent.region}`), read before the row grows its sub-tables.
      const parentValues = new Map<string, string>();
      for (const name of placeholdersOf(remove.confirm).filter((one) => one.startsWith('parent.'))) {
        parentValues.set(name, ((await cellOf(parentRow, name.slice('parent.'.length)).textContent()) ?? '').trim());
      }
      const toggle = parentRow.getByRole('button', { expanded: false });
      const name = ((await toggle.textContent()) ?? '').trim();
      await toggle.click();
      const sub = scope.getByRole('region', { name, exact: true }).getByRole('region', { name: table.title, exact: true });
      const match = sub.locator('.ag-row').filter({ hasText: made.row });
      await expect(match).toHaveCount(1);
      const row = sub.locator(`.ag-row[row-id="${(await match.getAttribute('row-id')) ?? ''}"]`);
      const question = await filledFromRow(row, remove.confirm.replace(/\{parent\.[^}]+\}/g, (placeholder) => parentValues.get(placeholder.slice(1, -1)) ?? placeholder));
      const link = row.getByRole('button', { name: remove.linkLabel ?? 'Delete', exact: true });
      const ask = page.getByRole('alertdialog', { name: remove.linkLabel ?? 'Delete', exact: true });

      const writes = writesSent(page);
      if (remove.style === 'browser') {
        const dismissed = answerNextDialog(page, false);
        await link.click();
        expect(await dismissed).toEqual({ type: 'confirm', message: question });
      } else {
        await link.click();
        await expect(ask).toContainText(question);
        await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
        await expect(ask).toBeHidden();
      }
      await expect(row.first()).toBeVisible();
      expect(writes).toEqual([]);

      const said = nextWriteSuccess(page);
      if (remove.style === 'browser') {
        const accepted = answerNextDialog(page, true);
        await link.click();
        expect((await accepted).message).toBe(question);
      } else {
        await link.click();
        await expect(ask).toContainText(question);
        await ask.getByRole('button', { name: remove.linkLabel ?? 'Delete', exact: true }).click();
      }
      const sentence = await said;
      expect(sentence, 'the service says what it deleted').not.toBe('');
      await expectToast(page, sentence);
      await expect(sub.locator('.ag-row')).toHaveCount(0);
      // Its last row gone, the sub-table says it is empty in the definition's words.
      if (table.messages.empty) await expect(sub).toContainText(table.messages.empty);
      expect(writes).toHaveLength(1);
    });
  }
});

const labelOf = (level: FormField) => level.label ?? level.name;
const placeholderOf = (level: FormField) => (level.ui && 'placeholder' in level.ui ? (level.ui.placeholder ?? '') : '');

/** The values a select offers (its placeholder left out). */
async function choicesOf(select: Locator): Promise<string[]> {
  const values = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  return values.filter((value) => value !== '');
}

/** The rows of a lookup of the screen, read from the service as the console reads them. */
async function lookupRows(api: AdminApi, screen: MenuGrid, name: string): Promise<Array<Record<string, unknown>>> {
  const lookup = screen.lookups?.[name];
  if (!lookup || !('endpoint' in lookup)) throw new Error(`${screen.title}: no lookup "${name}"`);
  const { path, query, rows } = lookup.endpoint;
  const answer = await api.get<unknown>(`${path}${query ? `?${new URLSearchParams(query as Record<string, string>).toString()}` : ''}`);
  return (rows ? (answer as Record<string, unknown>)[rows] : answer) as Array<Record<string, unknown>>;
}

/** The text a lookup row shows as a choice: its label field, or its label template filled. */
function labelText(screen: MenuGrid, name: string, row: Record<string, unknown>): string {
  const lookup = screen.lookups?.[name];
  const label = lookup && 'label' in lookup ? lookup.label : '';
  return label.includes('{') ? label.replace(/\{([^}]+)\}/g, (_, field: string) => textOf(row[field] ?? '')) : textOf(row[label] ?? '');
}

/** The texts of a select's choices (its placeholder left out). */
async function choiceTexts(select: Locator): Promise<string[]> {
  return select.locator('option').evaluateAll((options) => options.filter((option) => (option as HTMLOptionElement).value !== '').map((option) => option.textContent?.trim() ?? ''));
}

/** A level offers only the choices under the one chosen above it: its lookup's rows whose parent key is that choice's value. */
async function expectOnlyChildren(api: AdminApi, screen: MenuGrid, levels: [FormField, FormField], selects: [Locator, Locator]): Promise<void> {
  const [parent, level] = levels;
  const [parentUi, ui] = [parent.ui, level.ui];
  if (!parentUi || !('lookup' in parentUi) || !ui || !('lookup' in ui) || !('parentKey' in ui) || ui.parentKey === undefined) return;
  const chosen = ((await chosenOption(selects[0]).textContent()) ?? '').trim();
  const parentRow = (await lookupRows(api, screen, parentUi.lookup)).find((row) => labelText(screen, parentUi.lookup, row) === chosen);
  expect(parentRow, `${labelOf(parent)} "${chosen}" in its lookup`).toBeDefined();
  const parentLookup = screen.lookups?.[parentUi.lookup];
  const parentValue = textOf(parentRow?.[parentLookup && 'value' in parentLookup ? parentLookup.value : ''] ?? '');
  const offered = await choiceTexts(selects[1]);
  const rows = await lookupRows(api, screen, ui.lookup);
  const under = new Set(rows.filter((row) => String(row[ui.parentKey ?? '']) === parentValue).map((row) => labelText(screen, ui.lookup, row)));
  expect(offered.length, `${labelOf(level)} offers choices`).toBeGreaterThan(0);
  expect(offered.filter((text) => !under.has(text)), `${labelOf(level)} offers only the choices under ${chosen}`).toEqual([]);
  expect(rows.length, `${labelOf(level)}'s lookup holds choices under other ones`).toBeGreaterThan(offered.length);
}

/** Chooses, at `level`, the first choice under which the next level offers something. */
async function chooseWithChildren(select: Locator, next: Locator): Promise<void> {
  for (const value of await choicesOf(select)) {
    await select.selectOption(value);
    await expect(next).toBeEnabled();
    // Enabled with its lookup still loading is not yet 'nothing under it'.
    await expect(next).not.toHaveAttribute('aria-busy', 'true');
    if ((await choicesOf(next)).length > 0) return;
  }
  throw new Error('no choice with choices under it');
}

test('a cascade of selects: each level waits for the one above, then offers only the choices under it; choosing a higher level again clears every level under it; nothing is sent', async ({ page }) => {
  const forms = addFormsOf(grids).filter((entry) => cascadesOf(entry.form).length > 0);
  const picked = fewestCovering(forms, (entry) => cascadeWays(entry.form));
  expect(picked.length, 'add forms with a cascade').toBeGreaterThan(0);
  await signIn(page);
  const api = await AdminApi.of(page);
  for (const { screen, buttonLabel, form } of picked) {
    await test.step(`${form.title} (${cascadeWays(form).join(', ')})`, async () => {
      await openFromMenu(page, screen);
      const writes = writesSent(page);
      await button(page, buttonLabel).click();
      const modal = dialog(page, form.title);
      for (const chain of cascadesOf(form)) {
        const selects = chain.map((level) => field(modal, labelOf(level)));
        const [head] = selects;
        await expect(head ?? modal).toBeEnabled();
        for (const lower of selects.slice(1)) await expect(lower).toBeDisabled();

        // Down the chain: each level, once the one above is chosen, is enabled with its choices.
        for (let i = 0; i + 1 < selects.length; i += 1) {
          const [select, next] = [selects[i], selects[i + 1]];
          const [level, nextLevel] = [chain[i], chain[i + 1]];
          if (select && next && level && nextLevel) {
            await chooseWithChildren(select, next);
            await expectOnlyChildren(api, screen, [level, nextLevel], [select, next]);
          }
          for (const lower of selects.slice(i + 2)) await expect(lower).toBeDisabled();
        }
        const leaf = selects.at(-1);
        if (leaf) await leaf.selectOption((await choicesOf(leaf))[0] ?? '');

        // Up the chain: another choice at a level puts every level under it back to its placeholder.
        let cleared = 0;
        for (let i = selects.length - 2; i >= 0; i -= 1) {
          const select = selects[i];
          if (!select) continue;
          const chosen = await select.inputValue();
          const other = (await choicesOf(select)).find((value) => value !== chosen);
          if (other === undefined) continue;
          await select.selectOption(other);
          for (let k = i + 1; k < chain.length; k += 1) {
            const level = chain[k];
            const lower = selects[k];
            if (level && lower) await expect(chosenOption(lower), `${labelOf(level)} cleared`).toHaveText(placeholderOf(level));
          }
          await expect(selects[i + 1] ?? modal).toBeEnabled();
          for (const lower of selects.slice(i + 2)) await expect(lower).toBeDisabled();
          cleared += 1;
          // Back to a choice with children for the level above to clear again.
          const next = selects[i + 1];
          if (next) await chooseWithChildren(select, next);
        }
        expect(cleared, 'levels whose change was seen clearing the ones under them').toBeGreaterThan(0);
      }
      await modal.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(modal).toBeHidden();
      expect(writes).toEqual([]);
    });
  }
});

/** The one row `found` finds, by its row id (the same row while the grid redraws, its pinned cells too). */
async function onlyRow(page: Page, found: string): Promise<Locator> {
  await search(page, found);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 1 row');
  const match = gridRows(page).filter({ hasText: found });
  await expect(match).toHaveCount(1);
  return gridRows(page).and(page.locator(`[row-id="${(await match.getAttribute('row-id')) ?? ''}"]`));
}

/** Picks, in a select cell, the first choice it offers other than `old` (option set or lookup alike). */
async function pickAnother(page: Page, row: Locator, name: string, old: string): Promise<string> {
  const cell = cellOf(row, name);
  await cell.click();
  await cell.locator('.ag-picker-field-wrapper').click();
  const offered = (await page.locator('.ag-list-item').allTextContents()).map((text) => text.trim());
  const value = offered.find((text) => text !== '' && text !== old);
  expect(value, `another choice than "${old}" in ${name}`).toBeDefined();
  await page.locator('.ag-list-item', { hasText: exactly(value ?? '') }).click();
  await expect(cell).toHaveText(value ?? '');
  return value ?? '';
}

test('edits wait highlighted for Update All Changes, its confirm lists each old → new, the service’s sentence is said, and the values are kept after a reload', async ({ page }) => {
  const picked = fewestCovering(grids, keptEditWays);
  expect(picked.length, 'grid screens whose edits wait for Update All Changes').toBeGreaterThan(0);
  await signIn(page);
  const api = await AdminApi.of(page);
  for (const screen of picked) {
    const batch = screen.batchUpdate;
    if (!batch) continue;
    await test.step(`${screen.title} (${keptEditWays(screen).join('; ')})`, async () => {
      const found = await makeRow(api, screen.entity);
      await openFromMenu(page, screen);
      const row = await onlyRow(page, found);

      // The first text column, and the first option-set select, each given a new value.
      const text = screen.columns.find((column) => column.editor === 'text');
      const select = screen.columns.find((column) => selectKind(screen, column) !== undefined);
      expect(text ?? select, `an editable column of ${screen.title}`).toBeDefined();
      const edits: Array<{ field: string; header: string; old: string; value: string }> = [];
      if (text) {
        const old = ((await cellOf(row, text.field).textContent()) ?? '').trim();
        const value = newTextValue(screen.entity, text.field, old);
        await editText(page, row, text.field, value);
        edits.push({ field: text.field, header: text.header, old, value });
      }
      if (select) {
        const old = ((await cellOf(row, select.field).textContent()) ?? '').trim();
        const value = await pickAnother(page, row, select.field, old);
        edits.push({ field: select.field, header: select.header, old, value });
      }
      for (const edit of edits) await expectChanged(cellOf(row, edit.field));
      // Another editable cell of the row, not edited, stays plain (cells derived from an edit may not).
      const untouched = screen.columns.find((column) => column.editor !== undefined && !edits.some((edit) => edit.field === column.field));
      if (untouched) await expectUnchanged(cellOf(row, untouched.field));

      await expect(updateAllChanges(page)).toBeEnabled();
      await updateAllChanges(page).click();
      const confirm = page.getByRole('alertdialog', { name: batch.confirm?.title ?? 'Update All Changes', exact: true });
      for (const edit of edits) await expect(changeLines(confirm)).toContainText([`${edit.header}: ${edit.old} → ${edit.value}`]);
      const said = nextWriteSuccess(page);
      await confirm.getByRole('button', { name: batch.confirm?.confirmLabel ?? 'Update', exact: true }).click();
      const sentence = await said;
      expect(sentence, 'the service says what it updated').not.toBe('');
      await expectToast(page, sentence);
      await expect(confirm).toBeHidden();
      await expect(updateAllChanges(page)).toBeDisabled();
      // Saved, the cells are plain again (unless the edit took the row out of the search: a new code).
      const renamed = edits.find((edit) => !edit.value.includes(found) && edit.old.includes(found));
      if (!renamed) for (const edit of edits) await expectUnchanged(cellOf(row, edit.field));

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
      const kept = await onlyRow(page, renamed ? renamed.value : found);
      for (const edit of edits) await expect(cellOf(kept, edit.field)).toHaveText(edit.value);
    });
  }
});
