/**
 * A field's label as shown: its text, then its original value in brackets, muted ('First Name
 * (Marie)', the field's `original`). Both sit inside the label element, so the control's
 * accessible name is the label as shown.
 */
export function LabelText({ label, original }: { label: string; original: string | undefined }) {
  if (original === undefined) return label;
  return (
    <>
      {label} <span className="form-field__original">({original})</span>
    </>
  );
}
