import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import type { GridBlock, ScreenDefinition } from '../../runtime/generated/screen';
import { resolvedDefinitionsSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { pageGrids, type PageGrid } from './support/capabilityPicks';
import { openFromMenu } from './support/menu';
import { signIn } from './support/signIn';
import { expect, test } from './support/test';

/**
 * What the grid screens' opening test checks (tests/e2e/gridCapabilities.spec.ts), for the grid
 * blocks inside pages (Dates Closed, Cutoffs, Driver mass SMS, Unsubscribe phone, …), read from
 * the definitions at test time: a block added to a page is checked the day it is added.
 */

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const definitions = resolvedDefinitionsSync(PROJECT_ROOT).map(({ definition }) => definition as ScreenDefinition);
const grids = pageGrids(definitions);

/** The block on the page: by its heading, else by its place among the page's untitled grid blocks. */
function blockOn(page: Page, entry: PageGrid, untitledBefore: number): Locator {
  const sections = page.locator('main section.page-block--grid');
  if (entry.block.title) return sections.filter({ has: page.getByRole('heading', { level: 2, name: entry.block.title, exact: true }) });
  return sections.filter({ hasNot: page.getByRole('heading', { level: 2 }) }).nth(untitledBefore);
}

/** The column headings the definition gives: the selection column (no heading) first when rows are chosen, the action column last when it has row links. */
function headersOf(block: GridBlock): string[] {
  const headers = [...(block.selection ? [''] : []), ...block.columns.map((column) => column.header)];
  const hasActions = block.delete !== undefined || (block.rowActions ?? []).length > 0;
  return hasActions ? [...headers, block.delete?.columnHeader ?? 'Action'] : headers;
}

async function pagerNumbers(block: Locator): Promise<number> {
  const text = (await block.getByRole('navigation', { name: 'Pagination' }).textContent()) ?? '';
  return Number(/· (\d+) rows?/.exec(text)?.[1] ?? 'NaN');
}

test('every grid block of a page opens with the title, columns, toolbar, search, per-page choices and row links of its definition', async ({ page }) => {
  test.setTimeout(30_000 + 10_000 * grids.length);
  expect(grids.length, 'grid blocks in pages of the menu').toBeGreaterThan(0);
  await signIn(page);
  let opened = '';
  const untitled = new Map<string, number>();
  for (const entry of grids) {
    const { screen, block } = entry;
    const before = entry.block.title ? 0 : (untitled.get(screen.route) ?? 0);
    if (!block.title) untitled.set(screen.route, before + 1);
    await test.step(`${screen.title}: ${block.title ?? block.id}`, async () => {
      if (opened !== screen.route) await openFromMenu(page, screen);
      opened = screen.route;
      const shown = blockOn(page, entry, before);
      await expect(shown).toHaveCount(1);
      await expect(shown.locator('.grid-loading')).toHaveCount(0);
      await expect(shown.locator('.grid-table').getByRole('columnheader')).toHaveText(headersOf(block));

      const toolbar = block.toolbar ?? [];
      await expect(shown.locator('.grid-toolbar').getByRole('button')).toHaveCount(toolbar.length);
      for (const button of toolbar) await expect(shown.locator('.grid-toolbar').getByRole('button', { name: button.label, exact: true })).toBeEnabled();

      if (block.search) {
        await expect(shown.getByRole('searchbox', { name: block.search.label ?? 'Search', exact: true })).toBeVisible();
        const fields = block.search.filterOn;
        await expect(shown.locator('.grid-search .grid-filter-on')).toHaveCount(fields.length > 1 ? fields.length : 0);
        for (const filter of fields.length > 1 ? fields : []) await expect(shown.locator('.grid-search').getByRole('checkbox', { name: filter.label, exact: true })).not.toBeChecked();
      } else {
        await expect(shown.locator('.grid-search')).toHaveCount(0);
      }

      const { sizes, defaultSize, labels } = block.paging;
      const perPage = shown.getByRole('combobox', { name: 'Per page' });
      if (sizes.length > 1) {
        await expect(perPage.locator('option')).toHaveText(sizes.map((size) => labels?.[String(size)] ?? String(size)));
        await expect(perPage).toHaveValue(String(defaultSize));
      }
      await expect(shown.getByRole('navigation', { name: 'Pagination' })).toContainText(/Page 1 of \d+ · \d+ rows?/);
      const rows = await pagerNumbers(shown);
      // A row is one row id (a pinned action column draws a second element for it).
      const rowIds = () => shown.locator('.grid-table .ag-row').evaluateAll((elements) => new Set(elements.map((element) => element.getAttribute('row-id'))).size);
      await expect.poll(rowIds).toBe(defaultSize === 'All' ? rows : Math.min(rows, defaultSize));

      if (rows > 0) {
        const first = shown.locator('.grid-table .ag-row[row-index="0"]');
        if (block.delete) await expect(first.getByRole('button', { name: block.delete.linkLabel ?? 'Delete', exact: true })).toBeVisible();
        for (const action of block.rowActions ?? []) {
          if (!action.visibleWhen) await expect(first.getByRole('button', { name: action.label, exact: true })).toBeVisible();
        }
      }
    });
  }
});
