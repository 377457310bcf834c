import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { businessDay } from '../support/businessDays';
import { button } from '../support/grid';
import { freshOrder, queriedOrder } from '../support/orders';
import { signIn } from '../support/signIn';
import { alertReading, openPageFromMenu } from '../support/pageSteps';
import { expect, test } from '../support/test';

// The order tools of 001 §2–§9 against the real admin API, its order store and the storefront:
// screens/orders/{manual-fulfilment,mass-adjust-tags,bulk-order-link-creator,upgrade-automation,
// failed-order,bulk-orders}.screen.json and screens/products/product-uploads.screen.json.
test.use({ viewport: { width: 1280, height: 800 } });

/** A 1×1 PNG and a 1×1 GIF, as a phone or a paint program would save them. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

test.describe('Order tools', () => {
  test('Manual fulfilment opens with AMo, today and Delivered, refuses a .gif, and fulfils an order with its photo', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const order = await freshOrder(api);
    await openPageFromMenu(page, 'Manual Fulfilment', 'Manual fulfilment');

    const province = page.getByLabel('Province', { exact: true });
    const date = page.getByLabel('Delivery Date', { exact: true });
    const initials = page.getByLabel('Driver Initials', { exact: true });
    const orders = page.getByLabel('Order ID(s)', { exact: true });
    const note = page.getByLabel('Fulfilment Note', { exact: true });
    const image = page.getByLabel('Delivery Image', { exact: true });
    const submit = button(page, 'Submit');
    await expect(date).toHaveValue(businessDay(0));
    await expect(initials).toHaveValue('AMo');
    await expect(note).toHaveValue('Delivered');
    // 001 §5: Submit only once every required field is filled.
    await expect(submit).toBeDisabled();

    await image.setInputFiles({ name: 'proof.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(page.getByText('Only .jpg, .jpeg or .png images can be sent.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of proof.gif' })).toHaveCount(0);

    await image.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Preview of proof.png' })).toBeVisible();
    await province.fill('Saskatchewan');
    await page.getByLabel('Time', { exact: true }).fill('14:30');
    await orders.fill(order);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(alertReading(page, 'status', `Autofulfillment success for order ${order}`)).toBeVisible();
    // The form starts again from its defaults.
    await expect(orders).toHaveValue('');
    await expect(province).toHaveValue('');
    await expect(initials).toHaveValue('AMo');
    await expect(page.getByRole('img', { name: 'Preview of proof.png' })).toHaveCount(0);

    const stored = await queriedOrder(api, order);
    expect(stored.status).toBe('fulfilled');
    expect(stored.fulfilment).toMatchObject({ note: 'Delivered', driverInitials: 'AMo' });
    // 14:30 in Regina (no daylight saving time) is 20:30 UTC.
    expect(stored.fulfilment?.deliveredAt).toBe(`${businessDay(0)}T20:30:00.000Z`);
    expect(stored.fulfilment?.imageUrl).toMatch(/\/order\/fulfilltask\/image\/[0-9a-f-]{36}$/);
    const photo = await page.request.get(stored.fulfilment?.imageUrl ?? '');
    expect(photo.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await photo.body()).equals(PNG)).toBe(true);
  });

  test('Manual fulfilment: an order the store refuses says the specified failure and keeps what was typed', async ({ page }) => {
    await signIn(page);
    await openPageFromMenu(page, 'Manual Fulfilment', 'Manual fulfilment');
    await page.getByLabel('Province', { exact: true }).fill('Manitoba');
    await page.getByLabel('Time', { exact: true }).fill('09:15');
    await page.getByLabel('Order ID(s)', { exact: true }).fill('#999999');
    await button(page, 'Submit').click();
    await expect(alertReading(page, 'alert', 'Oopps, Something is not right !!!')).toBeVisible();
    await expect(page.getByLabel('Order ID(s)', { exact: true })).toHaveValue('#999999');
    // Reset restores the starting values.
    await button(page, 'Reset').click();
    await expect(page.getByLabel('Order ID(s)', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Fulfilment Note', { exact: true })).toHaveValue('Delivered');
  });

  test('Mass Adjust Tags changes the tags of orders given one per line', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const [first, second] = [await freshOrder(api), await freshOrder(api)];
    await openPageFromMenu(page, 'Mass Adjust Tags', 'Mass Adjust Tags');
    await page.getByLabel('Order Ids', { exact: true }).fill(`${first}\n${second.replace('#', '')}`);
    await page.getByLabel('Tags to Remove', { exact: true }).fill('web');
    await page.getByLabel('Tags to Add', { exact: true }).fill('pulled,VIP');
    await button(page, 'Submit').click();
    await expect(alertReading(page, 'status', 'Tags have been updated.')).toBeVisible();
    for (const name of [first, second]) {
      const { tags } = await queriedOrder(api, name);
      expect(tags).toEqual(expect.arrayContaining(['pulled', 'VIP']));
      expect(tags).not.toContain('web');
    }
  });

  test('Bulk Order Link Creator: Submit waits for order ids, then the links come as a CSV to download', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const order = await freshOrder(api);
    await openPageFromMenu(page, 'Bulk Order Link Creator', 'Bulk Order Link Creator');
    const submit = button(page, 'Submit');
    await expect(submit).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Basket' })).toBeChecked();
    await page.getByLabel('Order Ids', { exact: true }).fill(order);
    await page.getByLabel('Delivery Date', { exact: true }).fill(businessDay(3));
    const sent = page.waitForRequest((request) => request.url().endsWith('/bulk-order-link'));
    await submit.click();
    const [year, month, day] = businessDay(3).split('-');
    expect((await sent).postDataJSON()).toMatchObject({ orderIds: order, deliveryDate: `${month}/${day}/${year}`, cartType: 'Callia', initials: 'AMo', email: 'alex.morgan@example.com' });
    await expect(alertReading(page, 'status', 'Done. Check Google Drive')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await button(page, 'Download the links (CSV)').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(order);
    expect(csv).toMatch(/https:\/\/\S+\/basket\/[a-z]{7}/i);
  });

  test('Upgrade Automation opens the sheet in a new tab and applies the sheet to its orders', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    await openPageFromMenu(page, 'Upgrade Automation', 'Upgrade Automation');
    const sheet = page.getByRole('link', { name: 'Jump to Sheet Page' });
    await expect(sheet).toHaveAttribute('target', '_blank');
    await expect(sheet).toHaveAttribute('href', /^https:\/\//);
    await button(page, 'Update').click();
    await expect(alertReading(page, 'status', /orders? upgraded/)).toBeVisible();
    expect((await queriedOrder(api, '#1001')).tags).toContain('UPGRADED');
    await button(page, 'Update').click();
    await expect(alertReading(page, 'status', 'No upgrades waiting in the sheet')).toBeVisible();
  });

  test('Failed order resubmission: [1] is Invalid JSON; an order object is stored and readable', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    await openPageFromMenu(page, 'Failed Order Resubmission', 'Failed order resubmission');
    const json = page.getByLabel('Order JSON', { exact: true });
    const submit = button(page, 'Submit');
    for (const text of ['[1]', 'null', 'not json']) {
      await json.fill(text);
      await submit.click();
      await expect(json).toHaveAccessibleDescription(/Invalid JSON/);
    }
    // A JSON object the service refuses: its reason is shown as text.
    await json.fill(JSON.stringify({ email: 'someone@example.com', line_items: [] }));
    await submit.click();
    await expect(alertReading(page, 'alert', /shipping_address/)).toBeVisible();

    const email = `e2e.${uniqueWord().toLowerCase()}@example.com`;
    await json.fill(JSON.stringify({
      email,
      line_items: [{ title: 'Sunny Days', variant_title: 'Standard', quantity: 1, sku: 'SUNNY-DAYS-S' }],
      shipping_address: { first_name: 'Sam', last_name: 'Requeue', address1: '5 River Road', city: 'Transcona', province: 'Manitoba', zip: 'R2C 1A1' },
    }));
    const answered = page.waitForResponse((response) => response.url().endsWith('/orders/requeue'));
    await submit.click();
    const { orderName } = (await (await answered).json()) as { orderName: string };
    await expect(alertReading(page, 'status', 'Order Success')).toBeVisible();
    expect((await queriedOrder(api, orderName)).email).toBe(email);
  });

  test('Bulk B2B orders: a .csv is refused, the template sheet gives Orders Succeeded!, a bad row gives Orders Failed! naming it', async ({ page }, testInfo) => {
    await signIn(page);
    await openPageFromMenu(page, 'Bulk B2B Orders', 'Bulk B2B orders');
    const sheetField = page.getByLabel('Sheet (.xlsx)', { exact: true });
    await sheetField.setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from('First Name\nAnn\n') });
    await expect(page.getByText('Only an .xlsx sheet can be sent.')).toBeVisible();

    // The cart: a bouquet found by its title, in its Deluxe size.
    const flowers = page.getByRole('region', { name: 'Flowers' });
    await flowers.getByLabel('Flowers product title').fill('Sunny Days');
    await flowers.getByRole('button', { name: 'Find' }).click();
    await flowers.getByLabel('Variant of Sunny Days').selectOption({ label: 'Deluxe' });
    await flowers.getByRole('button', { name: 'Add' }).click();
    await expect(flowers.getByLabel('Sunny Days Deluxe quantity')).toHaveValue('1');

    const downloading = page.waitForEvent('download');
    await button(page, 'Download the template sheet').click();
    const template = testInfo.outputPath('template.xlsx');
    await (await downloading).saveAs(template);

    await sheetField.setInputFiles(template);
    await button(page, 'Submit').click();
    await expect(alertReading(page, 'status', 'Orders Succeeded!')).toBeVisible();

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(template);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the template has no sheet');
    const headings = sheet.getRow(1).values;
    const column = Array.isArray(headings) ? headings.findIndex((value) => value === 'Postal Code') : -1;
    expect(column).toBeGreaterThan(0);
    sheet.getRow(3).getCell(column).value = null;
    const bad = testInfo.outputPath('bad-row.xlsx');
    await book.xlsx.writeFile(bad);
    await sheetField.setInputFiles(bad);
    await button(page, 'Submit').click();
    await expect(alertReading(page, 'alert', 'Orders Failed! Row 3: Postal Code is missing.')).toBeVisible();
  });

  test('Create New Product: Vase sets its tags, Reset brings back the eight default regions, and a product is created', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    await openPageFromMenu(page, 'Create New Product', 'Create New Product');
    const regions = page.getByRole('group', { name: 'Regions' });
    const defaults = ['Vancouver (BC)', 'Edmonton (AB)', 'Calgary (CG)', 'Regina and Saskatoon (SK)', 'Winnipeg (MB)', 'Toronto (TR)', 'Montreal (MT)', 'Halifax (HX)'];
    const others = ['Ottawa (OT)', 'Kelowna (KL)', 'Hamilton (HM)'];
    const expectDefaultRegions = async () => {
      for (const name of defaults) await expect(regions.getByRole('checkbox', { name })).toBeChecked();
      for (const name of others) await expect(regions.getByRole('checkbox', { name })).not.toBeChecked();
    };
    await expectDefaultRegions();

    await page.getByLabel('Product Type', { exact: true }).selectOption('Vase');
    for (const tag of ['vase', 'active', 'occasion:all']) await expect(page.getByRole('button', { name: `Remove ${tag}` })).toBeVisible();

    await regions.getByRole('checkbox', { name: 'Halifax (HX)' }).uncheck();
    await regions.getByRole('checkbox', { name: 'Kelowna (KL)' }).check();
    await button(page, 'Reset').click();
    await expectDefaultRegions();
    await expect(page.getByRole('button', { name: 'Remove vase' })).toHaveCount(0);

    const submit = button(page, 'Submit');
    await expect(submit).toBeDisabled();
    const { productByHandle } = await api.storefront<{ productByHandle: { id: string } }>('query V($h: String!) { productByHandle(handle: $h) { id } }', { h: 'contemporary-modern' });
    const handle = `e2e-${uniqueWord()}`;
    await page.getByLabel('Product Type', { exact: true }).selectOption('Vase');
    await page.getByLabel('Template Product Id', { exact: true }).fill(productByHandle.id.replace(/\D/g, ''));
    const weeks = page.getByRole('group', { name: 'Weeks' }).getByRole('checkbox');
    await weeks.first().check();
    const week = (await page.getByRole('group', { name: 'Weeks' }).locator('label').first().innerText()).trim();
    await page.getByLabel('Handle', { exact: true }).fill(handle);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(alertReading(page, 'status', 'Success: Request was successful and products are being created. Please check the products in Shopify.')).toBeVisible();
    const made = await api.storefront<{ productByHandle: { productType: string; tags: string[] } | null }>('query P($h: String!) { productByHandle(handle: $h) { productType tags } }', { h: `${handle}-${week}` });
    expect(made.productByHandle?.productType).toBe('Vase');
    expect(made.productByHandle?.tags).toEqual(expect.arrayContaining(['vase', 'active', 'occasion:all', week]));
  });
});
