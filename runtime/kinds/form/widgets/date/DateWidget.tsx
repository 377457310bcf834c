import { lazy, Suspense } from 'react';
import { dayOfIso } from '../../calendarDays';
import { ruleContext } from '../../dateRuleErrors';
import { dateBounds, dateRuleOf, dayOffered } from '../../dateRuleOf';
import { controlAria, type FormWidgetProps } from '../widgetProps';
import { useCalendarPopup } from './useCalendarPopup';

// The calendar (react-day-picker) loads the first time a date field opens it, never with the form.
const DateCalendar = lazy(() => import('./DateCalendar'));

/** The hint inside the text box. */
export const DATE_PLACEHOLDER = 'yyyy-mm-dd';

/**
 * A date field (`date`), value `yyyy-MM-dd`: a text box named by the field's label (typing a date
 * works; the form validates it) and a button opening a month calendar in a popup dialog. The
 * calendar disables every day the field's rule refuses (judged with today, the instant and the page
 * data its `ruleData` names) and, with `notBefore: today`, the days before today; it marks today and
 * the chosen day. Focus moves into it; arrows move by day and week, PageUp/PageDown by month,
 * Enter or Space picks, Escape closes it; either way focus goes back to the button.
 */
export function DateWidget(props: FormWidgetProps) {
  const { id, name, htmlName, label, disabled, readonly, autofocus, options, registry, onChange, onBlur, onFocus } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  const { today, now = Date.now(), ruleData = {} } = registry.formContext;
  const { open, toggle, closeAndRefocus, button, popup, onPopupKeyDown } = useCalendarPopup();
  const context = ruleContext({ today, now }, ruleData, name);
  const rule = dateRuleOf(options.rule);
  const notBeforeToday = options.notBefore === 'today';
  const offered = dayOffered(rule, context, notBeforeToday);
  const bounds = dateBounds(rule, context);
  // With `notBefore: today` the calendar starts at today's month too.
  const first = notBeforeToday && (bounds.min === undefined || bounds.min < today) ? today : bounds.min;
  const text = typeof value === 'string' ? value : '';
  const locked = disabled || readonly;
  const dialogId = `${id}__calendar`;
  const shownName = label === '' ? name : label;

  return (
    <div className="form-date">
      <div className="form-date__entry">
        <input
          type="text"
          id={id}
          name={htmlName ?? id}
          className="form-control"
          value={text}
          placeholder={DATE_PLACEHOLDER}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          readOnly={readonly}
          autoFocus={autofocus}
          {...controlAria(props)}
          onChange={(event) => onChange(event.target.value.trim() === '' ? undefined : event.target.value.trim())}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        <button
          ref={button}
          type="button"
          className="button form-date__open"
          aria-label={`Choose ${shownName}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          disabled={locked}
          onClick={toggle}
        >
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
      </div>
      {open && (
        <div ref={popup} id={dialogId} className="form-date__popup" role="dialog" aria-label={`Choose ${shownName}`} tabIndex={-1} onKeyDown={onPopupKeyDown}>
          <Suspense fallback={<p className="form-date__loading">Loading…</p>}>
            <DateCalendar
              selected={dayOfIso(text)}
              today={today}
              offered={offered}
              {...(first !== undefined && { min: first })}
              {...(bounds.max !== undefined && { max: bounds.max })}
              onPick={(date) => {
                onChange(date);
                closeAndRefocus();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
