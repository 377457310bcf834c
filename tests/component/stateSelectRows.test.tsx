// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/** A variant of an inventory product node (001 §3): a size with its stock. */
const variant = (id: number, title: string, quantityAvailable: number) => ({
  id: `gid://shopify/ProductVariant/${id}`,
  sku: `FL-${id}`,
  title,
  price: { amount: '65.0', currencyCode: 'CAD' },
  quantityAvailable,
  availableForSale: quantityAvailable > 0,
  image: null,
});

/** A Flowers inventory answer (001 §3 product nodes): the Deluxe of Sunrise is sold out, Meadow is not for sale. */
const bouquet = (id: number, title: string, availableForSale: boolean, variants: ReturnType<typeof variant>[]) => ({
  id: `gid://shopify/Product/${id}`,
  handle: title.toLowerCase(),
  title,
  productType: 'Flowers',
  availableForSale,
  tags: ['MB', '4826'],
  variants,
});
const flowers = [
  bouquet(1, 'Sunrise', true, [variant(11, 'Standard S', 4), variant(12, 'Deluxe DX', 0), variant(13, 'Grand GRD', 2)]),
  bouquet(2, 'Meadow', false, [variant(21, 'Standard S', 0)]),
  bouquet(3, 'Evening', true, [variant(31, 'Deluxe DX', 5)]),
];

const definition: PageScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/bouquet-sizes',
  title: 'Bouquet',
  kind: 'page',
  endpoints: {
    flowers: { method: 'GET', path: '/pull-automation/inventory/flowers' },
    save: { method: 'POST', path: '/orders/bouquet' },
  },
  blocks: [
    { id: 'flowers', block: 'result', title: 'Flowers', load: { endpoint: 'flowers', failure: 'queryFlowers Exception' }, fields: [{ label: 'First', path: '{0.title}' }] },
    {
      id: 'order',
      block: 'form',
      entity: 'replacement-order',
      payload: 'form',
      fields: [
        {
          name: 'bouquetName',
          label: 'Bouquet Name',
          ui: { widget: 'stateSelect', rows: 'flowers.answer', value: 'title', label: '{title}', placeholder: 'Choose a bouquet', where: { field: 'availableForSale', equals: true } },
        },
        {
          name: 'bouquetSize',
          label: 'Bouquet Size',
          ui: {
            widget: 'stateSelect',
            rows: 'flowers.answer',
            within: { field: 'order.bouquetName', match: 'title', take: 'variants' },
            value: 'title',
            label: '{title}',
            placeholder: 'Choose a size',
            where: { all: [{ field: 'availableForSale', equals: true }, { field: 'quantityAvailable', matches: '^[1-9]' }] },
          },
          messages: { notOffered: 'This size is not offered for the bouquet: choose another' },
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
    if (request.method === 'GET' && request.path === '/pull-automation/inventory/flowers') return { status: 200, body: flowers };
    if (request.method === 'POST' && request.path === '/orders/bouquet') return { status: 200, body: { ok: true } };
    return undefined;
  });
  renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
  const bouquets = await screen.findByRole('combobox', { name: 'Bouquet Name' });
  await waitFor(() => expect(optionTexts(bouquets)).not.toEqual(['Choose a bouquet']));
  return { api, bouquets, sizes: screen.getByRole('combobox', { name: 'Bouquet Size' }) };
}

const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('a select over rows filtered (where) and taken from the row another field chose (within)', () => {
  it('offers only the bouquets for sale, and the chosen bouquet\'s sizes with stock, following the bouquet chosen', async () => {
    const { bouquets, sizes } = await openPage();
    expect(optionTexts(bouquets)).toEqual(['Choose a bouquet', 'Sunrise', 'Evening']);
    expect(optionTexts(sizes)).toEqual(['Choose a size']);

    fireEvent.change(bouquets, { target: { value: 'Sunrise' } });
    await waitFor(() => expect(optionTexts(sizes)).toEqual(['Choose a size', 'Standard S', 'Grand GRD']));
    fireEvent.change(bouquets, { target: { value: 'Evening' } });
    await waitFor(() => expect(optionTexts(sizes)).toEqual(['Choose a size', 'Deluxe DX']));
    fireEvent.change(bouquets, { target: { value: '' } });
    await waitFor(() => expect(optionTexts(sizes)).toEqual(['Choose a size']));
  });

  it('refuses a size the newly chosen bouquet does not offer, and sends the pair once it does', async () => {
    const { api, bouquets, sizes } = await openPage();
    fireEvent.change(bouquets, { target: { value: 'Sunrise' } });
    await waitFor(() => expect(optionTexts(sizes)).toHaveLength(3));
    fireEvent.change(sizes, { target: { value: 'Grand GRD' } });
    fireEvent.change(bouquets, { target: { value: 'Evening' } });
    await waitFor(() => expect(optionTexts(sizes)).toEqual(['Choose a size', 'Grand GRD', 'Deluxe DX']));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This size is not offered for the bouquet: choose another')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.change(sizes, { target: { value: 'Deluxe DX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ bouquetName: 'Evening', bouquetSize: 'Deluxe DX' });
  });
});
