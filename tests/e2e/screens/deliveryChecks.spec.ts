import type { Locator, Page } from '@playwright/test';
import { isDeliveryDateSelectable } from '../../../src/domain/deliveryDates';
import type { CutoffInfo } from '../../../shared/cutoffInfo';
import { AdminApi, uniquePostalCode, uniqueWord } from '../support/adminApi';
import { businessDay } from '../support/businessDays';
import { calendarButton, calendarDay, calendarOf } from '../support/dateField';
import { button } from '../support/grid';
import { signIn } from '../support/signIn';
import { alertReading, openPageFromMenu } from '../support/pageSteps';
import { expect, test } from '../support/test';

// Query Delivery Window (001 §2, §5) and the Delivery coverage checker (002 §2–§5, §7, §8):
// screens/orders/delivery-window-query.screen.json and screens/ops/postal-code-query.screen.json,
// against the real shop and admin services.
test.use({ viewport: { width: 1280, height: 800 } });

const fieldOf = (page: Page, control: Locator) => page.locator('.form-field').filter({ has: control });

/** The shop rate calls made from now on (the query's call). */
function ratesAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/rates/delivery/postalcode/')) asked.push(request.url());
  });
  return asked;
}

/** A zone of its own in Winnipeg with one town, one postal code and two delivery rates ($10 made first, $9 second). */
interface Place {
  town: string;
  code: string;
  early: string;
  late: string;
}

async function newPlace(api: AdminApi): Promise<Place> {
  const word = uniqueWord();
  const winnipeg = await api.region('Winnipeg');
  const zoneId = await api.createZone(`E2E Window ${word}`, winnipeg.region_id);
  const zone = await api.zone(`E2E Window ${word}`, 'Winnipeg');
  const town = `E2E Aspen ${word}`;
  const code = await api.createPostalCode(await api.createTown(town, zoneId), zoneId);
  const late = `E2E Late ${word}`;
  const early = `E2E Early ${word}`;
  await api.createZoneRate({ zone, displayText: late, rate: '$10' });
  await api.createZoneRate({ zone, displayText: early, rate: '$9' });
  return { town, code, early, late };
}

function resultValue(scope: Locator | Page, label: string): Locator {
  return scope.locator('.page-result__field').filter({ has: scope.locator('dt').getByText(label, { exact: true }) }).locator('dd');
}

test.describe('Delivery checks', () => {
  test('Query Delivery Window: the specified messages, then the shop rates of a postal code cheapest first', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const place = await newPlace(api);
    await openPageFromMenu(page, 'Query Delivery Window', 'Query Delivery Window');

    const date = page.getByLabel('Delivery Date', { exact: true });
    const postal = page.getByLabel('Postal Code', { exact: true });
    const query = button(page, 'Query');

    // 001 §5: nothing filled says what is missing, and nothing is asked.
    await query.click();
    await expect(date).toHaveAccessibleDescription(/Please select delivery date/);
    await expect(postal).toHaveAccessibleDescription(/Please input postal code/);

    // A date before today is refused by the calendar (only past dates are blocked here).
    await calendarButton(page.locator('main'), 'Delivery Date').click();
    const calendar = calendarOf(page.locator('main'), 'Delivery Date');
    const today = businessDay(0);
    await expect(calendarDay(calendar, today)).not.toHaveAttribute('aria-disabled', 'true');
    await calendar.press('Escape');

    await date.fill(businessDay(1));
    await postal.fill(place.code.replace(' ', '').slice(0, 5).toLowerCase());
    await query.click();
    await expect(postal).toHaveAccessibleDescription(/Postal code is incorrect/);
    // A space does not count: 'R3C 4T' is 6 characters but 5 of a postal code, refused in the browser (nothing sent).
    const sent = ratesAsked(page);
    await postal.fill('R3C 4T');
    await query.click();
    await expect(postal).toHaveAccessibleDescription(/Postal code is incorrect/);
    await expect(fieldOf(page, postal).getByText('Postal code complete', { exact: true })).toHaveCount(0);
    expect(sent).toEqual([]);

    // Lower case and no space are normalised for the call; $9 comes before $10 though made after it.
    await postal.fill(place.code.replace(' ', '').toLowerCase());
    // 001 §5: at 6 characters the postal code shows valid (green), in words too.
    await expect(fieldOf(page, postal).getByText('Postal code complete', { exact: true })).toBeVisible();
    await expect(fieldOf(page, postal)).toHaveClass(/form-field--valid/);
    await query.click();
    const windows = resultValue(page, 'Delivery Window').locator('li');
    await expect(windows).toHaveText([`${place.early} - $9.00`, `${place.late} - $10.00`]);

    // A code the business does not serve: no window, said in words.
    await postal.fill(uniquePostalCode());
    await query.click();
    await expect(resultValue(page, 'Delivery Window')).toHaveText('No delivery window is offered there on that date.');
  });

  test('Delivery coverage checker: a served postal code, its cutoffs and deliverable days, the windows of a day; an unknown code; a town', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const place = await newPlace(api);
    await openPageFromMenu(page, 'Delivery Coverage Checker', 'Delivery coverage checker');
    const main = page.locator('main');
    const postal = page.getByLabel('Postal Code', { exact: true });
    const query = button(page, 'Query');

    // 002 §5: under 6 characters says "Postal Code can't be empty".
    await postal.fill('R3C4T');
    await query.click();
    await expect(postal).toHaveAccessibleDescription(/Postal Code can't be empty/);
    // Spaces do not count towards the 6 (002 §5: they are stripped before querying).
    await postal.fill('R3C 4T');
    await query.click();
    await expect(postal).toHaveAccessibleDescription(/Postal Code can't be empty/);
    await expect(fieldOf(page, postal)).not.toHaveClass(/form-field--valid/);

    await postal.fill(place.code.toLowerCase());
    await query.click();
    await expect(resultValue(page, 'Result')).toHaveText('We deliver there');
    await expect(resultValue(page, 'Town')).toHaveText(place.town);
    await expect(resultValue(page, 'Region')).toHaveText('Winnipeg');
    await expect(resultValue(page, 'Postal Codes').locator('li')).toHaveText([place.code]);
    await expect(resultValue(page, 'Cutoffs').locator('li').first()).toBeVisible();

    // The calendar disables exactly the days the shared rule refuses for Winnipeg's cutoff info.
    const info = await api.shop<CutoffInfo>('/v3/region/cutoff/Winnipeg');
    await calendarButton(main, 'Delivery Date').click();
    const calendar = calendarOf(main, 'Delivery Date');
    // The shown month's own days: the cells of the weeks it shares with its neighbours are hidden.
    const days = calendar.locator('[data-day]:not([data-outside])');
    await expect(days.first()).toBeVisible();
    const shown = await days.evaluateAll((cells) => cells.map((cell) => ({ day: cell.getAttribute('data-day') ?? '', disabled: cell.querySelector('button')?.getAttribute('aria-disabled') === 'true' })));
    const now = new Date();
    const judged = shown.map(({ day }) => ({ day, disabled: !isDeliveryDateSelectable(day, info, now) }));
    // A cutoff passing while the page looked would differ on one day at most: judge again then.
    expect(shown.filter((cell, at) => cell.disabled !== judged[at]?.disabled).length, JSON.stringify({ shown, judged })).toBeLessThanOrEqual(1);
    let offered = shown.find((cell) => !cell.disabled && cell.day >= businessDay(0))?.day;
    if (!offered) {
      await calendar.getByRole('button', { name: /next month/i }).click();
      offered = await calendar.locator('[data-day]:not([data-outside]):has(button:not([aria-disabled="true"]))').first().getAttribute('data-day') ?? undefined;
    }
    expect(offered, 'a deliverable day in the calendar').toBeDefined();
    await calendarDay(calendar, offered ?? '').click();
    await expect(page.getByLabel('Delivery Date', { exact: true })).toHaveValue(offered ?? '');
    await expect(resultValue(page, 'Delivery Window').locator('li')).toHaveText([`${place.early} - $9.00`, `${place.late} - $10.00`]);

    // A code nobody delivers to; changing the code cleared the chosen date.
    await postal.fill(uniquePostalCode());
    await query.click();
    await expect(resultValue(page, 'Result')).toHaveText("We Don't deliver there");
    await expect(resultValue(page, 'Town')).toHaveCount(0);

    // The town tab starts empty; a town gives its region, postal codes and cutoffs.
    await page.getByRole('tab', { name: 'Query town name', exact: true }).click();
    await expect(resultValue(page, 'Result')).toHaveCount(0);
    await page.getByLabel('Town', { exact: true }).selectOption({ label: `${place.town} (Winnipeg)` });
    await expect(resultValue(page, 'Region')).toHaveText('Winnipeg');
    await expect(resultValue(page, 'Postal Codes').locator('li')).toHaveText([place.code]);
    await expect(resultValue(page, 'Cutoffs').locator('li').first()).toBeVisible();
    await expect(page.getByLabel('Delivery Date', { exact: true })).toHaveValue('');
  });

  test('Delivery coverage checker: a failed query says its whole sentence, with no answer and with an answer that gives no reason', async ({ page }) => {
    await signIn(page);
    await openPageFromMenu(page, 'Delivery Coverage Checker', 'Delivery coverage checker');
    const postal = page.getByLabel('Postal Code', { exact: true });
    const query = button(page, 'Query');
    const failed = page.locator('.page-alert').and(page.getByRole('alert'));
    // The alert's sentence, without its Dismiss button.
    const said = failed.locator('span');

    // The connection drops: the console sees no answer at all.
    await page.route('**/places/postalcodes/query/**', (route) => route.abort('connectionfailed'));
    await postal.fill('R3C 4T3');
    await query.click();
    await expect(said).toHaveText('queryPostalCode Exception: the service did not answer');

    // An error page that is no JSON (a proxy's 502): the service answered, without a reason.
    await page.unroute('**/places/postalcodes/query/**');
    await page.route('**/places/postalcodes/query/**', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' }));
    await query.click();
    await expect(alertReading(page, 'alert', 'the service gave no reason')).toBeVisible();
    await expect(said).toHaveText('queryPostalCode Exception: the service gave no reason');
  });

  test('Delivery coverage checker: a town its service answers without a region says so (no silent missing date picker); a cleared town says City is empty', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const place = await newPlace(api);
    // The business's own services may answer a town with no region: these answers are the real ones with the region taken out.
    await page.route('**/api/admin/places/postalcodes/query/**', async (route) => {
      const answer = (await (await route.fetch()).json()) as { result: Record<string, unknown>[] };
      await route.fulfill({ json: { result: answer.result.map(({ region_tag: _tag, region_name: _name, region_code: _code, ...rest }) => rest) } });
    });
    await page.route(/\/api\/shop\/v3\/cities\/\d+$/, async (route) => {
      const { regionTag: _tag, regionName: _name, regionCode: _code, ...rest } = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: rest });
    });
    await openPageFromMenu(page, 'Delivery Coverage Checker', 'Delivery coverage checker');

    // 002 §8: the town is found but has no region: said in words where the region and the date picker would be.
    await page.getByLabel('Postal Code', { exact: true }).fill(place.code);
    await button(page, 'Query').click();
    await expect(resultValue(page, 'Result')).toHaveText('We deliver there');
    await expect(resultValue(page, 'Region')).toHaveText(`Region does not exist for city ${place.town}`);
    await expect(resultValue(page, 'Delivery Date')).toHaveText('Please select region');
    await expect(page.getByLabel('Delivery Date', { exact: true })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Query town name', exact: true }).click();
    const town = page.getByLabel('Town', { exact: true });
    await town.selectOption({ label: `${place.town} (Winnipeg)` });
    await expect(resultValue(page, 'Region')).toHaveText(`Region does not exist for city ${place.town}`);
    await expect(resultValue(page, 'Delivery Date')).toHaveText('Please select region');
    await expect(page.getByLabel('Delivery Date', { exact: true })).toHaveCount(0);

    // The town taken away again: 'City is empty' (002 §8) beside it.
    await town.focus();
    await town.selectOption({ label: 'Choose a town' });
    await town.blur();
    await expect(town).toHaveAccessibleDescription(/City is empty/);
  });
});
