import { useEffect, useRef, useState } from 'react';
import type { CallResult } from '../../../runtime/api/callEndpoint';
import { scheduleZone, type CalendarEvent } from '../../domain/calendar';
import type { CalendarData } from './calendarAnswers';
import { cronTimeEdit, movedCron, wallTimeIn, type MoveRefusal, type TimeEdit } from './cronTimeEdit';
import { reportTypeLabel } from './dayRules';
import { configEdit, editProblem, filledConfig, isoFromUsDate, needsRegion, showsDeliveryDate, toggledRegion, type CalendarEdit } from './editRules';
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
