import { keepFocusOnPress } from './keepFocusOnPress';

export interface FormActionsProps {
  formId: string;
  submitLabel: string;
  submitting: boolean;
  /** Also disables the submit (a page form not ready to be sent). */
  submitDisabled?: boolean;
  /** Id of a note saying why the submit is disabled. */
  describedBy?: string;
  onCancel: () => void;
  /** Text of the cancel button (default 'Cancel'). */
  cancelLabel?: string | undefined;
}

/** Cancel and submit, in the modal's footer: outside the `<form>`, so the submit button names it with `form`. */
export function FormActions({ formId, submitLabel, submitting, submitDisabled = false, describedBy, onCancel, cancelLabel = 'Cancel' }: FormActionsProps) {
  return (
    <>
      <button type="button" className="button" onClick={onCancel} disabled={submitting}>
        {cancelLabel}
      </button>
      <button type="submit" form={formId} className="button primary" disabled={submitting || submitDisabled} aria-describedby={describedBy} onMouseDown={keepFocusOnPress}>
        {submitLabel}
      </button>
    </>
  );
}
