// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/** Query Checkout: a checkout address (here, one holding '/checkouts/') is read by the long call, anything else as a short link. */
const definition: PageScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/endpoint-when',
  title: 'Update checkout',
  kind: 'page',
  endpoints: {
    byShortId: { method: 'GET', path: '/checkout-automation/{shortURL}' },
    byAddress: { method: 'GET', path: '/checkout-automation/long/{shortURL}' },
  },
  blocks: [
    {
      id: 'query',
      block: 'form',
      entity: 'checkout-record',
      payload: 'request',
      fields: [{ name: 'shortURL', label: 'Short URL' }],
      submit: {
        label: 'Query Checkout',
        endpoint: 'byShortId',
        endpointWhen: [{ when: { field: 'query.shortURL', contains: '/checkouts/' }, endpoint: 'byAddress' }],
        success: 'Checkout {answer.id} loaded',
        failure: 'Query Exception',
      },
    },
  ],
};

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

function query(text: string) {
  fireEvent.change(screen.getByLabelText('Short URL'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Query Checkout' }));
}

describe("a submit's endpointWhen", () => {
  it('calls the first alternative whose condition holds over the values pressed with, else its own endpoint', async () => {
    const { requests } = serveAdminApi((request) => {
      const found = /^\/checkout-automation\/(long\/)?([^/]+)$/.exec(request.path);
      return found ? { status: 200, body: { id: `${found[1] ? 'long' : 'short'} ${decodeURIComponent(found[2] ?? '')}` } } : undefined;
    });
    renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    await screen.findByLabelText('Short URL');

    query('https://sho.rt/Ab3dE9');
    expect(await screen.findByText('Checkout short https://sho.rt/Ab3dE9 loaded')).toBeTruthy();
    query('https://shop.example/checkouts/c7');
    expect(await screen.findByText('Checkout long https://shop.example/checkouts/c7 loaded')).toBeTruthy();
    query('https://sho.rt/Zz1');
    expect(await screen.findByText('Checkout short https://sho.rt/Zz1 loaded')).toBeTruthy();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /checkout-automation/https%3A%2F%2Fsho.rt%2FAb3dE9',
      'GET /checkout-automation/long/https%3A%2F%2Fshop.example%2Fcheckouts%2Fc7',
      'GET /checkout-automation/https%3A%2F%2Fsho.rt%2FZz1',
    ]);
  });
});
