// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormBlock, PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/**
 * The replacement editor's form (replacement-order's `$defs/form` payload) with its read-only
 * subtotal (001 §9) as a computed value: a result block shows it, a guard and the body read it.
 */
function definition(body: boolean): PageScreen {
  const order: FormBlock = {
    id: 'order',
    block: 'form',
    entity: 'replacement-order',
    payload: 'form',
    fields: [
      { name: 'firstName', label: 'First Name' },
      { name: 'lastName', label: 'Last Name' },
      { name: 'bouquetSize', label: 'Bouquet Size' },
      { name: 'vase', label: 'Vase' },
      { name: 'deliveryRate', label: 'Delivery Rate' },
    ],
    computed: {
      subtotal: { rule: 'orderSubtotal', args: { delivery: '{deliveryRate}', bouquetSize: '{bouquetSize}', vase: '{vase}', lang: 'en-ca' } },
      recipient: '{firstName} {lastName}',
    },
    submit: {
      label: 'Submit Order',
      endpoint: 'replace',
      guards: [{ holds: { not: { field: 'order.computed.subtotal', equals: '$0' } }, message: 'Please input at least one property' }],
      ...(body ? { body: { subtotal: '{order.computed.subtotal}', recipient: '{order.computed.recipient}', bouquetSize: '{bouquetSize}' } } : {}),
      success: 'Replacement created.',
      failure: 'Replacement failed.',
    },
  };
  return {
    $schema: '../../schemas/screen.schema.json',
    route: '/secure/replacement-computed',
    title: 'Order Replacement',
    kind: 'page',
    endpoints: { replace: { method: 'POST', path: '/replacement' } },
    blocks: [order, { id: 'total', block: 'result', title: 'Total', from: 'order.computed', fields: [{ label: 'Subtotal', path: '{order.computed.subtotal}' }, { label: 'Recipient', path: '{recipient}' }] }],
  };
}

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function open(body: boolean) {
  const server = serveAdminApi((request) => (request.method === 'POST' && request.path === '/replacement' ? { status: 201, body: { id: 7 } } : undefined));
  const page = definition(body);
  renderPage(page, { validators: await compilePageFormsInNode(page, process.cwd()) });
  await screen.findByLabelText('Bouquet Size');
  return server;
}

describe("a form block's computed values (the replacement editor's subtotal)", () => {
  it('shows the subtotal in a result block as the priced fields change, guards on it and sends it in the body', async () => {
    const { requests } = await open(true);
    const total = screen.getByText('Total').closest('section') as HTMLElement;
    await waitFor(() => expect(total.textContent).toContain('$0'));
    // Every required field filled, none priced: the guard reads the computed subtotal.
    type('First Name', 'Ada');
    type('Last Name', 'Byron');
    type('Bouquet Size', 'Large');
    type('Delivery Rate', 'Pickup');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('Please input at least one property')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    type('Bouquet Size', '$65.00');
    await waitFor(() => expect(total.textContent).toContain('$65'));
    type('Vase', '25');
    type('Delivery Rate', '$12.00');
    await waitFor(() => expect(total.textContent).toContain('$102'));
    expect(total.textContent).toContain('Ada Byron');
    type('Vase', '');
    await waitFor(() => expect(total.textContent).toContain('$77'));

    fireEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ subtotal: '$77', recipient: 'Ada Byron', bouquetSize: '$65.00' });
  });

  it('is not typed into nor sent with the values when no body names it', async () => {
    const { requests } = await open(false);
    type('First Name', 'Ada');
    type('Last Name', 'Byron');
    type('Bouquet Size', '40');
    type('Delivery Rate', 'Pickup');
    await waitFor(() => expect(screen.getByText('Total').closest('section')?.textContent).toContain('$40'));
    expect(screen.queryByRole('textbox', { name: /subtotal/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    const sent = requests.find((request) => request.method === 'POST')?.body as Record<string, unknown>;
    expect(sent.bouquetSize).toBe('40');
    expect(sent).not.toHaveProperty('computed');
    expect(sent).not.toHaveProperty('subtotal');
  });
});
