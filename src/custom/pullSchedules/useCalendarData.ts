import { useCallback, useEffect, useRef, useState } from 'react';
import { calendarData, type CalendarData } from './calendarAnswers';
import type { PullSchedulesProperties } from './types';

export type CalendarLoad = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; data: CalendarData };

/** Loads the schedules, configs and overrides together (shown at once, again on `reload`); the latest load wins, and a reload keeps the day shown meanwhile. */
export function useCalendarData({ schedules, configs, overrides }: Pick<PullSchedulesProperties['endpoints'], 'schedules' | 'configs' | 'overrides'>): { load: CalendarLoad; reload: () => Promise<void> } {
  const [load, setLoad] = useState<CalendarLoad>({ status: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const call = ++latest.current;
    const answers = await Promise.all([schedules(), configs(), overrides()]);
    if (call !== latest.current) return;
    const failed = answers.find((answer) => !answer.ok);
    if (failed !== undefined && !failed.ok) {
      setLoad({ status: 'failed', error: failed.errorText ?? '' });
      return;
    }
    const [s, c, o] = answers;
    const data = calendarData(s?.data, c?.data, o?.data);
    setLoad(data === undefined ? { status: 'failed', error: '' } : { status: 'ready', data });
  }, [schedules, configs, overrides]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { load, reload };
}
