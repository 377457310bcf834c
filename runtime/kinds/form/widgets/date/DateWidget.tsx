import { dateBounds, dateRuleOf } from '../../dateRuleOf';
import { controlAria, type FormWidgetProps } from '../widgetProps';

/**
 * A date picker (`date`), value `yyyy-MM-dd`. With `notBefore: today` the days before today in
 * America/Winnipeg are disabled (`min`); with a `rule`, the rule's bounds; a typed date the rule
 * refuses is rejected by the form's validation.
 */
export function DateWidget(props: FormWidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, options, registry, onChange, onBlur, onFocus } = props;
  const today = registry.formContext.today;
  const bounds = dateBounds(dateRuleOf(options.rule), today);
  const min = options.notBefore === 'today' ? today : bounds.min;
  return (
    <input
      type="date"
      id={id}
      name={htmlName ?? id}
      className="form-control"
      value={typeof value === 'string' ? value : ''}
      min={min}
      max={bounds.max}
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
