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

  test('Mass Adjust Tags: add-only and remove-only reach the service (a blank field is sent empty), read back through the API', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const order = await freshOrder(api);
    await openPageFromMenu(page, 'Mass Adjust Tags', 'Mass Adjust Tags');
    const ids = page.getByLabel('Order Ids', { exact: true });
    const remove = page.getByLabel('Tags to Remove', { exact: true });
    const add = page.getByLabel('Tags to Add', { exact: true });

    await ids.fill(order);
    await add.fill('VIP,gift');
    const addOnly = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/orders/adjust-tags'));
    await button(page, 'Submit').click();
    expect((await addOnly).postDataJSON()).toMatchObject({ orderIds: order, removedTags: '', addedTags: 'VIP,gift' });
    await expect(alertReading(page, 'status', 'Tags have been updated.')).toBeVisible();
    expect((await queriedOrder(api, order)).tags).toEqual(['web', 'REQUEUED', 'VIP', 'gift']);

    await add.fill('');
    await remove.fill('web,VIP');
    const removeOnly = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/orders/adjust-tags'));
    await button(page, 'Submit').click();
    expect((await removeOnly).postDataJSON()).toMatchObject({ orderIds: order, removedTags: 'web,VIP', addedTags: '' });
    await expect(alertReading(page, 'status', 'Tags have been updated.').last()).toBeVisible();
    await expect.poll(async () => (await queriedOrder(api, order)).tags).toEqual(['REQUEUED', 'gift']);
    await expect(alertReading(page, 'alert', 'Oopps, Something is not right !!!')).toHaveCount(0);
  });

  test('Bulk Order Link Creator: basket links to real storefront carts; the CSV is filed in the shared drive, named by the success, and opens from Shared Drive', async ({ page }, testInfo) => {
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
    const answered = page.waitForResponse((response) => response.url().endsWith('/bulk-order-link'));
    await submit.click();
    const [year, month, day] = businessDay(3).split('-');
    const date = `${month}/${day}/${year}`;
    expect((await sent).postDataJSON()).toMatchObject({ orderIds: order, deliveryDate: date, cartType: 'Callia', initials: 'AMo', email: 'alex.morgan@example.com' });
    const answer = (await (await answered).json()) as { fileName: string; file: { folder: string; name: string; url: string }; links: { link: string }[] };
    const filed = `Bulk Order Links/${answer.fileName}`;
    await expect(alertReading(page, 'status', `Done. Check Google Drive: the CSV is filed as ${filed} (Operations › Shared Drive).`)).toBeVisible();
    await expect(page.getByText(filed, { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('bulk-order-link-creator.png') });

    const downloading = page.waitForEvent('download');
    await button(page, 'Download the links (CSV)').click();
    const csv = await readFile(await (await downloading).path(), 'utf8');
    const link = /(http\S+\/api\/shop\/s\/[A-Za-z]{7}),/.exec(csv)?.[1] ?? '';
    expect(csv).toContain(`${order},${link},${date}`);
    // The basket link opens the storefront cart of the order's lines, for the date chosen.
    const basket = await page.request.get(link);
    expect(basket.status()).toBe(200);
    expect(basket.url()).toMatch(/\/api\/shop\/cart\/[0-9a-f]{32}/);
    const cart = await basket.text();
    expect(cart).toContain('Sunny Days');
    expect(cart).toContain(date);

    // The shared drive lists the file; its link serves the same CSV.
    await openPageFromMenu(page, 'Shared Drive', 'Shared Drive');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: filed, exact: true }) });
    await expect(card).toBeVisible();
    const fileLink = card.getByRole('link');
    await expect(fileLink).toHaveAttribute('href', answer.file.url);
    await expect(fileLink).toHaveAttribute('target', '_blank');
    expect(await (await page.request.get(answer.file.url)).text()).toBe(csv);
  });

  test('Upgrade Automation shows the pending upgrades before Update, its link opens them, and Update applies them', async ({ page, context }, testInfo) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const pending = await api.get<{ order: string; toVariant: string }[]>('/order/upgrade-automation');
    expect(pending.length, 'the seeded upgrade sheet').toBeGreaterThan(0);
    await openPageFromMenu(page, 'Upgrade Automation', 'Upgrade Automation');
    const waiting = page.getByRole('region', { name: 'Waiting in the sheet' });
    for (const row of pending) await expect(waiting.getByRole('row').filter({ hasText: row.order }).filter({ hasText: row.toVariant })).toBeVisible();
    await page.getByRole('heading', { name: 'Upgrade Automation', level: 1 }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('upgrade-automation.png') });

    const sheet = page.getByRole('link', { name: 'Jump to Sheet Page' });
    await expect(sheet).toHaveAttribute('target', '_blank');
    await expect(sheet).toHaveAttribute('href', /\/secure\/orders\/upgrade-automation\/sheet$/);
    const opening = context.waitForEvent('page');
    await sheet.click();
    const sheetPage = await opening;
    await expect(sheetPage.getByRole('heading', { name: 'Upgrade Sheet' })).toBeVisible();
    for (const row of pending) await expect(sheetPage.getByRole('row').filter({ hasText: row.order }).first()).toBeVisible();
    await sheetPage.close();

    await button(page, 'Update').click();
    await expect(alertReading(page, 'status', /orders? upgraded/)).toBeVisible();
    expect((await queriedOrder(api, pending[0]?.order ?? '')).tags).toContain('UPGRADED');
    await expect(waiting.locator('.ag-overlay-no-rows-center', { hasText: 'No upgrades waiting in the sheet' })).toBeVisible();
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

  test("Create New Product: a 13-digit template id (Shopify's) is accepted and looked up; the product's URL and a handle with capitals and spaces make the product", async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    await openPageFromMenu(page, 'Create New Product', 'Create New Product');
    const templateId = page.getByLabel('Template Product Id', { exact: true });
    await expect(templateId).toHaveAttribute('placeholder', '8012345678901');
    await page.getByLabel('Product Type', { exact: true }).selectOption('Vase');
    await page.getByRole('group', { name: 'Weeks' }).getByRole('checkbox').first().check();
    const week = (await page.getByRole('group', { name: 'Weeks' }).locator('label').first().innerText()).trim();
    const word = uniqueWord().toLowerCase();
    await page.getByLabel('Handle', { exact: true }).fill(`Vase ${word}_Spring`);
    await templateId.fill('8012345678901');
    await templateId.blur();
    const submit = button(page, 'Submit');
    await expect(submit).toBeEnabled();
    // No validator refuses it (no raw pattern, no message beside the field): it is sent, and the service looks it up.
    const sent = page.waitForRequest((request) => request.url().endsWith('/inventory/product/create'));
    await submit.click();
    expect((await sent).postDataJSON()).toMatchObject({ prodTemplateId: '8012345678901', handle: `Vase ${word}_Spring` });
    await expect(alertReading(page, 'alert', 'Error: Something went wrong with creating the products.')).toBeVisible();
    await expect(page.getByText('is not a product of the shop (no product 8012345678901)')).toBeVisible();
    await expect(page.getByText(/must match pattern/)).toHaveCount(0);

    const { productByHandle } = await api.storefront<{ productByHandle: { id: string } }>('query V($h: String!) { productByHandle(handle: $h) { id } }', { h: 'contemporary-modern' });
    await templateId.fill(`https://admin.shopify.com/store/demo/products/${productByHandle.id.replace(/\D/g, '')}`);
    await submit.click();
    await expect(alertReading(page, 'status', 'Success: Request was successful and products are being created. Please check the products in Shopify.')).toBeVisible();
    const made = await api.storefront<{ productByHandle: { productType: string } | null }>('query P($h: String!) { productByHandle(handle: $h) { productType } }', { h: `vase-${word}-spring-${week}` });
    expect(made.productByHandle?.productType).toBe('Vase');
  });
});
