import cronstrue from 'cronstrue';

/** `cron(0 18 ? * MON-FRI *)` → `0 18 ? * MON-FRI *`; a bare expression stays as it is. */
export function cronExpression(value: string): string {
  const wrapped = /^\s*cron\((.*)\)\s*$/.exec(value);
  return (wrapped?.[1] ?? value).trim();
}

/**
 * An AWS six-field cron (minute hour day-of-month month day-of-week year, in a `cron(…)` wrapper or
 * bare) in words: 'cron(0 18 ? * MON-FRI *)' → 'At 18:00, Monday through Friday'. AWS numbers the
 * days 1 = Sunday. Anything else (blank, not six fields, unreadable) reads as the empty text, so a
 * hint built on it shows nothing until the expression is whole.
 */
export function cronText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const expression = cronExpression(value);
  if (expression.split(/\s+/).length !== 6) return '';
  try {
    return cronstrue.toString(expression, { dayOfWeekStartIndexZero: false, use24HourTimeFormat: true, throwExceptionOnParseError: true });
  } catch {
    return '';
  }
}
