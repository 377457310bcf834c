import { eventSpan } from './eventSpan.ts';
import type { CalendarEvent, DayLayout } from './types.ts';

/** A day's events by where they fall against the grid's hours. */
export interface GridHoursSplit<Event> {
  /** Ending at or before firstHour:00: wholly above the grid. */
  earlier: Event[];
  /** Touching the grid's hours (those running over an edge are drawn cut at it); an unreadable start counts here. */
  within: Event[];
  /** Starting at or after lastHour:00: wholly below the grid. */
  later: Event[];
}

/**
 * Splits a day's events (in the order given) into those before the grid's hours, within them and
 * after them, so the calendar draws the ones within and marks the others at the grid's top and
 * bottom edges instead of drawing them at a time they do not run (002 §9: the grid shows 04 to 23).
 */
export function splitByGridHours<Event extends CalendarEvent>(events: readonly Event[], layout: Pick<DayLayout, 'firstHour' | 'lastHour' | 'eventMinutes'>): GridHoursSplit<Event> {
  const split: GridHoursSplit<Event> = { earlier: [], within: [], later: [] };
  for (const event of events) {
    const { start, end } = eventSpan(event, layout.eventMinutes);
    if (start !== undefined && end !== undefined && end <= layout.firstHour * 60) split.earlier.push(event);
    else if (start !== undefined && start >= layout.lastHour * 60) split.later.push(event);
    else split.within.push(event);
  }
  return split;
}
