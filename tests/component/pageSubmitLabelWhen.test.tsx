// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/** A cart editor whose button says 'Save Cart' while a cart is being edited (here: a cart number chosen above it), else 'Add Cart'. */
const definition: PageScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/label-when',
  title: 'Carts',
  kind: 'page',
  endpoints: { save: { method: 'POST', path: '/carts' } },
  blocks: [
    { id: 'carts', block: 'form', entity: 'order', fields: [{ name: 'orderId', label: 'Cart being edited', required: false }] },
    {
      id: 'cart',
      block: 'form',
      entity: 'order',
      fields: [{ name: 'firstName', label: 'First Name', required: false }],
      submit: {
        label: 'Add Cart',
        labelWhen: [{ when: { field: 'carts.orderId', filled: true }, label: 'Save Cart' }],
        endpoint: 'save',
        confirm: 'Keep this cart?',
        success: 'Kept',
        failure: 'Not kept',
      },
    },
  ],
};

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

describe("a submit's labelWhen", () => {
  it('names the button (and its confirm) by the first condition that holds, else by its label', async () => {
    serveAdminApi(() => ({ status: 200, body: {} }));
    renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    const editing = await screen.findByLabelText('Cart being edited');
    expect(screen.getByRole('button', { name: 'Add Cart' })).toBeTruthy();

    fireEvent.change(editing, { target: { value: '2' } });
    expect(await screen.findByRole('button', { name: 'Save Cart' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Cart' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Cart' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Save Cart' });
    expect(confirm.textContent).toContain('Keep this cart?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.change(editing, { target: { value: '' } });
    expect(await screen.findByRole('button', { name: 'Add Cart' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Cart' })).toBeNull();
  });
});
