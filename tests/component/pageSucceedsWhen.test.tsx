// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { TEST_CONFIG } from './support/renderConsole';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/** A cart mutation answering 200 whether it made the cart or refused it (`userErrors`), and a status call answering 200 for a cart it does not know. */
const definition: PageScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/succeeds-when',
  title: 'Checkout',
  kind: 'page',
  endpoints: {
    cartCreate: {
      method: 'POST',
      path: '/',
      service: 'storefrontGraphql',
      graphql: { query: 'mutation ($name: String!) { cartCreate(input: { note: $name }) { cart { checkoutUrl } userErrors { message } } }', variables: { name: '{firstName}' } },
      succeedsWhen: { field: 'data.cartCreate.cart.checkoutUrl', filled: true },
      errorText: 'data.cartCreate.userErrors.0.message',
    },
    cartStatus: { method: 'GET', path: '/carts/status', succeedsWhen: { field: 'found', equals: true } },
  },
  blocks: [
    {
      id: 'checkout',
      block: 'form',
      entity: 'order',
      fields: [{ name: 'firstName', label: 'First Name' }],
      submit: { label: 'Create checkout', endpoint: 'cartCreate', serverErrorText: true, success: 'Checkout at {answer.data.cartCreate.cart.checkoutUrl}', failure: 'Checkout failed' },
    },
    { id: 'status', block: 'result', title: 'Cart status', load: { endpoint: 'cartStatus', failure: 'No such cart' }, fields: [{ label: 'Found', path: '{found}' }] },
  ],
};

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

describe("an endpoint's succeedsWhen", () => {
  it('makes a 200 for which it does not hold a failure, said by its errorText, for a submit and a load alike', async () => {
    const { requests } = serveAdminApi((request) => {
      if (request.path === TEST_CONFIG.services.storefrontGraphql) {
        const name = (request.body as { variables: { name: string } }).variables.name;
        return name === 'Refused'
          ? { status: 200, body: { data: { cartCreate: { cart: null, userErrors: [{ message: 'The merchandise line is not available.' }] } } } }
          : { status: 200, body: { data: { cartCreate: { cart: { checkoutUrl: 'https://shop.example/cart/c/1' }, userErrors: [] } } } };
      }
      return request.path === '/carts/status' ? { status: 200, body: { found: false } } : undefined;
    });
    renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    expect(await screen.findByText('No such cart')).toBeTruthy();

    fireEvent.change(await screen.findByLabelText('First Name'), { target: { value: 'Refused' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create checkout' }));
    expect(await screen.findByText('The merchandise line is not available.')).toBeTruthy();
    expect(screen.queryByText(/Checkout at/)).toBeNull();

    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Marie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create checkout' }));
    expect(await screen.findByText('Checkout at https://shop.example/cart/c/1')).toBeTruthy();
    // The submit sends the GraphQL document with its variables filled from the values.
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { query: expect.stringContaining('cartCreate') as unknown, variables: { name: 'Refused' } },
      { query: expect.stringContaining('cartCreate') as unknown, variables: { name: 'Marie' } },
    ]);
  });
});
