import type { FormOutcome } from './useEditForms';

/** A dialog's outcome: a success as a polite status, a failure as an alert. */
export function FormOutcomeLine({ outcome }: { outcome: FormOutcome }) {
  return outcome?.kind === 'failure' ? (
    <p className="pull-form__outcome pull-form__outcome--failure" role="alert">
      {outcome.text}
    </p>
  ) : (
    <p className="pull-form__outcome" role="status">
      {outcome?.text ?? ''}
    </p>
  );
}
