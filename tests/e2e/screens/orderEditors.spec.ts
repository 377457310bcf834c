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
