// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { LEAVE_TITLE } from '../../runtime/screens/useLeaveGuard';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { ELSEWHERE, renderPage, resetPageRenders } from './pageRender';

const carts: Record<string, Record<string, string>> = {
  '1': { firstName: 'Marie', lastName: 'Tremblay', vase: 'Ceramic Pitcher' },
  '2': { firstName: 'Luc' },
};

/** Edit publishes the cart chosen (`carts.answer`, a new object at each answer); the cart form takes its fields. */
const definition: PageScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/fill-from',
  title: 'Carts',
  kind: 'page',
  endpoints: { cart: { method: 'GET', path: '/carts/{orderId}' }, save: { method: 'POST', path: '/carts' } },
  blocks: [
    {
      id: 'carts',
      block: 'form',
      entity: 'order',
      fields: [{ name: 'orderId', label: 'Cart number' }],
      submit: { label: 'Edit', endpoint: 'cart', failure: 'No such cart' },
    },
    {
      id: 'cart',
      block: 'form',
      entity: 'order',
      fields: [
        { name: 'firstName', label: 'First Name', messages: { required: 'First name is required' } },
        { name: 'lastName', label: 'Last Name', messages: { required: 'Last name is required' } },
        { name: 'vase', label: 'Vase', required: false },
      ],
      fillFrom: { path: 'carts.answer', fields: { firstName: '{firstName}', lastName: '{lastName}', vase: { value: '{vase}', otherwise: null } } },
      submit: { label: 'Save Cart', endpoint: 'save', success: 'Cart saved', failure: 'Not saved', reset: true },
    },
  ],
};

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

function edit(cart: string) {
  fireEvent.change(screen.getByLabelText('Cart number'), { target: { value: cart } });
  fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
}

const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

describe("a form block's fillFrom", () => {
  it("takes each new object's fields, empties what it lacks, clears the field errors and counts them as saved", async () => {
    serveAdminApi((request) => {
      const found = /^\/carts\/(\d+)$/.exec(request.path);
      if (request.method === 'GET' && found) return { status: 200, body: carts[found[1] ?? ''] ?? {} };
      return request.method === 'POST' ? { status: 200, body: {} } : undefined;
    });
    const { router } = renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    await screen.findByLabelText('First Name');
    // Pressed empty: the form's messages show.
    fireEvent.click(screen.getByRole('button', { name: 'Save Cart' }));
    expect(await screen.findByText('Last name is required')).toBeTruthy();

    edit('1');
    await waitFor(() => expect(valueOf('First Name')).toBe('Marie'));
    expect([valueOf('Last Name'), valueOf('Vase')]).toEqual(['Tremblay', 'Ceramic Pitcher']);
    expect(screen.queryByText('Last name is required')).toBeNull();
    expect(screen.queryByText('First name is required')).toBeNull();

    // Typed over, the value stays while the page changes around it (the same cart fills nothing again).
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Marie-Ève' } });
    fireEvent.change(screen.getByLabelText('Cart number'), { target: { value: '2' } });
    expect(valueOf('First Name')).toBe('Marie-Ève');

    // Another cart: its fields, and nothing left of the one before.
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(valueOf('First Name')).toBe('Luc'));
    expect([valueOf('Last Name'), valueOf('Vase')]).toEqual(['', '']);
    // Emptied by the fill, not left blank by the user: no message until it is left or the form sent.
    expect(screen.queryByText('Last name is required')).toBeNull();

    // Filled in, not typed: leaving asks nothing.
    await act(() => router.navigate(ELSEWHERE));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: LEAVE_TITLE })).toBeNull();
  });

  it('after a save that resets the form, what was filled in is no unsaved input', async () => {
    serveAdminApi((request) => {
      if (request.method === 'GET') return { status: 200, body: carts['1'] };
      return request.method === 'POST' ? { status: 200, body: {} } : undefined;
    });
    const { router } = renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    await screen.findByLabelText('First Name');
    edit('1');
    await waitFor(() => expect(valueOf('First Name')).toBe('Marie'));
    fireEvent.change(screen.getByLabelText('Vase'), { target: { value: 'Glass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Cart' }));
    expect(await screen.findByText('Cart saved')).toBeTruthy();
    expect(valueOf('First Name')).toBe('');

    await act(() => router.navigate(ELSEWHERE));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: LEAVE_TITLE })).toBeNull();
  });
});
