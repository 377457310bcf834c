import { useId, type CSSProperties } from 'react';
import { useMenuButton } from '../../shell/useMenuButton';
import type { MenuAction } from './useEventActions';
import type { ShownEvent } from './usePullSchedules';

/** Where an event sits: its top and height, and its column of the cluster it overlaps with. */
export function eventPlace(event: ShownEvent): CSSProperties {
  const width = 100 / event.columns;
  return {
    top: event.top,
    height: event.height,
    left: `calc(${event.column * width}% + 2px)`,
    width: `calc(${width}% - 4px)`,
  };
}

/** One event: a menu button (WAI-ARIA) named by its report, time and state, opening its actions. */
export function EventMenu({ event, actions }: { event: ShownEvent; actions: MenuAction[] }) {
  const menu = useMenuButton(actions.length);
  const menuId = useId();
  const tone = event.isDisabledThisDay || event.status === 'disabled' ? ' pull-event--off' : event.isOverride ? ' pull-event--override' : '';
  return (
    <div className={`pull-event${tone}${menu.open ? ' pull-event--open' : ''}`} style={eventPlace(event)} ref={menu.rootRef}>
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
export function LocalEventBox({ event }: { event: ShownEvent }) {
  return (
    <div className="pull-event pull-event--local" style={eventPlace(event)} role="note" aria-label={event.name}>
      <span className="pull-event__name">{event.reportName}</span>
      <span className="pull-event__time">
        {event.start}–{event.end}
      </span>
      <span className="pull-event__label">{event.label}</span>
    </div>
  );
}
