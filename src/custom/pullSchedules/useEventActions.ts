import { useCallback } from 'react';
import type { CallResult } from '../../../runtime/api/callEndpoint';
import { useToasts } from '../../../runtime/ui/toasts';
import type { CalendarEvent } from '../../domain/calendar';
import type { CalendarData } from './calendarAnswers';
import type { PullSchedulesProperties } from './types';

/** One item of an event's menu: what it says and what it does. */
export interface MenuAction {
  key: 'edit' | 'editDay' | 'runNow' | 'enable' | 'disableAll' | 'disableDay' | 'enableDay';
  label: string;
  run(): void;
}

export type ScheduleStateChange = 'enable' | 'disable';

export type OpenDialog = (dialog: { kind: 'edit' | 'editDay'; event: CalendarEvent } | { kind: 'confirmState'; event: CalendarEvent; change: ScheduleStateChange }) => void;

export interface EventActions {
  actionsOf: (event: CalendarEvent) => MenuAction[];
  /** Enables or disables an event's schedule on all days (after its confirm), says the outcome, reloads. */
  changeState: (event: CalendarEvent, change: ScheduleStateChange) => Promise<void>;
}

/**
 * The menu of an event (002 §2, §7, §8): Edit, Edit for this day, Manually Run, Enable or Disable
 * all days (by the schedule's state, after a confirm: 002 §4), Disable or Enable this day (by the
 * day's state). Each call says its success or failure text of the definition, then the events reload.
 */
export function useEventActions(
  { endpoints, messages }: Pick<PullSchedulesProperties, 'endpoints' | 'messages'>,
  day: string,
  data: CalendarData | undefined,
  reload: () => Promise<void>,
  openDialog: OpenDialog,
): EventActions {
  const toasts = useToasts();
  const say = useCallback(
    async (call: Promise<CallResult>, success: string, failure: string) => {
      const result = await call;
      toasts.show({
        text: result.ok ? success : failure,
        variant: result.ok ? 'success' : 'danger',
      });
      await reload();
    },
    [toasts, reload],
  );
  const changeState = useCallback(
    async (event: CalendarEvent, change: ScheduleStateChange) => {
      // The schedule as loaded gives the version the service checks; before the schedules answer, its name alone.
      const schedule = data?.schedules.find((item) => item.name === event.scheduleId) ?? { name: event.scheduleId };
      await say(
        endpoints.changeState({ change, schedule }),
        change === 'enable' ? messages.enableDone({ name: event.scheduleId }) : messages.disableDone({ name: event.scheduleId }),
        change === 'enable' ? messages.enableFailed() : messages.disableFailed(),
      );
    },
    [endpoints, messages, data, say],
  );
  const actionsOf = useCallback(
    (event: CalendarEvent): MenuAction[] => {
      const values = {
        reportId: event.reportId,
        reportName: event.reportName,
        day,
      };
      const confirmState = (change: ScheduleStateChange) => () => openDialog({ kind: 'confirmState', event, change });
      return [
        {
          key: 'edit',
          label: messages.edit(),
          run: () => openDialog({ kind: 'edit', event }),
        },
        {
          key: 'editDay',
          label: messages.editDay(),
          run: () => openDialog({ kind: 'editDay', event }),
        },
        {
          key: 'runNow',
          label: messages.runNow(),
          run: () => void say(endpoints.runNow(values), messages.runNowDone({ name: event.reportName }), messages.runNowFailed()),
        },
        event.status === 'disabled'
          ? {
              key: 'enable',
              label: messages.enable(),
              run: confirmState('enable'),
            }
          : {
              key: 'disableAll',
              label: messages.disableAll(),
              run: confirmState('disable'),
            },
        event.isDisabledThisDay
          ? {
              key: 'enableDay',
              label: messages.enableDay(),
              run: () => void say(endpoints.enableDay(values), messages.dayChanged(), messages.dayChangeFailed()),
            }
          : {
              key: 'disableDay',
              label: messages.disableDay(),
              run: () => void say(endpoints.disableDay(values), messages.dayChanged(), messages.dayChangeFailed()),
            },
      ];
    },
    [endpoints, messages, day, say, openDialog],
  );
  return { actionsOf, changeState };
}
