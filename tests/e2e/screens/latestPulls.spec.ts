import type { Locator, Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { cellOf, columnHeaders, expectToast, exactly, findRow, gridRows, openScreen, rowsWhere, search } from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// Latest order pulls (002 §2, §3, §7), screens/orders/latest-order-pulls.screen.json: a grid whose
// comment is saved on Enter (batchUpdate.saveOn "edit"), against the real server.
test.use({ viewport: { width: 1280, height: 800 } });

interface LatestPull {
  region: string;
  availableDateChange: string;
  isManual: boolean;
  lastPullDate: string;
  lastPullTime: string;
  comment: string;
  version: number;
}

async function pulls(api: AdminApi, region?: string): Promise<LatestPull[]> {
  const rows = await api.get<LatestPull[]>('/order-pull/latest');
  return region === undefined ? rows : rows.filter((row) => row.region === region);
}

/** Types a comment in the row's cell and commits it with Enter. */
async function typeComment(page: Page, row: Locator, text: string): Promise<void> {
  const cell = cellOf(row, 'comment');
  await cell.click();
  const input = page.locator('.ag-cell-inline-editing input');
  await expect(input).toBeVisible();
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveCount(0);
}

test.describe('Latest order pulls', () => {
  test('lists the pulls with Manual/Auto badges and the last pull beside them, filters on region and/or date, saves a comment on Enter', async ({ page }) => {
    await signIn(page);
    await openScreen(page, 'Latest Order Pulls', 'Latest order pulls');
    const api = await AdminApi.of(page);
    await expect(columnHeaders(page)).toHaveText([/Region/, /Earliest Change Date/, /Record Updated/, /Comment/]);
    await expect(page.getByRole('button', { name: /Update All Changes/ })).toHaveCount(0);

    const all = await pulls(api);
    await expect(gridRows(page)).toHaveCount(all.length);
    // 002 §2, §3: the badge, then the record's last pull date and time.
    const [edmonton] = await pulls(api, 'Edmonton');
    const [calgary] = await pulls(api, 'Calgary');
    const edmontonCell = cellOf(rowsWhere(page, 'region', 'Edmonton'), 'isManual');
    await expect(edmontonCell.locator('.grid-badge')).toHaveText(exactly('Manual'));
    await expect(edmontonCell).toHaveText(exactly(`Manual${edmonton?.lastPullDate} ${edmonton?.lastPullTime}`));
    await expect(cellOf(rowsWhere(page, 'region', 'Calgary'), 'isManual')).toHaveText(exactly(`Auto${calgary?.lastPullDate} ${calgary?.lastPullTime}`));

    // Filter on region only, on the date only, and with none checked (= both).
    await search(page, 'kelowna', ['Region']);
    await expect(gridRows(page)).toHaveCount(1);
    const [kelowna] = await pulls(api, 'Kelowna');
    const sameDay = all.filter((row) => row.availableDateChange === kelowna?.availableDateChange);
    await search(page, kelowna?.availableDateChange ?? '', ['Earliest Change Date']);
    await expect(gridRows(page)).toHaveCount(sameDay.length);
    await search(page, 'kelowna', []);
    await expect(gridRows(page)).toHaveCount(1);

    // Enter saves the comment at once: the server's sentence, the stored comment one version up.
    const row = rowsWhere(page, 'region', 'Kelowna');
    const comment = `Checked by phone ${uniqueWord()}`;
    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/admin/order-pull/latest'));
    await typeComment(page, row, comment);
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ region: 'Kelowna', comment, version: kelowna?.version });
    await expectToast(page, 'The comment on the latest pull of Kelowna has been saved.');
    await expect(cellOf(row, 'comment')).toHaveText(exactly(comment));
    expect((await pulls(api, 'Kelowna'))[0]).toMatchObject({ comment, version: (kelowna?.version ?? 0) + 1 });
  });

  test('a comment that cannot be saved says so, and its row stays changed and marked', async ({ page }) => {
    await signIn(page);
    await openScreen(page, 'Latest Order Pulls', 'Latest order pulls');
    const api = await AdminApi.of(page);
    const [before] = await pulls(api, 'Regina');
    await page.route('**/api/admin/order-pull/latest', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }) : route.fallback(),
    );
    await search(page, 'Regina', ['Region']);
    // By its row id: a failed row's first cell says 'Not saved' beside the region.
    const row = await findRow(page, 'region', 'Regina');
    await typeComment(page, row, 'Roads closed');
    await expect(page.getByRole('alert').locator('.ui-toast__text').filter({ hasText: exactly('The comment could not be saved.') })).toBeVisible();
    await expect(row).toHaveClass(/\brow-failed\b/);
    await expect(cellOf(row, 'region')).toContainText('Not saved');
    await expect(cellOf(row, 'comment')).toContainText('Roads closed');
    expect((await pulls(api, 'Regina'))[0]).toMatchObject({ comment: before?.comment, version: before?.version });
  });
});
