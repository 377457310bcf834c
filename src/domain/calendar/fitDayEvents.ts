import type { PositionedEvent } from './types.ts';

/** The '+N more' of one overlap group: the column it takes and the events it hides. */
export interface HiddenEvents<Event> {
  /** The group (PositionedEvent.group) whose events it hides. */
  group: number;
  /** From the top of the first hidden event to the bottom of the last, in pixels. */
  top: number;
  height: number;
  /** The last column of the group, kept free for it. */
  column: number;
  columns: number;
  /** The events it stands for, by top, then as given; N is their count. */
  hidden: Event[];
  /** The start of the first of them and the end of the one reaching lowest ('HH:mm'). */
  start: string;
  end: string;
}

export interface FittedDay<Event> {
  /** The events drawn, with their column and column count for the width they get. */
  shown: Event[];
  /** One per group whose events do not all fit. */
  more: Array<HiddenEvents<Event>>;
}

/**
 * Which events of a laid-out day are drawn when the events' column is `width` px wide and no event
 * should be narrower than `minEventWidth` px. A group of overlapping events whose columns all fit
 * stays as laid out. A group with more columns than fit keeps its first `fit − 1` columns and gives
 * the next one to a '+N more' control standing for the events of the columns left out, from the
 * first of them to the last; the events shown then share `fit` columns, each at least
 * minEventWidth wide. Where not even two fit, one event and the control share the width (and a
 * group of two stays as it is). An unmeasured width (undefined or 0, before the first layout)
 * hides nothing.
 */
export function fitDayEvents<Event extends PositionedEvent>(events: readonly Event[], width: number | undefined, minEventWidth: number): FittedDay<Event> {
  if (width === undefined || !(width > 0) || !(minEventWidth > 0)) return { shown: [...events], more: [] };
  const fit = Math.max(1, Math.floor(width / minEventWidth));
  const kept = Math.max(1, fit - 1);
  // Where not even two fit, a control in place of one hidden event would gain nothing: two stay.
  const limit = kept + 1;
  const shown: Event[] = [];
  const hiddenOf = new Map<number, Event[]>();
  for (const event of events) {
    if (event.columns <= limit) shown.push(event);
    else if (event.column < kept) shown.push({ ...event, columns: kept + 1 });
    else hiddenOf.set(event.group, [...(hiddenOf.get(event.group) ?? []), event]);
  }
  const more: Array<HiddenEvents<Event>> = [];
  for (const [group, hidden] of hiddenOf) {
    const ordered = hidden
      .map((event, index) => ({ event, index }))
      .sort((a, b) => a.event.top - b.event.top || a.index - b.index)
      .map(({ event }) => event);
    const [first] = ordered;
    if (first === undefined) continue;
    const lowest = ordered.reduce((low, event) => (event.top + event.height > low.top + low.height ? event : low));
    more.push({ group, top: first.top, height: lowest.top + lowest.height - first.top, column: kept, columns: kept + 1, hidden: ordered, start: first.start, end: lowest.end });
  }
  return { shown, more: more.sort((a, b) => a.top - b.top || a.group - b.group) };
}
