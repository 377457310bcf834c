import { useId } from 'react';

/** Text beside the bar (the runtime's own word: no screen names it). */
export const PROGRESS_LABEL = 'Progress';

/** The progress of a post-then-poll submit: a progressbar named by its visible label, with its value as text. */
export function PollProgress({ value }: { value: number }) {
  const labelId = useId();
  return (
    <div className="page-progress">
      <span id={labelId} className="page-progress__label">
        {PROGRESS_LABEL}
      </span>
      <div role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="page-progress__bar">
        <div className="page-progress__fill" style={{ width: `${value}%` }} />
      </div>
      <span className="page-progress__value">{value}%</span>
    </div>
  );
}
