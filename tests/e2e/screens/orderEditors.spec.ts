import type { Page } from '@playwright/test';
import { weekCode } from '../../../shared/weekCodes';
import { AdminApi } from '../support/adminApi';
import { businessDay, nextWeekDay } from '../support/businessDays';
import { button, leaveDialog } from '../support/grid';
import { orderToEdit, queriedOrder } from '../support/orders';
import { alertReading, openPageFromMenu } from '../support/pageSteps';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// The order editors of 001 §2, §4, §5, §7, §8 against the real order store, storefront catalogue
// and shop services: screens/orders/order-adjustments.screen.json (and the shared editor fields of
// screens/shared/orderEditor.json).
test.use({ viewport: { width: 1280, height: 800 } });

interface InventoryNode {
  title: string;
  variants: { id: string; quantityAvailable: number }[];
}

/** The stock of each Gift-adds product of Winnipeg (MB) for the week of `date`, by title. */
async function addonStock(api: AdminApi, date: string): Promise<Record<string, number>> {
  const nodes = await api.read<InventoryNode[]>('/pull-automation/inventory', { queryId: 'products_filter', productType: 'Gift-adds', region: 'MB', dateCode: weekCode(date) });
  return Object.fromEntries(nodes.map((node) => [node.title, node.variants[0]?.quantityAvailable ?? 0]));
}

/** Queries an order on an editor screen; ready once its first name shows in brackets. */
async function queryOrder(page: Page, name: string): Promise<void> {
  await page.getByLabel('Order Name', { exact: true }).fill(name);
  await page.getByLabel('Order Name', { exact: true }).press('Enter');
}

test.describe('Order Adjustments', () => {
  test('edits the date, a field and the add-ons of a queried order and stores exactly those changes', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const order = await orderToEdit(api, { deliveryDate: businessDay(1), addons: [['Chocolate Truffles', 'CHOCOLATE-TRUFFLES', 2]] });
    const newDate = nextWeekDay(3);
    const stockBefore = await addonStock(api, newDate);
    await openPageFromMenu(page, 'Order Adjustments', 'Order Adjustments');

    await queryOrder(page, order);
    // Every field shows the order's value, and its original in brackets beside its label (001 §2).
    await expect(page.getByLabel('First Name (Robin)', { exact: true })).toHaveValue('Robin');
    await expect(page.getByLabel('Region (Winnipeg)', { exact: true })).toHaveValue('MB');
    await expect(page.getByRole('listbox', { name: 'Ordered Add-ons' }).getByRole('option')).toHaveText(['Chocolate Truffles (x2)']);

    // Nothing changed yet: the guard of 001 §5.
    await button(page, 'Generate Timeline').click();
    await expect(alertReading(page, 'alert', 'Please input at least one property')).toBeVisible();

    await page.getByLabel(`Delivery Date (${businessDay(1)})`, { exact: true }).fill(newDate);
    await page.getByLabel('Delivery Notes', { exact: true }).fill('Leave it with the concierge');
    // The add-ons of the new date's week: one truffle less, a balloon more.
    const inventory = page.getByRole('listbox', { name: 'Inventory' });
    await expect(inventory.getByRole('option', { name: 'Happy Birthday Balloon' })).toBeVisible();
    await inventory.getByRole('option', { name: 'Happy Birthday Balloon' }).click();
    await button(page, '>>').click();
    const truffles = page.getByRole('spinbutton', { name: 'Chocolate Truffles' });
    await truffles.fill('1');
    await truffles.blur();
    await expect(page.getByRole('listbox', { name: 'Ordered Add-ons' }).getByRole('option')).toHaveText(['Chocolate Truffles (x1)', 'Happy Birthday Balloon (x1)']);

    await button(page, 'Generate Timeline').click();
    await expect(alertReading(page, 'status', 'Properties and timeline tag have been added.')).toBeVisible();

    const stored = await queriedOrder(api, order);
    // Only what changed: the two timeline entries as note attributes, the tag, the add-on lines.
    expect(stored.noteAttributes).toEqual(expect.arrayContaining([{ name: 'Delivery Date', value: newDate }, { name: 'Delivery Notes', value: 'Leave it with the concierge' }]));
    expect(stored.noteAttributes.map((pair) => pair.name)).not.toContain('First Name');
    expect(stored.tags).toContain('ORDER_ADJUSTMENT');
    const addons = stored.lineItems.filter((line) => line.productType === 'Gift-adds').map((line) => [line.productTitle, line.quantity]);
    expect(addons).toEqual([['Chocolate Truffles', 1], ['Happy Birthday Balloon', 1]]);
    expect(stored.lineItems.find((line) => line.productType === 'Flowers')).toMatchObject({ productTitle: 'Sunny Days', variantTitle: 'Standard', quantity: 1 });
    // The stock follows: a truffle back, a balloon taken.
    const stockAfter = await addonStock(api, newDate);
    expect(stockAfter['Chocolate Truffles']).toBe((stockBefore['Chocolate Truffles'] ?? 0) + 1);
    expect(stockAfter['Happy Birthday Balloon']).toBe((stockBefore['Happy Birthday Balloon'] ?? 0) - 1);
  });

  test("warns of a pulled, sent, cancelled, closed, fulfilled or past order and keeps it editable", async ({ page }) => {
    await signIn(page);
    await openPageFromMenu(page, 'Order Adjustments', 'Order Adjustments');
    const warnings: [string, string][] = [
      ['#1003', 'This order has been pulled or sent'],
      ['#1004', 'This order has been pulled or sent'],
      ['#1005', 'This order has been cancelled'],
      ['#1006', 'This order has been closed'],
      ['#1007', 'This order has been fulfilled'],
      ['#1008', 'Order delivery date is before today. Please select a new delivery date'],
    ];
    const alerts = page.getByRole('region', { name: 'Order alerts' });
    for (const [order, warning] of warnings) {
      await queryOrder(page, order);
      await expect(alerts.getByText(warning, { exact: true })).toBeVisible();
      // #1003 is only pulled (the older orders are also past, or closed and fulfilled): one alert.
      if (order === '#1003') await expect(alerts.getByRole('definition')).toHaveText([warning]);
      await expect(page.getByLabel(/^First Name/)).toBeEditable();
    }
    // #1008's past date is left empty to be chosen again (001 §4).
    await expect(page.getByLabel(/^Delivery Date/)).toHaveValue('');
    // An open order raises no alert.
    await queryOrder(page, '#1001');
    await expect(page.getByLabel(/^First Name \(/)).toBeVisible();
    await expect(alerts).toBeHidden();
  });

  test('asks before leaving with an edit not sent', async ({ page }) => {
    await signIn(page);
    await openPageFromMenu(page, 'Order Adjustments', 'Order Adjustments');
    await queryOrder(page, '#1001');
    await page.getByLabel(/^Buzzer Code/).fill('4321');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(leaveDialog(page)).toContainText('Leave and lose them?');
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByLabel(/^Buzzer Code/)).toHaveValue('4321');
  });
});

test.describe('Order Replacement Automation', () => {
  test('creates the replacement of a queried order with a new date, a changed field and another add-on, tagged and noted as 001 §9 says', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const newDate = nextWeekDay(4);
    const original = await queriedOrder(api, '#1001');
    await openPageFromMenu(page, 'Order Replacement', 'Order Replacement Automation');
    await queryOrder(page, '#1001');
    const form = page.getByRole('region', { name: 'Replacement order' });
    await expect(form.getByLabel(`Phone Number (${original.phone})`, { exact: true })).toHaveValue(original.phone);
    await expect(form.getByRole('group', { name: 'Consent (No)' }).getByRole('radio', { name: 'No' })).toBeChecked();

    await form.getByLabel(/^Delivery Date/).fill(newDate);
    await form.getByLabel(/^First Name/).fill('Noa');
    // A leave with the edits not sent asks first.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(leaveDialog(page)).toContainText('Leave and lose them?');
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();

    const inventory = form.getByRole('listbox', { name: 'Inventory' });
    await inventory.getByRole('option', { name: 'Happy Birthday Balloon' }).dblclick();
    await expect(form.getByRole('listbox', { name: 'Ordered Add-ons' }).getByRole('option')).toHaveText(['Happy Birthday Balloon (x1)']);
    // The delivery window of the new date, and the running subtotal (delivery, bouquet size, card, add-ons).
    await form.getByLabel(/^Delivery Window/).selectOption({ index: 1 });
    await expect(page.getByRole('definition').filter({ hasText: /^\$\d+$/ })).toBeVisible();

    await button(page, 'Create new order').click();
    const result = page.getByRole('region', { name: 'Result' });
    await expect(alertReading(page, 'status', 'Order Replacement: Done...')).toBeVisible();
    const made = (await result.getByRole('definition').nth(1).textContent()) ?? '';
    expect(made).toMatch(/^#\d+$/);

    const replacement = await queriedOrder(api, made);
    expect(replacement.tags).toEqual(expect.arrayContaining(['REPLACEMENT_AUTOMATION', 'ORIGINAL_ORDER_#1001']));
    expect(replacement.noteAttributes).toEqual(expect.arrayContaining([{ name: 'originalOrder', value: '#1001' }]));
    expect(replacement.deliveryDate).toBe(newDate);
    expect(replacement.firstName).toBe('Noa');
    expect(replacement.lineItems.map((line) => [line.productType, line.productTitle, line.quantity])).toEqual(
      expect.arrayContaining([
        ['Flowers', 'Pastel Dreams', 1],
        ['Gift-adds', 'Happy Birthday Balloon', 1],
        ['Card', original.cardType, 1],
      ]),
    );
    // The original order is noted with its replacement.
    expect((await queriedOrder(api, '#1001')).note).toContain(made);
  });

  test("checks the required fields in 001 §5's order and says the first missing one", async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const order = await orderToEdit(api, { deliveryDate: businessDay(2), addons: [] });
    await openPageFromMenu(page, 'Order Replacement', 'Order Replacement Automation');
    const create = button(page, 'Create new order');
    // Before any order: the order comes first.
    await queryOrder(page, order);
    const form = page.getByRole('region', { name: 'Replacement order' });
    // Empty what the order filled, from the province down (a province chosen clears city, region and date).
    await form.getByLabel(/^Province/).selectOption({ label: 'Saskatchewan' });
    await form.getByLabel(/^Province/).selectOption({ index: 0 });
    for (const label of [/^Postal Code/, /^First Name/, /^Last Name/, /^Phone Number/, /^Address \(/]) await form.getByLabel(label).fill('');
    for (const label of [/^Lang/, /^Address Type/, /^Bouquet Name/]) await form.getByLabel(label).selectOption({ index: 0 });

    const expectFirst = async (message: string) => {
      await create.click();
      await expect(alertReading(page, 'alert', message)).toBeVisible();
    };
    await expectFirst("Province can't be empty");
    await form.getByLabel(/^Province/).selectOption({ label: 'Manitoba' });
    await expectFirst("City can't be empty");
    await form.getByLabel(/^City/).selectOption({ label: 'Transcona (Winnipeg)' });
    await expect(form.getByLabel(/^Region/)).toHaveValue('MB');
    await expectFirst("Delivery Date can't be empty");
    await form.getByLabel(/^Delivery Date/).fill(nextWeekDay(3));
    await expectFirst("Postal Code can't be empty");
    await form.getByLabel(/^Postal Code/).fill('R2C 1B3');
    await expectFirst("Lang can't be empty");
    await form.getByLabel(/^Lang/).selectOption({ label: 'CA-EN' });
    await expectFirst("First Name can't be empty");
    await form.getByLabel(/^First Name/).fill('Robin');
    await expectFirst("Last Name can't be empty");
    await form.getByLabel(/^Last Name/).fill('Tester');
    await expectFirst("Contact Name can't be empty");
    await form.getByLabel(/^Contact Name/).fill('Sam Tester');
    await expectFirst("Phone Number can't be empty");
    await form.getByLabel(/^Phone Number/).fill('204-555-0199');
    await expectFirst("Address can't be empty");
    await form.getByLabel(/^Address \(|^Address$/).fill('12 Main Street');
    await expectFirst("Address Type can't be empty");
    await form.getByLabel(/^Address Type/).selectOption({ label: 'House' });
    await expectFirst("Delivery Window can't be empty");
    await form.getByLabel(/^Delivery Window/).selectOption({ index: 1 });
    await expectFirst("Bouquet Name can't be empty");
    await form.getByLabel(/^Bouquet Name/).selectOption({ label: 'Sunny Days' });
    await expectFirst("Bouquet Size can't be empty");
    await form.getByLabel(/^Bouquet Size/).selectOption({ index: 1 });
    await expectFirst("Occasion can't be empty");
    await form.getByLabel(/^Occasion/).selectOption({ label: 'Birthday' });
    await expectFirst("Relationship can't be empty");
    await form.getByLabel(/^Relationship/).selectOption({ label: 'Friend' });
    await expectFirst("Card Type can't be empty");
  });
});
