import { ariaDescribedByIds } from '@rjsf/utils';
import { isEmptyValue } from '../../values';
import { labelIdOf, type FormWidgetProps } from '../widgetProps';

/** What a computed field without a value (yet) shows. */
export const EMPTY_COMPUTED_TEXT = '—';

/**
 * A computed field's value as text (`<output>` named by the field's label), never an input: it
 * cannot take focus, and nobody is asked to type there. It does not announce each change
 * (`aria-live="off"`), as it changes with every key typed in the fields it reads.
 */
export function ComputedOutputWidget({ id, value }: FormWidgetProps) {
  return (
    <output id={id} className="form-output" aria-labelledby={labelIdOf(id)} aria-describedby={ariaDescribedByIds(id)} aria-live="off">
      {isEmptyValue(value) ? EMPTY_COMPUTED_TEXT : String(value)}
    </output>
  );
}
