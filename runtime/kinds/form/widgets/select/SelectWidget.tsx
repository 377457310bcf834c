import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import { optionLabels } from '../../../../options/optionItems';
import { controlAria, placeholderOf, type FormWidgetProps } from '../widgetProps';

/**
 * A select over the field's `enum` (`select`), with the placeholder as its first, empty option;
 * values keep their type. An enum holding the empty text ('None' by its label) has that option
 * stand for no value instead: it is shown while nothing is chosen, and no second blank option is
 * added (Report config's Additional Report Type and Sort By). Over a labelled option set (`options`), a value shows the set's label
 * unless the field's own `labels` name it.
 */
export function SelectWidget(props: FormWidgetProps) {
  const { id, htmlName, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  const setLabels = typeof options.optionSet === 'string' ? optionLabels(props.registry.formContext.optionSets?.[options.optionSet]) : undefined;
  const enumOptions = (options.enumOptions ?? []).map((option) => {
    const label = option.label === String(option.value) ? setLabels?.[option.label] : undefined;
    return label === undefined ? option : { ...option, label };
  });
  const index = enumOptionsIndexForValue(value, enumOptions, false);
  const blankIndex = enumOptions.findIndex((option) => option.value === '');
  const selected = typeof index === 'string' ? index : blankIndex >= 0 ? String(blankIndex) : '';
  return (
    <select
      id={id}
      name={htmlName ?? id}
      className="form-control"
      value={selected}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      {...controlAria(props)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : enumOptionsValueForIndex(event.target.value, enumOptions))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      {blankIndex < 0 && <option value="">{placeholderOf(props)}</option>}
      {enumOptions.map((option, i) => (
        <option key={i} value={String(i)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
