/**
 * The fields a form locks twice: named by its `readOnly` (or `initial.readOnly`), which locks them
 * whenever a row opens the form, and given a `readOnlyWhen` too. One lock says when a field is locked;
 * two leave the reader guessing which one wins. Pointers at each such field's `readOnlyWhen`.
 */
export function lockedTwice(at: string, fields: readonly { name: string; readOnlyWhen?: unknown }[], readOnly: readonly string[] | undefined, listedIn: string): [string, string][] {
  const listed = new Set(readOnly ?? []);
  return fields.flatMap((field, k) =>
    field.readOnlyWhen !== undefined && listed.has(field.name) ? [[`${at}/${k}/readOnlyWhen`, `field "${field.name}" is in ${listedIn} too: one lock is enough (${listedIn} while a row opens the form, "readOnlyWhen" while its condition holds)`] as [string, string]] : [],
  );
}
