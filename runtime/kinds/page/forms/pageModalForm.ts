import { renderTemplate } from '../../../templates/template';
import type { ModalForm } from '../../form/modalForm';
import { valuesFromRow } from '../../form/valuesFromRow';
import { modalTitle, type ModalFormSlice } from './modalFormSlice';
import { outcomeSeconds } from './types';
import { textOf } from '../../../../shared/textOf';

/** Seconds the toast of values that could not be read stays (001 §8: 5 seconds). */
const LOAD_FAILED_SECONDS = 5;

/**
 * A page's modal form as the one form modal shows it: opened for a row, it starts filled from the
 * row; its title and `load.failure` are templates over the row; its outcomes toast as danger or
 * success for `submit.duration` seconds (5 by default); with `submit.closeAfter`, its success is
 * said inside the dialog, which closes by itself that many seconds later.
 */
export function pageModalForm(slice: ModalFormSlice): ModalForm {
  const { form } = slice;
  const load = form.load;
  return {
    name: slice.name,
    formId: slice.formId,
    idPrefix: `modal_${slice.name}`,
    spec: form,
    title: (row) => modalTitle(form.title, row),
    cancelLabel: form.cancelLabel,
    openAfterMs: form.openAfter === undefined ? undefined : form.openAfter * 1000,
    readOnly: form.readOnly,
    loadingCloseLabel: form.cancelLabel ?? 'Cancel',
    startValues: (row) => valuesFromRow(form, row),
    load: load && {
      endpoint: slice.loadEndpoint,
      failure: (row) => ({ text: textOf(renderTemplate(load.failure, row ?? {}) ?? ''), variant: 'danger', durationMs: LOAD_FAILED_SECONDS * 1000 }),
    },
    endpoint: slice.endpoint,
    endpointWhen: slice.endpointWhen,
    pollEndpoint: slice.pollEndpoint,
    stepEndpoints: slice.stepEndpoints,
    lookups: slice.lookups,
    optionSets: slice.optionSets,
    failureVariant: 'danger',
    durationMs: outcomeSeconds(form.submit, true) * 1000,
    failureDurationMs: outcomeSeconds(form.submit, false) * 1000,
    closeAfterMs: form.submit.closeAfter === undefined ? undefined : form.submit.closeAfter * 1000,
  };
}
