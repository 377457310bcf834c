// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCustomComponents } from '../../runtime/custom/customComponents';
import type { PageScreen } from '../../runtime/generated/screen';
import { LEAVE_TITLE } from '../../runtime/screens/useLeaveGuard';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { customComponents } from '../../src/custom/registry';
import { serveAdminApi, type Answer, type SentRequest } from './formRender';
import { ELSEWHERE, renderPage, resetPageRenders } from './pageRender';
import { TEST_CONFIG } from './support/renderConsole';
import { textOf } from '../../shared/textOf';

const fixture = join(process.cwd(), 'tests/fixtures/custom/product-cart.screen.json');
const STOREFRONT = TEST_CONFIG.services.storefrontGraphql;

/**
 * The storefront's answers, stubbed at the network boundary (the browser spec of the Bulk B2B
 * screen runs the real service): products by title and type, as `products(first: 1, query:)` does
 * with `title:"…" AND product_type:"…"` or `title:"…" AND (product_type:"…" OR product_type:"…")`.
 */
const catalogue = [
  { productType: 'Flowers', title: 'Sunny Days', variants: ['Standard', 'Deluxe', 'Grand'] },
  { productType: 'Bundle', title: 'Cozy Night In Gift Set', variants: ['Standard', 'Deluxe'] },
  { productType: 'Vase', title: 'Contemporary Modern', variants: ['Default Title'] },
];

/** The types of a type clause: one quoted term, or quoted terms joined by OR in parentheses. */
function typesOf(clause: string): string[] | undefined {
  const term = /^product_type:"([^"]*)"$/;
  const one = term.exec(clause)?.[1];
  if (one !== undefined) return [one];
  const group = /^\((.*)\)$/.exec(clause)?.[1];
  const types = group?.split(' OR ').map((part) => term.exec(part)?.[1]);
  return types?.every((type) => type !== undefined) ? types : undefined;
}

function storefront(request: SentRequest): Answer | undefined {
  if (request.method !== 'POST' || request.path !== STOREFRONT) return undefined;
  const q = textOf((request.body as { variables?: { q?: unknown } }).variables?.q ?? '');
  const match = /^title:"([^"]*)" AND (.*)$/.exec(q);
  const types = typesOf(match?.[2] ?? '');
  // As the service (and Shopify's Storefront API) answers a search it refuses: 200, the reason in errors[].
  if (!match || !types) return { status: 200, body: { data: null, errors: [{ message: `Search query: '${q}' is not supported.` }] } };
  const title = match[1] ?? '';
  const found = catalogue.filter((product) => types.includes(product.productType) && product.title.toLowerCase().includes(title.toLowerCase()));
  return {
    status: 200,
    body: { data: { products: { edges: found.slice(0, 1).map((product) => ({ node: { productType: product.productType, title: product.title, featuredImage: null, variants: { edges: product.variants.map((variant) => ({ node: { title: variant, sku: null } })) } } })) } } },
  };
}

async function open(): Promise<ReturnType<typeof renderPage>> {
  const definition = JSON.parse(await readFile(fixture, 'utf8')) as PageScreen;
  return renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
}

const list = (name: string) => screen.findByRole('region', { name });

async function find(listName: string, title: string): Promise<HTMLElement> {
  const region = await list(listName);
  const box = within(region).getByRole('searchbox', { name: `${listName} product title` });
  fireEvent.change(box, { target: { value: title } });
  // Enter in the box searches, as the Find button does.
  fireEvent.submit(box);
  return region;
}

async function summary(label: string): Promise<string | null | undefined> {
  const block = await screen.findByRole('region', { name: 'Cart summary' });
  return within(block).getByText(label).nextElementSibling?.textContent;
}

beforeEach(() => registerCustomComponents(() => Promise.resolve(customComponents)));

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

describe('product cart (Bulk B2B orders)', () => {
  it('shows one labelled region per list of the definition, titled by its texts', async () => {
    serveAdminApi(storefront);
    await open();
    for (const name of ['Flowers', 'Vase', 'GiftAdds', 'Card']) {
      const region = await list(name);
      expect(within(region).getByRole('button', { name: 'Find' })).toBeTruthy();
      expect(within(region).getByText('No items')).toBeTruthy();
    }
  });

  it('finds a product by title through the storefront GraphQL call and adds the chosen variant as a line', async () => {
    // The answer is held until the test has seen the search running.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { requests } = serveAdminApi(async (request) => {
      await held;
      return storefront(request) ?? { status: 404, body: { error: 'Not found' } };
    });
    await open();
    const flowers = await find('Flowers', ' sunny ');
    expect((await within(flowers).findByRole('status')).textContent).toBe('Searching…');
    expect(within(flowers).getByRole<HTMLButtonElement>('button', { name: 'Find' }).disabled).toBe(true);
    release();
    await waitFor(() => expect(within(flowers).getByRole('status').textContent).toBe('Sunny Days'));
    // The document as the definition writes it; the typed title (trimmed) and the list's types as its variable.
    const sent = requests.filter((request) => request.path === STOREFRONT);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    const definition = JSON.parse(await readFile(fixture, 'utf8')) as PageScreen;
    expect(sent[0]?.body).toEqual({ query: definition.endpoints.productByTitle?.graphql?.query, variables: { q: 'title:"sunny" AND (product_type:"Flowers" OR product_type:"Bundle" OR product_type:"Curated_Bundle")' } });

    const variant = within(flowers).getByRole('combobox', { name: 'Variant of Sunny Days' });
    expect(within(variant).getAllByRole('option').map((option) => option.textContent)).toEqual(['Standard', 'Deluxe', 'Grand']);
    fireEvent.change(variant, { target: { value: '1' } });
    fireEvent.click(within(flowers).getByRole('button', { name: 'Add' }));
    const quantity = within(flowers).getByRole('spinbutton', { name: 'Sunny Days Deluxe quantity' });
    expect((quantity as HTMLInputElement).value).toBe('1');
    expect(within(flowers).getByRole('button', { name: 'Remove Sunny Days Deluxe' })).toBeTruthy();
    expect(within(flowers).queryByText('No items')).toBeNull();

    // The same variant again: one line, one more.
    fireEvent.click(within(flowers).getByRole('button', { name: 'Add' }));
    expect(within(flowers).getAllByRole('spinbutton')).toHaveLength(1);
    expect((quantity as HTMLInputElement).value).toBe('2');
    await waitFor(async () => expect(await summary('Lines ordered')).toBe('1'));
    expect(await summary('First line')).toBe('2 × Sunny Days Deluxe (Flowers)');
  });

  it('finds every type of its list (a gift set among the Flowers) and orders the line with the product’s own type', async () => {
    const { requests } = serveAdminApi(storefront);
    await open();
    const flowers = await find('Flowers', 'cozy');
    await waitFor(() => expect(within(flowers).getByRole('status').textContent).toBe('Cozy Night In Gift Set'));
    fireEvent.click(within(flowers).getByRole('button', { name: 'Add' }));
    expect(within(flowers).getByRole('spinbutton', { name: 'Cozy Night In Gift Set Standard quantity' })).toBeTruthy();
    await waitFor(async () => expect(await summary('First line')).toBe('1 × Cozy Night In Gift Set Standard (Bundle)'));
    // A list of one type asks for that type alone: the gift set is no vase.
    const vase = await find('Vase', 'cozy');
    await waitFor(() => expect(within(vase).getByRole('status').textContent).toBe('No product found for "cozy"'));
    const queries = requests.filter((request) => request.path === STOREFRONT).map((request) => (request.body as { variables: { q: string } }).variables.q);
    expect(queries.at(-1)).toBe('title:"cozy" AND product_type:"Vase"');
  });

  it('keeps every list apart and publishes their lines together, list by list', async () => {
    serveAdminApi(storefront);
    await open();
    const vase = await find('Vase', 'modern');
    fireEvent.click(await within(vase).findByRole('button', { name: 'Add' }));
    const flowers = await find('Flowers', 'Sunny');
    fireEvent.click(await within(flowers).findByRole('button', { name: 'Add' }));
    expect(within(vase).getByRole('spinbutton', { name: 'Contemporary Modern Default Title quantity' })).toBeTruthy();
    expect(within(flowers).getByRole('spinbutton', { name: 'Sunny Days Standard quantity' })).toBeTruthy();
    await waitFor(async () => expect(await summary('Lines ordered')).toBe('2'));
    expect(await summary('First line')).toBe('1 × Sunny Days Standard (Flowers)');
    expect(await summary('Second line')).toBe('1 × Contemporary Modern Default Title (Vase)');
  });

  it('never lets a quantity go below 0: − is disabled at 0, a typed negative is refused and said', async () => {
    serveAdminApi(storefront);
    await open();
    const flowers = await find('Flowers', 'Sunny');
    fireEvent.click(await within(flowers).findByRole('button', { name: 'Add' }));
    const quantity = within(flowers).getByRole<HTMLInputElement>('spinbutton', { name: 'Sunny Days Standard quantity' });
    const less = within(flowers).getByRole<HTMLButtonElement>('button', { name: 'One fewer Sunny Days Standard' });
    expect(less.disabled).toBe(false);
    fireEvent.click(less);
    expect(quantity.value).toBe('0');
    expect(less.disabled).toBe(true);
    // A line at 0 stays shown but is not ordered.
    await waitFor(async () => expect(await summary('Lines ordered')).toBe('0'));

    fireEvent.change(quantity, { target: { value: '-3' } });
    expect(within(flowers).getByRole('alert').textContent).toBe('The quantity of Sunny Days Standard cannot go below 0.');
    expect(quantity.value).toBe('0');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(quantity, { target: { value: '12' } });
    expect(quantity.value).toBe('12');
    expect(within(flowers).queryByRole('alert')).toBeNull();
    expect(less.disabled).toBe(false);
    await waitFor(async () => expect(await summary('First line')).toBe('12 × Sunny Days Standard (Flowers)'));

    // An emptied box changes nothing until a number is typed; leaving it shows the quantity again.
    fireEvent.change(quantity, { target: { value: '' } });
    expect(quantity.value).toBe('');
    fireEvent.blur(quantity);
    expect(quantity.value).toBe('12');
  });

  it('removes a line with its Remove button', async () => {
    serveAdminApi(storefront);
    await open();
    const flowers = await find('Flowers', 'Sunny');
    fireEvent.click(await within(flowers).findByRole('button', { name: 'Add' }));
    fireEvent.click(within(flowers).getByRole('button', { name: 'Remove Sunny Days Standard' }));
    expect(within(flowers).queryByRole('spinbutton')).toBeNull();
    // The keyboard goes on from the list's search box, not from the page's start.
    expect(document.activeElement).toBe(within(flowers).getByRole('searchbox', { name: 'Flowers product title' }));
    expect(within(flowers).getByText('No items')).toBeTruthy();
    await waitFor(async () => expect(await summary('Lines ordered')).toBe('0'));
  });

  it('says when nothing matches, with the typed title, and offers nothing to add', async () => {
    serveAdminApi(storefront);
    await open();
    const card = await find('Card', 'Peonies');
    await waitFor(() => expect(within(card).getByRole('status').textContent).toBe('No product found for "Peonies"'));
    expect(within(card).queryByRole('button', { name: 'Add' })).toBeNull();
    expect(within(card).queryByRole('combobox')).toBeNull();
  });

  it('says a failed search with the service’s error text', async () => {
    serveAdminApi(storefront);
    await open();
    const flowers = await find('Flowers', 'say "hi"');
    expect((await within(flowers).findByRole('alert')).textContent).toBe(
      'Product search failed: Search query: \'title:"say "hi"" AND (product_type:"Flowers" OR product_type:"Bundle" OR product_type:"Curated_Bundle")\' is not supported.',
    );
    expect(within(flowers).queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('is sent by a form of the page as its published lines; leaving asks first while lines are built and not sent', async () => {
    const { requests } = serveAdminApi((request) => (request.method === 'POST' && request.path === '/orders/cart' ? { status: 200, body: { success: 'Queued' } } : storefront(request)));
    const { router } = await open();
    const flowers = await find('Flowers', 'Sunny');
    fireEvent.click(await within(flowers).findByRole('button', { name: 'Add' }));
    fireEvent.click(within(flowers).getByRole('button', { name: 'Add' }));

    void router.navigate(ELSEWHERE);
    const question = await screen.findByRole('alertdialog', { name: LEAVE_TITLE });
    fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(requests.filter((request) => request.path === '/orders/cart').map((request) => request.body)).toEqual([{ cart: [{ productTitle: 'Sunny Days', variantTitle: 'Standard', productType: 'Flowers', quantity: 2 }] }]));
    expect(await screen.findByText('Orders Succeeded!')).toBeTruthy();
    // Sent (its form's answer arrived): the lines stay shown, and leaving asks nothing.
    expect(within(flowers).getByRole<HTMLInputElement>('spinbutton', { name: 'Sunny Days Standard quantity' }).value).toBe('2');
    await router.navigate(ELSEWHERE);
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('searches nothing for an empty title', async () => {
    const { requests } = serveAdminApi(storefront);
    await open();
    const gifts = await find('GiftAdds', '   ');
    fireEvent.click(within(gifts).getByRole('button', { name: 'Find' }));
    expect(requests.filter((request) => request.path === STOREFRONT)).toEqual([]);
  });
});
