/**
 * Time values of `<input type="time">`. Browsers give `HH:mm`, or `HH:mm:ss` when seconds are shown
 * (and may drop `:00`); definitions say which one is stored (`seconds`), so values are normalised.
 */
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?/;

/** The stored value for what the input gave: `HH:mm`, or `HH:mm:ss` with `seconds`; undefined when empty. */
export function timeValue(input: string, seconds: boolean): string | undefined {
  const match = TIME.exec(input);
  if (!match) return input === '' ? undefined : input;
  const [, hours, minutes, secs] = match;
  return seconds ? `${hours}:${minutes}:${secs ?? '00'}` : `${hours}:${minutes}`;
}

/** What the input shows for a stored value. */
export function timeInputValue(value: unknown, seconds: boolean): string {
  if (typeof value !== 'string') return '';
  return timeValue(value, seconds) ?? '';
}
