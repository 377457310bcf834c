/** Cancel and submit, in the modal's footer: outside the `<form>`, so the submit button names it with `form`. */
export function FormActions({ formId, submitLabel, submitting, onCancel }: { formId: string; submitLabel: string; submitting: boolean; onCancel: () => void }) {
  return (
    <>
      <button type="button" className="button" onClick={onCancel} disabled={submitting}>
        Cancel
      </button>
      <button type="submit" form={formId} className="button primary" disabled={submitting}>
        {submitLabel}
      </button>
    </>
  );
}
