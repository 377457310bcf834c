import { useId, type CSSProperties } from 'react';
import type { CalendarEvent } from '../../domain/calendar';
import { EventMenu, LocalEventBox } from './EventMenu';
import type { MenuAction } from './useEventActions';
import { useEventListPopover } from './useEventListPopover';
import type { NamedEvent } from './usePullSchedules';

interface EventListPopoverProps {
  /** What the button says: '+3 more', '2 earlier, before 04:00'. */
  label: string;
  /** The heading of the list (and its accessible name). */
  title: string;
  events: NamedEvent[];
  actionsOf: (event: CalendarEvent) => MenuAction[];
  /** 'more' sits on the grid at `place`; 'top' and 'bottom' are the grid's edge markers. */
  at: 'more' | 'top' | 'bottom';
  place?: CSSProperties;
}

/**
 * A button standing for events the grid does not draw (too many side by side, or outside its
 * hours) and the list it opens of them, each with its full menu, as on the grid.
 */
export function EventListPopover({ label, title, events, actionsOf, at, place }: EventListPopoverProps) {
  const popover = useEventListPopover();
  const listId = useId();
  const titleId = useId();
  return (
    <div className={`pull-more pull-more--${at}${popover.open ? ' pull-more--open' : ''}`} style={place} ref={popover.rootRef} onKeyDown={popover.onKeyDown}>
      <button
        type="button"
        className="pull-more__button"
        ref={popover.buttonRef}
        aria-expanded={popover.open}
        aria-controls={popover.open ? listId : undefined}
        onClick={popover.toggle}
      >
        {label}
      </button>
      {popover.open ? (
        <div id={listId} role="group" aria-labelledby={titleId} className="pull-more__list" ref={popover.listRef}>
          <p id={titleId} className="pull-more__title">
            {title}
          </p>
          <ul>
            {events.map((event) => (
              <li key={event.id}>{event.local ? <LocalEventBox event={event} /> : <EventMenu event={event} actions={actionsOf(event)} />}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
