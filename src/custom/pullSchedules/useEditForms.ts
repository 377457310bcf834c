import { useEffect, useRef, useState } from 'react';
import type { CallResult } from '../../../runtime/api/callEndpoint';
import { scheduleZone, type CalendarEvent } from '../../domain/calendar';
import type { CalendarData } from './calendarAnswers';
import { cronTimeEdit, movedCron, wallTimeIn, type MoveRefusal, type TimeEdit } from './cronTimeEdit';
import { reportTypeLabel } from './dayRules';
import { configEdit, editProblem, filledConfig, isoFromUsDate, needsRegion, showsDeliveryDate, storedDayEdit, toggledRegion, type CalendarEdit, type DayEdit } from './editRules';
import type { PullSchedulesProperties } from './types';

/** What a dialog says under its fields: a success (then it closes by itself) or a failure (it stays). */
export type FormOutcome = { kind: 'success' | 'failure'; text: string } | undefined;


interface FormSetup {
  component: Pick<PullSchedulesProperties, 'endpoints' | 'messages' | 'props'>;
  event: CalendarEvent;
  day: string;
  data: CalendarData | undefined;
  /** Closes the dialog and reloads the events. */
  done: () => void;
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

/**
 * How the event's time may be edited: the cron's own time when it names one; else the event's
 * firing read in the schedule's zone, placed in the cron's list (an overridden day shows the
 * override's times, which name no firing: read-only, like a range).
 */
function timeEditOf(event: CalendarEvent, day: string, schedule: CalendarData['schedules'][number] | undefined): TimeEdit {
  const zone = schedule ? scheduleZone(schedule) : undefined;
  const firing = zone && !event.isOverride ? wallTimeIn(zone, day, event.start) : undefined;
  const found = schedule ? cronTimeEdit(schedule.scheduleExpression, firing) : undefined;
  return found && found.time !== '' ? found : { kind: 'fixed', time: event.start };
}

/** The edit of an event's report and schedule (002 §4 Calendar edit form, §8; spec README decisions). */
export function useEditForm({ component, event, day, data, done }: FormSetup) {
  const { endpoints, messages, props } = component;
  const config = data?.configs.find((item) => item.id === event.reportId);
  const schedule = data?.schedules.find((item) => item.name === event.scheduleId);
  const [timeEdit] = useState(() => timeEditOf(event, day, schedule));
  const [edit, setEdit] = useState<CalendarEdit>(() => ({
    reportName: config?.reportName ?? event.reportName,
    description: config?.description ?? '',
    regions: [...(config?.deliveryRegion ?? [])],
    deliveryDate: isoFromUsDate(config?.deliveryDate ?? ''),
    startTime: timeEdit.time,
  }));
  const refusals: Record<MoveRefusal, () => string> = {
    fixed: () => messages.timeFixed({ cron: schedule?.scheduleExpression ?? '' }),
    hourOnly: () => messages.timeHourOnly(),
    minuteOnly: () => messages.timeMinuteOnly(),
  };
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
    const moved = movedCron(schedule.scheduleExpression, timeEdit, edit.startTime);
    if (!moved.ok) {
      setOutcome({ kind: 'failure', text: refusals[moved.reason]() });
      return;
    }
    setBusy(true);
    // The definition's bodies shape what is sent: the stored config with the edit over it, the schedule with its moved cron.
    let result: CallResult = await endpoints.updateConfig({ reportId: event.reportId, config: filledConfig(config, props), edit: configEdit(config, edit, props) });
    // An edit that does not move the time sends no schedule: its expression stays as stored.
    if (result.ok && moved.expression !== schedule.scheduleExpression) result = await endpoints.updateSchedule({ schedule, scheduleExpression: moved.expression });
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
    /** Read-only time (a range or step): its note says where to change it. */
    timeFixed: timeEdit.kind === 'fixed',
    /** The note under the time: what of it can move here; '' for a one-time cron. */
    timeNote: timeEdit.kind === 'free' ? '' : refusals[timeEdit.kind === 'fixed' ? 'fixed' : timeEdit.kind === 'hour' ? 'hourOnly' : 'minuteOnly'](),
    save,
    outcome,
    busy,
  };
}

/**
 * The edit of one day of an event's report (002 §3 Day override, §8). It opens with the day's
 * stored override (times, status, notes), else the event's times, so a Save that changes nothing
 * stores the override as it was. The day override carries no regions: the report's are shown,
 * and (002 §5) a report whose type needs a region and has none cannot be given a day until Edit
 * gives it one.
 */
export function useDayForm({ component, event, day, data, done }: FormSetup) {
  const { endpoints, messages, props } = component;
  const regions = data?.configs.find((item) => item.id === event.reportId)?.deliveryRegion ?? event.deliveryRegion;
  const regionShown = needsRegion(event.reportType, props);
  const [edit, setEdit] = useState<DayEdit>(() => storedDayEdit(event, day, data?.overrides));
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
    const result = await endpoints.dayOverride({ reportId: event.reportId, day, ...edit });
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
