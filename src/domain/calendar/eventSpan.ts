import type { CalendarEvent } from './types.ts';

const TIME = /^(\d{1,2}):(\d{2})$/;

/** 'HH:mm' as minutes since midnight, or undefined. */
export function minutesOf(time: string): number | undefined {
  const match = TIME.exec(time.trim());
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

/**
 * The minutes of the day an event covers: an end not after the start runs past midnight (ends at
 * 24:00), an unreadable end lasts `eventMinutes`; an unreadable start is undefined (the layout
 * puts such an event at the grid's top).
 */
export function eventSpan(event: Pick<CalendarEvent, 'start' | 'end'>, eventMinutes: number): { start: number | undefined; end: number | undefined } {
  const start = minutesOf(event.start);
  if (start === undefined) return { start, end: undefined };
  const readEnd = minutesOf(event.end);
  return { start, end: readEnd === undefined ? start + eventMinutes : readEnd <= start ? 24 * 60 : readEnd };
}
