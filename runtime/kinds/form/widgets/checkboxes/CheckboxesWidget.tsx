import { allTicked, chosenOf, isTicked, offeredValues, tickAll, tickValue } from '../../fixedChoices';
import { ChoiceGroup, type ChoiceBox } from '../ChoiceGroup';
import type { FormWidgetProps } from '../widgetProps';

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
  const { id, disabled, readonly, rawErrors, options: uiOptions, registry, schema, onChange, onBlur, onFocus } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  const setName = typeof uiOptions.optionSet === 'string' ? uiOptions.optionSet : undefined;
  const set: readonly unknown[] | undefined = setName === undefined ? undefined : (registry.formContext.optionSets?.[setName] ?? []);
  const offered = offeredValues(set, schema);
  const chosen = chosenOf(value);
  const heading = typeof uiOptions.chosenLabel === 'string' ? uiOptions.chosenLabel : CHOSEN_FALLBACK;
  const selectAll = typeof uiOptions.selectAll === 'string' ? uiOptions.selectAll : undefined;
  const locked = disabled === true || readonly === true;
  const all: ChoiceBox[] =
    selectAll === undefined
      ? []
      : [{ key: 'all', id: `${id}-all`, label: selectAll, checked: allTicked(offered, chosen), disabled: locked || offered.length === 0, onToggle: () => onChange(tickAll(offered, chosen)) }];
  const boxes = offered.map((item, index) => ({
    key: `${index}:${String(item.value)}`,
    id: `${id}-${index}`,
    label: item.label,
    checked: isTicked(chosen, item.value),
    disabled: locked,
    onToggle: (checked: boolean) => onChange(tickValue(offered, chosen, item.value, checked)),
  }));
  return (
    <ChoiceGroup
      id={id}
      rawErrors={rawErrors}
      boxes={[...all, ...boxes]}
      chosenHeading={heading}
      chosen={offered.filter((item) => isTicked(chosen, item.value)).map((item) => item.label)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
