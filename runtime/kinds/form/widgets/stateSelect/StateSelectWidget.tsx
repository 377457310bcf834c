import { textOf } from '../../../../../shared/textOf';
import { notOffered, stateRowOptions } from '../../stateRows';
import { controlAria, placeholderOf, type FormWidgetProps } from '../widgetProps';

/** The value as the property holds it: a number property takes the option's text as a number. */
function typedValue(text: string, type: unknown): string | number {
  if (type !== 'integer' && type !== 'number') return text;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}

/**
 * A select over the rows at a page state path (`stateSelect`): the placeholder first (no value),
 * then one option per row the form hands it (`stateOptions`: already taken `within` the chosen row
 * and kept by `where`), its `valueColumn` labelled by `optionLabel`. A chosen value the rows no
 * longer offer stays, shown by itself (the form refuses it beside the field).
 */
export function StateSelectWidget(props: FormWidgetProps) {
  const { id, name, htmlName, disabled, readonly, autofocus, options, schema, registry, onChange, onBlur, onFocus } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  const column = typeof options.valueColumn === 'string' ? options.valueColumn : '';
  const label = typeof options.optionLabel === 'string' ? options.optionLabel : '';
  const offered = stateRowOptions(registry.formContext.stateOptions?.[name], column, label);
  const chosen = value === undefined || value === null ? '' : textOf(value);
  const stale = notOffered(value, offered);
  return (
    <select
      id={id}
      name={htmlName ?? id}
      className="form-control"
      value={chosen}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      {...controlAria(props)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : typedValue(event.target.value, schema.type))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{placeholderOf(props)}</option>
      {stale && <option value={chosen}>{chosen}</option>}
      {offered.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
