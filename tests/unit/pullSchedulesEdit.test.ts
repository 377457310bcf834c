import { describe, expect, it } from 'vitest';
import type { OrderPullConfig, OrderPullSchedule } from '../../runtime/generated/entities';
import { configUpdateBody, cronAt, editProblem, isoFromUsDate, regionChoices, scheduleUpdateBody, toggledRegion, usDateFromIso, type CalendarEdit } from '../../src/custom/pullSchedules/editRules';

const rules = {
  regionFreeTypes: ['ERROR_REPORT', 'NOT_PULLED_REPORT'],
  recipientSortedTypes: ['ORDER_REPORT_SAME_DAY', 'ORDER_REPORT_NEXT_DAY', 'ORDER_REPORT_V_DAY'],
  deliveryDateTypes: ['ORDER_REPORT_V_DAY'],
  nextDayTypes: ['ORDER_REPORT_NEXT_DAY', 'ORDER_REPORT_MAXIMUM'],
  noDateFilterTypes: ['ORDER_REPORT_V_DAY', 'ERROR_REPORT'],
  fixedUpdate: {
    fileType: 'excel',
    fulfillmentStatus: 'unshipped',
    status: 'open',
    deliveryWindow: ['(1pm - 6pm)', '(1pm - 5pm)', '(3pm - 6pm)', '(3pm - 7pm)'],
    hours: 0,
    minutes: 0,
    createAtIncluded: false,
  },
};

const config = (reportType: OrderPullConfig['reportType']): OrderPullConfig =>
  ({
    id: '8d6f0f8e-1111-4222-8333-444455556666',
    reportName: 'WINNIPEG_SAME_DAY',
    description: 'old',
    reportType,
    fileType: 'csv',
    deliveryDateFilterIncluded: true,
    noOfDaysToDeliveryDate: 3,
    deliveryDate: '',
    filtersForRestUrl: {
      fulfillmentStatus: 'unshipped',
      status: 'open',
      fields: ['name'],
    },
    deliveryRegion: ['Winnipeg'],
    excludingRegion: [],
    provinceCode: 'MB',
    deliveryWindowExcluded: false,
    deliveryWindow: ['(1pm - 6pm)'],
    defaultDeliveryStartTime: '',
    createAtIncluded: true,
    hours: 5,
    minutes: 30,
    skippedTag: '',
    sortHeaderName: 'Bouquet',
    consolidateOrder: false,
    version: 4,
  }) as unknown as OrderPullConfig;

const edit = (patch: Partial<CalendarEdit> = {}): CalendarEdit => ({
  reportName: ' WINNIPEG_SAME_DAY ',
  description: 'new',
  regions: ['Winnipeg', 'Brandon'],
  deliveryDate: '2027-02-14',
  startTime: '09:30',
  ...patch,
});

describe('calendar edit form (002 §4)', () => {
  it('sends the fixed values, the edits and the version loaded', () => {
    const body = configUpdateBody(config('ORDER_REPORT_SAME_DAY'), edit(), rules);
    expect(body).toMatchObject({
      reportName: 'WINNIPEG_SAME_DAY',
      description: 'new',
      deliveryRegion: ['Winnipeg', 'Brandon'],
      fileType: 'excel',
      hours: 0,
      minutes: 0,
      createAtIncluded: false,
      version: 4,
    });
    expect(body.deliveryWindow).toEqual(['(1pm - 6pm)', '(1pm - 5pm)', '(3pm - 6pm)', '(3pm - 7pm)']);
    expect(body.filtersForRestUrl).toEqual({
      fulfillmentStatus: 'unshipped',
      status: 'open',
      fields: ['name'],
    });
  });

  it('sorts by Recipient_Name and consolidates same-day, next-day and V-day; the others sort on nothing', () => {
    for (const type of ['ORDER_REPORT_SAME_DAY', 'ORDER_REPORT_NEXT_DAY', 'ORDER_REPORT_V_DAY'] as const) {
      expect(configUpdateBody(config(type), edit(), rules)).toMatchObject({
        sortHeaderName: 'Recipient_Name',
        consolidateOrder: true,
      });
    }
    expect(configUpdateBody(config('LAKEWOOD_REPORT'), edit(), rules)).toMatchObject({ sortHeaderName: '', consolidateOrder: false });
  });

  it('counts 1 day to delivery for next-day and maximum, else 0; no date filter for V-day and error', () => {
    expect(configUpdateBody(config('ORDER_REPORT_MAXIMUM'), edit(), rules)).toMatchObject({
      noOfDaysToDeliveryDate: 1,
      deliveryDateFilterIncluded: true,
    });
    expect(configUpdateBody(config('ORDER_REPORT_SAME_DAY'), edit(), rules)).toMatchObject({
      noOfDaysToDeliveryDate: 0,
      deliveryDateFilterIncluded: true,
    });
    expect(configUpdateBody(config('ERROR_REPORT'), edit(), rules)).toMatchObject({ deliveryDateFilterIncluded: false, deliveryRegion: [] });
  });

  it('keeps the delivery date (MM/DD/YYYY) for V-day only', () => {
    expect(configUpdateBody(config('ORDER_REPORT_V_DAY'), edit(), rules).deliveryDate).toBe('02/14/2027');
    expect(configUpdateBody(config('ORDER_REPORT_SAME_DAY'), edit(), rules).deliveryDate).toBe('');
  });

  it('needs a region unless ERROR_REPORT or NOT_PULLED_REPORT (NOT_SENT needs one)', () => {
    expect(editProblem('ORDER_REPORT_SAME_DAY', edit({ regions: [] }), rules)).toBe('region');
    expect(editProblem('NOT_SENT_REPORT', edit({ regions: [] }), rules)).toBe('region');
    expect(editProblem('ERROR_REPORT', edit({ regions: [] }), rules)).toBeUndefined();
    expect(editProblem('NOT_PULLED_REPORT', edit({ regions: [] }), rules)).toBeUndefined();
    expect(editProblem('ORDER_REPORT_SAME_DAY', edit({ reportName: '  ' }), rules)).toBe('reportName');
  });

  it('offers every region of the service, and keeps a chosen tag it does not list', () => {
    const regions = [
      { name: 'Winnipeg', province_code: 'MB', tag: 'Winnipeg', warehouse_code: 'WPG' },
      { name: 'Québec City', province_code: 'QC', tag: 'Québec_City', warehouse_code: 'QC1' },
    ];
    const label = (region: (typeof regions)[number]) => `${region.name}(${region.province_code})`;
    expect(regionChoices(regions, ['Old_Region', 'Winnipeg'], label)).toEqual([
      { tag: 'Winnipeg', label: 'Winnipeg(MB)' },
      { tag: 'Québec_City', label: 'Québec City(QC)' },
      { tag: 'Old_Region', label: 'Old_Region' },
    ]);
    expect(regionChoices([], ['Winnipeg'], label)).toEqual([{ tag: 'Winnipeg', label: 'Winnipeg' }]);
  });

  it('adds a ticked region last (the first chosen keeps giving the province) and drops a cleared one', () => {
    expect(toggledRegion(['Winnipeg'], 'Calgary', true)).toEqual(['Winnipeg', 'Calgary']);
    expect(toggledRegion(['Winnipeg', 'Calgary'], 'Winnipeg', false)).toEqual(['Calgary']);
    expect(toggledRegion(['Winnipeg'], 'Winnipeg', true)).toEqual(['Winnipeg']);
  });

  it('reads dates', () => {
    expect(isoFromUsDate('02/14/2027')).toBe('2027-02-14');
    expect(isoFromUsDate('2027-02-14')).toBe('');
    expect(usDateFromIso('2027-02-14')).toBe('02/14/2027');
  });
});

describe('moving a schedule to a new time', () => {
  it('replaces minute and hour and keeps the days', () => {
    expect(cronAt('cron(30 9 ? * MON-FRI *)', '16:05')).toBe('cron(5 16 ? * MON-FRI *)');
    expect(cronAt('0 18 ? * * *', '07:00')).toBe('cron(0 7 ? * * *)');
    expect(cronAt('cron(0 18 ? * *)', '07:00')).toBeUndefined();
  });

  it('sends the full form with the version loaded', () => {
    const schedule: OrderPullSchedule = {
      name: 'EXP_A',
      state: 'ENABLED',
      description: 'd',
      scheduleExpression: 'cron(30 9 ? * MON-FRI *)',
      scheduleExpressionTimezone: 'America/Winnipeg',
      timezone: 'America/Winnipeg',
      groupName: 'exporter-service',
      input: '{"uuid":"x"}',
      version: 2,
    };
    expect(scheduleUpdateBody(schedule, '10:00')).toEqual({
      name: 'EXP_A',
      state: 'ENABLED',
      description: 'd',
      scheduleExpression: 'cron(0 10 ? * MON-FRI *)',
      groupName: 'exporter-service',
      input: '{"uuid":"x"}',
      timezone: 'America/Winnipeg',
      version: 2,
    });
  });
});
