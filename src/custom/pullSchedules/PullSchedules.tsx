import { useId } from 'react';
import { DayGrid } from './DayGrid';
import { StateConfirm } from './StateConfirm';
import type { PullSchedulesProperties } from './types';
import { usePullSchedules } from './usePullSchedules';
import '../customFields.css';
import './pullSchedules.css';

/** The pull-schedules day calendar: the day and type filter, the time grid with its events, the dialogs. */
export default function PullSchedules(properties: PullSchedulesProperties) {
  const view = usePullSchedules(properties);
  const { texts } = view;
  const dayId = useId();
  const typeId = useId();
  return (
    <div className="pull-calendar custom-fields">
      <div className="pull-calendar__toolbar">
        <button type="button" className="button" onClick={view.previousDay}>
          {texts.previousDay()}
        </button>
        <label htmlFor={dayId}>{texts.dayLabel()}</label>
        <input id={dayId} type="date" value={view.day} onChange={(event) => view.setDay(event.target.value)} />
        <button type="button" className="button" onClick={view.nextDay}>
          {texts.nextDay()}
        </button>
        <label htmlFor={typeId}>{texts.typeLabel()}</label>
        <select id={typeId} value={view.choice} onChange={(event) => view.setChoice(Number(event.target.value))}>
          {view.choices.map((choice, index) => (
            <option key={choice.label} value={index}>
              {choice.label}
            </option>
          ))}
        </select>
        <button type="button" className="button primary pull-calendar__add" onClick={view.openAdd}>
          {texts.addSchedule()}
        </button>
      </div>
      {view.status.kind === 'failed' ? (
        <p role="alert" className="pull-calendar__status">
          {view.status.text}
        </p>
      ) : (
        <p role="status" className="pull-calendar__status">
          {view.status.kind === 'loading' ? view.status.text : view.empty ? texts.noEvents() : ''}
        </p>
      )}
      <DayGrid view={view} pxPerHour={properties.props.pxPerHour} minEventWidth={properties.props.minEventWidth} />
      {view.dialog?.kind === 'confirmState' ? <StateConfirm texts={texts} event={view.dialog.event} change={view.dialog.change} onConfirm={view.changeState} onClose={view.closeDialog} /> : null}
    </div>
  );
}
