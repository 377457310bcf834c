import { enumOptionsIndexForValue, enumOptionsValueForIndex, type EnumOptionsType, type RJSFSchema } from '@rjsf/utils';
import { LabelText } from '../LabelText';
import { labelIdOf, originalOf, type FormWidgetProps } from '../widgetProps';
import { ariaDescribedByIds } from '@rjsf/utils';

const YES_NO: EnumOptionsType<RJSFSchema>[] = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

/**
 * Radio buttons (`radio`): a group named by its legend, the field's label and its original value
 * in brackets (the field template shows none), one radio per value of the property's `enum`
 * (labelled like a select's options) or Yes / No on a boolean. The radios share a name, so Tab
 * reaches the group and the arrow keys move (and choose) within it. Values keep their type.
 */
export function RadioWidget(props: FormWidgetProps) {
  const { id, htmlName, label, disabled, readonly, autofocus, rawErrors, options, onChange, onBlur, onFocus } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  const enumOptions = options.enumOptions && options.enumOptions.length > 0 ? options.enumOptions : YES_NO;
  const index = enumOptionsIndexForValue(value, enumOptions, false);
  const chosen = typeof index === 'string' ? index : undefined;
  const invalid = rawErrors && rawErrors.length > 0 ? true : undefined;
  return (
    <fieldset id={id} className="form-radios" aria-describedby={ariaDescribedByIds(id)} aria-invalid={invalid}>
      <legend id={labelIdOf(id)} className="form-field__label form-radios__legend">
        <LabelText label={label} original={originalOf(options)} />
      </legend>
      <div className="form-radios__options">
        {enumOptions.map((option, i) => (
          <label key={i} className="form-check" htmlFor={`${id}-${i}`}>
            <input
              type="radio"
              id={`${id}-${i}`}
              name={htmlName ?? id}
              value={String(i)}
              checked={chosen === String(i)}
              disabled={disabled || readonly}
              autoFocus={autofocus && i === 0}
              onChange={() => onChange(enumOptionsValueForIndex(String(i), enumOptions))}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
