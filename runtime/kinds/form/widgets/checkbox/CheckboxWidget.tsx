import { LabelText } from '../LabelText';
import { controlAria, originalOf, type FormWidgetProps } from '../widgetProps';

/** A checkbox (`checkbox`) labelled by the field's title (and its original value in brackets), which it renders itself (the field template does not). */
export function CheckboxWidget(props: FormWidgetProps) {
  const { id, htmlName, label, options, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  return (
    <label className="form-check" htmlFor={id}>
      <input
        type="checkbox"
        id={id}
        name={htmlName ?? id}
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        {...controlAria(props)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <span>
        <LabelText label={label} original={originalOf(options)} />
      </span>
    </label>
  );
}
