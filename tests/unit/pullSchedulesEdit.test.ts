import { describe, expect, it } from 'vitest';
import type { OrderPullConfig, OrderPullSchedule } from '../../runtime/generated/entities';
import type { PageScreen } from '../../runtime/generated/screen';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { renderTemplates } from '../../runtime/templates/template';
import { configEdit, editProblem, filledConfig, isoFromUsDate, regionChoices, storedDayEdit, toggledRegion, usDateFromIso, type CalendarEdit } from '../../src/custom/pullSchedules/editRules';

/** The calendar's definition: its endpoints' body templates shape what the calls send. */
const calendar = resolvedDefinitionSync('screens/reports/pull-schedules.screen.json') as PageScreen;

/** What a call sends: the definition's body template of the endpoint filled with the values the component passes (as the runtime fills it), then as JSON (absent keys left out). */
function sent(endpoint: string, values: Record<string, unknown>): unknown {
  return JSON.parse(JSON.stringify(renderTemplates(calendar.endpoints[endpoint]?.body, values))) as unknown;
}

const rules = {
  regionFreeTypes: ['ERROR_REPORT', 'NOT_PULLED_REPORT', 'NOT_SENT_REPORT'],
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

/** The update an edit sends: the definition's `updateConfig` body over the stored config as filled, and the edit. */
const configUpdateBody = (stored: OrderPullConfig, change: CalendarEdit, typeRules: typeof rules) =>
  sent('updateConfig', { reportId: stored.id, config: filledConfig(stored, typeRules), edit: configEdit(stored, change, typeRules) }) as Record<string, unknown>;

const edit = (patch: Partial<CalendarEdit> = {}): CalendarEdit => ({
  reportName: ' WINNIPEG_SAME_DAY ',
  description: 'new',
  regions: ['Winnipeg', 'Brandon'],
  deliveryDate: '2027-02-14',
  startTime: '09:30',
  ...patch,
});

describe('calendar edit form (002 §4, spec README decision: an edit changes only what the dialog shows)', () => {
  it('sends the edits and the version loaded, and keeps every stored setting the dialog does not show', () => {
    const stored = config('ORDER_REPORT_SAME_DAY');
    const body = configUpdateBody(stored, edit(), rules);
    expect(body).toEqual({
      ...stored,
      reportName: 'WINNIPEG_SAME_DAY',
      description: 'new',
      deliveryRegion: ['Winnipeg', 'Brandon'],
    });
    // Not 002 §4's excel, four windows, Recipient_Name, 0 h 0 min, createAt off.
    expect(body).toMatchObject({ fileType: 'csv', deliveryWindow: ['(1pm - 6pm)'], sortHeaderName: 'Bouquet', consolidateOrder: false, hours: 5, minutes: 30, createAtIncluded: true, noOfDaysToDeliveryDate: 3, version: 4 });
  });

  it("fills 002 §4's fixed and per-type values only where the stored config lacks them", () => {
    const bare = (type: OrderPullConfig['reportType']) =>
      ({ id: 'x', reportName: 'R', reportType: type, description: '', deliveryRegion: ['Winnipeg'], filtersForRestUrl: { fields: ['name'] }, version: 1 }) as unknown as OrderPullConfig;
    const body = configUpdateBody(bare('ORDER_REPORT_NEXT_DAY'), edit(), rules);
    expect(body).toMatchObject({
      fileType: 'excel',
      deliveryWindow: ['(1pm - 6pm)', '(1pm - 5pm)', '(3pm - 6pm)', '(3pm - 7pm)'],
      hours: 0,
      minutes: 0,
      createAtIncluded: false,
      noOfDaysToDeliveryDate: 1,
      deliveryDateFilterIncluded: true,
      sortHeaderName: 'Recipient_Name',
      consolidateOrder: true,
    });
    expect(body.filtersForRestUrl).toEqual({ fulfillmentStatus: 'unshipped', status: 'open', fields: ['name'] });
    expect(configUpdateBody(bare('LAKEWOOD_REPORT'), edit(), rules)).toMatchObject({ sortHeaderName: '', consolidateOrder: false, noOfDaysToDeliveryDate: 0 });
    expect(configUpdateBody(bare('ERROR_REPORT'), edit(), rules)).toMatchObject({ deliveryDateFilterIncluded: false });
  });

  it('keeps the stored regions of a type whose boxes are not shown, and the delivery date where it is not shown', () => {
    expect(configUpdateBody({ ...config('ERROR_REPORT'), deliveryRegion: ['Winnipeg'] }, edit({ regions: [] }), rules).deliveryRegion).toEqual(['Winnipeg']);
    expect(configUpdateBody(config('ORDER_REPORT_V_DAY'), edit(), rules).deliveryDate).toBe('02/14/2027');
    expect(configUpdateBody({ ...config('ORDER_REPORT_SAME_DAY'), deliveryDate: '' }, edit(), rules).deliveryDate).toBe('');
  });

  it('needs a region unless the report form may save the type without one (ERROR, NOT_PULLED, NOT_SENT)', () => {
    expect(editProblem('ORDER_REPORT_SAME_DAY', edit({ regions: [] }), rules)).toBe('region');
    expect(editProblem('ORDER_REPORT_MAXIMUM', edit({ regions: [] }), rules)).toBe('region');
    expect(editProblem('NOT_SENT_REPORT', edit({ regions: [] }), rules)).toBeUndefined();
    expect(editProblem('ERROR_REPORT', edit({ regions: [] }), rules)).toBeUndefined();
    expect(editProblem('NOT_PULLED_REPORT', edit({ regions: [] }), rules)).toBeUndefined();
    expect(editProblem('ORDER_REPORT_SAME_DAY', edit({ reportName: '  ' }), rules)).toBe('reportName');
  });

  it("reads the report form's rule: the calendar's region-free types are the list the form's 'Please choose region' guard reads", () => {
    const block = calendar.blocks[0];
    const props: unknown = block?.block === 'custom' ? block.props : undefined;
    const calendarTypes = typeof props === 'object' && props !== null && 'regionFreeTypes' in props ? props.regionFreeTypes : undefined;
    const form = JSON.stringify(resolvedDefinitionSync('screens/reports/order-reports.screen.json'));
    const guard = /\{"holds":\{"any":\[\{"field":"report\.reportType","in":(\[[^\]]*\])\},\{"field":"report\.deliveryRegion","filled":true\}\]\},"message":"Please choose region"\}/.exec(form);
    expect(guard?.[1]).toBeDefined();
    expect(calendarTypes).toEqual(JSON.parse(guard?.[1] ?? 'null'));
    expect(calendarTypes).toEqual(['ERROR_REPORT', 'NOT_PULLED_REPORT', 'NOT_SENT_REPORT']);
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

describe('the schedule calls of the calendar', () => {
  it('sends the full form with the new cron and the version loaded when an edit moves the time', () => {
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
    expect(sent('updateSchedule', { schedule, scheduleExpression: 'cron(0 10 ? * MON-FRI *)' })).toEqual({
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

describe('the edit-for-this-day dialog opens with the stored override', () => {
  const event = { reportId: 'r1', start: '16:00', end: '16:30', isDisabledThisDay: true };
  it("takes the day's stored times and notes", () => {
    const overrides = { closed: [], override: [{ id: 'r1', '2027-03-04': { startTime: '15:00', endTime: '15:45', status: 'disabled', notes: 'Warehouse closed for inventory' } }] };
    expect(storedDayEdit(event, '2027-03-04', overrides)).toEqual({ startTime: '15:00', endTime: '15:45', status: 'disabled', notes: 'Warehouse closed for inventory' });
  });
  it("without one, the event's times, its state and no notes", () => {
    expect(storedDayEdit({ ...event, isDisabledThisDay: false }, '2027-03-05', { closed: [], override: [] })).toEqual({ startTime: '16:00', endTime: '16:30', status: 'enabled', notes: '' });
    expect(storedDayEdit(event, '2027-03-05', undefined)).toMatchObject({ status: 'disabled', notes: '' });
  });

  it('enables or disables with the name and the version loaded only', () => {
    expect(sent('changeState', { change: 'disable', schedule: { name: 'EXP_A', state: 'ENABLED', version: 2 } })).toEqual({ type: 'disable', name: 'EXP_A', version: 2 });
    // Before the schedules answer: the name alone, no version (the service then checks none).
    expect(sent('changeState', { change: 'enable', schedule: { name: 'EXP_A' } })).toEqual({ type: 'enable', name: 'EXP_A' });
  });

  it("stores a day's override with the form's values under the report and date of the row it opened for", () => {
    expect(sent('dayOverride', { reportId: 'r1', date: '2026-12-02', reportName: 'R', startTime: '09:00', endTime: '09:30', status: 'disabled', notes: 'snow' })).toEqual({
      reportId: 'r1',
      date: '2026-12-02',
      startTime: '09:00',
      endTime: '09:30',
      status: 'disabled',
      notes: 'snow',
    });
  });
});
