/**
 * The columns of a bulk pre-pull sheet (docs/pre-pull-sheet.md): row 1 holds these headers (any
 * order, any case), each later row one pull. The template, the reader and the row rules read
 * this one list.
 */
export type PrePullColumnKey = 'report' | 'deliveryDate' | 'note';

export interface PrePullColumn {
  key: PrePullColumnKey;
  header: string;
  required: boolean;
  note: string;
}

export const PRE_PULL_COLUMNS: readonly PrePullColumn[] = [
  { key: 'report', header: 'Report', required: true, note: 'The order pull config to run: its name (any case, spaces as underscores) or its uuid.' },
  { key: 'deliveryDate', header: 'Delivery Date', required: true, note: 'The delivery day pulled ahead: yyyy-mm-dd text or a date cell; today or later (Winnipeg time).' },
  { key: 'note', header: 'Note', required: false, note: 'Optional, at most 60 letters, digits, spaces, - or _; added to the file name when given.' },
];

/** The most pull rows one sheet takes. */
export const MAX_PRE_PULL_ROWS = 200;
export const MAX_NOTE_LENGTH = 60;

/** The column of a header cell's text (trimmed, case and inner spacing aside), if it is one. */
export function prePullColumnOfHeader(text: string): PrePullColumn | undefined {
  const wanted = text.trim().replace(/\s+/g, ' ').toLowerCase();
  return PRE_PULL_COLUMNS.find((column) => column.header.toLowerCase() === wanted);
}
