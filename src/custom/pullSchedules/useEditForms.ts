import { useEffect, useRef, useState } from 'react';
import type { CallResult } from '../../../runtime/api/callEndpoint';
import type { CalendarEvent } from '../../domain/calendar';
import { cronTime, type CalendarData } from './calendarAnswers';
import { reportTypeLabel } from './dayRules';
import { configUpdateBody, editProblem, isoFromUsDate, needsRegion, scheduleUpdateBody, showsDeliveryDate, toggledRegion, type CalendarEdit } from './editRules';
import type { PullSchedulesProperties } from './types';

/** What a dialog says under its fields: a success (then it closes by itself) or a failure (it stays). */
export type FormOutcome = { kind: 'success' | 'failure'; text: string } | undefined;

export interface DayEdit {
  startTime: string;
  endTime: string;
  status: 'enabled' | 'disabled';
  notes: string;
}

interface FormSetup {
  component: Pick<PullSchedulesProperties, 'endpoints' | 'messages' | 'props'>;
  event: CalendarEvent;
  day: string;
  data: CalendarData | undefined;
  /** Closes the dialog and reloads the events. */
  done(): void;
}

/** Shows the outcome; after a success, closes (and reloads) after the definition's delay (002 §4: 2 s). */
function useOutcome(closeAfterMs: number, done: () => void) {
  const [outcome, setOutcome] = useState<FormOutcome>(undefined);
  const [busy, setBusy] = useState(false);
  const finish = useRef(done);
  finish.current = done;
  useEffect(() => {
    if (outcome?.kind !== 'success') return;
    const timer = setTimeout(() => finish.current(), closeAfterMs);
    return () => clearTimeout(timer);
  }, [outcome, closeAfterMs]);
  return { outcome, setOutcome, busy, setBusy };
}

/** The edit of an event's report and schedule (002 §4 Calendar edit form, §8). */
export function useEditForm({ component, event, day, data, done }: FormSetup) {
  const { endpoints, messages, props } = component;
  const config = data?.configs.find((item) => item.id === event.reportId);
  const schedule = data?.schedules.find((item) => item.name === event.scheduleId);
  const loadedTime = schedule ? cronTime(schedule.scheduleExpression) : '';
  const [edit, setEdit] = useState<CalendarEdit>(() => ({
    reportName: config?.reportName ?? event.reportName,
    description: config?.description ?? '',
    regions: [...(config?.deliveryRegion ?? [])],
    deliveryDate: isoFromUsDate(config?.deliveryDate ?? ''),
    startTime: loadedTime || event.start,
  }));
  const { outcome, setOutcome, busy, setBusy } = useOutcome(props.closeAfterMs, done);
  const reportType = event.reportType;
  const save = async () => {
    const problem = editProblem(reportType, edit, props);
    if (problem !== undefined) {
      setOutcome({
        kind: 'failure',
        text: problem === 'region' ? messages.regionNeeded() : messages.updateFailed(),
      });
      return;
    }
    if (!config || !schedule) {
      setOutcome({ kind: 'failure', text: messages.updateFailed() });
      return;
    }
    setBusy(true);
    const values = {
      reportId: event.reportId,
      reportName: event.reportName,
      day,
    };
    let result: CallResult = await endpoints.updateConfig(values, configUpdateBody(config, edit, props));
    const scheduleBody = edit.startTime !== loadedTime ? scheduleUpdateBody(schedule, edit.startTime) : undefined;
    if (result.ok && scheduleBody !== undefined) result = await endpoints.updateSchedule(values, scheduleBody);
    setBusy(false);
    setOutcome({
      kind: result.ok ? 'success' : 'failure',
      text: result.ok ? messages.updated() : messages.updateFailed(),
    });
  };
  return {
    edit,
    change: (patch: Partial<CalendarEdit>) => setEdit((current) => ({ ...current, ...patch })),
    toggleRegion: (tag: string, on: boolean) => setEdit((current) => ({ ...current, regions: toggledRegion(current.regions, tag, on) })),
    reportType: reportTypeLabel(props.typeChoices, reportType),
    regionShown: needsRegion(reportType, props),
    deliveryDateShown: showsDeliveryDate(reportType, props),
    save,
    outcome,
    busy,
  };
}

/**
 * The edit of one day of an event's report (002 §3 Day override, §8). The day override carries no
 * regions: the report's are shown, and (002 §5) a report whose type needs a region and has none
 * cannot be given a day until Edit gives it one.
 */
export function useDayForm({ component, event, day, data, done }: FormSetup) {
  const { endpoints, messages, props } = component;
  const regions = data?.configs.find((item) => item.id === event.reportId)?.deliveryRegion ?? event.deliveryRegion;
  const regionShown = needsRegion(event.reportType, props);
  const [edit, setEdit] = useState<DayEdit>({
    startTime: event.start,
    endTime: event.end,
    status: event.isDisabledThisDay ? 'disabled' : 'enabled',
    notes: '',
  });
  const { outcome, setOutcome, busy, setBusy } = useOutcome(props.closeAfterMs, done);
  const save = async () => {
    if (regionShown && regions.length === 0) {
      setOutcome({ kind: 'failure', text: messages.regionNeeded() });
      return;
    }
    if (!/^\d{2}:\d{2}$/.test(edit.startTime) || !/^\d{2}:\d{2}$/.test(edit.endTime) || edit.endTime <= edit.startTime) {
      setOutcome({ kind: 'failure', text: messages.dayUpdateFailed() });
      return;
    }
    setBusy(true);
    const result = await endpoints.dayOverride({ reportId: event.reportId, day }, { reportId: event.reportId, date: day, ...edit });
    setBusy(false);
    setOutcome({
      kind: result.ok ? 'success' : 'failure',
      text: result.ok ? messages.dayUpdated() : messages.dayUpdateFailed(),
    });
  };
  return {
    edit,
    change: (patch: Partial<DayEdit>) => setEdit((current) => ({ ...current, ...patch })),
    regions,
    regionShown,
    save,
    outcome,
    busy,
  };
}
