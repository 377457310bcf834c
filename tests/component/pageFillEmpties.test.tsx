// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/** Business days relative to today (the rule judges by the console's today, in Winnipeg). */
const day = (offset: number) => DateTime.now().setZone('America/Winnipeg').plus({ days: offset }).toISODate() ?? '';

const orders: Record<string, { vase: string; deliveryDate: string }> = {
  '1001': { vase: 'Ceramic Pitcher', deliveryDate: day(2) },
  '1008': { vase: '', deliveryDate: day(-3) },
};

const definition: PageScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/fill-empties',
  title: 'Adjust an order',
  kind: 'page',
  endpoints: { order: { method: 'GET', path: '/pull-automation/order/{orderId}' } },
  blocks: [
    {
      id: 'query',
      block: 'form',
      entity: 'order',
      fields: [{ name: 'orderId', label: 'Order Name' }],
      submit: {
        label: 'Query Order',
        endpoint: 'order',
        failure: 'Query Exception',
        fill: {
          'adjust.vase': { value: '{answer.vase}', otherwise: null },
          'adjust.deliveryDate': { rule: 'dateNotPast', args: { date: '{answer.deliveryDate}', today: '{today}' } },
        },
      },
    },
    {
      id: 'adjust',
      block: 'form',
      entity: 'order',
      fields: [
        { name: 'vase', label: 'Vase' },
        { name: 'deliveryDate', label: 'Delivery Date', ui: { widget: 'date' } },
      ],
    },
  ],
};

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

function query(orderId: string) {
  fireEvent.change(screen.getByLabelText('Order Name'), { target: { value: orderId } });
  fireEvent.click(screen.getByRole('button', { name: 'Query Order' }));
}

describe("a submit's fill empties what the new answer has nothing for", () => {
  it("fills the queried order's vase and date, then empties both for an order without a vase and with a past date", async () => {
    serveAdminApi((request) => {
      const found = /^\/pull-automation\/order\/(\d+)$/.exec(request.path);
      return request.method === 'GET' && found ? { status: 200, body: orders[found[1] ?? ''] ?? {} } : undefined;
    });
    renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    const vase = await screen.findByLabelText<HTMLInputElement>('Vase');
    const date = screen.getByLabelText<HTMLInputElement>('Delivery Date');
    query('1001');
    await waitFor(() => expect(vase.value).toBe('Ceramic Pitcher'));
    expect(date.value).toBe(day(2));
    query('1008');
    await waitFor(() => expect(vase.value).toBe(''));
    expect(date.value).toBe('');
  });
});

describe("a date filled in is the order's stored date: its rule does not judge it again", () => {
  const keeping: PageScreen = {
    ...definition,
    route: '/secure/fill-keeps-date',
    endpoints: { ...definition.endpoints, save: { method: 'PUT', path: '/orders/{deliveryDate}' } },
    blocks: [
      { ...(definition.blocks[0] as Extract<PageScreen['blocks'][number], { block: 'form' }>), submit: { label: 'Query Order', endpoint: 'order', failure: 'Query Exception', fill: { 'adjust.deliveryDate': '{answer.deliveryDate}' } } },
      {
        id: 'adjust',
        block: 'form',
        entity: 'order',
        fields: [{ name: 'deliveryDate', label: 'Delivery Date', ui: { widget: 'date', rule: 'notPast' }, messages: { rule: 'Please select a new delivery date' } }],
        submit: { label: 'Save', endpoint: 'save', body: { deliveryDate: '{deliveryDate}' }, success: 'Saved', failure: 'Not saved' },
      },
    ],
  };

  it('sends a past date the query filled in, and refuses a past date typed over it', async () => {
    const { requests } = serveAdminApi((request) => {
      const found = /^\/pull-automation\/order\/(\d+)$/.exec(request.path);
      if (request.method === 'GET' && found) return { status: 200, body: orders[found[1] ?? ''] ?? {} };
      return request.method === 'PUT' ? { status: 200, body: {} } : undefined;
    });
    renderPage(keeping, { validators: await compilePageFormsInNode(keeping, process.cwd()) });
    const date = await screen.findByLabelText<HTMLInputElement>('Delivery Date');
    query('1008');
    await waitFor(() => expect(date.value).toBe(day(-3)));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ deliveryDate: day(-3) }]);

    fireEvent.change(date, { target: { value: day(-4) } });
    fireEvent.blur(date);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Please select a new delivery date');
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });
});
