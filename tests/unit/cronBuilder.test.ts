import { describe, expect, it } from 'vitest';
import { buildCron, cronDaysField, cronValue, readCron, toggleCronDay, unwrapCron } from '../../runtime/kinds/form/cronBuilder';
import { cronText } from '../../src/domain/cronText';

/** Every non-empty set of days 1..7 (AWS: 1 = Sunday). */
const daySets: number[][] = Array.from({ length: 127 }, (_, index) => [1, 2, 3, 4, 5, 6, 7].filter((day) => ((index + 1) >> (day - 1)) & 1));
const times = ['00:00', '00:59', '06:00', '09:30', '16:00', '18:05', '23:59'];

describe('cron builder: writing', () => {
  it('writes minute hour ? * DAYS * with AWS names, runs of three or more as ranges', () => {
    expect(buildCron({ days: [2, 3, 4, 5, 6], time: '18:00' })).toBe('0 18 ? * MON-FRI *');
    expect(buildCron({ days: [1, 7], time: '16:00' })).toBe('0 16 ? * SUN,SAT *');
    expect(buildCron({ days: [2, 3], time: '09:30' })).toBe('30 9 ? * MON,TUE *');
    expect(buildCron({ days: [1, 2, 3, 5, 6, 7], time: '06:05' })).toBe('5 6 ? * SUN-TUE,THU-SAT *');
    expect(buildCron({ days: [1, 2, 3, 4, 5, 6, 7], time: '18:00' })).toBe('0 18 ? * * *');
  });

  it('writes nothing without a day or a time', () => {
    expect(buildCron({ days: [], time: '16:00' })).toBeUndefined();
    expect(cronDaysField([])).toBeUndefined();
    expect(buildCron({ days: [2], time: '' })).toBeUndefined();
    expect(buildCron({ days: [2], time: '24:00' })).toBeUndefined();
  });

  it('reads back every expression it writes: all 127 day sets at sample times, each one cronstrue reads', () => {
    expect(daySets).toHaveLength(127);
    expect(new Set(daySets.map((days) => days.join())).size).toBe(127);
    for (const days of daySets) {
      for (const time of times) {
        const expression = buildCron({ days, time });
        expect(expression, `${days.join()} ${time}`).toBeDefined();
        expect(readCron(expression ?? ''), expression).toEqual({ days, time });
        expect(readCron(`cron(${expression ?? ''})`), expression).toEqual({ days, time });
        expect(cronText(expression), expression).not.toBe('');
      }
    }
  });

  it('round-trips every builder state it offers: all 127 day sets at every minute of the day (the time box steps by the minute)', () => {
    const everyTime = Array.from({ length: 24 * 60 }, (_, minutes) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
    expect(new Set(everyTime).size).toBe(1440);
    const written = new Set<string>();
    for (const days of daySets) {
      for (const time of everyTime) {
        const expression = buildCron({ days, time }) ?? '';
        written.add(expression);
        const plan = readCron(expression);
        if (plan?.time !== time || plan.days.join() !== days.join()) expect(plan, `${days.join()} ${time} → ${expression}`).toEqual({ days, time });
        // Read back as the widget opens a stored value (wrapped), then written again: the same expression.
        const stored = readCron(`cron(${expression})`);
        if (stored === undefined || buildCron(stored) !== expression) expect(stored && buildCron(stored), expression).toBe(expression);
      }
    }
    // Every state has an expression of its own: no two states are written alike.
    expect(written.size).toBe(127 * 1440);
  });

  it('ticks and unticks a day, keeping the days in order', () => {
    expect(toggleCronDay([2, 6], 4)).toEqual([2, 4, 6]);
    expect(toggleCronDay([2, 4, 6], 4)).toEqual([2, 6]);
  });
});

describe('cron builder: reading hand-written expressions', () => {
  it.each([
    ['cron(30 9 ? * MON-FRI *)', [2, 3, 4, 5, 6], '09:30'],
    ['0 18 ? * MON-FRI *', [2, 3, 4, 5, 6], '18:00'],
    ['0 6 ? * 2-7 *', [2, 3, 4, 5, 6, 7], '06:00'],
    ['0 16 ? * 1 *', [1], '16:00'],
    ['0 16 ? * 7,1 *', [1, 7], '16:00'],
    ['15 07 ? * mon,wed-fri *', [2, 4, 5, 6], '07:15'],
    ['0 18 ? * SUN-TUE,2-3,SAT *', [1, 2, 3, 7], '18:00'],
    ['cron(0 18 ? * * *)', [1, 2, 3, 4, 5, 6, 7], '18:00'],
    ['0 18 * * ? *', [1, 2, 3, 4, 5, 6, 7], '18:00'],
    ['  cron( 0   18 ? * FRI * )  ', [6], '18:00'],
  ])('%s', (expression, days, time) => {
    expect(readCron(expression)).toEqual({ days, time });
  });

  it.each([
    ['', 'blank'],
    ['0 18 ? * MON-FRI', 'five fields'],
    ['0 18 1 * ? *', 'a day of the month'],
    ['0 18 ? 3 MON *', 'a month'],
    ['0 18 ? * MON 2027', 'a year'],
    ['0 9,18 ? * MON *', 'several times'],
    ['0/15 18 ? * MON *', 'a step'],
    ['* 18 ? * MON *', 'every minute'],
    ['0 24 ? * MON *', 'an hour past 23'],
    ['60 18 ? * MON *', 'a minute past 59'],
    ['0 18 ? * FRI-MON *', 'a range running backwards'],
    ['0 18 ? * 0 *', 'day 0'],
    ['0 18 ? * 8 *', 'day 8'],
    ['0 18 ? * MON#2 *', 'the second Monday'],
    ['0 18 ? * 6L *', 'the last Friday'],
    ['0 18 ? * MON, *', 'an empty item'],
    ['0 18 * * * *', 'both day fields'],
    ['0 18 ? * ? *', 'no day at all'],
  ])('cannot show %s (%s)', (expression) => {
    expect(readCron(expression)).toBeUndefined();
  });
});

describe('cron builder: the value', () => {
  it('strips the cron( ) wrapper for editing and puts it back when the field wraps', () => {
    expect(unwrapCron('cron(0 18 ? * MON-FRI *)')).toBe('0 18 ? * MON-FRI *');
    expect(unwrapCron(' 0 18 ? * MON-FRI * ')).toBe('0 18 ? * MON-FRI *');
    expect(unwrapCron(undefined)).toBe('');
    expect(cronValue(' 0 18 ? * MON-FRI * ', true)).toBe('cron(0 18 ? * MON-FRI *)');
    expect(cronValue('0 18 ? * MON-FRI *', false)).toBe('0 18 ? * MON-FRI *');
    expect(cronValue('   ', true)).toBeUndefined();
  });
});
