/**
 * A grid's messages nothing shows: a key of `messages` that is neither one the grid reads by
 * name nor one the definition names (`failedMessage`, a form's `load.failed`, a list's
 * `loadFailed`). A misspelt `empty` or `loadFailedNetwork` was a text never seen, and the grid
 * fell back to its default.
 */
import { esc } from '../../../tooling/jsonPointer.ts';
import type { Report } from '../../../tooling/toolTypes.ts';

/** The keys the grid's code reads by name (useGridList, loadFailedText, its forms and batch update). */
export const GRID_MESSAGE_KEYS: readonly string[] = ['loadFailed', 'loadFailedNetwork', 'loadFailedAnswer', 'empty', 'noChanges', 'createFailed', 'updateFailed', 'deleteFailed'];

/** Keys whose value names a message (not a text). */
const NAMING_KEYS = new Set(['failedMessage', 'failed', 'loadFailed']);

/** Every message key the definition names, anywhere in it. */
function namedKeys(value: unknown, under = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => namedKeys(item));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    if (under === 'messages') return [];
    return typeof child === 'string' && NAMING_KEYS.has(key) ? [child] : namedKeys(child, key);
  });
}

/** Reports each message of the grid that nothing shows. */
export function checkUnshownMessages(screen: { messages: Readonly<Record<string, unknown>> }, report: Report): void {
  const shown = new Set([...GRID_MESSAGE_KEYS, ...namedKeys(screen)]);
  for (const key of Object.keys(screen.messages)) {
    if (!shown.has(key)) report(`/messages/${esc(key)}`, `message "${key}" is never shown: the grid reads ${GRID_MESSAGE_KEYS.join(', ')} and the keys the definition names (failedMessage, load.failed)`, 'grid.message.never-shown');
  }
}
