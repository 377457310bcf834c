import { useState, type KeyboardEvent } from 'react';
import { ruleContext } from '../../dateRuleErrors';
import { dateBounds, dateRuleOf } from '../../dateRuleOf';
import { addDate, datesOf, datesShapeOf, datesValue, removeDate } from '../../dateTags';
import { controlAria, labelIdOf, type FormWidgetProps } from '../widgetProps';

/** Said when a typed text is not a date. */
export const DATE_FORMAT_TEXT = 'Type a date as yyyy-mm-dd';
/** Said when the rule refuses a date and the field gives no `messages.rule`. */
export const DATE_RULE_FALLBACK = 'is not an allowed date';

/**
 * A tag input of dates (`dates`): pick a day or type `yyyy-mm-dd` and press Enter (or the add
 * button); each chosen date is a tag with its own 'Remove <date>' button. Value: the dates in order
 * (a list, or comma-joined on a string property), none = no value. A date the rule refuses (or a text
 * that is no date) is not added and is said beside.
 */
export function DatesWidget(props: FormWidgetProps) {
  const { id, name, schema, disabled, readonly, options, registry, onChange, onBlur, onFocus } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const dates = datesOf(value);
  const shape = datesShapeOf(schema.type);
  const { today, now = Date.now(), ruleData = {} } = registry.formContext;
  // The rule judges by today, the instant and the page data the field names (`ruleData`).
  const context = ruleContext({ today, now }, ruleData, name);
  const rule = dateRuleOf(options.rule);
  const locked = disabled || readonly;
  const add = () => {
    if (draft.trim() === '') return;
    const result = addDate(dates, draft, (date) => rule?.allows(date, context) ?? true);
    if (!result.ok) {
      setProblem(result.problem === 'format' ? DATE_FORMAT_TEXT : typeof options.ruleMessage === 'string' ? options.ruleMessage : DATE_RULE_FALLBACK);
      return;
    }
    setProblem(undefined);
    setDraft('');
    onChange(datesValue(result.dates, shape));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const noteId = `${id}__dates-note`;
  return (
    <div className="form-dates" role="group" aria-labelledby={labelIdOf(id)}>
      {dates.length > 0 && (
        <ul className="form-dates__tags">
          {dates.map((date) => (
            <li key={date} className="form-dates__tag">
              <span>{date}</span>
              <button type="button" className="button form-dates__remove" aria-label={`Remove ${date}`} disabled={locked} onClick={() => onChange(datesValue(removeDate(dates, date), shape))}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="form-dates__entry">
        <input
          type="date"
          id={id}
          className="form-control"
          value={draft}
          {...dateBounds(rule, context)}
          disabled={disabled}
          readOnly={readonly}
          {...controlAria(props)}
          aria-describedby={[controlAria(props)['aria-describedby'], problem ? noteId : undefined].filter(Boolean).join(' ')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        <button type="button" className="button" disabled={locked} onClick={add}>
          {typeof options.addLabel === 'string' ? options.addLabel : 'Add'}
        </button>
      </div>
      {problem && (
        <p id={noteId} className="form-field__note" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
