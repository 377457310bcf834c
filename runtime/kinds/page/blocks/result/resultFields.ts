import type { ResultBlock } from '../../../../generated/screen';
import { evaluateCondition, isFilled, type StateReader } from '../../../../conditions/evaluateCondition';
import { renderTemplate } from '../../../../templates/template';
import { safeFileName, textFileType } from '../../../../files/fileName';
import { textOf } from '../../../../../shared/textOf';

/** A file a result field offers to save: the button's text, and the file's name, content and media type. */
export interface ResultDownload {
  button: string;
  fileName: string;
  text: string;
  type: string;
}

/** How a result field's value shows: one text, a list (one item per line), or a button saving a file (absent when its text fills to blank). */
export type ResultShown = { kind: 'text'; text: string } | { kind: 'link'; href: string } | { kind: 'list'; items: string[] } | { kind: 'download'; download: ResultDownload };

export interface ResultField {
  label: string;
  shown: ResultShown;
}

/** The default text of a value that fills to blank or an empty list. */
export const EMPTY_RESULT_TEXT = '—';

const asText = (value: unknown): string => (value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : textOf(value));

const asContext = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };

/**
 * The fields of a result block over its value: those whose `showWhen` holds on the page state,
 * each filled from its template — over the value first, then the page state (`state`), as a
 * submit's templates read it (`{cutoffs.answer|cutoffSummary}`: a filter over another block's
 * whole answer) —; a list value shows as its items, a blank or empty one as `empty`; a `download`
 * field is a button saving its filled text under its filled name (`empty` while the text is blank).
 */
export function resultFields(fields: readonly NonNullable<ResultBlock['fields']>[number][], value: unknown, read: StateReader, state: Readonly<Record<string, unknown>> = {}): ResultField[] {
  const context = { ...state, ...asContext(value) };
  return fields
    .filter((field) => field.showWhen === undefined || evaluateCondition(field.showWhen, read))
    .map((field): ResultField => {
      const empty = field.empty ?? EMPTY_RESULT_TEXT;
      if (field.download) {
        const text = asText(renderTemplate(field.download.text, context));
        if (text === '') return { label: field.label, shown: { kind: 'text', text: empty } };
        const fileName = safeFileName(asText(renderTemplate(field.download.fileName, context)));
        return { label: field.label, shown: { kind: 'download', download: { button: field.download.button, fileName, text, type: textFileType(field.download.type) } } };
      }
      const filled = renderTemplate(field.path ?? '', context);
      if (!isFilled(filled)) return { label: field.label, shown: { kind: 'text', text: empty } };
      if (Array.isArray(filled)) return { label: field.label, shown: { kind: 'list', items: filled.map(asText) } };
      const text = asText(filled);
      // `link`: an http(s) address is shown as a link opening it in a new tab (anything else as text).
      if (field.link === true && /^https?:\/\/\S+$/i.test(text)) return { label: field.label, shown: { kind: 'link', href: text } };
      return { label: field.label, shown: { kind: 'text', text } };
    });
}
