import { describe, expect, it } from 'vitest';
import { eventsOfType, isReportTypeFilterKey, REPORT_TYPE_FILTER, REPORT_TYPE_FILTER_KEYS } from '../../src/domain/calendar/reportTypeFilter';

const TYPES = [
  'ORDER_REPORT_SAME_DAY',
  'ORDER_REPORT_NEXT_DAY',
  'ORDER_REPORT_V_DAY',
  'LAKEWOOD_REPORT',
  'ORDER_REPORT_MAXIMUM',
  'NOT_PULLED_REPORT',
  'NOT_SENT_REPORT',
  'ERROR_REPORT',
  'ORDER_REPORT_NEXT_DAY_PLUS_1',
];
const EVENTS = TYPES.map((reportType, index) => ({ id: `e${index}`, reportType }));

describe('report type filter', () => {
  it('lists the nine choices in the order of 002 §2', () => {
    expect(REPORT_TYPE_FILTER_KEYS).toEqual(['all', 'sameDay', 'nextDay', 'specificDay', 'lakewood', 'maximum', 'notPulled', 'notSent', 'error']);
  });

  it('each choice keeps the events of its report type only', () => {
    const kept = Object.fromEntries(REPORT_TYPE_FILTER_KEYS.filter((key) => key !== 'all').map((key) => [key, eventsOfType(EVENTS, key).map((event) => event.reportType)]));
    expect(kept).toEqual({
      sameDay: ['ORDER_REPORT_SAME_DAY'],
      nextDay: ['ORDER_REPORT_NEXT_DAY'],
      specificDay: ['ORDER_REPORT_V_DAY'],
      lakewood: ['LAKEWOOD_REPORT'],
      maximum: ['ORDER_REPORT_MAXIMUM'],
      notPulled: ['NOT_PULLED_REPORT'],
      notSent: ['NOT_SENT_REPORT'],
      error: ['ERROR_REPORT'],
    });
  });

  it('All Types (or an unknown key) keeps every event, in order, types outside the list included', () => {
    expect(eventsOfType(EVENTS, 'all')).toEqual(EVENTS);
    expect(eventsOfType(EVENTS, 'Whatever')).toEqual(EVENTS);
    expect(eventsOfType(EVENTS, 'all')).not.toBe(EVENTS);
  });

  it('knows its keys', () => {
    expect(isReportTypeFilterKey('lakewood')).toBe(true);
    expect(isReportTypeFilterKey('LAKEWOOD_REPORT')).toBe(false);
    expect(isReportTypeFilterKey('toString')).toBe(false);
    expect(REPORT_TYPE_FILTER.all).toEqual([]);
  });
});
