import { useCallback } from 'react';
import type { TimeEdit } from '../../domain/calendar/cronTimeEdit';
import type { CalendarEvent } from '../../domain/calendar';
import type { CalendarData } from './calendarAnswers';
import { eventEditOpening } from './editRules';
import type { PullSchedulesProperties } from './types';

/** What the form's Start time says of the time (its hint, and its refusal of a move the cron cannot take): nothing for a cron of one time. */
function timeNote(time: TimeEdit, cron: string, messages: PullSchedulesProperties['messages']): string {
  if (time.kind === 'free') return '';
  if (time.kind === 'hour') return messages.timeHourOnly();
  if (time.kind === 'minute') return messages.timeMinuteOnly();
  return messages.timeFixed({ cron });
}

/** What the form's Start time says when a move the cron cannot take is saved: the part of the time that must stay. */
function timeRefusal(time: TimeEdit, messages: PullSchedulesProperties['messages']): string {
  const [hour = '', minute = ''] = time.time.split(':');
  if (time.kind === 'hour') return messages.timeKeepMinute({ minute });
  if (time.kind === 'minute') return messages.timeKeepHour({ hour });
  return '';
}

/**
 * Edit: the definition's form (`editEvent`) opened for the event's report and schedule. The
 * calendar publishes the time Edit opens with and how it may move (`editTime`, `editTimeKind`),
 * which the form's time check, its read-only rule and its schedule step read; a save reloads the events.
 */
export function useEventEdit({ forms, state, messages, props }: Pick<PullSchedulesProperties, 'forms' | 'state' | 'messages' | 'props'>, day: string, data: CalendarData | undefined, reload: () => Promise<void>) {
  const { publish } = state;
  return useCallback(
    async (event: CalendarEvent) => {
      const opening = eventEditOpening(event, day, data, props);
      if (!opening) return;
      publish('editTime', opening.time.time);
      publish('editTimeKind', opening.time.kind);
      const result = await forms.editEvent.open({ ...opening.row, timeNote: timeNote(opening.time, opening.cron, messages), timeRefusal: timeRefusal(opening.time, messages) });
      if (result.outcome === 'saved') await reload();
    },
    [forms, publish, messages, props, day, data, reload],
  );
}
