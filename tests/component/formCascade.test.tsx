// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import { compileScreenFormsInNode } from '../../scripts/forms/compileInNode';
import { findDialog, messagesBeside, optionTexts, optionValue, renderForm, resetFormRenders, serveAdminApi, type SentRequest } from './formRender';

/** A small rate screen written here, not in screens/: its validators are compiled in Node by the test. */
const rates: GridScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/test-rates',
  title: 'Test Rates',
  kind: 'grid',
  entity: 'zone-delivery-rate',
  rowKey: 'id',
  endpoints: {
    list: { method: 'GET', path: '/rates/zone' },
    create: { method: 'POST', path: '/rates/zone/rate', successStatus: 201 },
  },
  lookups: {
    provinces: { endpoint: { method: 'GET', path: '/province' }, value: 'id', label: 'name' },
    regions: { endpoint: { method: 'GET', path: '/places/region' }, value: 'region_id', label: 'region_name' },
    zones: { endpoint: { method: 'GET', path: '/places/zone', rows: 'result' }, value: 'zone_id', label: 'zone_name' },
  },
  paging: { mode: 'client', sizes: [20], defaultSize: 20 },
  columns: [{ field: 'name', header: 'Name' }],
  options: { rates: ['$9', '$10', '$11'] },
  forms: {
    add: {
      title: 'Add Rate',
      endpoint: 'create',
      entity: 'zone-delivery-rate',
      payload: 'createForm',
      fields: [
        { name: 'name', label: 'Name', computed: '{zoneId.label} - {displayText} - {rate}', messages: { required: 'Name is required' } },
        { name: 'province_id', label: 'Province', ui: { widget: 'lookupSelect', lookup: 'provinces', placeholder: 'Choose a Province' }, messages: { required: 'Choose a Province' } },
        {
          name: 'region_id',
          label: 'Region',
          ui: { widget: 'lookupSelect', lookup: 'regions', parent: 'province_id', parentKey: 'province_id', placeholder: 'Choose a Region' },
          messages: { required: 'Choose a Region' },
        },
        { name: 'zoneId', label: 'Zone', ui: { widget: 'lookupSelect', lookup: 'zones', parent: 'region_id', parentKey: 'region_id', placeholder: 'Choose a Zone' }, messages: { required: 'Choose a Zone' } },
        // Not required here, but the required computed name reads it.
        { name: 'displayText', label: 'Display Text', required: false, messages: { required: 'Type a display text' } },
        { name: 'rate', label: 'Rate', ui: { widget: 'select', placeholder: 'Choose a Rate', options: 'rates' } },
        { name: 'isSameDayOnly', label: 'Same Day Only', ui: { widget: 'checkbox' } },
      ],
      failedMessage: 'createFailed',
    },
    dates: {
      title: 'Dates',
      endpoint: 'create',
      entity: 'special-zone-delivery-rate',
      payload: 'createForm',
      fields: [
        { name: 'delivery_date', label: 'Delivery Date', ui: { widget: 'date', notBefore: 'today' }, messages: { required: 'Choose a delivery date', notBefore: 'Choose today or a later day' } },
        { name: 'cutoff_time', label: 'Cutoff Time', ui: { widget: 'time' } },
      ],
    },
  },
  messages: { loadFailed: 'Error on table data initialization', createFailed: 'Rate saving process failed.' },
};

const validators = compileScreenFormsInNode(rates);

const PROVINCES = [
  { id: 1, name: 'Manitoba' },
  { id: 2, name: 'Saskatchewan' },
];
const REGIONS = [
  { region_id: 10, region_name: 'Winnipeg', province_id: 1 },
  { region_id: 11, region_name: 'Brandon', province_id: 1 },
  { region_id: 20, region_name: 'Regina', province_id: 2 },
];
const ZONES = [
  { zone_id: 100, zone_name: 'Winnipeg South', region_id: 10 },
  { zone_id: 101, zone_name: 'Winnipeg North', region_id: 10 },
  { zone_id: 110, zone_name: 'Brandon East', region_id: 11 },
  { zone_id: 200, zone_name: 'Regina Centre', region_id: 20 },
];

function ratesApi() {
  return serveAdminApi((request) => {
    if (request.method === 'GET' && request.path === '/province') return { status: 200, body: PROVINCES };
    if (request.method === 'GET' && request.path === '/places/region') return { status: 200, body: REGIONS };
    if (request.method === 'GET' && request.path === '/places/zone') return { status: 200, body: { result: ZONES } };
    if (request.method === 'POST' && request.path === '/rates/zone/rate') return { status: 201, body: { success: 'Zone rate saved.' } };
    return undefined;
  });
}

async function openRateForm() {
  const rendered = renderForm(rates, 'add', { validators });
  const dialog = await findDialog('Add Rate');
  const control = (name: string) => within(dialog).getByLabelText(name);
  const province = control('Province');
  await waitFor(() => expect(optionTexts(province)).toEqual(['Choose a Province', 'Manitoba', 'Saskatchewan']));
  return { ...rendered, dialog, province, region: control('Region'), zone: control('Zone'), name: control('Name'), rate: control('Rate'), displayText: control('Display Text') };
}

async function openDatesForm() {
  const rendered = renderForm(rates, 'dates', { validators });
  const dialog = await findDialog('Dates');
  return { ...rendered, dialog, deliveryDate: within(dialog).getByLabelText('Delivery Date') };
}

const choose = (select: HTMLElement, text: string) => fireEvent.change(select, { target: { value: optionValue(select, text) } });
const value = (element: HTMLElement) => (element as HTMLInputElement | HTMLSelectElement).value;
const shownText = (element: HTMLElement) => element.textContent;
const chosen = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent;
const posts = (requests: SentRequest[]) => requests.filter((request) => request.method !== 'GET');

afterEach(() => {
  cleanup();
  resetFormRenders();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cascading selects (province → region → zone)', () => {
  it('keeps a select disabled until its parent has a value, then offers only its children', async () => {
    ratesApi();
    const { province, region, zone } = await openRateForm();
    expect(region.hasAttribute('disabled')).toBe(true);
    expect(zone.hasAttribute('disabled')).toBe(true);
    expect(optionTexts(region)).toEqual(['Choose a Region']);

    choose(province, 'Manitoba');
    await waitFor(() => expect(region.hasAttribute('disabled')).toBe(false));
    expect(optionTexts(region)).toEqual(['Choose a Region', 'Winnipeg', 'Brandon']);
    expect(zone.hasAttribute('disabled')).toBe(true);

    choose(region, 'Winnipeg');
    await waitFor(() => expect(zone.hasAttribute('disabled')).toBe(false));
    expect(optionTexts(zone)).toEqual(['Choose a Zone', 'Winnipeg South', 'Winnipeg North']);
  });

  it('clears region and zone when another province is chosen, and zone when another region is', async () => {
    ratesApi();
    const { province, region, zone } = await openRateForm();
    choose(province, 'Manitoba');
    await waitFor(() => expect(region.hasAttribute('disabled')).toBe(false));
    choose(region, 'Winnipeg');
    await waitFor(() => expect(zone.hasAttribute('disabled')).toBe(false));
    choose(zone, 'Winnipeg North');
    await waitFor(() => expect(chosen(zone)).toBe('Winnipeg North'));

    choose(region, 'Brandon');
    await waitFor(() => expect(chosen(zone)).toBe('Choose a Zone'));
    expect(optionTexts(zone)).toEqual(['Choose a Zone', 'Brandon East']);
    choose(zone, 'Brandon East');
    await waitFor(() => expect(chosen(zone)).toBe('Brandon East'));

    choose(province, 'Saskatchewan');
    await waitFor(() => expect(chosen(region)).toBe('Choose a Region'));
    expect(chosen(zone)).toBe('Choose a Zone');
    expect(zone.hasAttribute('disabled')).toBe(true);
    expect(optionTexts(region)).toEqual(['Choose a Region', 'Regina']);
  });
});

async function chooseZone(fields: { province: HTMLElement; region: HTMLElement; zone: HTMLElement }, zoneName: string) {
  choose(fields.province, 'Manitoba');
  await waitFor(() => expect(fields.region.hasAttribute('disabled')).toBe(false));
  choose(fields.region, 'Winnipeg');
  await waitFor(() => expect(fields.zone.hasAttribute('disabled')).toBe(false));
  choose(fields.zone, zoneName);
}

describe('computed name', () => {
  it('is text named by its label, never an input, a dash until complete, and follows zone, text and rate', async () => {
    ratesApi();
    const { dialog, province, region, zone, name, rate, displayText } = await openRateForm();
    expect(name.tagName).toBe('OUTPUT');
    expect(name.hasAttribute('tabindex')).toBe(false);
    expect(within(dialog).queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(shownText(name)).toBe('—');
    expect(value(displayText)).toBe('Anytime (8am - 8pm)');
    expect(chosen(rate)).toBe('$10');

    choose(province, 'Manitoba');
    await waitFor(() => expect(region.hasAttribute('disabled')).toBe(false));
    choose(region, 'Winnipeg');
    await waitFor(() => expect(zone.hasAttribute('disabled')).toBe(false));
    choose(zone, 'Winnipeg South');
    await waitFor(() => expect(shownText(name)).toBe('Winnipeg South - Anytime (8am - 8pm) - $10'));

    choose(rate, '$11');
    await waitFor(() => expect(shownText(name)).toBe('Winnipeg South - Anytime (8am - 8pm) - $11'));
    fireEvent.change(displayText, { target: { value: 'Evening' } });
    await waitFor(() => expect(shownText(name)).toBe('Winnipeg South - Evening - $11'));

    // A new province clears the zone, and with it the name.
    choose(province, 'Saskatchewan');
    await waitFor(() => expect(shownText(name)).toBe('—'));
  });

  it('never shows its own required message: the required inputs it reads show theirs, once', async () => {
    const { requests } = ratesApi();
    const { dialog, name, province, region, zone } = await openRateForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messagesBeside(province)).toEqual(['Choose a Province']));
    expect(messagesBeside(region)).toEqual(['Choose a Region']);
    expect(messagesBeside(zone)).toEqual(['Choose a Zone']);
    expect(messagesBeside(name)).toEqual([]);
    expect(within(dialog).queryByText('Name is required')).toBeNull();
    expect(posts(requests)).toEqual([]);
  });

  it('reports an incomplete name on an empty input it reads that the form does not require, until it is filled', async () => {
    const { requests } = ratesApi();
    const { dialog, name, province, region, zone, displayText, onSaved } = await openRateForm();
    await chooseZone({ province, region, zone }, 'Winnipeg North');
    fireEvent.change(displayText, { target: { value: '' } });
    await waitFor(() => expect(shownText(name)).toBe('—'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messagesBeside(displayText)).toEqual(['Type a display text']));
    expect(messagesBeside(name)).toEqual([]);
    expect(messagesBeside(zone)).toEqual([]);
    expect(document.activeElement).toBe(displayText);
    expect(posts(requests)).toEqual([]);

    fireEvent.change(displayText, { target: { value: 'Evening' } });
    await waitFor(() => expect(messagesBeside(displayText)).toEqual([]));
    expect(shownText(name)).toBe('Winnipeg North - Evening - $10');
    expect(messagesBeside(name)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts(requests).map((request) => (request.body as { name?: unknown }).name)).toEqual(['Winnipeg North - Evening - $10']);
  });

  it('sends the values with the computed name and numeric ids when the endpoint has no body templates', async () => {
    const { requests } = ratesApi();
    const { dialog, province, region, zone, onSaved } = await openRateForm();
    choose(province, 'Manitoba');
    await waitFor(() => expect(region.hasAttribute('disabled')).toBe(false));
    choose(region, 'Winnipeg');
    await waitFor(() => expect(zone.hasAttribute('disabled')).toBe(false));
    choose(zone, 'Winnipeg North');
    fireEvent.click(within(dialog).getByLabelText('Same Day Only'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts(requests).map((request) => request.body)).toEqual([
      {
        name: 'Winnipeg North - Anytime (8am - 8pm) - $10',
        province_id: 1,
        region_id: 10,
        zoneId: 101,
        displayText: 'Anytime (8am - 8pm)',
        rate: '$10',
        isSameDayOnly: true,
      },
    ]);
  });
});

describe('date with notBefore: today', () => {
  it('disables the days before today in Winnipeg, late in the evening there already tomorrow in UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 04:30 UTC on the 9th is 23:30 CDT on the 8th in Winnipeg.
    vi.setSystemTime(new Date('2026-03-09T04:30:00Z'));
    ratesApi();
    const { dialog } = await openDatesForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose Delivery Date' }));
    const calendar = await within(dialog).findByRole('dialog', { name: 'Choose Delivery Date' });
    await within(calendar).findByRole('grid');
    expect(within(calendar).getByRole('button', { name: 'Saturday, March 7, 2026' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(calendar).getByRole('button', { name: 'Today, Sunday, March 8, 2026' }).getAttribute('aria-disabled')).toBeNull();
    expect(within(calendar).getByRole('button', { name: 'Monday, March 9, 2026' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('rejects a typed earlier date beside the field, and accepts today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-09T04:30:00Z'));
    const { requests } = ratesApi();
    const { dialog, deliveryDate } = await openDatesForm();
    fireEvent.change(deliveryDate, { target: { value: '2026-03-07' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messagesBeside(deliveryDate)).toEqual(['Choose today or a later day']));
    fireEvent.change(deliveryDate, { target: { value: '2026-03-08' } });
    await waitFor(() => expect(messagesBeside(deliveryDate)).toEqual([]));
    expect(posts(requests)).toEqual([]);
  });
});

describe('other widgets', () => {
  it('opens clean although the schema filled defaults in', async () => {
    ratesApi();
    const { dialog, onDirtyChange } = await openRateForm();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Same Day Only' }));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
  });

  it('shows a time as HH:mm, starting from the entity default', async () => {
    ratesApi();
    const { dialog } = await openDatesForm();
    const time = within(dialog).getByLabelText('Cutoff Time');
    expect(time.getAttribute('type')).toBe('time');
    expect(value(time)).toBe('15:55');
  });

  it('shows a checkbox labelled by its label, once', async () => {
    ratesApi();
    const { dialog } = await openRateForm();
    const checkbox = within(dialog).getByRole('checkbox', { name: 'Same Day Only' });
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getAllByText('Same Day Only')).toHaveLength(1);
  });
});
