/**
 * How a label conversion moves (002 §4 Label export), computed from the time since it started
 * and the rows it converts, so the server's clock drives it (tests move the clock; no timer
 * runs): 0 % when it starts, then up in step with the time, 100 % once every row is on a page.
 * A file that could not be read stays at 0 % with its 'Cannot …' message (the console fails and
 * resets the form on it).
 */
export const BASE_MS = 3000;
export const PER_ROW_MS = 100;
export const MAX_MS = 30_000;

export interface LabelProgress {
  percentage: number;
  message: string;
}

/** How long converting `rows` rows takes, in milliseconds. */
export function conversionMs(rows: number): number {
  return Math.min(MAX_MS, BASE_MS + PER_ROW_MS * Math.max(0, rows));
}

/**
 * The state at `now` of a conversion of `rows` rows (orders, or paragraphs of a Word file)
 * started at `startedAt`; `failure` is the 'Cannot …' message of a file that could not be read
 * ('' when it could). `done` is the message once at 100 %.
 */
export function labelProgressAt(startedAt: Date, now: Date, rows: number, failure: string, done: string): LabelProgress {
  if (failure !== '') return { percentage: 0, message: failure };
  const elapsed = Math.max(0, now.getTime() - startedAt.getTime());
  const total = conversionMs(rows);
  if (elapsed >= total) return { percentage: 100, message: done };
  const percentage = Math.min(99, Math.floor((100 * elapsed) / total));
  const converted = Math.min(rows, Math.floor((rows * elapsed) / total));
  return { percentage, message: percentage === 0 ? 'Reading the file' : `Converting: ${converted} of ${rows} done` };
}
