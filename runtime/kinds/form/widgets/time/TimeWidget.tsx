import { timeInputValue, timeValue } from '../../timeValue';
import { controlAria, type FormWidgetProps } from '../widgetProps';

/** A time picker (`time`): value `HH:mm`, or `HH:mm:ss` with `seconds`. */
export function TimeWidget(props: FormWidgetProps) {
  const { id, htmlName, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  const seconds = options.seconds === true;
  return (
    <input
      type="time"
      id={id}
      name={htmlName ?? id}
      className="form-control"
      step={seconds ? 1 : undefined}
      value={timeInputValue(value, seconds)}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      {...controlAria(props)}
      onChange={(event) => onChange(timeValue(event.target.value, seconds))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
