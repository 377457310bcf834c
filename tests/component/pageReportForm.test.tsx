// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { optionValue, serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();
// The report form as the console receives it (the shared report types and regions written in).
const page = resolvedDefinitionSync('screens/reports/order-reports.screen.json') as PageScreen;

const REGIONS = [
  { name: 'Toronto', province_code: 'ON', tag: 'Toronto', warehouse_code: 'tr' },
  { name: 'Winnipeg', province_code: 'MB', tag: 'Winnipeg', warehouse_code: 'mb' },
];

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label, { selector: 'select' });
const chosenText = (label: string) => select(label).selectedOptions[0]?.textContent;
const regions = () => within(screen.getByRole('group', { name: 'Region' }));

describe('Report config (screens/reports/order-reports.screen.json)', () => {
  it('labels the types from the shared set, applies the type and additional type effects, and posts the form', async () => {
    const { requests } = serveAdminApi((request) => {
      if (request.path === '/order-pull/regions') return { status: 200, body: REGIONS };
      if (request.method === 'POST') return { status: 201, body: { success: 'Order report submitted successfully', id: 'x' } };
      return undefined;
    });
    renderPage(page, { validators: await compilePageFormsInNode(page, root) });
    await waitFor(() => expect(regions().getByRole('checkbox', { name: 'Toronto(ON)' })).toBeTruthy());
    const types = [...select('Report Type').options].map((option) => option.textContent);
    expect(types).toEqual(['Choose a report type', 'Same day', 'Next day', 'Next day plus 1', 'Specific day', 'Non-floral gift sets', 'Maximum', 'Curated Gift Box', 'Flashbox', 'Lakewood', 'Not Pulled', 'Not Sent', 'Error']);

    fireEvent.change(select('Report Type'), { target: { value: optionValue(select('Report Type'), 'Same day') } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove pulled' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Remove sent' })).toBeTruthy();
    expect(chosenText('Sort By')).toBe('Bouquet');
    expect(screen.getByLabelText<HTMLInputElement>('Consolidate Order').checked).toBe(true);

    fireEvent.change(select('Additional Report Type'), { target: { value: optionValue(select('Additional Report Type'), 'Gopher') } });
    await waitFor(() => expect(chosenText('Additional File Type')).toBe('CSV'));

    fireEvent.change(screen.getByLabelText('Report Name'), { target: { value: ' qa rep 1 ' } });
    fireEvent.change(screen.getByLabelText('Additional Report Name'), { target: { value: 'gopher run' } });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(regions().getByRole('checkbox', { name: 'Winnipeg(MB)' }));
    fireEvent.click(regions().getByRole('checkbox', { name: 'Toronto(ON)' }));
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    // 002 §4, §7: the console sends what a service stores: the name normalised, the first region's
    // province, the type's days, filter and error check, and the order filter.
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      reportType: 'ORDER_REPORT_SAME_DAY',
      reportName: 'QA_REP_1',
      deliveryRegion: ['Toronto', 'Winnipeg'],
      provinceCode: 'ON',
      noOfDaysToDeliveryDate: 0,
      deliveryDateFilterIncluded: true,
      deliveryDate: '',
      errorCheckReport: false,
      filtersForRestUrl: { fulfillmentStatus: 'unshipped', status: 'open', fields: ['id', 'name', 'tags', 'line_items', 'shipping_address', 'note_attributes', 'created_at'] },
      skippedTag: 'pulled,sent',
      sortHeaderName: 'Bouquet',
      consolidateOrder: true,
      additionalReportType: 'ADDITIONAL_GOPHER_IT_REPORT',
      additionalFileType: 'csv',
      additionalReportName: 'gopher run',
      fileType: 'excel',
      deliveryWindow: ['(1pm - 6pm)', '(1pm - 5pm)', '(3pm - 6pm)', '(3pm - 7pm)'],
    });
  });

  it('edits the config Update carried with a PUT holding its version, and says the service’s sentence on a 409', async () => {
    const row = {
      id: '5b1c2e8a-0d4f-4c1e-9a7b-3e2f1d0c9b8a', reportName: 'MONTREAL_SPECIFIC_DAY', description: 'Valentine’s', reportType: 'ORDER_REPORT_V_DAY', fileType: 'excel',
      deliveryDateFilterIncluded: false, noOfDaysToDeliveryDate: 0, deliveryDate: '02/14/2027', filtersForRestUrl: { fulfillmentStatus: 'unshipped', status: 'open', fields: ['id'] },
      deliveryRegion: ['Winnipeg'], excludingRegion: [], provinceCode: 'MB', deliveryWindowExcluded: false, deliveryWindow: ['(1pm - 6pm)'], defaultDeliveryStartTime: '',
      createAtIncluded: false, hours: 0, minutes: 0, skippedTag: 'pulled,sent', sortHeaderName: 'Bouquet', consolidateOrder: true, additionalReportType: '', additionalFileType: '',
      additionalReportName: '', errorCheckReport: false, additionPull: false, version: 4,
    };
    const stale = 'Report MONTREAL_SPECIFIC_DAY was changed by someone else since you opened it: reload it.';
    const { requests } = serveAdminApi((request) => {
      if (request.path === '/order-pull/regions') return { status: 200, body: REGIONS };
      if (request.method === 'PUT') return { status: 409, body: { error: stale } };
      return undefined;
    });
    renderPage(page, { validators: await compilePageFormsInNode(page, root), entry: { search: `?id=${row.id}`, state: { carried: { id: row.id }, row }, routes: ['/secure/reports/reports-list'] } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Report Name').value).toBe('MONTREAL_SPECIFIC_DAY'));
    expect(screen.getByLabelText<HTMLInputElement>('Delivery Date').value).toBe('02/14/2027');
    expect(chosenText('Report Type')).toBe('Specific day');
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Valentine’s day, Winnipeg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(stale)).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/order-pull/config/${row.id}`);
    // What the form does not show is sent as stored (the order filter's fields), the type's values as 002 §4 fixes them.
    expect(put?.body).toMatchObject({
      version: 4, description: 'Valentine’s day, Winnipeg', deliveryDate: '02/14/2027', reportType: 'ORDER_REPORT_V_DAY', reportName: 'MONTREAL_SPECIFIC_DAY',
      provinceCode: 'MB', deliveryDateFilterIncluded: false, filtersForRestUrl: { fulfillmentStatus: 'unshipped', status: 'open', fields: ['id'] }, skippedTag: 'pulled,sent',
    });
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>('Description').value).toBe('Valentine’s day, Winnipeg');
  });

  it('sends an Error report with the error check on, the date filter off and no province (no region)', async () => {
    const { requests } = serveAdminApi((request) => {
      if (request.path === '/order-pull/regions') return { status: 200, body: REGIONS };
      if (request.method === 'POST') return { status: 201, body: { success: 'Order report submitted successfully', id: 'x' } };
      return undefined;
    });
    renderPage(page, { validators: await compilePageFormsInNode(page, root) });
    await waitFor(() => expect(regions().getByRole('checkbox', { name: 'Toronto(ON)' })).toBeTruthy());
    fireEvent.change(select('Report Type'), { target: { value: optionValue(select('Report Type'), 'Error') } });
    fireEvent.change(screen.getByLabelText('Report Name'), { target: { value: 'errors' } });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ reportName: 'ERRORS', errorCheckReport: true, deliveryDateFilterIncluded: false, provinceCode: '', deliveryDate: '' });
  });

  it('keeps Submit disabled until type, name and region are right, its note saying the first reason in 002 §5 words', async () => {
    serveAdminApi((request) => (request.path === '/order-pull/regions' ? { status: 200, body: REGIONS } : undefined));
    renderPage(page, { validators: await compilePageFormsInNode(page, root) });
    await waitFor(() => expect(regions().getByRole('checkbox', { name: 'Toronto(ON)' })).toBeTruthy());
    const submit = screen.getByRole('button', { name: 'Submit' });
    const note = () => document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(note()).toBe('Please choose report type');
    fireEvent.change(select('Report Type'), { target: { value: optionValue(select('Report Type'), 'Next day') } });
    await waitFor(() => expect(note()).toBe('Please input report name'));
    fireEvent.change(screen.getByLabelText('Report Name'), { target: { value: 'qa-rep' } });
    await waitFor(() => expect(note()).toBe('Special characters are not allowed'));
    fireEvent.change(screen.getByLabelText('Report Name'), { target: { value: 'qa rep' } });
    await waitFor(() => expect(note()).toBe('Please choose region'));
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(regions().getByRole('checkbox', { name: 'Winnipeg(MB)' }));
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    expect(submit.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(regions().getByRole('checkbox', { name: 'Winnipeg(MB)' }));
    await waitFor(() => expect(note()).toBe('Please choose region'));
    // An Error report needs no region.
    fireEvent.change(select('Report Type'), { target: { value: optionValue(select('Report Type'), 'Error') } });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
  });

  it("offers the default regions while the server's cannot be had, and says 'Error fetching Regions.'", async () => {
    serveAdminApi((request) => (request.path === '/order-pull/regions' ? { status: 500, body: { error: 'down' } } : undefined));
    renderPage(page, { validators: await compilePageFormsInNode(page, root) });
    await waitFor(() => expect(screen.getAllByText('Error fetching Regions.').length).toBeGreaterThan(0));
    for (const tag of ['Halifax', 'Québec_City', 'Really_Rural_MB', 'Victoria']) expect(regions().getByRole('checkbox', { name: tag })).toBeTruthy();
    expect(regions().getAllByRole('checkbox')).toHaveLength(28);
  });
});
