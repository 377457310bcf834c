import { eventSpan } from './eventSpan.ts';
import type { CalendarEvent, DayLayout, PositionedEvent } from './types.ts';

/** The calendar's grid (002 §9): 04:00 to 23:00, 120 px an hour, events at least 40 px tall and 30 minutes long. */
export const DAY_LAYOUT: DayLayout = { firstHour: 4, lastHour: 23, pxPerHour: 120, minHeight: 40, eventMinutes: 30 };

interface Box {
  index: number;
  top: number;
  bottom: number;
  outside?: 'before' | 'after';
}

/**
 * The vertical box of one event. An end not after the start runs past midnight (ends at 24:00);
 * an unreadable end lasts the layout's eventMinutes. Events outside the grid's hours are CLAMPED, never dropped:
 * one starting before firstHour starts at the top edge, one ending after lastHour is cut at the
 * bottom edge, and one wholly outside sits minHeight tall against the nearer edge; each of those
 * carries `outside` ('before' | 'after') so the view can say so (its start and end keep the real
 * times). Every event is at least minHeight tall and inside the grid.
 */
function boxOf(event: CalendarEvent, index: number, layout: DayLayout): Box {
  const gridStart = layout.firstHour * 60;
  const gridEnd = layout.lastHour * 60;
  const pxPerMinute = layout.pxPerHour / 60;
  const gridHeight = (gridEnd - gridStart) * pxPerMinute;
  const span = eventSpan(event, layout.eventMinutes);
  const start = span.start ?? gridStart;
  const end = span.end ?? start + layout.eventMinutes;
  const outside = start < gridStart ? 'before' : end > gridEnd ? 'after' : undefined;
  let top = (Math.max(start, gridStart) - gridStart) * pxPerMinute;
  let bottom = (Math.min(end, gridEnd) - gridStart) * pxPerMinute;
  top = Math.min(top, gridHeight - layout.minHeight);
  bottom = Math.max(bottom, top + layout.minHeight);
  return outside === undefined ? { index, top, bottom } : { index, top, bottom, outside };
}

/**
 * The events of a day placed on the grid (002 §2, §9), in the order given: top is pixels from
 * firstHour:00, height the duration in pixels (at least minHeight). Events whose boxes overlap,
 * directly or through a chain, form a cluster that shares the width: each event takes the first
 * column free at its top (events taken by top, then in the order given, so events starting together
 * read left to right as listed: by report name from cronEventsForDay), and every event of the
 * cluster gets the cluster's column count and its `group` (clusters numbered from the top).
 * Events outside the grid's hours are clamped onto it (see boxOf), so nothing scheduled disappears
 * from the day; the calendar itself lays out only the events within the hours and marks the ones
 * wholly outside at the grid's edges (splitByGridHours).
 */
export function layoutDayEvents<Event extends CalendarEvent>(events: readonly Event[], layout: DayLayout = DAY_LAYOUT): Array<Event & PositionedEvent> {
  const boxes = events.map((event, index) => ({ event, box: boxOf(event, index, layout) }));
  const ordered = boxes.map(({ box }) => box).sort((a, b) => a.top - b.top || a.index - b.index);
  const columnOf = new Map<number, number>();
  const columnsOf = new Map<number, number>();
  const groupOf = new Map<number, number>();
  let cluster: Box[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -Infinity;
  let groups = 0;
  const close = () => {
    if (cluster.length > 0) groups += 1;
    for (const box of cluster) {
      columnsOf.set(box.index, columnEnds.length);
      groupOf.set(box.index, groups - 1);
    }
    cluster = [];
    columnEnds = [];
  };
  for (const box of ordered) {
    if (box.top >= clusterEnd) close();
    const free = columnEnds.findIndex((end) => end <= box.top);
    const column = free === -1 ? columnEnds.length : free;
    columnEnds[column] = box.bottom;
    columnOf.set(box.index, column);
    cluster.push(box);
    clusterEnd = cluster.length === 1 ? box.bottom : Math.max(clusterEnd, box.bottom);
  }
  close();
  return boxes.map(({ event, box }) => {
    const placed = {
      ...event,
      top: box.top,
      height: box.bottom - box.top,
      column: columnOf.get(box.index) ?? 0,
      columns: columnsOf.get(box.index) ?? 1,
      group: groupOf.get(box.index) ?? 0,
    };
    return box.outside === undefined ? placed : { ...placed, outside: box.outside };
  });
}
