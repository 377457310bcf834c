import type { Endpoint, Lookup, OptionSets } from '../../generated/screen';
import type { ShowToastInput, ToastVariant } from '../../ui/toasts';
import type { PageFormSpec } from '../page/forms/types';
import type { AnswerText } from './answerText';
import type { EndpointChoice } from '../page/forms/submitAlternatives';
import type { FormValues } from './types';
import type { ResolveForm } from './useFormController';

/**
 * A form in a modal as the one form modal (FormModal) shows it, whichever definition it comes
 * from: a grid's or sub-table's `forms` (grid/gridModalForm.ts) or a page's `forms`
 * (page/forms/pageModalForm.ts).
 */
export interface ModalForm {
  /** Its name in the definition: its conditions read its own values as `<name>.<field>`. */
  name: string;
  /** The id its validator was compiled under, and the one it reports unsaved input under. */
  formId: string;
  /** Prefix of the controls' ids. */
  idPrefix: string;
  spec: PageFormSpec;
  /** The form from its entity schema; omitted = a page form's derivation. */
  resolve?: ResolveForm | undefined;
  /** How an answer is worded; omitted = by the submit's texts. */
  answerText?: AnswerText | undefined;
  /** The dialog's name, given the row it was opened for (a page form's title is a template over it). */
  title(row: Record<string, unknown> | undefined): string;
  /** Text of the footer button closing it without sending (default 'Cancel'). */
  cancelLabel?: string | undefined;
  /** Milliseconds between the press and the modal showing (a page form's `openAfter`); omitted = at once. */
  openAfterMs?: number | undefined;
  /** Fields shown but locked when it is opened for a row (a page form's `readOnly`). */
  readOnly?: readonly string[] | undefined;
  /** Text of the button closing it while it loads its values. */
  loadingCloseLabel: string;
  /** The values it opens with, given the row it was opened for (or read for it: `load`). */
  startValues(row: Record<string, unknown> | undefined): FormValues;
  /** The values it reads when it opens, and what it toasts when it cannot (given the row). */
  load?: { endpoint: Endpoint | undefined; failure(row: Record<string, unknown> | undefined): ShowToastInput } | undefined;
  endpoint: Endpoint | undefined;
  /** Its submit's `endpointWhen` (a page form's), each with its call: the first holding when pressed is called instead of `endpoint`. */
  endpointWhen?: readonly EndpointChoice[] | undefined;
  pollEndpoint?: Endpoint | undefined;
  /** The calls its submit's `before` steps make, by endpoint name. */
  stepEndpoints?: Readonly<Record<string, Endpoint | undefined>> | undefined;
  lookups: Readonly<Record<string, Lookup | undefined>>;
  /** The definition's option sets (`options`): what text fields' `suggestions` offer. */
  optionSets?: OptionSets | undefined;
  /** How its outcome toasts show: a failure's variant, and how long they stay (undefined: the toasts' default). */
  failureVariant: ToastVariant;
  /** How long a failure's toast stays (ms); omitted = `durationMs`. */
  failureDurationMs?: number | undefined;
  durationMs?: number | undefined;
  /**
   * Milliseconds a success keeps the dialog open, saying its text inside it (fields and submit
   * locked) before it closes by itself (a page form's `submit.closeAfter`); omitted = it closes
   * at once and the success is toasted.
   */
  closeAfterMs?: number | undefined;
}
