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

/** Buttons beside a value: copying it (its texts), opening it in a new tab; `value` / `href` absent while there is nothing to copy or open (the button disabled). */
export interface ResultActions {
  copy?: { label: string; copied: string; failed: string; value?: string };
  open?: { label: string; href?: string };
}

export interface ResultField {
  label: string;
  shown: ResultShown;
  actions?: ResultActions;
}

const HTTP_ADDRESS = /^https?:\/\/\S+$/i;

/** The field's copy and open buttons over its value's text ('' when blank): each disabled while there is nothing for it. */
function actionsOf(field: NonNullable<ResultBlock['fields']>[number], text: string): ResultActions | undefined {
  if (!field.copy && field.open === undefined) return undefined;
  return {
    ...(field.copy && { copy: { ...field.copy, ...(text !== '' && { value: text }) } }),
    ...(field.open !== undefined && { open: { label: field.open, ...(HTTP_ADDRESS.test(text) && { href: text }) } }),
  };
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
 * field is a button saving its filled text under its filled name (`empty` while the text is blank);
 * `copy` and `open` add buttons copying or opening the value, disabled while it is blank.
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
      const text = isFilled(filled) && !Array.isArray(filled) ? asText(filled) : '';
      const actions = actionsOf(field, text);
      const shown = (kind: ResultShown): ResultField => (actions ? { label: field.label, shown: kind, actions } : { label: field.label, shown: kind });
      if (!isFilled(filled)) return shown({ kind: 'text', text: empty });
      if (Array.isArray(filled)) return shown({ kind: 'list', items: filled.map(asText) });
      // `link`: an http(s) address is shown as a link opening it in a new tab (anything else as text).
      if (field.link === true && HTTP_ADDRESS.test(text)) return shown({ kind: 'link', href: text });
      return shown({ kind: 'text', text });
    });
}
