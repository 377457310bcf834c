import { controlAria, placeholderOf, type FormWidgetProps } from '../widgetProps';
import { chosenIndex, jsonOfChoice } from '../../jsonChoice';

/**
 * A select over a lookup's rows (`lookupSelect`). Options come from `formContext` (already narrowed
 * by the cascade parent); the chosen option's own value is stored, so integer ids stay numbers.
 * Disabled until a cascade parent has a value. With `asJson` the value is `{"<key>":<option value>}`
 * (a schedule's input), read back from such a text.
 */
export function LookupSelectWidget(props: FormWidgetProps) {
  const { id, name, htmlName, disabled, readonly, autofocus, onChange, onBlur, onFocus, registry } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  const field = registry.formContext.lookupFields[name];
  const options = field?.options ?? [];
  const asJson = typeof props.options.asJson === 'string' ? props.options.asJson : undefined;
  const selected = chosenIndex(options, value, asJson);
  const valueOf = (choice: unknown) => (asJson === undefined ? choice : jsonOfChoice(choice, asJson));
  return (
    <>
      <select
        id={id}
        name={htmlName ?? id}
        className="form-control"
        value={selected < 0 ? '' : String(selected)}
        disabled={disabled || readonly || field?.disabled === true}
        // Its choices are still on their way: an empty list now does not mean there are none.
        aria-busy={field?.status === 'loading' ? true : undefined}
        autoFocus={autofocus}
        {...controlAria(props)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : valueOf(options[Number(event.target.value)]?.value))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        <option value="">{placeholderOf(props)}</option>
        {options.map((option, index) => (
          <option key={`${index}:${String(option.value)}`} value={String(index)}>
            {option.label}
          </option>
        ))}
      </select>
      {field?.status === 'failed' && (
        <p className="form-field__note" role="alert">
          {field.error}
        </p>
      )}
    </>
  );
}
