import type { ReactNode } from 'react';
import { controlAria, labelIdOf } from './widgetProps';

/** One box of a choice group: named by its option's text. */
export interface ChoiceBox {
  key: string;
  /** The input's id (its label points at it). */
  id: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onToggle: (checked: boolean) => void;
}

interface ChoiceGroupProps {
  /** The widget's id: the group's, and the prefix of its parts. */
  id: string;
  rawErrors: string[] | undefined;
  boxes: readonly ChoiceBox[];
  /** The heading of the chosen values' line and the texts it lists. */
  chosenHeading: string;
  chosen: readonly string[];
  onBlur: () => void;
  onFocus: () => void;
  /** Shown over the boxes (a lookup loading). */
  before?: ReactNode;
  /** Shown under the chosen line (a lookup's failure). */
  after?: ReactNode;
}

/**
 * Checkboxes of several values (the `checkboxes` and `lookupMultiSelect` widgets): a group named by
 * the field's label, each box by its option, the chosen ones listed under them in a polite live
 * region. Tab and Space use it.
 */
export function ChoiceGroup({ id, rawErrors, boxes, chosenHeading, chosen, onBlur, onFocus, before, after }: ChoiceGroupProps) {
  const chosenId = `${id}__chosen`;
  return (
    <div
      id={id}
      className="form-choices"
      role="group"
      aria-labelledby={labelIdOf(id)}
      aria-describedby={`${controlAria({ id, rawErrors })['aria-describedby']} ${chosenId}`}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
    >
      {before}
      {boxes.length > 0 && (
        <ul className="form-choices__list">
          {boxes.map((box) => (
            <li key={box.key}>
              <label className="form-check" htmlFor={box.id}>
                <input type="checkbox" id={box.id} checked={box.checked} disabled={box.disabled} onChange={(event) => box.onToggle(event.target.checked)} onBlur={onBlur} onFocus={onFocus} />
                <span>{box.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p id={chosenId} className="form-choices__chosen" aria-live="polite">
        {chosenHeading}: {chosen.length > 0 ? chosen.join(', ') : '—'}
      </p>
      {after}
    </div>
  );
}
