import type { Endpoint, GridScreen } from '../../generated/screen';
import { placeholdersOf } from '../../templates/template.ts';
import type { RowEdit } from './pendingEdits';

type BatchUpdate = NonNullable<GridScreen['batchUpdate']>;

/** Every field of the row (a per-row call without a body template sends the whole row). */
export const EVERY_FIELD = 'every field';

/**
 * The row fields an update call sends: the `arrays` fields, or those its path and body templates
 * read; a per-row call other than GET without `body` templates sends the whole row (callEndpoint.ts).
 */
export function fieldsSentBy(batch: Pick<BatchUpdate, 'mode' | 'arrays'>, endpoint: Pick<Endpoint, 'method' | 'path' | 'body'>): ReadonlySet<string> | typeof EVERY_FIELD {
  if (batch.mode === 'arrays') return new Set(Object.values(batch.arrays ?? {}).filter((field): field is string => field !== undefined));
  if (endpoint.method !== 'GET' && !endpoint.body) return EVERY_FIELD;
  const bodies = endpoint.method === 'GET' ? [] : Object.values(endpoint.body ?? {});
  const templates = [endpoint.path, ...bodies.filter((template): template is string => template !== undefined)];
  return new Set(templates.flatMap((template) => placeholdersOf(template).map((placeholder) => placeholder.path.split('.')[0] ?? '')));
}

/** The changed fields of a row that the update would not send (they would silently revert). */
export function unsentChanges(edit: Pick<RowEdit, 'changes'>, sent: ReadonlySet<string> | typeof EVERY_FIELD): string[] {
  if (sent === EVERY_FIELD) return [];
  return Object.keys(edit.changes).filter((field) => !sent.has(field));
}
