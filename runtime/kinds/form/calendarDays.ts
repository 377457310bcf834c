/** Calendar days as the date field's calendar handles them: a `yyyy-MM-dd` text and the local-midnight `Date` the calendar shows for it. */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local-midnight date of a `yyyy-MM-dd` text; undefined when the text is no calendar date (2026-02-30, 2026-1-5). */
export function dayOfIso(text: string): Date | undefined {
  const match = ISO_DAY.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // `new Date(y, m, d)` rolls over (Feb 30 → Mar 2) and maps years 0–99 to 1900–1999: refuse both.
  date.setFullYear(year);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** The `yyyy-MM-dd` text of the calendar day a `Date` falls on (in local time, as the calendar shows it). */
export function isoOfDay(date: Date): string {
  const pad = (value: number, size: number) => String(value).padStart(size, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}
