import { useCallback, useMemo, useState } from 'react';
import type { Endpoint, Lookup, PageForm } from '../../../generated/screen';
import { renderTemplate } from '../../../templates/template';
import { useToasts } from '../../../ui/toasts';
import type { FormValues } from '../../form/types';
import { isEmptyValue } from '../../form/values';
import { changedSinceStart } from '../state/formDirty';
import type { PageStateApi } from '../state/pageStore';
import { readState } from '../state/pageStore';
import { useReportUnsaved } from '../../../screens/unsavedWork';
import { usePageSnapshot } from '../state/usePageState';
import { DEFAULT_OUTCOME_SECONDS } from './types';
import { usePageForm, type PageFormController } from './usePageForm';

/** What a modal form of a page needs: its definition, the id of its validator, its call and lookups. */
export interface ModalFormSlice {
  name: string;
  formId: string;
  form: PageForm;
  endpoint: Endpoint | undefined;
  pollEndpoint?: Endpoint | undefined;
  /** The call a form with `load` reads its values through when it opens. */
  loadEndpoint?: Endpoint | undefined;
  lookups: Readonly<Record<string, Lookup | undefined>>;
}

/** The values a modal form opens with: the row's values of its fields (each field's `from`, else its name). */
export function valuesFromRow(form: PageForm, row: Record<string, unknown> | undefined): FormValues {
  if (!row) return {};
  return Object.fromEntries(form.fields.filter((field) => !isEmptyValue(row[field.from ?? field.name])).map((field) => [field.name, row[field.from ?? field.name]]));
}

/** The modal's title: a template over the row it was opened for (`Update Region: {region_name}`); without a row it reads nothing. */
export function modalTitle(title: string, row: Record<string, unknown> | undefined): string {
  const filled = renderTemplate(title, row ?? {});
  return filled === undefined || filled === null ? '' : String(filled);
}

/**
 * A page form in a modal: values kept here (starting from the row it was opened for), conditions
 * reading the page state and the form's own values as `<form name>.<field>`; success toasts its
 * text (if any) and calls `onSaved`; a failure toasts its text and keeps everything typed.
 */
export function usePageFormModal(slice: ModalFormSlice, page: PageStateApi, row: Record<string, unknown> | undefined, onSaved: () => void): PageFormController {
  const [initial] = useState<FormValues>(() => valuesFromRow(slice.form, row));
  const [values, setValues] = useState<FormValues>(initial);
  // What it opened with, then what was last sent (whatever the answer): changes since make leaving the page ask first.
  const [sent, setSent] = useState<FormValues>(initial);
  const state = usePageSnapshot(page);
  const toasts = useToasts();
  // The page's part is read from the store at call time (usePageReader says why); `state` renews the reader.
  const read = useCallback((path: string) => (path.startsWith(`${slice.name}.`) ? readState(values, path.slice(slice.name.length + 1)) : page.get(path)), [page, slice.name, state, values]);
  const durationMs = (slice.form.submit.duration ?? DEFAULT_OUTCOME_SECONDS) * 1000;
  const withRow = useMemo(() => (row ? { row } : {}), [row]);
  const form = usePageForm({
    formId: slice.formId,
    idPrefix: `modal_${slice.name}`,
    title: modalTitle(slice.form.title, row),
    initial,
    spec: slice.form,
    endpoint: slice.endpoint,
    pollEndpoint: slice.pollEndpoint,
    lookups: slice.lookups,
    read,
    state,
    values,
    setValues,
    ...withRow,
    onOutcome(outcome) {
      if (outcome.text) toasts.show({ text: outcome.text, variant: outcome.ok ? 'success' : 'danger', durationMs });
      if (!outcome.refused) setSent(values);
      if (outcome.ok) onSaved();
    },
  });
  useReportUnsaved(slice.formId, changedSinceStart(form, values, sent));
  return form;
}
