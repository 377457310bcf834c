const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A yyyy-MM-dd date kept only when it is `today` or later (both yyyy-MM-dd, today the business
 * day the definition reads as `{today}`), else nothing: an order editor fills the queried order's
 * delivery date and leaves a past one empty (001 §4 'Order loading'). Anything but a date is nothing.
 */
export function dateNotPast(date: unknown, today: unknown): string {
  if (typeof date !== 'string' || !DAY.test(date) || typeof today !== 'string' || !DAY.test(today)) return '';
  return date >= today ? date : '';
}
