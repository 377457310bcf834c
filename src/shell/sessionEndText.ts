/**
 * When the session ends, in the browser's language and time zone: 'Nov 26, 2026, 9:41 AM' in en-US
 * (what luxon's DATETIME_MED gives, without bringing luxon to every page).
 */
export function sessionEndText(expiresAtMs: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: 'numeric' }).format(expiresAtMs);
}
