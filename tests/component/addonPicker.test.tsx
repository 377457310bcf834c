// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/** A Gift-adds inventory answer (001 §3 product nodes): one not for sale, one out of stock, two offered. */
const node = (title: string, id: number, quantityAvailable: number, availableForSale = true) => ({
  id: `gid://shopify/Product/${id}`,
  handle: title.toLowerCase().replace(/ /g, '-'),
  title,
  productType: 'Gift-adds',
  availableForSale,
  tags: ['MB', '4826'],
  variants: [
    { id: `gid://shopify/ProductVariant/${id}1`, sku: `ADD-${id}`, title: 'Default Title', price: { amount: '12.5', currencyCode: 'CAD' }, quantityAvailable, availableForSale, image: null },
  ],
});
const inventory = [node('Chocolates', 1, 3), node('Teddy Bear', 2, 5), node('Balloon', 3, 4, false), node('Candle', 4, 0)];

const definition: PageScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/addon-picker',
  title: 'Add-ons',
  kind: 'page',
  endpoints: {
    giftAdds: { method: 'GET', path: '/pull-automation/inventory/gift-adds' },
    save: { method: 'POST', path: '/orders/addons' },
  },
  blocks: [
    { id: 'giftAdds', block: 'result', title: 'Gift-adds', load: { endpoint: 'giftAdds', failure: 'queryGiftAdds Exception' }, fields: [{ label: 'First', path: '{0.title}' }] },
    {
      id: 'order',
      block: 'form',
      entity: 'replacement-order',
      payload: 'form',
      fields: [
        { name: 'firstName', label: 'First Name' },
        {
          name: 'addons',
          label: 'Add-ons',
          ui: { widget: 'addonPicker', options: 'giftAdds.answer', inventoryLabel: 'Inventory', chosenLabel: 'Ordered Add-ons', addLabel: '>>', removeLabel: '<<', quantityLabel: 'Quantity' },
          messages: { addNone: 'Please select Addons to add', removeNone: 'Please select Addons to remove', tooMany: 'Add-on quantity may not exceed quantity available', required: 'Please select Addons' },
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

async function openPicker() {
  const api = serveAdminApi((request) => {
    if (request.method === 'GET' && request.path === '/pull-automation/inventory/gift-adds') return { status: 200, body: inventory };
    if (request.method === 'POST' && request.path === '/orders/addons') return { status: 200, body: { ok: true } };
    return undefined;
  });
  renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
  const stock = await screen.findByRole('listbox', { name: 'Inventory' });
  await waitFor(() => expect(within(stock).getAllByRole('option')).not.toHaveLength(0));
  return { api, stock, chosen: screen.getByRole('listbox', { name: 'Ordered Add-ons' }) };
}

const texts = (list: HTMLElement) => within(list).queryAllByRole('option').map((option) => option.textContent);

describe('the add-on picker (addonPicker)', () => {
  it('offers only the add-ons for sale with stock from the inventory another block loaded', async () => {
    const { stock, chosen } = await openPicker();
    expect(texts(stock)).toEqual(['Chocolates', 'Teddy Bear']);
    expect(texts(chosen)).toEqual([]);
    expect(screen.getByRole('group', { name: 'Add-ons' })).toBeTruthy();
  });

  it('moves the selected add-ons with >>, and says the field\'s message when nothing is selected', async () => {
    const { stock, chosen } = await openPicker();
    fireEvent.click(screen.getByRole('button', { name: '>>' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select Addons to add');
    fireEvent.click(screen.getByRole('button', { name: '<<' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select Addons to remove');

    fireEvent.click(within(stock).getByRole('option', { name: 'Teddy Bear' }));
    expect(within(stock).getByRole('option', { name: 'Teddy Bear' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '>>' }));
    expect(texts(stock)).toEqual(['Chocolates']);
    expect(texts(chosen)).toEqual(['Teddy Bear (x1)']);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.doubleClick(within(stock).getByRole('option', { name: 'Chocolates' }));
    expect(texts(chosen)).toEqual(['Teddy Bear (x1)', 'Chocolates (x1)']);
    fireEvent.doubleClick(within(chosen).getByRole('option', { name: 'Teddy Bear (x1)' }));
    expect(texts(stock)).toEqual(['Teddy Bear']);
    expect(texts(chosen)).toEqual(['Chocolates (x1)']);
  });

  it('refuses a quantity above what is available with the field\'s message, then sends the chosen add-ons with their quantities', async () => {
    const { api, stock } = await openPicker();
    fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), { target: { value: 'Marie' } });
    fireEvent.doubleClick(within(stock).getByRole('option', { name: 'Chocolates' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Chocolates' });
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.blur(quantity);
    expect(await screen.findByText('Add-on quantity may not exceed quantity available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.change(quantity, { target: { value: '3' } });
    await waitFor(() => expect(screen.queryByText('Add-on quantity may not exceed quantity available')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      firstName: 'Marie',
      addons: [{ value: 'Chocolates', id: 'gid://shopify/ProductVariant/11', price: 12.5, quantity: 3, quantityAvailable: 3, sku: 'ADD-1' }],
    });
  });

  it('works from the keyboard: the arrows move, Space selects, Enter moves an item', async () => {
    const { stock, chosen } = await openPicker();
    stock.focus();
    fireEvent.keyDown(stock, { key: 'ArrowDown' });
    expect(stock.getAttribute('aria-activedescendant')).toBe(within(stock).getByRole('option', { name: 'Teddy Bear' }).id);
    fireEvent.keyDown(stock, { key: ' ' });
    expect(within(stock).getByRole('option', { name: 'Teddy Bear' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '>>' }));
    expect(texts(chosen)).toEqual(['Teddy Bear (x1)']);

    fireEvent.keyDown(stock, { key: 'Home' });
    fireEvent.keyDown(stock, { key: 'Enter' });
    expect(texts(chosen)).toEqual(['Teddy Bear (x1)', 'Chocolates (x1)']);
    expect(texts(stock)).toEqual([]);

    chosen.focus();
    fireEvent.keyDown(chosen, { key: 'End' });
    fireEvent.keyDown(chosen, { key: 'Enter' });
    expect(texts(chosen)).toEqual(['Teddy Bear (x1)']);
    expect(texts(stock)).toEqual(['Chocolates']);
  });
});
