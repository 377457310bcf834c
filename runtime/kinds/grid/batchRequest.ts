import type { CallResult } from '../../api/callEndpoint';
import type { GridScreen } from '../../generated/screen';
import { renderTemplates } from '../../templates/template';
import { rowWithChanges, type PendingEdits } from './pendingEdits';

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
  const box = batch.confirm.checkbox;
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

/**
 * Why a row was not saved, as the server said it: its sentence and its field errors under the
 * columns' headers ('The postal code is not valid. Postal Code: must look like A1A 1A1').
 */
export function failureReason(result: CallResult | undefined, headerOf: (field: string) => string): string | undefined {
  if (!result || result.ok) return undefined;
  const fields = fieldErrorsOf(result.data).map(([field, text]) => `${headerOf(field)}: ${text}`);
  const parts = [result.errorText, ...fields].filter((part): part is string => part !== undefined && part !== '');
  if (parts.length > 0) return parts.join(' · ');
  return result.status === 0 ? 'The server could not be reached.' : `HTTP ${result.status}`;
}

/** The reason of each failed row: its own answer in per-row mode, the one answer in `arrays` mode. */
export function failureReasons(keys: readonly string[], results: readonly CallResult[], headerOf: (field: string) => string): Record<string, string> {
  const perRow = results.length === keys.length;
  const reasons: Record<string, string> = {};
  keys.forEach((key, index) => {
    const reason = failureReason(perRow ? results[index] : results[0], headerOf);
    if (reason) reasons[key] = reason;
  });
  return reasons;
}
