import { useCallback, useEffect, useMemo, useState } from 'react';
import { calendarToday, cronEventsForDay, currentTimeLine, layoutDayEvents, splitByGridHours, type CalendarEvent, type PositionedEvent } from '../../domain/calendar';
import type { PullTypeChoice } from './contract';
import { addDays, choiceKeeps, hourLabel, hourLabels, localEventComplete, newEventOf, openingScroll, type LocalEvent } from './dayRules';
import type { CalendarData } from './calendarAnswers';
import type { PullSchedulesProperties, PullSchedulesTexts } from './types';
import { useCalendarData } from './useCalendarData';
import { useDayEdit } from './useDayEdit';
import { useEventActions, type MenuAction, type ScheduleStateChange } from './useEventActions';
import { useEventEdit } from './useEventEdit';

/** The calendar's own dialog: the confirm of enabling or disabling a schedule. */
export type CalendarDialog = { kind: 'confirmState'; event: CalendarEvent; change: ScheduleStateChange };

/** What a menu item opens: the confirm, or one of the definition's forms (Edit, Edit for this day). */
type OpenedDialog = CalendarDialog | { kind: 'edit' | 'editDay'; event: CalendarEvent };

export interface NamedEvent extends CalendarEvent {
  /** The accessible name: report, time and state. */
  name: string;
  /** Made in the browser only: no menu. */
  local: boolean;
}

/** An event drawn on the grid. */
export interface ShownEvent extends PositionedEvent, NamedEvent {}

/** The events of one edge of the grid (before its first hour, after its last), with the marker's words. */
export interface GridEdge {
  events: NamedEvent[];
  /** '2 earlier, before 04:00'. */
  label: string;
  /** The heading of their list: 'Pulls before 04:00'. */
  title: string;
}

export interface PullSchedulesView {
  texts: PullSchedulesTexts;
  day: string;
  setDay(day: string): void;
  previousDay: () => void;
  nextDay: () => void;
  choices: PullTypeChoice[];
  choice: number;
  setChoice(index: number): void;
  status: { kind: 'loading'; text: string } | { kind: 'failed'; text: string } | { kind: 'ready' };
  hours: { label: string; top: number }[];
  gridHeight: number;
  /** The events within the grid's hours, laid out. */
  events: ShownEvent[];
  /** The events wholly before and after the grid's hours, marked at its edges. */
  earlier: GridEdge;
  later: GridEdge;
  /** No event at all this day (on the grid or at its edges). */
  empty: boolean;
  nowTop: number | undefined;
  /** Where the grid opens scrolled to: the current time, else the first event. */
  openingTop: number;
  actionsOf: (event: CalendarEvent) => MenuAction[];
  changeState: (event: CalendarEvent, change: ScheduleStateChange) => Promise<void>;
  dialog: CalendarDialog | undefined;
  /** 'Add New Schedule': the definition's form `addEvent`, opened with the day shown and `newEvent`'s times; the event it hands back is kept in the browser only. */
  openAdd: () => void;
  closeDialog: () => void;
  data: CalendarData | undefined;
  reload: () => Promise<void>;
}

const MINUTE = 60_000;

/** The calendar's controller: the day shown, its filter, its events laid out, the current-time line, the menus and dialogs. */
export function usePullSchedules({ endpoints, messages, props, state, forms }: PullSchedulesProperties): PullSchedulesView {
  const [now, setNow] = useState(() => new Date());
  const [day, setDayState] = useState(() => calendarToday(new Date()));
  const [choice, setChoice] = useState(0);
  const [dialog, setDialog] = useState<CalendarDialog | undefined>(undefined);
  const [localEvents, setLocalEvents] = useState<LocalEvent[]>([]);
  const { load, reload } = useCalendarData(endpoints);
  const { publish } = state;
  const data = load.status === 'ready' ? load.data : undefined;

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => publish('day', day), [publish, day]);

  const setDay = useCallback((next: string) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(next)) setDayState(next);
  }, []);
  const editDay = useDayEdit({ forms, state }, day, data, reload);
  const editEvent = useEventEdit({ forms, state, messages, props }, day, data, reload);
  const addEvent = useCallback(async () => {
    const result = await forms.addEvent.open({ day, ...props.newEvent });
    const added = result.outcome === 'saved' ? newEventOf(result.answer) : undefined;
    if (!added || !localEventComplete(added)) return;
    setLocalEvents((list) => [...list, { ...added, reportName: added.reportName.trim(), id: `local-${list.length + 1}-${added.day}-${added.start}` }]);
  }, [forms, day, props.newEvent]);
  // Edit and Edit for this day are the definition's forms; the confirm is the calendar's own.
  const openDialog = useCallback(
    (next: OpenedDialog) => {
      if (next.kind === 'edit') void editEvent(next.event);
      else if (next.kind === 'editDay') void editDay(next.event);
      else if (next.kind === 'confirmState') setDialog(next);
    },
    [editEvent, editDay],
  );
  const { actionsOf, changeState } = useEventActions({ endpoints, messages }, day, data, reload, openDialog);

  const shownDay = useMemo(() => {
    const labels = {
      disabledThisDay: messages.disabledThisDay(),
      overridden: messages.overridden(),
      disabled: messages.disabled(),
    };
    const picked = props.typeChoices[choice];
    const derived = data ? cronEventsForDay(day, data.schedules, data.configs, data.overrides, labels, props).filter((event) => choiceKeeps(picked, event.reportType)) : [];
    const local: CalendarEvent[] = localEvents
      .filter((event) => event.day === day)
      .map((event) => ({
        ...event,
        scheduleId: '',
        reportId: '',
        reportType: '',
        deliveryRegion: [],
        status: 'active',
        description: '',
        isDisabledThisDay: false,
        isOverride: false,
        label: messages.notSaved(),
      }));
    const localIds = new Set(local.map((event) => event.id));
    const named = <Event extends CalendarEvent>(event: Event): Event & NamedEvent => ({
      ...event,
      local: localIds.has(event.id),
      name: messages.eventName({
        report: event.reportName,
        start: event.start,
        end: event.end,
        state: event.label ?? messages.active(),
      }),
    });
    const split = splitByGridHours([...derived, ...local], props);
    return {
      events: layoutDayEvents(split.within, props).map(named),
      earlier: split.earlier.map(named),
      later: split.later.map(named),
    };
  }, [data, day, choice, localEvents, messages, props]);
  const { events } = shownDay;
  const [firstTime, lastTime] = [hourLabel(props.firstHour), hourLabel(props.lastHour)];

  const grid = {
    firstHour: props.firstHour,
    lastHour: props.lastHour,
    pxPerHour: props.pxPerHour,
  };
  const nowTop = currentTimeLine(now, day, grid);
  return {
    texts: messages,
    day,
    setDay,
    previousDay: () => setDayState((shown) => addDays(shown, -1)),
    nextDay: () => setDayState((shown) => addDays(shown, 1)),
    choices: props.typeChoices,
    choice,
    setChoice,
    status:
      load.status === 'loading' ? { kind: 'loading', text: messages.loading() } : load.status === 'failed' ? { kind: 'failed', text: messages.loadFailed({ error: load.error }) } : { kind: 'ready' },
    hours: hourLabels(props.firstHour, props.lastHour).map((label, index) => ({
      label,
      top: index * props.pxPerHour,
    })),
    gridHeight: (props.lastHour - props.firstHour) * props.pxPerHour,
    events,
    earlier: {
      events: shownDay.earlier,
      label: messages.earlierEvents({ count: shownDay.earlier.length, time: firstTime }),
      title: messages.earlierTitle({ time: firstTime }),
    },
    later: {
      events: shownDay.later,
      label: messages.laterEvents({ count: shownDay.later.length, time: lastTime }),
      title: messages.laterTitle({ time: lastTime }),
    },
    empty: events.length + shownDay.earlier.length + shownDay.later.length === 0,
    nowTop,
    openingTop: openingScroll(
      events.map((event) => event.top),
      nowTop,
      props.pxPerHour,
    ),
    actionsOf,
    changeState,
    dialog,
    openAdd: () => void addEvent(),
    closeDialog: () => setDialog(undefined),
    data,
    reload,
  };
}
