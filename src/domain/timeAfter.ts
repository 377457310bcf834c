/** HH:mm (24-hour), as a time input gives it. */
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * Whether a time comes after another of the same day (a day override's end after its start,
 * 002 §3): both HH:mm; a start not yet given judges nothing (its own field says it is missing).
 */
export function isTimeAfter(value: unknown, start: unknown): boolean {
  if (typeof value !== 'string' || !TIME.test(value)) return false;
  if (typeof start !== 'string' || !TIME.test(start)) return true;
  return value > start;
}

export const timeChecks = {
  timeAfter: (value: unknown, args?: Readonly<Record<string, unknown>>) => isTimeAfter(value, args?.start),
} as const;
