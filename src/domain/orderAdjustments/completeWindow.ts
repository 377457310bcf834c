/** A time of day, HH:mm or HH:mm:ss (a time input). */
const TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])(?::([0-5][0-9]))?$/;
/** A local date and time, yyyy-MM-ddTHH:mm(:ss) (a datetime-local input; a space for the T too). */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ]([01][0-9]|2[0-3]):([0-5][0-9])(?::([0-5][0-9]))?$/;

/** A moment the window's ends may hold, as a key comparable with one of the same form; nothing for blank or unreadable. */
function momentOf(value: unknown): { form: 'time' | 'dateTime' | 'epoch'; key: string | number } | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? { form: 'epoch', key: value } : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const time = TIME.exec(text);
  if (time) return { form: 'time', key: `${time[1]}:${time[2]}:${time[3] ?? '00'}` };
  const dateTime = DATE_TIME.exec(text);
  if (dateTime) return { form: 'dateTime', key: `${dateTime[1]}T${dateTime[2]}:${dateTime[3]}:${dateTime[4] ?? '00'}` };
  return /^\d{1,15}$/.test(text) ? { form: 'epoch', key: Number(text) } : undefined;
}

/**
 * 001 §5 Order Adjustments: 'Complete-after must be before complete-before, else 'CompleteAfter
 * should before CompleteBefore''. Whether the complete-after moment comes strictly before the
 * complete-before one, both of one form (times of day, local date-times, or epoch milliseconds).
 * An end left blank, unreadable, or of another form judges nothing (true): its own field says
 * what is missing.
 */
export function isCompleteAfterBefore(after: unknown, before: unknown): boolean {
  const start = momentOf(after);
  const end = momentOf(before);
  if (start === undefined || end === undefined || start.form !== end.form) return true;
  return start.key < end.key;
}
