// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { LEAVE_TITLE } from '../../runtime/screens/useLeaveGuard';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { ELSEWHERE, renderPage, resetPageRenders } from './pageRender';

// A cart form whose address is locked while 'Same address' is Yes (001 §4), by `readOnlyWhen`.
const root = process.cwd();
const fixture = () => JSON.parse(readFileSync('tests/fixtures/form-language/same-address.screen.json', 'utf8')) as PageScreen;

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const address = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Address' });
const choose = (answer: 'Yes' | 'No') => fireEvent.click(screen.getByRole('radio', { name: answer }));
const type = (box: HTMLInputElement, value: string) => fireEvent.change(box, { target: { value } });

async function open(definition = fixture()) {
  const api = serveAdminApi((request) => (request.method === 'POST' && request.path === '/test/carts' ? { status: 201, body: { id: 1 } } : undefined));
  const view = renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
  await screen.findByRole('textbox', { name: 'Address' });
  return { ...api, ...view };
}

describe('a field locked by a condition (`readOnlyWhen`)', () => {
  it("is locked while 'Same address' is Yes: it keeps its value, named by its label, read-only yet focusable; No unlocks it; the locked value is sent", async () => {
    const { requests } = await open();
    type(screen.getByRole('textbox', { name: 'First Name' }), 'Marie');
    type(address(), '1 Portage Ave');
    expect(address().readOnly).toBe(false);

    choose('Yes');
    // A read-only box takes no typing (the browser refuses it); its value shows as it was.
    await waitFor(() => expect(address().readOnly).toBe(true));
    expect(address().value).toBe('1 Portage Ave');
    // A read-only box stays in the tab order (the reader hears its value), unlike a disabled one.
    expect(address().disabled).toBe(false);
    address().focus();
    expect(document.activeElement).toBe(address());
    // The other fields stay editable.
    type(screen.getByRole('textbox', { name: 'First Name' }), 'Marie-Ève');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'First Name' }).value).toBe('Marie-Ève');

    choose('No');
    await waitFor(() => expect(address().readOnly).toBe(false));
    type(address(), '2 Main St');
    expect(address().value).toBe('2 Main St');

    choose('Yes');
    await waitFor(() => expect(address().readOnly).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Add Cart' }));
    expect(await screen.findByText('Cart added')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ firstName: 'Marie-Ève', sameAddress: true, address: '2 Main St' }]);
  });

  it('does not stop the submit when locked and empty (the user could not fill it), but does once unlocked', async () => {
    const { requests } = await open();
    choose('No');
    fireEvent.click(screen.getByRole('button', { name: 'Add Cart' }));
    expect(await screen.findByText('Address is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(address()));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    choose('Yes');
    await waitFor(() => expect(address().readOnly).toBe(true));
    expect(screen.queryByText('Address is required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Cart' }));
    expect(await screen.findByText('Cart added')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ sameAddress: true }]);
  });

  it('is no input of the user by itself: a form opening locked and left untouched does not ask before leaving', async () => {
    const definition = fixture();
    const cart = definition.blocks[0];
    if (cart?.block !== 'form') throw new Error('the fixture starts with the cart form');
    cart.fields = cart.fields.map((field) => ('name' in field && field.name === 'sameAddress' ? { ...field, default: true } : field));
    const { router } = await open(definition);
    await waitFor(() => expect(address().readOnly).toBe(true));
    void router.navigate(ELSEWHERE);
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: LEAVE_TITLE })).toBeNull();
  });
});

/** The same lock in a page's modal form (opened from a grid block's toolbar): its condition reads the modal's own values, `addCart.sameAddress`. */
const modalPage: PageScreen = {
  $schema: 'x',
  route: '/secure/test/carts',
  title: 'Carts',
  kind: 'page',
  endpoints: { list: { method: 'GET', path: '/ops/giftset-alert-template' }, addCart: { method: 'POST', path: '/test/carts' } },
  forms: {
    addCart: {
      title: 'Add Cart',
      entity: 'checkout-record',
      payload: 'cart',
      fields: [
        { name: 'sameAddress', label: 'Same address', ui: { widget: 'radio' } },
        { name: 'address', label: 'Address', readOnlyWhen: { field: 'addCart.sameAddress', equals: true } },
      ],
      submit: { label: 'Save', endpoint: 'addCart', success: 'Cart added', failure: 'The cart could not be added.' },
    },
  },
  blocks: [
    {
      id: 'templates',
      block: 'grid',
      entity: 'giftset-alert-template',
      rowKey: 'name',
      list: 'list',
      paging: { mode: 'client', sizes: [10], defaultSize: 10 },
      columns: [{ field: 'name', header: 'Name' }],
      toolbar: [{ label: 'New Cart', action: { openForm: 'addCart' } }],
      messages: { loadFailed: 'Response Error' },
    },
  ],
};

describe('a field of a modal form locked by a condition', () => {
  it("locks while the modal's own 'Same address' is Yes and sends the locked value", async () => {
    const { requests } = serveAdminApi((request) => {
      if (request.method === 'GET' && request.path === '/ops/giftset-alert-template') return { status: 200, body: [] };
      if (request.method === 'POST' && request.path === '/test/carts') return { status: 201, body: { id: 1 } };
      return undefined;
    });
    renderPage(modalPage, { validators: await compilePageFormsInNode(modalPage, root) });
    fireEvent.click(await screen.findByRole('button', { name: 'New Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Cart' });
    const box = () => within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Address' });
    type(box(), '1 Portage Ave');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(box().readOnly).toBe(true));
    expect(box().value).toBe('1 Portage Ave');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(box().readOnly).toBe(false));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(box().readOnly).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cart added')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ sameAddress: true, address: '1 Portage Ave' }]);
  });
});
