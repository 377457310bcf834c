import { useCallback } from 'react';
import type { PullCalendarEvent } from '../../../runtime/generated/entities';
import type { CalendarEvent } from '../../domain/calendar';
import type { CalendarData } from './calendarAnswers';
import { storedDayEdit } from './editRules';
import type { PullSchedulesProperties } from './types';

/** The event as the page state holds it while its form is open (002 §3 Calendar event), for the form's guards. */
export function publishedEvent(event: CalendarEvent): PullCalendarEvent {
  return {
    id: event.id,
    scheduleId: event.scheduleId,
    reportId: event.reportId,
    reportName: event.reportName,
    reportType: event.reportType,
    deliveryRegion: [...event.deliveryRegion],
    start: event.start,
    end: event.end,
    status: event.status,
    description: event.description,
    isDisabledThisDay: event.isDisabledThisDay,
    isOverride: event.isOverride,
  };
}

/**
 * The row Edit for this day opens with (002 §3 Day override): the day's stored override (times,
 * status, notes), else the event's times, so a Save that changes nothing keeps its note; the
 * report's name for the title. The regions a report has are the config's as loaded.
 */
export function dayEditRow(event: CalendarEvent, day: string, data: CalendarData | undefined): Record<string, unknown> {
  return { reportId: event.reportId, date: day, reportName: event.reportName, ...storedDayEdit(event, day, data?.overrides) };
}

/**
 * Edit for this day: the definition's form (`editDay`) opened for the event's day, its guards
 * reading the event published as `event` (with its report's regions as loaded); a save reloads
 * the events.
 */
export function useDayEdit({ forms, state }: Pick<PullSchedulesProperties, 'forms' | 'state'>, day: string, data: CalendarData | undefined, reload: () => Promise<void>) {
  const { publish } = state;
  return useCallback(
    async (event: CalendarEvent) => {
      const regions = data?.configs.find((config) => config.id === event.reportId)?.deliveryRegion ?? event.deliveryRegion;
      publish('event', publishedEvent({ ...event, deliveryRegion: regions }));
      const result = await forms.editDay.open(dayEditRow(event, day, data));
      if (result.outcome === 'saved') await reload();
    },
    [forms, publish, day, data, reload],
  );
}
