// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCustomComponents } from '../../runtime/custom/customComponents';
import type { PageScreen } from '../../runtime/generated/screen';
import { customComponents } from '../../src/custom/registry';
import { serveAdminApi, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';

const REPORT = '8d6f0f8e-1111-4222-8333-444455556666';
const MONDAY = '2027-03-01';
const SATURDAY = '2027-03-06';

/** A small schedules service: one weekday schedule of a same-day report, closed days kept as the real one keeps them; schedule updates fail unless `movesSchedule`, config updates fail when `configFails`. */
function service({ movesSchedule = false, configFails = false, reportType = 'ORDER_REPORT_SAME_DAY', deliveryDate = '' } = {}) {
  const closed = new Set<string>();
  const days: Record<string, unknown> = {};
  const config = {
    id: REPORT,
    reportName: 'WINNIPEG_SAME_DAY',
    reportType,
    description: 'Winnipeg same day',
    fileType: 'csv',
    deliveryRegion: ['Winnipeg'],
    deliveryDate,
    filtersForRestUrl: {
      fulfillmentStatus: 'unshipped',
      status: 'open',
      fields: ['name'],
    },
    sortHeaderName: 'Bouquet',
    consolidateOrder: false,
    version: 3,
  };
  const schedule = {
    name: 'EXP_WINNIPEG_SAME_DAY',
    state: 'ENABLED',
    description: 'weekdays',
    scheduleExpression: 'cron(30 9 ? * MON-FRI *)',
    scheduleExpressionTimezone: 'America/Winnipeg',
    timezone: 'America/Winnipeg',
    groupName: 'exporter-service',
    input: JSON.stringify({ uuid: REPORT }),
    version: 1,
  };
  return serveAdminApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path === '/order-pull/schedules') return { status: 200, body: [schedule] };
    if (request.method === 'GET' && request.path === '/order-pull/config') return { status: 200, body: [config] };
    if (request.method === 'GET' && request.path === '/order-pull/regions')
      return {
        status: 200,
        body: [
          { name: 'Winnipeg', province_code: 'MB', tag: 'Winnipeg', warehouse_code: 'WPG' },
          { name: 'Brandon', province_code: 'MB', tag: 'Brandon', warehouse_code: 'WPG' },
        ],
      };
    if (request.method === 'GET' && request.path === '/order-pull/override')
      return {
        status: 200,
        body: {
          closed: closed.size ? [{ id: REPORT, closed_dates: [...closed] }] : [],
          override: Object.keys(days).length ? [{ id: REPORT, ...days }] : [],
        },
      };
    const date = (request.body as { date?: string } | undefined)?.date ?? '';
    if (request.method === 'POST' && request.path === `/order-pull/override/disable/${REPORT}`) return (closed.add(date), { status: 200, body: { success: 'Successfully change status' } });
    if (request.method === 'POST' && request.path === `/order-pull/override/enable/${REPORT}`) return (closed.delete(date), { status: 200, body: { success: 'Successfully change status' } });
    if (request.method === 'POST' && request.path === `/order-pull/override/${REPORT}`) {
      const { startTime, endTime, status, notes } = request.body as Record<string, string>;
      days[date] = { startTime, endTime, status, notes };
      return { status: 200, body: { success: 'Day-specific schedule updated successfully' } };
    }
    if (request.method === 'POST' && request.path === '/order-pull/export')
      return {
        status: 201,
        body: { success: 'The manual report is generating.' },
      };
    if (request.method === 'PUT' && request.path === `/order-pull/config/${REPORT}`) return configFails ? { status: 500, body: { error: 'broken' } } : { status: 200, body: { success: 'saved' } };
    if (request.method === 'PUT' && request.path === '/order-pull/schedules') {
      if (!movesSchedule) return { status: 500, body: { error: 'broken' } };
      schedule.version += 1;
      return { status: 200, body: { success: 'Schedule submitted successfully', version: schedule.version } };
    }
    return undefined;
  });
}

async function open(day: string) {
  const definition = resolvedDefinitionSync('screens/reports/pull-schedules.screen.json') as PageScreen;
  renderPage(definition);
  const picker = await screen.findByLabelText('Day');
  fireEvent.change(picker, { target: { value: day } });
  return screen.findByRole('region', { name: `Pull schedules of ${day}` });
}

const event = (name: string) => screen.findByRole('button', { name });

beforeEach(() => registerCustomComponents(() => Promise.resolve(customComponents)));

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A schedules service of same-day reports, one schedule each at its cron; what it was asked. */
function busyService(crons: Record<string, string>) {
  const names = Object.keys(crons);
  const id = (name: string) => `00000000-0000-4000-8000-${String(names.indexOf(name)).padStart(12, '0')}`;
  return serveAdminApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path === '/order-pull/schedules')
      return {
        status: 200,
        body: names.map((name) => ({ name: `EXP_${name}`, state: 'ENABLED', scheduleExpression: crons[name], timezone: 'America/Winnipeg', input: JSON.stringify({ uuid: id(name) }), version: 1 })),
      };
    if (request.method === 'GET' && request.path === '/order-pull/config')
      return { status: 200, body: names.map((name) => ({ id: id(name), reportName: name, reportType: 'ORDER_REPORT_SAME_DAY', deliveryRegion: ['Winnipeg'], version: 1 })) };
    if (request.method === 'GET' && request.path === '/order-pull/override') return { status: 200, body: { closed: [], override: [] } };
    if (request.method === 'POST' && request.path === '/order-pull/export') return { status: 201, body: { success: 'The manual report is generating.' } };
    return undefined;
  });
}

/** The events' column as the browser would lay it out, `width` px wide (jsdom lays nothing out). */
const eventsColumnWidth = (width: number) => vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);

describe('pull schedules calendar', () => {
  it('shows a weekday schedule at 09:30, 60 px tall at 120 px per hour, and nothing on Saturday', async () => {
    service();
    await open(MONDAY);
    const button = await event('WINNIPEG_SAME_DAY 09:30–10:00, Active');
    const box = button.parentElement as HTMLElement;
    expect(box.style.top).toBe('660px');
    expect(box.style.height).toBe('60px');
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(
      await screen.findByRole('region', {
        name: 'Pull schedules of 2027-03-02',
      }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Day'), {
      target: { value: SATURDAY },
    });
    expect(
      await screen.findByRole('region', {
        name: `Pull schedules of ${SATURDAY}`,
      }),
    ).toBeTruthy();
    expect(await screen.findByText('No pull scheduled this day.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /WINNIPEG_SAME_DAY/ })).toBeNull();
  });

  it('filters by report type', async () => {
    service();
    await open(MONDAY);
    await event('WINNIPEG_SAME_DAY 09:30–10:00, Active');
    fireEvent.change(screen.getByRole('combobox', { name: 'Report type' }), {
      target: { value: '8' },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /WINNIPEG_SAME_DAY/ })).toBeNull());
    fireEvent.change(screen.getByRole('combobox', { name: 'Report type' }), {
      target: { value: '1' },
    });
    expect(await event('WINNIPEG_SAME_DAY 09:30–10:00, Active')).toBeTruthy();
  });

  it('opens the menu from the keyboard, Escape gives focus back, and Disable this day labels the event after a reload', async () => {
    const { requests } = service();
    await open(MONDAY);
    const button = await event('WINNIPEG_SAME_DAY 09:30–10:00, Active');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', {
      name: 'WINNIPEG_SAME_DAY 09:30–10:00, Active',
    });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Edit for this day', 'Manually Run', 'Disable all days', 'Disable this day']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Disable this day' }));
    expect(await screen.findByText('Successfully change status')).toBeTruthy();
    expect(await event('WINNIPEG_SAME_DAY 09:30–10:00, Disabled This Day')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST' && request.path === `/order-pull/override/disable/${REPORT}`)?.body).toEqual({ date: MONDAY });
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await event('WINNIPEG_SAME_DAY 09:30–10:00, Active')).toBeTruthy();
  });

  it('Disable all days asks first: Cancel sends nothing, confirming sends the change and says the outcome', async () => {
    const { requests } = service();
    await open(MONDAY);
    const sentChanges = () => requests.filter((request) => request.method === 'PUT' && request.path === '/order-pull/schedules');
    fireEvent.click(await event('WINNIPEG_SAME_DAY 09:30–10:00, Active'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Disable all days' }));
    let question = await screen.findByRole('alertdialog', { name: 'Disable all days' });
    expect(within(question).getByText('Disable the schedule EXP_WINNIPEG_SAME_DAY on all days?')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sentChanges()).toEqual([]);

    fireEvent.click(await event('WINNIPEG_SAME_DAY 09:30–10:00, Active'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Disable all days' }));
    question = await screen.findByRole('alertdialog', { name: 'Disable all days' });
    fireEvent.click(within(question).getByRole('button', { name: 'Disable all days' }));
    // This service refuses the change: the definition's failure text is said.
    expect(await screen.findByText('Failed to disable schedule. Please try again.')).toBeTruthy();
    expect(sentChanges().map((request) => request.body)).toEqual([{ type: 'disable', name: 'EXP_WINNIPEG_SAME_DAY', version: 1 }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('Manually Run asks for the export with the prefix (Manual) and says so', async () => {
    const { requests } = service();
    await open(MONDAY);
    fireEvent.click(await event('WINNIPEG_SAME_DAY 09:30–10:00, Active'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Manually Run' }));
    expect(await screen.findByText('Report WINNIPEG_SAME_DAY has been manually triggered for generation.')).toBeTruthy();
    expect(requests.find((request) => request.path === '/order-pull/export')?.body).toEqual({ uuid: REPORT, prefix: '(Manual)' });
  });

  it("Edit is the definition's form: a region is needed beside its field for a same-day report, the stored settings are kept (002 §4's fixed values fill only what is missing), and it closes itself 2 s after its success", async () => {
    const { requests } = service();
    await open(MONDAY);
    fireEvent.click(await event('WINNIPEG_SAME_DAY 09:30–10:00, Active'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit WINNIPEG_SAME_DAY' });
    // The regions are the service's, named 'name(province_code)'; the report's own is ticked.
    const regions = within(dialog).getByRole('group', { name: 'Regions' });
    const winnipeg = await within(regions).findByRole('checkbox', { name: 'Winnipeg(MB)' });
    expect((winnipeg as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Start time').value).toBe('09:30');
    expect(within(dialog).queryByLabelText('Delivery date')).toBeNull();
    fireEvent.click(winnipeg);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please choose region')).toBeTruthy();
    await waitFor(() => expect(regions.getAttribute('aria-invalid')).toBe('true'));
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    fireEvent.click(winnipeg);
    fireEvent.click(within(regions).getByRole('checkbox', { name: 'Brandon(MB)' }));
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Winnipeg and Brandon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Schedule updated successfully')).toBeTruthy();
    const sent = requests.find((request) => request.method === 'PUT' && request.path === `/order-pull/config/${REPORT}`)?.body;
    expect(sent).toMatchObject({
      reportName: 'WINNIPEG_SAME_DAY',
      description: 'Winnipeg and Brandon',
      fileType: 'csv',
      deliveryRegion: ['Winnipeg', 'Brandon'],
      deliveryDate: '',
      sortHeaderName: 'Bouquet',
      consolidateOrder: false,
      hours: 0,
      minutes: 0,
      createAtIncluded: false,
      version: 3,
    });
    // The time was not changed: the schedule is not sent.
    expect(requests.some((request) => request.method === 'PUT' && request.path === '/order-pull/schedules')).toBe(false);
    // 002 §4: it closes itself 2 seconds after the success, and the events reload.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  });

  it('Edit for this day is the definition\'s form: it opens with the event\'s times, says a refused end beside the field, stores the override, then shows the event at its times, labelled Overrided', async () => {
    const { requests } = service();
    await open(MONDAY);
    fireEvent.click(await event('WINNIPEG_SAME_DAY 09:30–10:00, Active'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit for this day' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit WINNIPEG_SAME_DAY for ${MONDAY}` });
    const start = await within(dialog).findByLabelText<HTMLInputElement>('Start time');
    expect(start.value).toBe('09:30');
    const end = within(dialog).getByLabelText<HTMLInputElement>('End time');
    fireEvent.change(end, { target: { value: '09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Refused beside the field, nothing sent.
    expect(await within(dialog).findByText('The end time must be after the start time')).toBeTruthy();
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(requests.some((request) => request.path === `/order-pull/override/${REPORT}`)).toBe(false);
    fireEvent.change(start, { target: { value: '11:00' } });
    fireEvent.change(end, { target: { value: '11:45' } });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'late truck' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Day-specific schedule updated successfully')).toBeTruthy();
    expect(requests.find((request) => request.path === `/order-pull/override/${REPORT}`)?.body).toEqual({
      reportId: REPORT,
      date: MONDAY,
      startTime: '11:00',
      endTime: '11:45',
      status: 'enabled',
      notes: 'late truck',
    });
    // 002 §4: it closes itself 2 seconds after the success, and the events reload.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(await screen.findByRole('button', { name: 'WINNIPEG_SAME_DAY 11:00–11:45, Overrided' })).toBeTruthy();
  });

  it('Edit with a new time that the service refuses says the failure and stays open with what was typed; the report is not sent', async () => {
    const { requests } = service();
    await open(MONDAY);
    fireEvent.click(await event('WINNIPEG_SAME_DAY 09:30–10:00, Active'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit WINNIPEG_SAME_DAY' });
    const start = await within(dialog).findByLabelText<HTMLInputElement>('Start time');
    fireEvent.change(start, { target: { value: '10:15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update schedule. Please try again.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT' && request.path === '/order-pull/schedules')?.body).toMatchObject({ name: 'EXP_WINNIPEG_SAME_DAY', scheduleExpression: 'cron(15 10 ? * MON-FRI *)', version: 1 });
    expect(requests.some((request) => request.method === 'PUT' && request.path === `/order-pull/config/${REPORT}`)).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Edit WINNIPEG_SAME_DAY' })).toBeTruthy();
    expect(start.value).toBe('10:15');
  });

  it('Edit that moves the time and then fails on the report puts the stored time back, with the version the move answered', async () => {
    const { requests } = service({ movesSchedule: true, configFails: true });
    await open(MONDAY);
    fireEvent.click(await event('WINNIPEG_SAME_DAY 09:30–10:00, Active'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit WINNIPEG_SAME_DAY' });
    fireEvent.change(await within(dialog).findByLabelText('Start time'), { target: { value: '10:15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update schedule. Please try again.')).toBeTruthy();
    const moves = requests.filter((request) => request.method === 'PUT' && request.path === '/order-pull/schedules').map((request) => request.body);
    expect(moves).toEqual([
      expect.objectContaining({ scheduleExpression: 'cron(15 10 ? * MON-FRI *)', version: 1 }),
      expect.objectContaining({ scheduleExpression: 'cron(30 9 ? * MON-FRI *)', version: 2 }),
    ]);
    expect(screen.getByRole('dialog', { name: 'Edit WINNIPEG_SAME_DAY' })).toBeTruthy();
  });

  it('Edit of a Specific day report shows its stored delivery date, needs one, and sends the date picked as MM/DD/YYYY', async () => {
    const { requests } = service({ reportType: 'ORDER_REPORT_V_DAY', deliveryDate: '02/14/2027' });
    await open(MONDAY);
    fireEvent.click(await event('WINNIPEG_SAME_DAY 09:30–10:00, Active'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit WINNIPEG_SAME_DAY' });
    const date = await within(dialog).findByLabelText<HTMLInputElement>('Delivery date');
    expect(date.value).toBe('2027-02-14');
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please choose the delivery date')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    // A day to come whenever the test runs: the rule refuses a past day that was not stored.
    const later = DateTime.now().setZone('America/Winnipeg').plus({ days: 30 });
    fireEvent.change(date, { target: { value: later.toISODate() } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Schedule updated successfully')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT' && request.path === `/order-pull/config/${REPORT}`)?.body).toMatchObject({ reportType: 'ORDER_REPORT_V_DAY', deliveryDate: later.toFormat('MM/dd/yyyy') });
  });

  it("'Add New Schedule' is the definition's form: it needs every field, sends nothing, and the calendar keeps the event in the browser labelled Not saved", async () => {
    const { requests } = service();
    await open(MONDAY);
    await event('WINNIPEG_SAME_DAY 09:30–10:00, Active');
    fireEvent.click(screen.getByRole('button', { name: 'Add New Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New schedule (not saved)' });
    expect((await within(dialog).findByLabelText<HTMLInputElement>('Start time')).value).toBe('09:00');
    expect(within(dialog).getByLabelText<HTMLInputElement>('End time').value).toBe('10:00');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Date').value).toBe(MONDAY);
    const before = requests.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    // 002 §5: the report name is needed, said beside it.
    expect(await within(dialog).findByText('Please fill in all fields')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByLabelText('Report name').getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(within(dialog).getByLabelText('Report name'), { target: { value: 'TRIAL' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('note', { name: 'TRIAL 09:00–10:00, Not saved' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.length).toBe(before);
  });

  it("folds what does not fit at the least event width into '+N more', whose list keeps each event's full menu", async () => {
    // 400 px at the definition's 120 px an event: three columns, two events and the '+N more'.
    eventsColumnWidth(400);
    const weekdays = 'cron(30 9 ? * MON-FRI *)';
    const { requests } = busyService({ ALPHA: weekdays, BRAVO: weekdays, CHARLIE: weekdays, DELTA: weekdays, ECHO: weekdays, LATER_ALONE: 'cron(0 14 ? * MON-FRI *)' });
    const grid = await open(MONDAY);
    expect(await event('ALPHA 09:30–10:00, Active')).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'BRAVO 09:30–10:00, Active' })).toBeTruthy();
    expect(within(grid).queryByRole('button', { name: /^(CHARLIE|DELTA|ECHO) / })).toBeNull();
    // A pull alone at its time keeps the full width.
    expect((within(grid).getByRole('button', { name: 'LATER_ALONE 14:00–14:30, Active' }).parentElement as HTMLElement).style.width).toBe('calc(100% - 4px)');
    const more = within(grid).getByRole('button', { name: '+3 more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(more);
    const list = await within(grid).findByRole('group', { name: 'More pulls, 09:30–10:00' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const hidden = within(list).getAllByRole('button', { name: /09:30–10:00, Active$/ });
    expect(hidden.map((button) => button.getAttribute('aria-label'))).toEqual(['CHARLIE 09:30–10:00, Active', 'DELTA 09:30–10:00, Active', 'ECHO 09:30–10:00, Active']);
    // Opening the list takes focus to its first event.
    await waitFor(() => expect(document.activeElement).toBe(hidden[0]));

    fireEvent.keyDown(within(list).getByRole('button', { name: 'DELTA 09:30–10:00, Active' }), { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: 'DELTA 09:30–10:00, Active' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Edit for this day', 'Manually Run', 'Disable all days', 'Disable this day']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Manually Run' }));
    expect(await screen.findByText('Report DELTA has been manually triggered for generation.')).toBeTruthy();
    expect(requests.find((request) => request.path === '/order-pull/export')?.body).toEqual({ uuid: '00000000-0000-4000-8000-000000000003', prefix: '(Manual)' });

    // Escape in an event's menu closes that menu; the next one closes the list, focus back on '+3 more'.
    fireEvent.click(within(list).getByRole('button', { name: 'ECHO 09:30–10:00, Active' }));
    const echoMenu = await screen.findByRole('menu', { name: 'ECHO 09:30–10:00, Active' });
    fireEvent.keyDown(within(echoMenu).getAllByRole('menuitem')[0] as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(within(grid).getByRole('group', { name: 'More pulls, 09:30–10:00' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(within(grid).queryByRole('group', { name: 'More pulls, 09:30–10:00' })).toBeNull());
    expect(document.activeElement).toBe(more);
  });

  it('draws overlapping events side by side, without a +N more, when they fit at the least width', async () => {
    eventsColumnWidth(1000);
    const weekdays = 'cron(30 9 ? * MON-FRI *)';
    busyService({ ALPHA: weekdays, BRAVO: weekdays, CHARLIE: weekdays });
    const grid = await open(MONDAY);
    await event('CHARLIE 09:30–10:00, Active');
    expect(within(grid).getAllByRole('button', { name: /09:30–10:00, Active$/ })).toHaveLength(3);
    expect(within(grid).queryByRole('button', { name: /more$/ })).toBeNull();
  });

  it('marks the pulls before 04:00 and after 23:00 at the edges of the grid, each listing them with their menus', async () => {
    const { requests } = busyService({ NIGHT_AUDIT: 'cron(0 2 ? * MON-FRI *)', EARLY_BAKERY: 'cron(15 3 ? * MON-FRI *)', LATE_RECAP: 'cron(30 23 ? * MON-FRI *)' });
    const grid = await open(MONDAY);
    const earlier = await within(grid).findByRole('button', { name: '2 earlier, before 04:00' });
    // Not drawn at a time they do not run: only the markers say them, and the day is not said to have none.
    expect(within(grid).queryByRole('button', { name: /^(NIGHT_AUDIT|EARLY_BAKERY|LATE_RECAP) / })).toBeNull();
    expect(screen.queryByText('No pull scheduled this day.')).toBeNull();
    const later = within(grid).getByRole('button', { name: '1 later, after 23:00' });

    fireEvent.click(earlier);
    const before = await within(grid).findByRole('group', { name: 'Pulls before 04:00' });
    expect(within(before).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['NIGHT_AUDIT 02:00–02:30, Active', 'EARLY_BAKERY 03:15–03:45, Active']);
    fireEvent.click(earlier);
    await waitFor(() => expect(within(grid).queryByRole('group', { name: 'Pulls before 04:00' })).toBeNull());

    fireEvent.click(later);
    const after = await within(grid).findByRole('group', { name: 'Pulls after 23:00' });
    fireEvent.click(within(after).getByRole('button', { name: 'LATE_RECAP 23:30–00:00, Active' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Manually Run' }));
    expect(await screen.findByText('Report LATE_RECAP has been manually triggered for generation.')).toBeTruthy();
    expect(requests.some((request) => request.path === '/order-pull/export')).toBe(true);
  });

  it('draws no current-time line on a day that is not today', async () => {
    service();
    await open(MONDAY);
    await event('WINNIPEG_SAME_DAY 09:30–10:00, Active');
    expect(screen.queryByRole('separator', { name: 'Current time' })).toBeNull();
  });
});
