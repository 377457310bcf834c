import { useCallback, useState } from 'react';
import { useReportUnsaved } from '../../screens/unsavedWork';
import { useToasts } from '../../ui/toasts';
import type { EntitySchemaState } from './entitySchemaResource';
import { changedSinceStart } from '../page/state/formDirty';
import { readState, type PageStateApi } from '../page/state/pageStore';
import { usePageReader, usePageSnapshot } from '../page/state/usePageState';
import type { ModalForm } from './modalForm';
import type { FormValues } from './types';
import { useFormController, type FormController } from './useFormController';
import { fieldDefaults } from './startValues';
import { pageGlobals } from '../page/state/pageGlobals';

export interface ModalFormInput {
  form: ModalForm;
  entity: EntitySchemaState;
  /** The page it is shown on (conditions and templates read its state); a grid form has one of its own holding the globals. */
  page: PageStateApi;
  row: Record<string, unknown> | undefined;
  /** What the opener gives the templates besides the row (a sub-table's `parent`). */
  outer: Readonly<Record<string, unknown>> | undefined;
  /** A success, with the text it says (filled in; undefined when none): toasted already unless the form says it in its dialog (`closeAfterMs`). */
  onSaved: (text: string | undefined, answer: unknown) => void;
}

/**
 * A form in a modal: values kept here (starting from the row it was opened for, if it says so),
 * conditions reading the page state and the form's own values as `<name>.<field>`; an outcome
 * toasts its text (if any), a success then calls `onSaved`, a failure keeps everything typed. A
 * form that closes after its success (`closeAfterMs`) says it in its dialog instead: never toasted, said once.
 * Input changed since it opened, or since it was last sent, is reported to the screen's leave guard.
 */
export function useModalForm({ form, entity, page, row, outer, onSaved }: ModalFormInput): FormController {
  // Opened without a row, it starts from its fields' `default` values (templates over the globals as they are now).
  const [initial] = useState<FormValues>(() => (row ? form.startValues(row) : { ...fieldDefaults(form.spec.fields, pageGlobals((path) => page.get(path))), ...form.startValues(row) }));
  const [values, setValues] = useState<FormValues>(initial);
  // What it opened with, then what was last sent (whatever the answer): changes since make leaving the page ask first.
  const [sent, setSent] = useState<FormValues>(initial);
  const state = usePageSnapshot(page);
  const toasts = useToasts();
  // The page's part is read from the store at call time (usePageReader says why), by a reader new at each change.
  const readPage = usePageReader(page);
  const read = useCallback((path: string) => (path.startsWith(`${form.name}.`) ? readState(values, path.slice(form.name.length + 1)) : readPage(path)), [readPage, form.name, values]);
  const controller = useFormController({
    formId: form.formId,
    idPrefix: form.idPrefix,
    title: form.title(row),
    initial,
    spec: form.spec,
    entity,
    resolve: form.resolve,
    answerText: form.answerText,
    endpoint: form.endpoint,
    endpointWhen: form.endpointWhen,
    pollEndpoint: form.pollEndpoint,
    stepEndpoints: form.stepEndpoints,
    start: initial,
    lookups: form.lookups,
    optionSets: form.optionSets,
    read,
    state,
    values,
    setValues,
    ...(row && { row }),
    ...(row && form.readOnly && { readOnly: form.readOnly }),
    outer,
    onOutcome(outcome) {
      const durationMs = outcome.ok ? form.durationMs : (form.failureDurationMs ?? form.durationMs);
      const saidInDialog = outcome.ok && form.closeAfterMs !== undefined;
      if (outcome.text && !saidInDialog) toasts.show({ text: outcome.text, variant: outcome.ok ? 'success' : form.failureVariant, ...(durationMs !== undefined && { durationMs }) });
      if (!outcome.refused) setSent(values);
      if (outcome.ok) onSaved(outcome.text, outcome.data);
    },
  });
  useReportUnsaved(form.formId, changedSinceStart(controller, values, sent));
  return controller;
}
