import type { Locator } from '@playwright/test';
import { expect } from './test';

/** The button opening a date field's calendar ('Choose <label>'). */
export function calendarButton(form: Locator, label: string): Locator {
  return form.getByRole('button', { name: `Choose ${label}`, exact: true });
}

/** A date field's calendar popup (open or not). */
export function calendarOf(form: Locator, label: string): Locator {
  return form.getByRole('dialog', { name: `Choose ${label}`, exact: true });
}

/** The button of a day (`yyyy-MM-dd`) in an open calendar. */
export function calendarDay(calendar: Locator, date: string): Locator {
  return calendar.locator(`[data-day="${date}"]`).getByRole('button');
}

/** The day before a `yyyy-MM-dd` date. */
function dayBefore(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * A date field's calendar offers `first` and disables the day before it (when that day is in the
 * same month, the one the calendar opens on), then Escape closes it and gives focus back to its button.
 */
export async function expectFirstDayOffered(form: Locator, label: string, first: string): Promise<void> {
  const opener = calendarButton(form, label);
  await opener.click();
  const calendar = calendarOf(form, label);
  await expect(calendarDay(calendar, first)).toBeEnabled();
  await expect(calendarDay(calendar, first)).not.toHaveAttribute('aria-disabled', 'true');
  const before = dayBefore(first);
  if (before.slice(0, 7) === first.slice(0, 7)) await expect(calendarDay(calendar, before)).toHaveAttribute('aria-disabled', 'true');
  await calendar.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(opener).toBeFocused();
}
