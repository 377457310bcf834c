import { expectAccessible, test } from './support/axe';
import { calendarButton, calendarOf } from './support/dateField';
import { button, dialog, field, openScreen } from './support/grid';
import { signIn } from './support/signIn';
import { expect } from './support/test';

// A form with two date fields (`notBefore: today`): screens/rates/special-zone-delivery-rate.screen.json.
const TITLE = 'Special Zone Delivery Rate';

test('the date field calendar, open in a modal form at 1280×800, is shown whole and passes the accessibility check', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await openScreen(page, 'Special Zone Delivery Rate', TITLE);
  await button(page, 'Add New').click();
  const form = dialog(page, 'Add Special Zone Delivery Rate');
  await calendarButton(form, 'Delivery Date').click();
  const calendar = calendarOf(form, 'Delivery Date');
  await expect(calendar.getByRole('grid')).toBeVisible();
  // No day before today is offered (`notBefore: today`): no month before this one either.
  await expect(calendar.getByRole('button', { name: 'Go to the Previous Month' })).toHaveAttribute('aria-disabled', 'true');
  // Focus is in the calendar, on a day it offers, and the whole month can be seen once focus scrolled to it.
  await expect(calendar.getByRole('grid').getByRole('button').and(page.locator(':focus'))).toBeEnabled();
  await calendar.scrollIntoViewIfNeeded();
  const box = await calendar.boundingBox();
  expect(box && box.height > 250 && box.y >= 0 && box.y + box.height <= 800).toBe(true);
  await testInfo.attach('calendar', { body: await page.screenshot({ path: testInfo.outputPath('calendar.png') }), contentType: 'image/png' });
  await expectAccessible(page, 'Date field calendar (Special Zone Delivery Rate)', { scope: form });
  await expect(field(form, 'Delivery Date')).toHaveValue('');
});
