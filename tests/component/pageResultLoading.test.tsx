// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen, ResultBlock } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

/** The order editors' products for the chosen day (001 §8 'Getting Products...' while the call runs). */
const pageWith = (load: ResultBlock['load']): PageScreen => ({
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/test/result-loading',
  title: 'Products',
  kind: 'page',
  endpoints: { products: { method: 'GET', path: '/products/{when.deliveryDate}' } },
  blocks: [
    { id: 'when', block: 'form', entity: 'order', fields: [{ name: 'deliveryDate', label: 'Delivery Date', ui: { widget: 'date' } }] },
    { id: 'products', block: 'result', title: 'Bouquets', load, fields: [{ label: 'Bouquet', path: '{bouquets.0.title}' }] },
  ],
});

/** Serves the products call, holding its answer until the test gives it. */
function holdProducts() {
  let answer: (value: { status: number; body: unknown }) => void = () => undefined;
  serveAdminApi((request) =>
    request.path === '/products/2027-03-01'
      ? new Promise((resolve) => {
          answer = resolve;
        })
      : undefined,
  );
  return { answer: (body: unknown) => answer({ status: 200, body }) };
}

async function chooseDay(definition: PageScreen) {
  renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
  fireEvent.change(await screen.findByLabelText('Delivery Date'), { target: { value: '2027-03-01' } });
  return screen.findByRole('region', { name: 'Bouquets' });
}

describe('what a result block says while its load runs', () => {
  it('announces its own loading text as a status while the call is pending, then shows the answer in its place', async () => {
    const held = holdProducts();
    const region = await chooseDay(pageWith({ endpoint: 'products', loading: 'Getting Products...', failure: 'Query Bouquets Exception' }));
    const status = await within(region).findByRole('status');
    expect(status.textContent).toBe('Getting Products...');
    expect(within(region).queryByText('Loading…')).toBeNull();
    expect(within(region).queryByText('Sunny Days')).toBeNull();

    held.answer({ bouquets: [{ title: 'Sunny Days' }] });
    await within(region).findByText('Sunny Days');
    expect(within(region).queryByRole('status')).toBeNull();
    expect(within(region).queryByText('Getting Products...')).toBeNull();
  });

  it('says the generic Loading… when the definition gives no text of its own', async () => {
    const held = holdProducts();
    const region = await chooseDay(pageWith({ endpoint: 'products', failure: 'Query Bouquets Exception' }));
    expect((await within(region).findByRole('status')).textContent).toBe('Loading…');

    held.answer({ bouquets: [{ title: 'Prairie Rose' }] });
    await within(region).findByText('Prairie Rose');
    expect(within(region).queryByRole('status')).toBeNull();
  });
});
