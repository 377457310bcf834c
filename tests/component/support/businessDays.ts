import { domainRules } from '../../../runtime/domain/domainRules';

/** A day `days` after today in Winnipeg (the calendar the forms judge by), `yyyy-MM-dd`. */
export function day(days: number): string {
  const today = domainRules().calendar.today(Date.now());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
