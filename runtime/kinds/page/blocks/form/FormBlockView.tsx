import { useId } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../ui/modal';
import { PageAlert } from '../../alerts/PageAlert';
import { FormFields } from '../../../form/FormFields';
import { keepFocusOnPress } from '../../../form/keepFocusOnPress';
import { PollProgress } from '../../forms/PollProgress';
import type { PageStateApi } from '../../state/pageStore';
import { useFormBlock, type FormBlockSlice } from './useFormBlock';

/** An inline form: its fields, the submit (with its note while incomplete; none when the block has no submit), Reset and Close when defined, its confirm and its outcome. */
export function FormBlockView({ slice, page }: { slice: FormBlockSlice; page: PageStateApi }) {
  const { form, outcome, dismissOutcome, initialProblem, reset } = useFormBlock(slice, page);
  const resetButton = slice.block.resetButton;
  const closeButton = slice.block.closeButton;
  const navigate = useNavigate();
  const formId = useId();
  const noteId = useId();
  if (form.status === 'loading') return <p className="page-loading">Loading…</p>;
  if (form.status === 'error') return <p role="alert">{form.error}</p>;
  return (
    <div className="page-form">
      {initialProblem !== undefined && (
        <p className="page-alert page-alert--danger" role="alert">
          {initialProblem}
        </p>
      )}
      <FormFields id={formId} form={form}>
        {slice.block.submit === undefined && resetButton === undefined && closeButton === undefined ? (
          <></>
        ) : (
          <div className="page-form__actions">
            {slice.block.submit !== undefined && (
              <button type="submit" className="button primary" disabled={!form.canSubmit} aria-describedby={form.incomplete ? noteId : undefined} onMouseDown={keepFocusOnPress}>
                {form.submitLabel}
              </button>
            )}
            {resetButton !== undefined && (
              <button type="button" className="button" disabled={form.submitting} onClick={reset}>
                {resetButton.label}
              </button>
            )}
            {closeButton !== undefined && (
              <button type="button" className="button" disabled={form.submitting} onClick={() => void navigate(closeButton.to)}>
                {closeButton.label}
              </button>
            )}
            {form.incomplete && (
              <span id={noteId} className="page-form__note">
                {form.incomplete}
              </span>
            )}
          </div>
        )}
      </FormFields>
      {form.progress !== undefined && <PollProgress value={form.progress} />}
      <div className="page-alerts">{outcome && <PageAlert outcome={outcome} onDismiss={dismissOutcome} />}</div>
      {form.confirming !== undefined && (
        <ConfirmDialog title={form.submitLabel} confirmLabel={form.submitLabel} onConfirm={form.confirm} onCancel={form.cancelConfirm}>
          <p>{form.confirming}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
