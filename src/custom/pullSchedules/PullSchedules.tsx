import { useId } from 'react';
import { AddEventDialog } from './AddEventDialog';
import { DayDialog, EditDialog } from './EditDialogs';
import { EventMenu, LocalEventBox } from './EventMenu';
import { StateConfirm } from './StateConfirm';
import type { PullSchedulesProperties } from './types';
import { useOpeningScroll } from './useOpeningScroll';
import { usePullSchedules } from './usePullSchedules';
import '../customFields.css';
import './pullSchedules.css';

/** The pull-schedules day calendar: the day and type filter, the time grid with its events, the dialogs. */
export default function PullSchedules(properties: PullSchedulesProperties) {
  const view = usePullSchedules(properties);
  const { texts } = view;
  const dayId = useId();
  const typeId = useId();
  const scroller = useOpeningScroll(view.day, view.status.kind === 'ready', view.openingTop);
  const dialogProps = {
    component: properties,
    day: view.day,
    data: view.data,
    onClose: view.closeDialog,
  };
  const finished = () => {
    view.closeDialog();
    void view.reload();
  };
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
          {view.status.kind === 'loading' ? view.status.text : view.events.length === 0 ? texts.noEvents() : ''}
        </p>
      )}
      {/* The grid scrolls inside the page (focusable, so the keyboard scrolls it too) and opens at the day's pulls. */}
      <section className="pull-calendar__grid" aria-label={texts.gridLabel({ day: view.day })} tabIndex={0} ref={scroller}>
        <div className="pull-calendar__canvas" style={{ height: view.gridHeight }}>
          {view.hours.map((hour) => (
            <div key={hour.label} className="pull-calendar__hour" style={{ top: hour.top, height: properties.props.pxPerHour }}>
              <span className="pull-calendar__hour-label">{hour.label}</span>
            </div>
          ))}
          <div className="pull-calendar__events">
            {view.events.map((event) => (event.local ? <LocalEventBox key={event.id} event={event} /> : <EventMenu key={event.id} event={event} actions={view.actionsOf(event)} />))}
            {view.nowTop !== undefined ? <div className="pull-calendar__now" role="separator" aria-label={texts.now()} style={{ top: view.nowTop }} data-testid="current-time-line" /> : null}
          </div>
        </div>
      </section>
      {view.dialog?.kind === 'edit' ? <EditDialog {...dialogProps} event={view.dialog.event} onDone={finished} /> : null}
      {view.dialog?.kind === 'editDay' ? <DayDialog {...dialogProps} event={view.dialog.event} onDone={finished} /> : null}
      {view.dialog?.kind === 'confirmState' ? <StateConfirm texts={texts} event={view.dialog.event} change={view.dialog.change} onConfirm={view.changeState} onClose={view.closeDialog} /> : null}
      {view.dialog?.kind === 'add' ? <AddEventDialog texts={texts} day={view.day} times={properties.props.newEvent} onAdd={view.addLocal} onClose={view.closeDialog} /> : null}
    </div>
  );
}
