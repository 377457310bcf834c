import { chosenLabels, chosenValues, isChosen, toggleChoice } from '../../lookupChoices';
import { ChoiceGroup } from '../ChoiceGroup';
import type { FormWidgetProps } from '../widgetProps';

/** Heading of the chosen options' list when the widget gives none. */
export const CHOSEN_LABEL_FALLBACK = 'Chosen';

/**
 * Several options of a lookup (`lookupMultiSelect`): a group of checkboxes named by the field's
 * label (each box by its option; a group takes no `aria-required`: the label and `required` message
 * say it), with the chosen options listed under them. Value: the chosen
 * options' own values (integer ids stay numbers), none = no value. Tab and Space use it.
 */
export function LookupMultiSelectWidget(props: FormWidgetProps) {
  const { id, name, disabled, readonly, rawErrors, options: uiOptions, registry, onChange, onBlur, onFocus } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  const field = registry.formContext.lookupFields[name];
  const options = field?.options ?? [];
  const chosen = chosenValues(value);
  const heading = typeof uiOptions.chosenLabel === 'string' ? uiOptions.chosenLabel : CHOSEN_LABEL_FALLBACK;
  const boxes = options.map((option, index) => ({
    key: `${index}:${String(option.value)}`,
    id: `${id}-${index}`,
    label: option.label,
    checked: isChosen(chosen, option.value),
    disabled: disabled === true || readonly === true,
    onToggle: (checked: boolean) => onChange(toggleChoice(options, chosen, option.value, checked)),
  }));
  return (
    <ChoiceGroup
      id={id}
      rawErrors={rawErrors}
      boxes={boxes}
      chosenHeading={heading}
      chosen={chosenLabels(options, chosen)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      before={field?.status === 'loading' && <p className="form-choices__note">Loading…</p>}
      after={
        field?.status === 'failed' && (
          <p className="form-field__note" role="alert">
            {field.error}
          </p>
        )
      }
    />
  );
}
