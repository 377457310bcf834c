import { useId, type CSSProperties } from 'react';
import { useMenuButton } from '../../shell/useMenuButton';
import type { MenuAction } from './useEventActions';
import type { NamedEvent } from './usePullSchedules';

type Box = { top: number; height: number; column: number; columns: number };

/** Whether a box sits in the right half of the grid: its full name then opens leftwards, inside the grid. */
export const inRightHalf = (box: Box): boolean => box.column * 2 >= box.columns && box.columns > 1;

/** Where a box sits on the grid: its top and height, and its column of the group it overlaps with. */
export function eventPlace(event: Box): CSSProperties {
  const width = 100 / event.columns;
  return {
    top: event.top,
    height: event.height,
    left: `calc(${event.column * width}% + 2px)`,
    width: `calc(${width}% - 4px)`,
  };
}

/** The colour of an event: off (disabled, this day or all days), overridden, or plain. */
const toneOf = (event: NamedEvent) => (event.isDisabledThisDay || event.status === 'disabled' ? ' pull-event--off' : event.isOverride ? ' pull-event--override' : '');

/** The event's full name, shown over its box on hover and keyboard focus (the box's text may be cut); its accessible name is already the same text. */
const FullName = ({ event, end }: { event: NamedEvent; end: boolean }) => (
  <span className={`pull-event__tip${end ? ' pull-event__tip--end' : ''}`} aria-hidden="true">
    {event.name}
  </span>
);

/**
 * One event: a menu button (WAI-ARIA) named by its report, time and state, opening its actions.
 * Placed on the grid at `place`; without one it is a row of a list (the events a '+N more' or an
 * edge marker lists).
 */
export function EventMenu({ event, actions, place, tipEnd = false }: { event: NamedEvent; actions: MenuAction[]; place?: CSSProperties; tipEnd?: boolean }) {
  const menu = useMenuButton(actions.length);
  const menuId = useId();
  return (
    <div className={`pull-event${toneOf(event)}${place ? '' : ' pull-event--listed'}${menu.open ? ' pull-event--open' : ''}`} style={place} ref={menu.rootRef}>
      <button
        type="button"
        className="pull-event__button"
        ref={menu.buttonRef}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menuId : undefined}
        aria-label={event.name}
        onClick={menu.onButtonClick}
        onKeyDown={menu.onButtonKeyDown}
      >
        <span className="pull-event__name">{event.reportName}</span>{' '}
        <span className="pull-event__time">
          {event.start}–{event.end}
        </span>{' '}
        {event.label !== undefined ? <span className="pull-event__label">{event.label}</span> : null}
      </button>
      {place && !menu.open ? <FullName event={event} end={tipEnd} /> : null}
      {menu.open ? (
        <ul role="menu" id={menuId} aria-label={event.name} className="pull-event__menu" onKeyDown={menu.onMenuKeyDown}>
          {actions.map((action, index) => (
            <li role="none" key={action.key}>
              <button
                type="button"
                role="menuitem"
                ref={menu.itemRef(index)}
                tabIndex={index === menu.activeIndex ? 0 : -1}
                onClick={() => {
                  menu.close(true);
                  action.run();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** An event kept in the browser only: no menu, its name says it is not saved. */
export function LocalEventBox({ event, place, tipEnd = false }: { event: NamedEvent; place?: CSSProperties; tipEnd?: boolean }) {
  return (
    <div className={`pull-event pull-event--local${place ? '' : ' pull-event--listed'}`} style={place} role="note" aria-label={event.name}>
      <span className="pull-event__name">{event.reportName}</span>
      <span className="pull-event__time">
        {event.start}–{event.end}
      </span>
      <span className="pull-event__label">{event.label}</span>
      {place ? <FullName event={event} end={tipEnd} /> : null}
    </div>
  );
}
