import { useMemo } from 'react';
import { fitDayEvents } from '../../domain/calendar';
import { EventListPopover } from './EventListPopover';
import { EventMenu, eventPlace, inRightHalf, LocalEventBox } from './EventMenu';
import { useElementWidth } from './useElementWidth';
import { useOpeningScroll } from './useOpeningScroll';
import type { PullSchedulesView } from './usePullSchedules';

/**
 * The day's time grid (a region named by the day): the hours, the events within them side by side
 * (a group too many for `minEventWidth` shows as many as fit and a '+N more' listing the others),
 * the current-time line, and markers at its top and bottom edges listing the events before and
 * after its hours.
 */
export function DayGrid({ view, pxPerHour, minEventWidth }: { view: PullSchedulesView; pxPerHour: number; minEventWidth: number }) {
  const { texts } = view;
  const scroller = useOpeningScroll(view.day, view.status.kind === 'ready', view.openingTop);
  const column = useElementWidth<HTMLDivElement>();
  const fitted = useMemo(() => fitDayEvents(view.events, column.width, minEventWidth), [view.events, column.width, minEventWidth]);
  return (
    <section className="pull-calendar__day" aria-label={texts.gridLabel({ day: view.day })}>
      {view.earlier.events.length > 0 ? (
        <EventListPopover key={`top ${view.day}`} at="top" label={view.earlier.label} title={view.earlier.title} events={view.earlier.events} actionsOf={view.actionsOf} />
      ) : null}
      {/* The grid scrolls inside the page (focusable, so the keyboard scrolls it too) and opens at the day's pulls. */}
      <div className="pull-calendar__grid" tabIndex={0} ref={scroller}>
        <div className="pull-calendar__canvas" style={{ height: view.gridHeight }}>
          {view.hours.map((hour) => (
            <div key={hour.label} className="pull-calendar__hour" style={{ top: hour.top, height: pxPerHour }}>
              <span className="pull-calendar__hour-label">{hour.label}</span>
            </div>
          ))}
          <div className="pull-calendar__events" ref={column.ref}>
            {fitted.shown.map((event) =>
              event.local ? (
                <LocalEventBox key={event.id} event={event} place={eventPlace(event)} tipEnd={inRightHalf(event)} />
              ) : (
                <EventMenu key={event.id} event={event} actions={view.actionsOf(event)} place={eventPlace(event)} tipEnd={inRightHalf(event)} />
              ),
            )}
            {fitted.more.map((more) => (
              <EventListPopover
                key={`${view.day} ${more.hidden[0]?.id ?? more.group}`}
                at="more"
                place={eventPlace(more)}
                label={texts.moreEvents({ count: more.hidden.length })}
                title={texts.moreTitle({ start: more.start, end: more.end })}
                events={more.hidden}
                actionsOf={view.actionsOf}
              />
            ))}
            {view.nowTop !== undefined ? <div className="pull-calendar__now" role="separator" aria-label={texts.now()} style={{ top: view.nowTop }} data-testid="current-time-line" /> : null}
          </div>
        </div>
      </div>
      {view.later.events.length > 0 ? <EventListPopover key={`bottom ${view.day}`} at="bottom" label={view.later.label} title={view.later.title} events={view.later.events} actionsOf={view.actionsOf} /> : null}
    </section>
  );
}
