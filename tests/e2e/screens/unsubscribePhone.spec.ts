import { AdminApi } from '../support/adminApi';
import { button, cellOf, exactly, rowsWhere, search } from '../support/grid';
import { signIn } from '../support/signIn';
import { alertReading } from '../support/pageSteps';
import { expect, test } from '../support/test';
import { businessMinute } from '../support/businessDays';

// Unsubscribe phone (002 §2, §3, §5, §7, §8, §9), screens/unsubscribe/phone.screen.json: a form block
// opting phones out and a grid block of the opt-outs in force, against the real server.
test.use({ viewport: { width: 1280, height: 800 } });

interface OptOut {
  id: number;
  phone: string;
  timetolive?: number;
  days: number;
  version: number;
}

/**
 * A Canadian phone no other run uses: 204-5xx-xxxx with random digits, never exchange 511 (an N11
 * code the server rightly refuses).
 */
function uniquePhone(): { typed: string; stored: string } {
  let digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  while (digits.startsWith('11')) digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  const typed = `204-5${digits.slice(0, 2)}-${digits.slice(2)}`;
  return { typed, stored: `+12045${digits}` };
}

async function stored(api: AdminApi, phone: string): Promise<OptOut | undefined> {
  const page = await api.get<{ result: OptOut[] }>(`/unsubscribe?searchString=${encodeURIComponent(phone.slice(2))}&filterOn=phone&limit=10&offset=0`);
  return page.result.find((row) => row.phone === phone);
}

test.describe('Unsubscribe phone', () => {
  test('opts phones out for ever and for 14 days with an SMS; the list reloads, shows Never or the end, filters on phone', async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Unsubscribe Phone', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe phone', exact: true })).toBeVisible();
    const api = await AdminApi.of(page);

    const phone = page.getByLabel('Phone', { exact: true });
    const duration = page.getByLabel('Duration (days)', { exact: true });
    const sendSms = page.getByLabel('Send SMS', { exact: true });
    const submit = button(page, 'Submit');

    // 002 §9: 3, 7 (default), 14, 30, 45, 36500 'For Ever'; SMS No by default, its body only for Yes.
    await expect(duration.locator('option')).toHaveText(['', '3', '7', '14', '30', '45', 'For Ever']);
    await expect(duration.locator('option:checked')).toHaveText('7');
    await expect(sendSms.locator('option:checked')).toHaveText('No');
    await expect(page.getByLabel('SMS body', { exact: true })).toHaveCount(0);

    // 002 §5: 'Phone is required'.
    await phone.focus();
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('Phone is required');
    // Submit stays enabled: pressing it says why and goes back to the phone, nothing sent.
    await submit.click();
    await expect(phone).toBeFocused();

    const first = uniquePhone();
    const second = uniquePhone();
    await phone.fill(`${first.typed}, ${second.typed}`);
    await duration.selectOption({ label: 'For Ever' });
    await expect(submit).toBeEnabled();
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/admin/unsubscribe'));
    const reloaded = page.waitForResponse((response) => response.request().method() === 'GET' && response.url().includes('/api/admin/unsubscribe?'));
    await submit.click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({ phone: `${first.typed}, ${second.typed}`, type: 36500, sendSMS: false });
    const { msg } = (await response.json()) as { msg: string };
    expect(msg).toMatch(/^Opted out of SMS for ever: /);
    await expect(alertReading(page, 'status', msg)).toBeVisible();
    await reloaded;

    // Stored for ever: no timetolive; the list (reloaded after the success) says Never.
    expect(await stored(api, first.stored)).toMatchObject({ days: 36500 });
    expect((await stored(api, first.stored))?.timetolive).toBeUndefined();
    expect(await stored(api, second.stored)).toMatchObject({ days: 36500 });
    await expect(cellOf(rowsWhere(page, 'phone', first.stored), 'timetolive')).toHaveText(exactly('Never'));

    // 14 days with a confirmation SMS and its own text: the same phone gets the new duration.
    await phone.fill(first.typed);
    await duration.selectOption({ label: '14' });
    await sendSms.selectOption({ label: 'Yes' });
    const body = page.getByLabel('SMS body', { exact: true });
    await expect(body).toBeVisible();
    await body.fill('You will not hear from us for two weeks.');
    const again = page.waitForResponse((answer) => answer.request().method() === 'POST' && answer.url().endsWith('/api/admin/unsubscribe'));
    await submit.click();
    const second201 = await again;
    expect(second201.request().postDataJSON()).toEqual({ phone: first.typed, type: 14, sendSMS: true, message: 'You will not hear from us for two weeks.' });
    const said = ((await second201.json()) as { msg: string }).msg;
    expect(said).toMatch(/^Opted out of SMS for 14 days, until .*A confirmation SMS was sent to it\.$/);
    await expect(alertReading(page, 'status', said)).toBeVisible();

    const now = await stored(api, first.stored);
    expect(now).toMatchObject({ days: 14, version: 2 });
    expect(typeof now?.timetolive).toBe('number');
    const ends = businessMinute(new Date((now?.timetolive ?? 0) * 1000));

    // Filter on phone (server paging at 10), then Refresh keeps the list in step with the store.
    await search(page, first.typed);
    await expect(page.locator('.grid-table .ag-row')).toHaveCount(1);
    await expect(cellOf(rowsWhere(page, 'phone', first.stored), 'timetolive')).toHaveText(exactly(ends));
    await api.post('/unsubscribe', { phone: first.typed, type: 36500 });
    await button(page, 'Refresh').click();
    await expect(cellOf(rowsWhere(page, 'phone', first.stored), 'timetolive')).toHaveText(exactly('Never'));
  });

  test('a failed call says "Oopps, Something is not right !!!" and keeps what was typed', async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Unsubscribe Phone', exact: true }).click();
    await page.route('**/api/admin/unsubscribe', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }) : route.fallback()));
    const typed = uniquePhone().typed;
    await page.getByLabel('Phone', { exact: true }).fill(typed);
    await button(page, 'Submit').click();
    await expect(alertReading(page, 'alert', 'Oopps, Something is not right !!!')).toBeVisible();
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(typed);
  });
});
