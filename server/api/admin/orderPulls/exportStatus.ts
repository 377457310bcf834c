/**
 * How a manual export moves, computed on read from the seconds since it was asked for (no timer
 * runs): 'generating' for its first GENERATING_SECONDS, then 'done'.
 */
export const GENERATING_SECONDS = 10;

export type ExportStatus = 'generating' | 'done';

/** The status at `now` of an export asked for at `requestedAt`. */
export function exportStatusAt(requestedAt: Date, now: Date): ExportStatus {
  return (now.getTime() - requestedAt.getTime()) / 1000 < GENERATING_SECONDS ? 'generating' : 'done';
}
