import { allTicked, chosenOf, isTicked, offeredValues, tickAll, tickValue } from '../../fixedChoices';
import { controlAria, labelIdOf, type FormWidgetProps } from '../widgetProps';

/** Heading of the chosen values' list when the widget gives none. */
export const CHOSEN_FALLBACK = 'Chosen';

/**
 * Several values of a fixed list (`checkboxes`): a group of checkboxes named by the field's label
 * (each box by its value), the values of the option set the definition writes (`options`, through
 * `formContext.optionSets`) or of the property's `items.enum`; with `selectAll`, a first box ticking
 * them all (unticking them all once every one is ticked). The chosen ones are listed under them, in a
 * polite live region. Value: the chosen values in the list's order, none = no value. Tab and Space use it.
 */
export function CheckboxesWidget(props: FormWidgetProps) {
  const { id, value, disabled, readonly, rawErrors, options: uiOptions, registry, schema, onChange, onBlur, onFocus } = props;
  const setName = typeof uiOptions.optionSet === 'string' ? uiOptions.optionSet : undefined;
  const set: readonly unknown[] | undefined = setName === undefined ? undefined : (registry.formContext.optionSets?.[setName] ?? []);
  const offered = offeredValues(set, schema);
  const chosen = chosenOf(value);
  const heading = typeof uiOptions.chosenLabel === 'string' ? uiOptions.chosenLabel : CHOSEN_FALLBACK;
  const selectAll = typeof uiOptions.selectAll === 'string' ? uiOptions.selectAll : undefined;
  const chosenId = `${id}__chosen`;
  const locked = disabled || readonly;
  const shown = offered.filter((item) => isTicked(chosen, item.value)).map((item) => item.label);
  return (
    <div
      id={id}
      className="form-choices"
      role="group"
      aria-labelledby={labelIdOf(id)}
      aria-describedby={`${controlAria({ id, rawErrors })['aria-describedby']} ${chosenId}`}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
    >
      <ul className="form-choices__list">
        {selectAll !== undefined && (
          <li>
            <label className="form-check" htmlFor={`${id}-all`}>
              <input
                type="checkbox"
                id={`${id}-all`}
                checked={allTicked(offered, chosen)}
                disabled={locked || offered.length === 0}
                onChange={() => onChange(tickAll(offered, chosen))}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
              <span>{selectAll}</span>
            </label>
          </li>
        )}
        {offered.map((item, index) => (
          <li key={`${index}:${String(item.value)}`}>
            <label className="form-check" htmlFor={`${id}-${index}`}>
              <input
                type="checkbox"
                id={`${id}-${index}`}
                checked={isTicked(chosen, item.value)}
                disabled={locked}
                onChange={(event) => onChange(tickValue(offered, chosen, item.value, event.target.checked))}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
              <span>{item.label}</span>
            </label>
          </li>
        ))}
      </ul>
      <p id={chosenId} className="form-choices__chosen" aria-live="polite">
        {heading}: {shown.length > 0 ? shown.join(', ') : '—'}
      </p>
    </div>
  );
}
