import { expect, type Locator, type Page } from '@playwright/test';
import { button } from './grid';

// Steps on Checkout Automation's cart form and cart cards (screens/orders/checkout-automation.screen.json).

/** The cart form (the order editor's fields). */
export const cartForm = (page: Page) => page.getByRole('region', { name: 'Cart', exact: true });
/** The cart cards listed. */
export const cartCards = (page: Page) => page.getByRole('region', { name: 'Carts' }).getByRole('listitem').filter({ has: page.getByRole('heading') });

/** Queries an order and completes what a cart needs that the order lacks, for a delivery on `date`. */
export async function fillCartFromOrder(page: Page, order: string, date: string): Promise<Locator> {
  await page.getByLabel('Order Name', { exact: true }).fill(order);
  await page.getByLabel('Order Name', { exact: true }).press('Enter');
  const form = cartForm(page);
  await expect(form.getByLabel(/^First Name \(/)).not.toHaveValue('');
  await form.getByLabel(/^Delivery Date/).fill(date);
  await form.getByLabel(/^Lang/).selectOption({ label: 'CA-EN' });
  await form.getByLabel(/^Contact Name/).fill('Sam Tester');
  await form.getByLabel(/^Address Type/).selectOption({ label: 'House' });
  await form.getByLabel(/^Occasion/).selectOption({ label: 'Birthday' });
  await form.getByLabel(/^Relationship/).selectOption({ label: 'Friend' });
  await expect(form.getByLabel(/^Delivery Window/).locator('option')).not.toHaveCount(1);
  await form.getByLabel(/^Delivery Window/).selectOption({ index: 1 });
  await expect(form.getByLabel(/^Bouquet Size/).locator('option')).not.toHaveCount(1);
  await form.getByLabel(/^Bouquet Size/).selectOption({ label: 'Standard ($65)' });
  await expect(form.getByLabel(/^Card Type/).locator('option')).not.toHaveCount(1);
  await form.getByLabel(/^Card Type/).selectOption({ index: 1 });
  return form;
}

/** Presses Add Cart and waits for the `count`th card. */
export async function addCart(page: Page, count: number): Promise<void> {
  await button(page, 'Add Cart').click();
  await expect(cartCards(page)).toHaveCount(count);
}
