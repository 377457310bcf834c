import type { CallResult } from '../../api/callEndpoint';
import type { Endpoint, GridScreen } from '../../generated/screen';
import { placeholdersOf, renderTemplates } from '../../templates/template';
import { rowWithChanges, type PendingEdits } from './pendingEdits';
import type { Column } from './types';

type BatchUpdate = NonNullable<GridScreen['batchUpdate']>;

/** Parallel arrays, one entry per changed row in the same order: `{ idArray: [..], nameArray: [..] }`. */
export function arraysBody(edits: PendingEdits, arrays: BatchUpdate['arrays']): Record<string, unknown[]> {
  const rows = edits.map(rowWithChanges);
  return Object.fromEntries(
    Object.entries(arrays ?? {}).flatMap(([key, field]) => (field === undefined ? [] : [[key, rows.map((row) => row[field])]])),
  );
}

/** The checkbox value the confirm's templates read as `{confirm.<name>}`. */
export function confirmContext(batch: BatchUpdate, checked: boolean): Record<string, unknown> {
  const box = batch.confirm?.checkbox;
  return { confirm: box ? { [box.name]: checked } : {} };
}

/** The body of an `arrays` update: the arrays plus the `body` templates (e.g. `forceCascadeUpdate: {confirm.force}`). */
export function arraysUpdateBody(batch: BatchUpdate, edits: PendingEdits, checked: boolean): Record<string, unknown> {
  return { ...arraysBody(edits, batch.arrays), ...renderTemplates(batch.body, confirmContext(batch, checked)) };
}

/** Which rows a finished update saved and which failed. */
export interface SaveOutcome {
  saved: string[];
  failed: string[];
  /** The first success sentence the server sent. */
  successText: string | undefined;
  /** The first error sentence the server sent. */
  errorText: string | undefined;
  /** Status of the first failed answer. */
  failedStatus: number | undefined;
}

/** Pairs per-row answers with their rows; one answer for all rows in `arrays` mode. */
export function saveOutcome(keys: readonly string[], results: readonly CallResult[]): SaveOutcome {
  const perRow = results.length === keys.length;
  const resultOf = (index: number) => (perRow ? results[index] : results[0]);
  const saved = keys.filter((_key, index) => resultOf(index)?.ok === true);
  const failed = keys.filter((_key, index) => resultOf(index)?.ok !== true);
  const firstOk = results.find((result) => result.ok);
  const firstFailed = results.find((result) => !result.ok);
  return {
    saved,
    failed,
    successText: firstOk?.ok ? firstOk.successText : undefined,
    errorText: firstFailed && !firstFailed.ok ? firstFailed.errorText : undefined,
    failedStatus: firstFailed?.status,
  };
}

/** The success toast: the server's sentence, else a count. */
export function savedText(outcome: SaveOutcome): string {
  if (outcome.successText) return outcome.successText;
  const count = outcome.saved.length;
  return `${count} ${count === 1 ? 'row' : 'rows'} updated.`;
}

/** The failure toast: the server's sentence when the screen asks for it, else `messages.updateFailed`. */
export function failedText(batch: BatchUpdate, messages: GridScreen['messages'], outcome: SaveOutcome): string {
  if (batch.serverErrorText && outcome.errorText) return outcome.errorText;
  return messages.updateFailed ?? outcome.errorText ?? `The update failed (HTTP ${outcome.failedStatus ?? 0}).`;
}

/** The field errors of an error answer (`{ fields: { name: 'is required' } }`), as text per field. */
function fieldErrorsOf(data: unknown): [string, string][] {
  if (typeof data !== 'object' || data === null) return [];
  const fields: unknown = (data as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return [];
  return Object.entries(fields).flatMap(([field, text]) => {
    const texts = (Array.isArray(text) ? text : [text]).filter((item): item is string => typeof item === 'string' && item !== '');
    return texts.length > 0 ? [[field, texts.join(', ')] as [string, string]] : [];
  });
}

/** The header of the column a request field carries, if it carries one. */
export type FieldHeader = (requestField: string) => string | undefined;

/**
 * How the fields of an update's request read for the user: the header of the column each carries
 * (`townNameArray.1` → 'Town' in `arrays` mode, a body key `code: '{postalcode}'` → 'Postal
 * Code' per row); fields no column carries (a version, a flag) have none.
 */
export function requestFieldHeaders(batch: Pick<BatchUpdate, 'mode' | 'arrays'>, endpoint: Pick<Endpoint, 'body'>, columns: readonly Column[]): FieldHeader {
  const headerOfField = (field: string | undefined) => columns.find((column) => column.field === field)?.header;
  return (requestField) => {
    const key = requestField.split('.')[0] ?? requestField;
    if (batch.mode === 'arrays') return headerOfField(batch.arrays?.[key]);
    const template = endpoint.body?.[key];
    const single = template === undefined ? [] : placeholdersOf(template);
    return headerOfField(single.length === 1 && template === `{${single[0]?.path ?? ''}}` ? single[0]?.path : key);
  };
}

/**
 * Why a row was not saved, as the server said it: its sentence and the field errors of the
 * columns it names ('The postal code is not valid. · Postal Code: must look like A1A 1A1'); the
 * field errors alone when it gave no sentence.
 */
export function failureReason(result: CallResult | undefined, headerOf: FieldHeader): string | undefined {
  if (!result || result.ok) return undefined;
  const errors = fieldErrorsOf(result.data);
  const shown = errors.flatMap(([field, text]) => {
    const header = headerOf(field);
    return header ? [`${header}: ${text}`] : [];
  });
  const fields = shown.length > 0 || result.errorText ? shown : errors.map(([field, text]) => `${field}: ${text}`);
  const parts = [result.errorText, ...fields].filter((part): part is string => part !== undefined && part !== '');
  if (parts.length > 0) return parts.join(' · ');
  return result.status === 0 ? 'The server could not be reached.' : `HTTP ${result.status}`;
}

/** The reason of each failed row: its own answer in per-row mode, the one answer in `arrays` mode. */
export function failureReasons(keys: readonly string[], results: readonly CallResult[], headerOf: FieldHeader): Record<string, string> {
  const perRow = results.length === keys.length;
  const reasons: Record<string, string> = {};
  keys.forEach((key, index) => {
    const reason = failureReason(perRow ? results[index] : results[0], headerOf);
    if (reason) reasons[key] = reason;
  });
  return reasons;
}

/** The row ids a 409 answer names as changed by someone else (`{ conflicts: [12, 15] }`). */
function conflictIdsOf(data: unknown): string[] {
  if (typeof data !== 'object' || data === null) return [];
  const conflicts: unknown = (data as { conflicts?: unknown }).conflicts;
  return Array.isArray(conflicts) ? conflicts.map(String) : [];
}

/**
 * The rows refused because someone else changed them since they were loaded (409): in per-row
 * mode each row's own answer; in `arrays` mode the rows its one answer names.
 */
export function conflictKeys(keys: readonly string[], results: readonly CallResult[]): string[] {
  const perRow = results.length === keys.length;
  return keys.filter((key, index) => {
    const result = perRow ? results[index] : results[0];
    if (!result || result.ok || result.status !== 409) return false;
    const named = conflictIdsOf(result.data);
    return perRow ? named.length === 0 || named.includes(key) : named.includes(key);
  });
}
