import { AdminApi } from '../support/adminApi';
import { addCart, cartCards, cartForm, fillCartFromOrder } from '../support/checkoutCarts';
import { nextWeekDay } from '../support/businessDays';
import { button } from '../support/grid';
import { orderToEdit } from '../support/orders';
import { alertReading, openPageFromMenu } from '../support/pageSteps';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// Checkout Automation (001 §2, §3, §4, §5, §7, §9) against the real order store, storefront
// catalogue and cart, short links and saved checkouts: screens/orders/checkout-automation.screen.json
// over the shared order editor fields and the cart cards (src/custom/checkoutCarts/).
test.use({ viewport: { width: 1280, height: 800 } });

test.describe('Checkout Automation', () => {
  test('three carts (the third to the first one\'s address) become one storefront cart whose page lists every line with its attributes', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const order = await orderToEdit(api, { deliveryDate: nextWeekDay(2), addons: [] });
    await openPageFromMenu(page, 'Checkout Automation', 'Checkout Automation');
    // No cart yet: Create checkout is disabled, saying why.
    await expect(button(page, 'Create checkout')).toBeDisabled();
    const form = await fillCartFromOrder(page, order, nextWeekDay(3));
    await addCart(page, 1);
    await expect(cartCards(page).first()).toContainText('Robin Tester');
    await form.getByLabel(/^First Name/).fill('Ava');
    await form.getByLabel(/^Address \(|^Address$/).fill('77 Portage Ave');
    await addCart(page, 2);

    // Same address: the first cart's address, locked; one delivery window at $2 (001 §4).
    await form.getByLabel(/^First Name/).fill('Zoé');
    await page.getByRole('group', { name: 'Delivering to the same address?' }).getByRole('radio', { name: 'Yes' }).check();
    await expect(form.getByLabel(/^Address \(|^Address$/)).toHaveValue('12 Main Street');
    await expect(form.getByLabel(/^Address \(|^Address$/)).not.toBeEditable();
    await expect(form.getByLabel(/^Delivery Window/).locator('option').filter({ hasText: '$2.00' })).toHaveCount(1);
    await addCart(page, 3);
    // Adding resets the question to No, and the address is editable again.
    await expect(page.getByRole('group', { name: 'Delivering to the same address?' }).getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(form.getByLabel(/^Address \(|^Address$/)).toBeEditable();

    await page.getByRole('radio', { name: 'Shop checkout' }).check();
    await button(page, 'Create checkout').click();
    const url = page.getByRole('region', { name: 'Checkout URL' }).getByRole('definition');
    await expect(url).toContainText(/\/api\/shop\/s\/[A-Za-z]{7}/);
    // Checked out: the carts are emptied (001 §4).
    await expect(cartCards(page)).toHaveCount(0);
    // Back to the top of the long editor, the keyboard going on from the heading.
    await button(page, 'Scroll to top').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout Automation' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout Automation' })).toBeInViewport();
    const shortURL = ((await url.textContent()) ?? '').match(/https?:\/\/\S+\/api\/shop\/s\/[A-Za-z]{7}/)?.[0] ?? '';

    // The short link opens the shop's cart page: each cart's lines, each with the cart's attributes.
    const cartPage = await page.context().newPage();
    await cartPage.goto(shortURL);
    await expect(cartPage).toHaveURL(/\/api\/shop\/cart\/[a-f0-9]{32}\?currency=CAD&utm=checkoutauto&initials=/);
    const rows = cartPage.getByRole('row').filter({ has: cartPage.getByRole('cell') });
    await expect(rows.filter({ hasText: 'Sunny Days - Standard' })).toHaveCount(3);
    await expect(rows.filter({ hasText: 'Delivery Fee' })).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Same Address Delivery' })).toHaveCount(1);
    const zoe = rows.filter({ hasText: 'First Name: Zoé' });
    await expect(zoe.first()).toContainText('Address: 12 Main Street');
    await expect(zoe.first()).toContainText('_website_version: callia 2.0');
    await expect(rows.filter({ hasText: 'First Name: Ava' }).first()).toContainText('Address: 77 Portage Ave');
    await cartPage.close();
  });

  test('holds at most ten carts, and removing the first cart gives a same-address cart its own window back', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const order = await orderToEdit(api, { deliveryDate: nextWeekDay(2), addons: [] });
    await openPageFromMenu(page, 'Checkout Automation', 'Checkout Automation');
    const form = await fillCartFromOrder(page, order, nextWeekDay(3));
    const ownWindow = await form.getByLabel(/^Delivery Window/).inputValue();
    await addCart(page, 1);
    await page.getByRole('group', { name: 'Delivering to the same address?' }).getByRole('radio', { name: 'Yes' }).check();
    await expect(form.getByLabel(/^Delivery Window/).locator('option').filter({ hasText: '$2.00' })).toHaveCount(1);
    await addCart(page, 2);
    await expect(cartCards(page).nth(1)).toContainText('$2');
    await cartCards(page).first().getByRole('button', { name: 'Remove' }).click();
    await expect(cartCards(page)).toHaveCount(1);
    await expect(cartCards(page).first()).toContainText(ownWindow);
    await expect(cartCards(page).first()).not.toContainText('$2 ');

    for (let count = 2; count <= 10; count += 1) await addCart(page, count);
    await button(page, 'Add Cart').click();
    await expect(alertReading(page, 'alert', 'Maximum order count is 10')).toBeVisible();
    await expect(cartCards(page)).toHaveCount(10);
  });

  test('queries the demo checkout by its short link, changes its cart and updates the same record; loads an older double-encoded record', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    await openPageFromMenu(page, 'Checkout Automation', 'Checkout Automation');
    await page.getByRole('tab', { name: 'Update checkout' }).click();
    await button(page, 'Query Checkout').click();
    await expect(page.getByText("Short URL can't be empty")).toBeVisible();
    await page.getByLabel('Short URL', { exact: true }).fill('DemoCkt');
    await button(page, 'Query Checkout').click();
    await expect(cartCards(page)).toHaveCount(1);
    await expect(cartCards(page).first()).toContainText('Marie Tremblay');
    const before = await api.get<{ version: number }>('/checkout-automation/DemoCkt');

    await cartCards(page).first().getByRole('button', { name: 'Edit' }).click();
    const form = cartForm(page);
    await expect(form.getByLabel(/^First Name/)).toHaveValue('Marie');
    await form.getByLabel(/^First Name/).fill('Mariette');
    // The demo cart names its province by name (an older cart): chosen again, then its city and a date (a province clears them).
    await form.getByLabel(/^Province/).selectOption({ label: 'Manitoba' });
    await form.getByLabel(/^City/).selectOption({ label: 'Transcona (Winnipeg)' });
    await form.getByLabel(/^Delivery Date/).fill(nextWeekDay(3));
    await form.getByLabel(/^Lang/).selectOption({ label: 'CA-EN' });
    await form.getByLabel(/^Address Type/).selectOption({ label: 'House' });
    await form.getByLabel(/^Occasion/).selectOption({ label: 'Birthday' });
    await form.getByLabel(/^Relationship/).selectOption({ label: 'Friend' });
    await form.getByLabel(/^Delivery Window/).selectOption({ index: 1 });
    await form.getByLabel(/^Bouquet Name/).selectOption({ label: 'Sunny Days' });
    await form.getByLabel(/^Bouquet Size/).selectOption({ label: 'Standard ($65)' });
    await form.getByLabel(/^Card Type/).selectOption({ index: 1 });
    await button(page, 'Save Cart').click();
    await expect(cartCards(page).first()).toContainText('Mariette Tremblay');
    await button(page, 'Update checkout').click();
    // The same short link, under this console's address.
    await expect(page.getByRole('region', { name: 'Checkout URL' }).getByRole('definition')).toContainText(`${new URL(page.url()).origin}/api/shop/s/DemoCkt`);
    const after = await api.get<{ version: number; carts: { firstName: string }[] }>('/checkout-automation/DemoCkt');
    expect(after.version).toBe(before.version + 1);
    expect(after.carts.map((cart) => cart.firstName)).toEqual(['Mariette']);

    // An older record: its carts a JSON string of a JSON string, under the older names (001 §3).
    const link = await api.post<{ shortURL: string }>('/short/url?isCheckout=true', { url: 'https://shop.example.com/cart/older' });
    const older = [{ firstName: 'Léa', lastName: 'Roy', phone: '204-555-0111', address: '5 Elm St', city: 'Transcona', deliveryRateObj: { title: 'Anytime', price: '12.00' }, bouquetObj: { title: 'Standard', id: '1', sku: 'SUNNY-DAYS-S', price: '65.00' } }];
    await api.post('/checkout-automation', { checkoutURL: 'https://shop.example.com/cart/older', shortURL: link.shortURL, carts: JSON.stringify(JSON.stringify(older)), checkoutInfo: {}, referenceOrder: '', userEmail: 'alex.morgan@example.com' });
    await page.getByLabel('Short URL', { exact: true }).fill(link.shortURL);
    await button(page, 'Query Checkout').click();
    await expect(cartCards(page)).toHaveCount(1);
    await expect(cartCards(page).first()).toContainText('Léa Roy');
    await expect(cartCards(page).first()).toContainText('Anytime');
  });
});
