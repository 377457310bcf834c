import { controlAria, placeholderOf, type FormWidgetProps } from '../widgetProps';

/** Lines shown when the field gives no `rows`. */
export const DEFAULT_TEXTAREA_ROWS = 4;

/** A text box of several lines (`textarea`): the value is the text as typed, an empty box no value. */
export function TextareaWidget(props: FormWidgetProps) {
  const { id, htmlName, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  const rows = typeof options.rows === 'number' ? options.rows : DEFAULT_TEXTAREA_ROWS;
  return (
    <textarea
      id={id}
      name={htmlName ?? id}
      className="form-control form-textarea"
      rows={rows}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholderOf(props) || undefined}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      {...controlAria(props)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
