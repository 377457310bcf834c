import { useState } from 'react';
import { buildCron, CRON_DAYS, cronValue, DEFAULT_CRON_TIME, readCron, toggleCronDay, unwrapCron } from '../../cronBuilder';
import { controlAria, labelIdOf, type FormWidgetProps } from '../widgetProps';
import { cronWordsOf } from './cronWords';
import './cronWidget.css';

/**
 * A cron builder (`cron`): seven day-of-week checkboxes and a time, kept in sync both ways with the
 * expression's text box (the control the field's label names). Ticking days or changing the time
 * writes `minute hour ? * DAYS *`; typing an expression the builder can show ticks its days, and one
 * it cannot show (a day of the month, several times, half typed) leaves the builder disabled under
 * its note (`customNote`, e.g. 'Custom expression'), showing nothing it would misread. Every word
 * shown is the definition's (`daysLabel`, `dayLabels`, `timeLabel`, `customNote`: widgets/cron/
 * cronWords.ts). Value: the expression (trimmed, `cron(…)` with `wrap`), none while blank or no day
 * is ticked. A value set from outside shows at once.
 */
export function CronWidget(props: FormWidgetProps) {
  const { id, htmlName, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } = props;
  // RJSF types a widget's value `any`: here it is read as what it is, unknown.
  const value: unknown = props.value;
  const wrap = options.wrap === true;
  const words = cronWordsOf(options);
  const [text, setText] = useState(() => unwrapCron(value));
  const [seen, setSeen] = useState<unknown>(value);
  const [time, setTime] = useState(DEFAULT_CRON_TIME);
  // A value the widget did not send (a row loaded, a field effect) replaces the text typed.
  if (value !== seen) {
    setSeen(value);
    setText(unwrapCron(value));
  }
  const send = (expression: string) => {
    const next = cronValue(expression, wrap);
    setText(expression);
    setSeen(next);
    onChange(next);
  };

  const plan = readCron(text);
  const custom = text.trim() !== '' && plan === undefined;
  const days = plan?.days ?? [];
  const shownTime = plan?.time ?? (custom ? '' : time);
  const locked = disabled || readonly;
  const builderOff = locked || custom;
  const build = (nextDays: readonly number[], nextTime: string) => {
    setTime(nextTime);
    send(buildCron({ days: nextDays, time: nextTime }) ?? '');
  };
  const noteId = `${id}__cron-custom`;

  return (
    <div className="form-cron" role="group" aria-labelledby={labelIdOf(id)}>
      <div className="form-cron__builder" aria-describedby={custom ? noteId : undefined}>
        <fieldset className="form-cron__days" disabled={builderOff}>
          <legend className="form-cron__legend">{words.daysLabel}</legend>
          {CRON_DAYS.map((day) => (
            <label key={day.number} className="form-check" htmlFor={`${id}-day-${day.number}`}>
              <input
                type="checkbox"
                id={`${id}-day-${day.number}`}
                checked={days.includes(day.number)}
                disabled={builderOff}
                onChange={() => build(toggleCronDay(days, day.number), shownTime)}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
              <span>{words.dayLabels[day.number - 1]}</span>
            </label>
          ))}
        </fieldset>
        <label className="form-cron__time" htmlFor={`${id}-time`}>
          <span>{words.timeLabel}</span>
          <input
            type="time"
            id={`${id}-time`}
            className="form-control"
            value={shownTime}
            disabled={builderOff}
            onChange={(event) => {
              if (/^\d{2}:\d{2}$/.test(event.target.value)) build(days, event.target.value);
            }}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
        </label>
        {custom && (
          <p id={noteId} className="form-cron__custom">
            {words.customNote}
          </p>
        )}
      </div>
      <input
        type="text"
        id={id}
        name={htmlName ?? id}
        className="form-control form-cron__expression"
        value={text}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        spellCheck={false}
        autoComplete="off"
        {...controlAria(props)}
        onChange={(event) => send(event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </div>
  );
}
