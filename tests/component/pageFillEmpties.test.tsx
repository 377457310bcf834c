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
