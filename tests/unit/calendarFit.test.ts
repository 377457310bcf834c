import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../shared/seededRandom';
import { fitDayEvents } from '../../src/domain/calendar/fitDayEvents';
import { layoutDayEvents } from '../../src/domain/calendar/layoutDayEvents';
import { splitByGridHours } from '../../src/domain/calendar/splitByGridHours';
import type { CalendarEvent, PositionedEvent } from '../../src/domain/calendar/types';
import { event, LAYOUT } from './support/calendarEvents';

const at = (count: number, start: string, end: string, prefix = 'E') => Array.from({ length: count }, (_, index) => event(`${prefix}${index}`, start, end));
const ids = (events: readonly CalendarEvent[]) => events.map((one) => one.id);

describe('splitByGridHours', () => {
  it('keeps the events within 04:00–23:00 (those running over an edge too) and sets apart those wholly before or after', () => {
    const split = splitByGridHours(
      [
        event('NIGHT', '02:00', '02:30'),
        event('TO_FOUR', '03:30', '04:00'),
        event('SPANS', '03:45', '04:30'),
        event('NOON', '12:00', '12:30'),
        event('EDGE', '22:45', '23:15'),
        event('AT_ELEVEN', '23:00', '23:30'),
        event('PAST_MIDNIGHT', '23:45', '00:15'),
      ],
      LAYOUT,
    );
    expect(ids(split.earlier)).toEqual(['NIGHT', 'TO_FOUR']);
    expect(ids(split.within)).toEqual(['SPANS', 'NOON', 'EDGE']);
    expect(ids(split.later)).toEqual(['AT_ELEVEN', 'PAST_MIDNIGHT']);
  });

  it('reads an unreadable end as the event length, and keeps an event with an unreadable start on the grid', () => {
    const split = splitByGridHours([event('NO_END', '03:40', 'soon'), event('EARLY_NO_END', '03:00', ''), event('NO_START', 'noon', '12:30')], LAYOUT);
    expect(ids(split.earlier)).toEqual(['EARLY_NO_END']);
    expect(ids(split.within)).toEqual(['NO_END', 'NO_START']);
  });
});

/** Each shown event as [id, column, columns]. */
const columnsOf = (events: readonly PositionedEvent[]) => events.map((one) => [one.id, one.column, one.columns]);

describe('fitDayEvents', () => {
  it('hides nothing while the width is unmeasured, or when every group fits', () => {
    const placed = layoutDayEvents(at(6, '09:30', '10:00'), LAYOUT);
    expect(fitDayEvents(placed, undefined, 120)).toEqual({ shown: placed, more: [] });
    expect(fitDayEvents(placed, 0, 120)).toEqual({ shown: placed, more: [] });
    expect(fitDayEvents(placed, 720, 120)).toEqual({ shown: placed, more: [] });
  });

  it('six at 09:30 in 500 px at 120 px each: three side by side and a "+3 more" in the fourth column, from 09:30 to 10:00', () => {
    const { shown, more } = fitDayEvents(layoutDayEvents(at(6, '09:30', '10:00'), LAYOUT), 500, 120);
    expect(columnsOf(shown)).toEqual([
      ['E0', 0, 4],
      ['E1', 1, 4],
      ['E2', 2, 4],
    ]);
    expect(more).toHaveLength(1);
    expect(more[0]).toMatchObject({ group: 0, top: 660, height: 60, column: 3, columns: 4, start: '09:30', end: '10:00' });
    expect(ids(more[0]?.hidden ?? [])).toEqual(['E3', 'E4', 'E5']);
  });

  it('a group that fits keeps its width beside a crowded one; each crowded group gets its own "+N more"', () => {
    const events = [...at(2, '08:00', '08:30', 'PAIR'), ...at(5, '12:00', '12:30', 'NOON'), ...at(4, '16:00', '16:30', 'FOUR')];
    const { shown, more } = fitDayEvents(layoutDayEvents(events, LAYOUT), 400, 120);
    expect(columnsOf(shown)).toEqual([
      ['PAIR0', 0, 2],
      ['PAIR1', 1, 2],
      ['NOON0', 0, 3],
      ['NOON1', 1, 3],
      ['FOUR0', 0, 3],
      ['FOUR1', 1, 3],
    ]);
    expect(more.map((one) => [one.group, ids(one.hidden)])).toEqual([
      [1, ['NOON2', 'NOON3', 'NOON4']],
      [2, ['FOUR2', 'FOUR3']],
    ]);
  });

  it('spans a chain of overlaps from its first hidden start to the end reaching lowest', () => {
    // 09:00 ×3, then LONG at 09:20 takes a fourth column and lasts till 10:30: one group of 4 columns.
    const events = [...at(3, '09:00', '09:30'), event('LONG', '09:20', '10:30')];
    const { shown, more } = fitDayEvents(layoutDayEvents(events, LAYOUT), 300, 100);
    expect(ids(shown)).toEqual(['E0', 'E1']);
    expect(more[0]).toMatchObject({ start: '09:00', end: '10:30', top: 600, height: 180 });
    expect(ids(more[0]?.hidden ?? [])).toEqual(['E2', 'LONG']);
  });

  it('where not even two fit, a pair stays as it is and a larger group shows one event and the control', () => {
    expect(fitDayEvents(layoutDayEvents(at(2, '09:00', '09:30'), LAYOUT), 150, 120).more).toEqual([]);
    const { shown, more } = fitDayEvents(layoutDayEvents(at(3, '09:00', '09:30'), LAYOUT), 150, 120);
    expect(columnsOf(shown)).toEqual([['E0', 0, 2]]);
    expect(more.map((one) => [one.column, one.columns, ids(one.hidden)])).toEqual([[1, 2, ['E1', 'E2']]]);
  });
});

const SEED = Number(process.env.CALENDAR_SEED ?? Date.now() % 2147483647);

/** A random day: up to 30 events at quarter hours between 04:00 and 22:45, 15 to 90 minutes long. */
function randomDay(random: () => number): CalendarEvent[] {
  const pad = (value: number) => String(value).padStart(2, '0');
  const time = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
  return Array.from({ length: Math.floor(random() * 30) }, (_, index) => {
    const start = 4 * 60 + Math.floor(random() * 76) * 15;
    const length = 15 * (1 + Math.floor(random() * 6));
    return event(`R${index}`, time(start), time(Math.min(start + length, 23 * 60)));
  });
}

const overlap = (a: { top: number; height: number; column: number; columns: number }, b: typeof a) =>
  a.top < b.top + b.height && b.top < a.top + a.height && a.column / a.columns < (b.column + 1) / b.columns && b.column / b.columns < (a.column + 1) / a.columns;

describe(`fitDayEvents on random days (seed ${SEED}; replay with CALENDAR_SEED=${SEED})`, () => {
  it('draws or lists every event once, none narrower than the least width where two fit, no box over another', () => {
    const random = seededRandom(SEED);
    let folded = 0;
    for (let round = 0; round < 300; round++) {
      const day = randomDay(random);
      const width = 100 + Math.floor(random() * 900);
      const minEventWidth = 60 + Math.floor(random() * 140);
      const note = `seed ${SEED}, round ${round}, width ${width}, least ${minEventWidth}`;
      const { shown, more } = fitDayEvents(layoutDayEvents(day, LAYOUT), width, minEventWidth);
      expect([...ids(shown), ...more.flatMap((one) => ids(one.hidden))].sort(), note).toEqual(ids(day).sort());
      const boxes = [...shown, ...more];
      if (width >= 2 * minEventWidth) for (const box of boxes) expect(width / box.columns, note).toBeGreaterThanOrEqual(minEventWidth);
      for (const [index, box] of boxes.entries()) for (const other of boxes.slice(index + 1)) expect(overlap(box, other), `${note}: ${JSON.stringify([box, other])}`).toBe(false);
      // A group is folded only when it does not fit, and then into one control.
      expect(new Set(more.map((one) => one.group)).size, note).toBe(more.length);
      folded += more.length;
    }
    expect(folded, `seed ${SEED}: the random days crowd some groups`).toBeGreaterThan(0);
  });
});
