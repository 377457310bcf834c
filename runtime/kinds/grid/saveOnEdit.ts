import type { PendingEdits, RowEdit } from './pendingEdits';

/** What a row's pending changes are, as one comparable text (field order kept as edited). */
export function changeSignature(edit: RowEdit): string {
  return JSON.stringify(Object.entries(edit.changes).map(([field, change]) => [field, change?.to]));
}

/**
 * `saveOn: "edit"`: the pending rows to send now — those whose changes differ from what was last
 * sent for them — and the record of what is sent, for rows still pending (a saved row leaves the
 * edits, and with it the record). A failed row keeps its changes, so it is not sent again until
 * it is edited again.
 */
export function editsToSave(edits: PendingEdits, lastSent: ReadonlyMap<string, string>): { due: RowEdit[]; sent: Map<string, string> } {
  const sent = new Map<string, string>();
  const due: RowEdit[] = [];
  for (const edit of edits) {
    const signature = changeSignature(edit);
    if (lastSent.get(edit.key) !== signature) due.push(edit);
    sent.set(edit.key, signature);
  }
  return { due, sent };
}
