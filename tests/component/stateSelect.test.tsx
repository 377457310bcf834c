// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/** The shop's rates for a day (001 §5 'Delivery rates shared rule'): the windows change with the date. */
const ratesOf = (date: string) =>
  date === '2027-03-01'
    ? [
        { zone_rate_name: 'Anytime (8am - 8pm)', zone_rate: 10 },
        { zone_rate_name: 'Morning Rush (8am - 10am)', zone_rate: 15 },
      ]
    : [{ zone_rate_name: 'Anytime (8am - 8pm)', zone_rate: 12 }];

const definition: PageScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/state-select',
  title: 'Delivery window',
  kind: 'page',
  endpoints: {
    rates: { method: 'GET', path: '/rates/{when.deliveryDate}' },
    save: { method: 'POST', path: '/orders/window' },
  },
  blocks: [
    { id: 'when', block: 'form', entity: 'order', fields: [{ name: 'deliveryDate', label: 'Delivery Date', ui: { widget: 'date' } }] },
    { id: 'rates', block: 'result', title: 'Rates', load: { endpoint: 'rates', when: { field: 'when.deliveryDate', filled: true }, failure: 'queryDeliveryRates Exception' }, fields: [{ label: 'Windows', path: '{0.zone_rate_name}' }] },
    {
      id: 'order',
      block: 'form',
      entity: 'order',
      fields: [
        {
          name: 'deliveryRate',
          label: 'Delivery Window',
          ui: { widget: 'stateSelect', rows: 'rates.answer', value: 'zone_rate_name', label: '{zone_rate_name} ${zone_rate}', placeholder: 'Choose a window' },
          required: true,
          messages: { required: "Delivery Window can't be empty", notOffered: 'This window is not offered on the new date: choose another' },
        },
      ],
      submit: { label: 'Save', endpoint: 'save', success: 'Saved', failure: 'Saving failed' },
    },
  ],
};

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

async function openPage() {
  const api = serveAdminApi((request) => {
    const day = /^\/rates\/(\d{4}-\d{2}-\d{2})$/.exec(request.path);
    if (request.method === 'GET' && day) return { status: 200, body: ratesOf(day[1] ?? '') };
    if (request.method === 'POST' && request.path === '/orders/window') return { status: 200, body: { ok: true } };
    return undefined;
  });
  renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
  return { api, windows: await screen.findByRole('combobox', { name: 'Delivery Window' }) };
}

const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('a select over rows another block loaded (stateSelect)', () => {
  it('offers nothing but its placeholder until the rows are there, then each row labelled by its template', async () => {
    const { windows } = await openPage();
    expect(optionTexts(windows)).toEqual(['Choose a window']);
    fireEvent.change(await screen.findByLabelText('Delivery Date'), { target: { value: '2027-03-01' } });
    await waitFor(() => expect(optionTexts(windows)).toEqual(['Choose a window', 'Anytime (8am - 8pm) $10', 'Morning Rush (8am - 10am) $15']));
  });

  it('sends the chosen row\'s value; a choice the new rows no longer offer stays shown, is refused beside the field, and nothing is sent', async () => {
    const { api, windows } = await openPage();
    const date = await screen.findByLabelText('Delivery Date');
    fireEvent.change(date, { target: { value: '2027-03-01' } });
    await waitFor(() => expect(optionTexts(windows)).toHaveLength(3));
    fireEvent.change(windows, { target: { value: 'Morning Rush (8am - 10am)' } });
    fireEvent.change(date, { target: { value: '2027-03-02' } });
    await waitFor(() => expect(optionTexts(windows)).toEqual(['Choose a window', 'Morning Rush (8am - 10am)', 'Anytime (8am - 8pm) $12']));
    expect((windows as HTMLSelectElement).value).toBe('Morning Rush (8am - 10am)');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This window is not offered on the new date: choose another')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.change(windows, { target: { value: 'Anytime (8am - 8pm)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ deliveryRate: 'Anytime (8am - 8pm)' });
  });
});
