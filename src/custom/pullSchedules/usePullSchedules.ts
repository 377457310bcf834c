import { useCallback, useEffect, useMemo, useState } from 'react';
import { calendarToday, cronEventsForDay, currentTimeLine, layoutDayEvents, type CalendarEvent, type PositionedEvent } from '../../domain/calendar';
import type { PullTypeChoice } from './contract';
import { addDays, choiceKeeps, hourLabels, localEventComplete, openingScroll, type LocalEvent } from './dayRules';
import type { CalendarData } from './calendarAnswers';
import type { PullSchedulesProperties, PullSchedulesTexts } from './types';
import { useCalendarData } from './useCalendarData';
import { useEventActions, type MenuAction, type ScheduleStateChange } from './useEventActions';

/** An open dialog: the edit of an event (all days or this day), the confirm of enabling or disabling its schedule, or the new-event form. */
export type CalendarDialog = { kind: 'edit' | 'editDay'; event: CalendarEvent } | { kind: 'confirmState'; event: CalendarEvent; change: ScheduleStateChange } | { kind: 'add' };

export interface ShownEvent extends PositionedEvent {
  /** The accessible name: report, time and state. */
  name: string;
  /** Made in the browser only: no menu. */
  local: boolean;
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
  events: ShownEvent[];
  nowTop: number | undefined;
  /** Where the grid opens scrolled to: the current time, else the first event. */
  openingTop: number;
  actionsOf: (event: CalendarEvent) => MenuAction[];
  changeState: (event: CalendarEvent, change: ScheduleStateChange) => Promise<void>;
  dialog: CalendarDialog | undefined;
  openAdd: () => void;
  closeDialog: () => void;
  addLocal: (event: Omit<LocalEvent, 'id'>) => boolean;
  data: CalendarData | undefined;
  reload: () => Promise<void>;
}

const MINUTE = 60_000;

/** The calendar's controller: the day shown, its filter, its events laid out, the current-time line, the menus and dialogs. */
export function usePullSchedules({ endpoints, messages, props, state }: PullSchedulesProperties): PullSchedulesView {
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
  const openDialog = useCallback((next: CalendarDialog) => setDialog(next), []);
  const { actionsOf, changeState } = useEventActions({ endpoints, messages }, day, data, reload, openDialog);

  const events = useMemo((): ShownEvent[] => {
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
    return layoutDayEvents([...derived, ...local], props).map((event) => ({
      ...event,
      local: localIds.has(event.id),
      name: messages.eventName({
        report: event.reportName,
        start: event.start,
        end: event.end,
        state: event.label ?? messages.active(),
      }),
    }));
  }, [data, day, choice, localEvents, messages, props]);

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
    nowTop,
    openingTop: openingScroll(
      events.map((event) => event.top),
      nowTop,
      props.pxPerHour,
    ),
    actionsOf,
    changeState,
    dialog,
    openAdd: () => setDialog({ kind: 'add' }),
    closeDialog: () => setDialog(undefined),
    addLocal: (event) => {
      if (!localEventComplete(event)) return false;
      setLocalEvents((list) => [
        ...list,
        {
          ...event,
          reportName: event.reportName.trim(),
          id: `local-${list.length + 1}-${event.day}-${event.start}`,
        },
      ]);
      setDialog(undefined);
      return true;
    },
    data,
    reload,
  };
}
