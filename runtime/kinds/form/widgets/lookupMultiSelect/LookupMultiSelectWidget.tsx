import { chosenLabels, chosenValues, isChosen, toggleChoice } from '../../lookupChoices';
import { controlAria, labelIdOf, type FormWidgetProps } from '../widgetProps';

/** Heading of the chosen options' list when the widget gives none. */
export const CHOSEN_LABEL_FALLBACK = 'Chosen';

/**
 * Several options of a lookup (`lookupMultiSelect`): a group of checkboxes named by the field's
 * label (each box by its option; a group takes no `aria-required`: the label and `required` message
 * say it), with the chosen options listed under them. Value: the chosen
 * options' own values (integer ids stay numbers), none = no value. Tab and Space use it.
 */
export function LookupMultiSelectWidget(props: FormWidgetProps) {
  const { id, name, value, disabled, readonly, rawErrors, options: uiOptions, registry, onChange, onBlur, onFocus } = props;
  const field = registry.formContext.lookupFields[name];
  const options = field?.options ?? [];
  const chosen = chosenValues(value);
  const labels = chosenLabels(options, chosen);
  const heading = typeof uiOptions.chosenLabel === 'string' ? uiOptions.chosenLabel : CHOSEN_LABEL_FALLBACK;
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
      {field?.status === 'loading' && <p className="form-choices__note">Loading…</p>}
      {options.length > 0 && (
        <ul className="form-choices__list">
          {options.map((option, index) => (
            <li key={`${index}:${String(option.value)}`}>
              <label className="form-check" htmlFor={`${id}-${index}`}>
                <input
                  type="checkbox"
                  id={`${id}-${index}`}
                  checked={isChosen(chosen, option.value)}
                  disabled={disabled || readonly}
                  onChange={(event) => onChange(toggleChoice(options, chosen, option.value, event.target.checked))}
                  onBlur={() => onBlur(id, value)}
                  onFocus={() => onFocus(id, value)}
                />
                <span>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p id={chosenId} className="form-choices__chosen" aria-live="polite">
        {heading}: {labels.length > 0 ? labels.join(', ') : '—'}
      </p>
      {field?.status === 'failed' && (
        <p className="form-field__note" role="alert">
          {field.error}
        </p>
      )}
    </div>
  );
}
