import type { Locator, Page } from '@playwright/test';
import { AdminApi, uniqueWord } from '../support/adminApi';
import { expectAccessible, test as axeTest } from '../support/axe';
import { button } from '../support/grid';
import { freshOrder } from '../support/orders';
import { signIn } from '../support/signIn';
import { alertReading, openPageFromMenu } from '../support/pageSteps';
import { expect, test } from '../support/test';

// Greets (002 §2 Greets, §3, §5, §7, §8), screens/greets/{add-greets,bulk-greets,greet-list}.screen.json,
// against the real server: the order ID rule of Greet List, a greet added to an order and found
// with its status badge, a bulk greet order showing its player ID.
test.use({ viewport: { width: 1280, height: 800 } });

/** The value beside a label of the greet's details or status. */
function greetValue(page: Page, label: string): Locator {
  return page.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** An order of this test carrying the tag, made as freshOrder makes one (001 §7 requeue). */
async function taggedOrder(api: AdminApi, tag: string): Promise<string> {
  const word = uniqueWord().toLowerCase();
  const answer = await api.post<{ orderName: string }>('/orders/requeue', {
    email: `e2e.${word}@example.com`,
    tags: tag,
    line_items: [{ title: 'Sunny Days', variant_title: 'Deluxe', quantity: 1, sku: 'SUNNY-DAYS-DX', price: '80.00', product_type: 'Flowers' }],
    shipping_address: { first_name: 'Robin', last_name: `Tester ${word}`, address1: '12 Main Street', city: 'Transcona', province: 'Manitoba', province_code: 'MB', zip: 'R2C 1A1', phone: '204-555-0199' },
    note_attributes: [{ name: '_region', value: 'Winnipeg' }],
  });
  return answer.orderName;
}

test.describe('Greets', () => {
  test("'abc' as an order ID says 'Please enter valid orderId...' and keeps View Greet disabled; an order without a greet is not found", async ({ page }) => {
    await signIn(page);
    await openPageFromMenu(page, 'Greet List', 'Greet List');
    const orderId = page.getByLabel('Order ID', { exact: true });
    const view = button(page, 'View Greet');
    await orderId.fill('abc');
    await expect(view).toBeDisabled();
    await expect(page.getByText('Please enter valid orderId...', { exact: true })).toBeVisible();
    await expect(view).toHaveAccessibleDescription('Please enter valid orderId...');
    await orderId.fill('1001');
    await expect(view).toBeEnabled();
    await expect(page.getByText('Please enter valid orderId...', { exact: true })).toHaveCount(0);
    const lookup = page.waitForResponse((response) => response.url().endsWith('/greet/videoinfo/1001/all'));
    await view.click();
    expect((await lookup).status()).toBe(404);
    await expect(alertReading(page, 'alert', 'Greet Info Not Found!')).toBeVisible();
    await expect(page.getByText('Recipient', { exact: true })).toHaveCount(0);
  });

  test('a greet added to an order is found in Greet List with its status badge', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    const order = await freshOrder(api);
    const number = order.replace('#', '');

    await openPageFromMenu(page, 'Add Greets', 'Greets');
    const add = button(page, 'Add Greet');
    await add.click();
    await expect(page.getByText('Order number is required', { exact: true })).toBeVisible();
    await page.getByLabel('Order Number', { exact: true }).fill(`  ${order} `);
    const added = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/video/order/'));
    await add.click();
    expect((await added).status()).toBe(201);
    await expect(alertReading(page, 'status', 'Success: Greet has been added to the order and an email was sent to the customer.')).toBeVisible();
    const outcome = page.locator('.page-block--result').filter({ hasText: 'Upload link sent to' });
    await expect(outcome.getByText(order, { exact: true })).toBeVisible();
    const playerId = (await outcome.getByText(/^[0-9A-F]{10}$/).textContent()) ?? '';

    // A second greet on the same order is refused in 002 §8's words.
    await page.getByLabel('Order Number', { exact: true }).fill(number);
    await add.click();
    await expect(alertReading(page, 'alert', 'Error: Something went wrong with adding the greet to the order.')).toBeVisible();

    await openPageFromMenu(page, 'Greet List', 'Greet List');
    await page.getByLabel('Order ID', { exact: true }).fill(number);
    await button(page, 'View Greet').click();
    await expect(greetValue(page, 'Order ID')).toHaveText(number);
    await expect(greetValue(page, 'Recipient')).toContainText('Robin Tester');
    await expect(greetValue(page, 'Video Upload URL')).toContainText('https://greets.example.com/upload/');
    await expect(greetValue(page, 'Status')).toContainText('WAITING_FOR_UPLOAD');
    const stored = await api.get<{ playerId: string; videoDetails: { jobStatus: string } }[]>(`/greet/videoinfo/${number}/all`);
    expect(stored[0]?.playerId).toBe(playerId);

    // A seeded complete greet shows its short address and a success badge.
    await page.getByLabel('Order ID', { exact: true }).fill('1012');
    await button(page, 'View Greet').click();
    await expect(greetValue(page, 'Status')).toContainText('COMPLETE');
    await expect(page.locator('.page-status__item--success').filter({ hasText: 'COMPLETE' })).toBeVisible();
    await expect(greetValue(page, 'Short URL')).toHaveText('https://grt.example.com/3a7c19e04b');
  });

  test('Bulk Greets creates a bulk greet order showing its creation date and player ID, then updates it', async ({ page }) => {
    await signIn(page);
    const api = await AdminApi.of(page);
    await openPageFromMenu(page, 'Bulk Greets', 'Bulk Greets');
    const tag = `E2E_${uniqueWord().toUpperCase()}`;
    const create = button(page, 'Create');
    await page.getByLabel('Email', { exact: true }).fill('   ');
    await page.getByLabel('Tag', { exact: true }).fill(tag);
    await create.click();
    await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(` events.${tag.toLowerCase()}@example.com `);
    await create.click();
    await expect(alertReading(page, 'status', `Bulk greet order created for tag ${tag}`)).toBeVisible();
    const result = page.locator('.page-block--result').filter({ hasText: 'Creation Date' });
    const playerId = (await result.getByText(/^[0-9A-F]{10}$/).textContent()) ?? '';
    expect(playerId).toMatch(/^[0-9A-F]{10}$/);
    await expect(result.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();

    // The same tag again: the server's sentence in the error alert (002 §8).
    await create.click();
    await expect(alertReading(page, 'alert', `Tag ${tag} has a bulk greet order already (player ${playerId}).`)).toBeVisible();

    // An order tagged afterwards gets the player through Update Bulk Greet Order.
    const order = await taggedOrder(api, tag);
    await page.getByLabel('Order Tag', { exact: true }).fill(` ${tag.toLowerCase()} `);
    // 002 gives the player ID no format: one that is not ten hex digits is sent and looked up, the answer in the alert.
    await page.getByLabel('Player ID', { exact: true }).fill('Player-7');
    await button(page, 'Update').click();
    await expect(alertReading(page, 'alert', 'There is no bulk greet order with player ID PLAYER-7.')).toBeVisible();
    await page.getByLabel('Player ID', { exact: true }).fill(playerId.toLowerCase());
    await button(page, 'Update').click();
    await expect(alertReading(page, 'status', `Player ${playerId} plays for the orders tagged ${tag.toLowerCase()}: 1 added, 0 had it already, 0 orders keep their own greet.`)).toBeVisible();
    const info = await api.get<{ playerId: string }[]>(`/greet/videoinfo/${order.replace('#', '')}/all`);
    expect(info[0]?.playerId).toBe(playerId);
  });
});

axeTest('the three greet screens pass the accessibility check, the greet card and the alerts shown', async ({ page }) => {
  await signIn(page);
  await openPageFromMenu(page, 'Add Greets', 'Greets');
  await page.getByLabel('Order Number', { exact: true }).fill('1012');
  await button(page, 'Add Greet').click();
  await expect(alertReading(page, 'alert', 'Error: Something went wrong with adding the greet to the order.')).toBeVisible();
  await expectAccessible(page, 'Add Greets');
  await openPageFromMenu(page, 'Bulk Greets', 'Bulk Greets');
  await expectAccessible(page, 'Bulk Greets');
  await openPageFromMenu(page, 'Greet List', 'Greet List');
  await page.getByLabel('Order ID', { exact: true }).fill('abc');
  await expectAccessible(page, 'Greet List with an invalid order ID');
  await page.getByLabel('Order ID', { exact: true }).fill('1014');
  await button(page, 'View Greet').click();
  await expect(greetValue(page, 'Status')).toContainText('ERROR');
  await expectAccessible(page, 'Greet List with a greet');
});
