import { useEffect, useId } from 'react';
import { ConfirmDialog } from '../../../ui/modal';
import { FormModalFrame } from '../../form/FormModalFrame';
import { LoadingFormModal } from '../../form/LoadingFormModal';
import { useLoadedRow } from '../../form/useLoadedRow';
import { renderTemplate } from '../../../templates/template';
import type { PageStateApi } from '../state/pageStore';
import { PageFormFields } from './PageFormFields';
import { PollProgress } from './PollProgress';
import { modalTitle, usePageFormModal, type ModalFormSlice } from './usePageFormModal';

/** Seconds the toast of values that could not be read stays (001 §8: 5 seconds). */
const LOAD_FAILED_SECONDS = 5;

export interface PageFormModalProps {
  slice: ModalFormSlice;
  page: PageStateApi;
  /** The row an edit form opens for. */
  row?: Record<string, unknown>;
  onClose(): void;
  onSaved(): void;
}

/**
 * A page form in a modal; render it only while open (it starts afresh each time). Key it by its
 * row and lookups (usePageForm). A form with `load` reads its values first ('Loading…'); a failure
 * closes it (its text is toasted).
 */
export function PageFormModal(props: PageFormModalProps) {
  const { slice, row, onClose } = props;
  const failure = slice.form.load && { text: String(renderTemplate(slice.form.load.failure, row ?? {}) ?? ''), variant: 'danger' as const, durationMs: LOAD_FAILED_SECONDS * 1000 };
  const load = useLoadedRow(failure && { endpoint: slice.loadEndpoint, failure }, row);
  useEffect(() => {
    if (load.status === 'failed') onClose();
  }, [load.status, onClose]);
  if (load.status === 'ready') return <PageFormDialog {...props} {...(load.row ? { row: load.row } : {})} />;
  if (load.status === 'failed') return null;
  return <LoadingFormModal title={modalTitle(slice.form.title, row)} closeLabel={slice.form.cancelLabel ?? 'Cancel'} onClose={onClose} />;
}

function PageFormDialog({ slice, page, row, onClose, onSaved }: PageFormModalProps) {
  const form = usePageFormModal(slice, page, row, onSaved);
  const formId = useId();
  if (form.status !== 'ready') {
    return (
      <FormModalFrame shows="notice" title={form.title} notice={form.status === 'loading' ? <p>Loading…</p> : <p role="alert">{form.error}</p>} onClose={onClose} />
    );
  }
  return (
    <FormModalFrame
      shows="form"
      title={form.title}
      layout={form.layout}
      formId={formId}
      submitLabel={form.submitLabel}
      submitting={form.submitting}
      submitDisabled={!form.canSubmit}
      note={form.incomplete}
      cancelLabel={slice.form.cancelLabel}
      onClose={onClose}
      after={
        <>
          {form.progress !== undefined && <PollProgress value={form.progress} />}
          {form.confirming !== undefined && (
            <ConfirmDialog title={form.submitLabel} confirmLabel={form.submitLabel} onConfirm={form.confirm} onCancel={form.cancelConfirm}>
              <p>{form.confirming}</p>
            </ConfirmDialog>
          )}
        </>
      }
    >
      <PageFormFields id={formId} form={form} />
    </FormModalFrame>
  );
}
