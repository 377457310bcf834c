// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/** Two stored orders (001 §3 'Order'): what the editor's labels show beside each field. */
const ORDERS: Record<string, Record<string, unknown>> = {
  '1001': { orderId: '#1001', email: 'marie@example.com', firstName: 'Marie', lastName: 'Tremblay', cname: '', consent: 'Yes' },
  '1002': { orderId: '#1002', email: 'jean@example.com', firstName: 'Jean', lastName: 'Roy', cname: 'Luc Roy', consent: 'No' },
};

/** An order editor (001 §2 Order Replacement): the queried order loads into a result block, and each field shows its original value beside its label. */
const definition: PageScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/original-values',
  title: 'Order editor',
  kind: 'page',
  endpoints: {
    order: { method: 'GET', path: '/orders/{find.orderId}' },
  },
  blocks: [
    { id: 'find', block: 'form', entity: 'order', fields: [{ name: 'orderId', label: 'Order Name' }] },
    { id: 'order', block: 'result', title: 'Order', load: { endpoint: 'order', failure: 'Error fetching order' }, fields: [{ label: 'E-mail', path: '{email}' }] },
    {
      id: 'edit',
      block: 'form',
      entity: 'order',
      fields: [
        { name: 'firstName', label: 'First Name', original: '{order.answer.firstName}' },
        { name: 'lastName', label: 'Last Name' },
        { name: 'cname', label: 'Contact Name', original: '{order.answer.cname}' },
        { name: 'consent', label: 'Consent', ui: { widget: 'radio' }, original: '{order.answer.consent}' },
      ],
    },
    // A checkbox labels itself too (the order adjustment's `sendConfirmationEmail`, 001 §7): its label shows the template's text the same way.
    { id: 'adjust', block: 'form', entity: 'order-adjustment', fields: [{ name: 'sendConfirmationEmail', label: 'Send confirmation e-mail', ui: { widget: 'checkbox' }, original: '{order.answer.email}' }] },
  ],
};

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

async function openPage() {
  serveAdminApi((request) => {
    const order = /^\/orders\/(\d+)$/.exec(request.path);
    const found = order ? ORDERS[order[1] ?? ''] : undefined;
    return request.method === 'GET' && found ? { status: 200, body: found } : undefined;
  });
  renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
  return { orderName: await screen.findByRole('textbox', { name: 'Order Name' }) };
}

/** The visible text of the label that names a control (its `<label for>`). */
const labelOf = (control: HTMLElement) => (control.id === '' ? '' : (document.querySelector(`label[for="${control.id}"]`)?.textContent ?? ''));

describe("a field's original value beside its label (original)", () => {
  it('shows nothing in brackets before an order loads, then the order\'s value in the label that names the control, and another order\'s once it loads', async () => {
    const { orderName } = await openPage();
    // Each form block shows once its entity's schema is loaded: wait for both.
    const firstName = await screen.findByRole('textbox', { name: 'First Name' });
    expect(labelOf(firstName)).toBe('First Name');
    expect(screen.getByRole('group', { name: 'Consent' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Send confirmation e-mail' })).toBeTruthy();
    expect(screen.queryByText(/\(/)).toBeNull();

    fireEvent.change(orderName, { target: { value: '1001' } });
    await waitFor(() => expect(labelOf(firstName)).toBe('First Name (Marie)'));
    expect(screen.getByRole('textbox', { name: 'First Name (Marie)' })).toBe(firstName);
    // The radio group and the checkbox name themselves (legend, wrapping label): the original value is in those too.
    expect(screen.getByRole('group', { name: 'Consent (Yes)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Send confirmation e-mail (marie@example.com)' })).toBeTruthy();
    // A field without `original`, and one whose original is blank, show the label alone.
    expect(labelOf(screen.getByRole('textbox', { name: 'Last Name' }))).toBe('Last Name');
    expect(labelOf(screen.getByRole('textbox', { name: 'Contact Name' }))).toBe('Contact Name');

    fireEvent.change(orderName, { target: { value: '1002' } });
    await waitFor(() => expect(labelOf(firstName)).toBe('First Name (Jean)'));
    expect(screen.getByRole('textbox', { name: 'First Name (Jean)' })).toBe(firstName);
    expect(screen.getByRole('textbox', { name: 'Contact Name (Luc Roy)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Consent (No)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Send confirmation e-mail (jean@example.com)' })).toBeTruthy();
    expect(screen.queryByText('(Marie)')).toBeNull();
  });

  it('keeps the original beside the label while the field is edited', async () => {
    const { orderName } = await openPage();
    fireEvent.change(orderName, { target: { value: '1001' } });
    const firstName = await screen.findByRole('textbox', { name: 'First Name (Marie)' });
    fireEvent.change(firstName, { target: { value: 'Maria' } });
    expect((firstName as HTMLInputElement).value).toBe('Maria');
    expect(screen.getByRole('textbox', { name: 'First Name (Marie)' })).toBe(firstName);
  });
});
