import { describe, expect, it } from 'vitest';
import { CALENDAR_TIMES, cronEventsForDay } from '../../src/domain/calendar/cronEventsForDay';
import { DAY_LAYOUT, layoutDayEvents } from '../../src/domain/calendar/layoutDayEvents';
import type { CalendarEvent } from '../../src/domain/calendar/types';
import { event, LAYOUT } from './support/calendarEvents';

/** Each event as [id, top, height, column, columns]. */
function boxes(events: CalendarEvent[]) {
  return layoutDayEvents(events, LAYOUT).map((placed) => [placed.id, placed.top, placed.height, placed.column, placed.columns]);
}

describe('layoutDayEvents', () => {
  it('the grid of 002 §9 is the default: 04:00 to 23:00, 120 px an hour, at least 40 px', () => {
    expect(DAY_LAYOUT).toEqual(LAYOUT);
  });

  it('places cron(30 9 ? * MON-FRI *) on a weekday 660 px down, 60 px tall, alone in its row', () => {
    const schedule = { name: 'EXP_WEEKDAYS', state: 'ENABLED', scheduleExpression: 'cron(30 9 ? * MON-FRI *)', input: '{"uuid": "r1"}' };
    const report = { id: 'r1', reportName: 'WINNIPEG_SAME_DAY', reportType: 'ORDER_REPORT_SAME_DAY', deliveryRegion: ['Winnipeg'] };
    const labels = { disabledThisDay: 'Disabled This Day', overridden: 'Overrided', disabled: 'Disabled' };
    const [placed] = layoutDayEvents(cronEventsForDay('2026-12-07', [schedule], [report], { closed: [], override: [] }, labels, CALENDAR_TIMES));
    expect(placed).toMatchObject({ id: 'EXP_WEEKDAYS@09:30', start: '09:30', end: '10:00', top: 660, height: 60, column: 0, columns: 1 });
    expect(placed).not.toHaveProperty('outside');
  });

  it('puts two events at the same time side by side (two columns)', () => {
    expect(boxes([event('A', '09:00', '09:30'), event('B', '09:00', '09:30')])).toEqual([
      ['A', 600, 60, 0, 2],
      ['B', 600, 60, 1, 2],
    ]);
  });

  it('a chain of overlaps shares one cluster; an event takes the first column free; a later event stands alone', () => {
    // A overlaps B, B overlaps C, A does not overlap C: C reuses A's column, all three are half wide.
    expect(boxes([event('A', '09:00', '09:30'), event('B', '09:15', '09:45'), event('C', '09:40', '10:10'), event('D', '11:00', '11:30')])).toEqual([
      ['A', 600, 60, 0, 2],
      ['B', 630, 60, 1, 2],
      ['C', 680, 60, 0, 2],
      ['D', 840, 60, 0, 1],
    ]);
    // Three at once, then one overlapping only the last two: three columns; the fourth takes the first free one.
    expect(boxes([event('A', '09:00', '09:20'), event('B', '09:00', '10:00'), event('C', '09:00', '10:00'), event('D', '09:30', '10:00')]).map(([id, , , column, columns]) => [id, column, columns])).toEqual([
      ['A', 0, 3],
      ['B', 1, 3],
      ['C', 2, 3],
      ['D', 0, 3],
    ]);
  });

  it('back-to-back events do not overlap', () => {
    expect(boxes([event('A', '09:00', '09:30'), event('B', '09:30', '10:00')]).map(([id, , , column, columns]) => [id, column, columns])).toEqual([
      ['A', 0, 1],
      ['B', 0, 1],
    ]);
  });

  it('a short event is at least 40 px tall, and that height counts for overlaps', () => {
    expect(boxes([event('A', '10:00', '10:10')])).toEqual([['A', 720, 40, 0, 1]]);
    // A is drawn 10:00–10:20 (40 px): B at 10:15 sits beside it.
    expect(boxes([event('A', '10:00', '10:05'), event('B', '10:15', '10:45')]).map(([id, , , column, columns]) => [id, column, columns])).toEqual([
      ['A', 0, 2],
      ['B', 1, 2],
    ]);
  });

  it('clamps events outside 04:00–23:00 onto the grid and says on which side', () => {
    const placed = layoutDayEvents([event('EARLY', '02:00', '02:30'), event('SPANS', '03:45', '04:30'), event('LATE', '23:30', '00:00'), event('EDGE', '22:45', '23:15')], LAYOUT);
    expect(placed.map((one) => [one.id, one.top, one.height, one.outside])).toEqual([
      ['EARLY', 0, 40, 'before'],
      ['SPANS', 0, 60, 'before'],
      ['LATE', 2240, 40, 'after'],
      ['EDGE', 2240, 40, 'after'],
    ]);
    // Their real times are kept for the view to show.
    expect(placed[0]).toMatchObject({ start: '02:00', end: '02:30' });
  });

  it('an event whose end is unreadable lasts the layout\'s event length', () => {
    expect(layoutDayEvents([event('NO_END', '09:00', 'later')], { ...LAYOUT, eventMinutes: 45 }).map((placed) => placed.height)).toEqual([90]);
  });

  it('keeps the order it was given and the fields of each event', () => {
    const placed = layoutDayEvents([event('LATER', '15:00', '15:30'), event('EARLIER', '08:00', '08:30')], LAYOUT);
    expect(placed.map((one) => [one.id, one.reportName, one.top])).toEqual([
      ['LATER', 'LATER', 1320],
      ['EARLIER', 'EARLIER', 480],
    ]);
  });
});
