// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCustomComponents } from '../../runtime/custom/customComponents';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { customComponents } from '../../src/custom/registry';
import { serveAdminApi, type Answer, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';
import { TEST_CONFIG } from './support/renderConsole';

const fixture = join(process.cwd(), 'tests/fixtures/custom/checkout-carts.screen.json');
const STOREFRONT = TEST_CONFIG.services.storefrontGraphql;

const product = (title: string, tags: string[], id: number, price: string) => ({
  title,
  tags,
  variants: { nodes: [{ id: `gid://shopify/ProductVariant/${id}`, sku: `sku-${id}`, title: 'Default Title', price: { amount: price } }] },
});

/** The storefront's Delivery products, as the reference catalogue seeds them (the fee, and the $2 same-address one). */
function storefront(request: SentRequest): Answer | undefined {
  if (request.method !== 'POST' || request.path !== STOREFRONT) return undefined;
  return { status: 200, body: { data: { products: { nodes: [product('Delivery Fee', ['delivery', 'delivery-rate'], 91, '15.0'), product('Same Address Delivery', ['delivery', 'secondary-delivery'], 92, '2.0')] } } } };
}

async function open(carts = 0): Promise<void> {
  const definition = JSON.parse(await readFile(fixture, 'utf8')) as PageScreen;
  renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
  await waitFor(() => expect(summary('Carts')).toBe(String(carts)));
  // Ready as staff see it: the storefront's delivery products loaded (a cart's lines are built from them).
  await waitFor(() => expect(screen.getByText('Delivery products').nextElementSibling?.textContent).toBe('Delivery Fee'));
}

/** A list of objects as a result field shows it: each item's JSON, one after the other. */
const shownList = (text: string | null | undefined): unknown => JSON.parse(`[${(text ?? '').replace(/\}\{/g, '},{')}]`);

function summary(label: string): string | null | undefined {
  const block = screen.getByRole('region', { name: 'Carts summary' });
  return within(block).queryByText(label)?.nextElementSibling?.textContent;
}

async function addCart(first: string, last: string, address: string): Promise<void> {
  fireEvent.change(await screen.findByRole('textbox', { name: 'First Name' }), { target: { value: first } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Last Name' }), { target: { value: last } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: address } });
  fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Transcona' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add Cart' }));
  await screen.findByText(`Cart of ${first} ${last} kept.`);
}

const cards = () => within(screen.getByRole('region', { name: 'Carts' })).queryAllByRole('listitem').filter((item) => item.querySelector('h3'));

beforeEach(() => {
  registerCustomComponents(() => Promise.resolve(customComponents));
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

describe('checkout cart cards (001 §2, §4 Checkout tool)', () => {
  it('Add Cart makes a card of the form, and the carts\' storefront lines carry the definition\'s attributes', async () => {
    serveAdminApi(storefront);
    await open();
    expect(screen.getByText('No carts yet')).toBeTruthy();
    // No cart, no same-address question.
    expect(screen.queryByRole('group', { name: 'Delivering to the same address?' })).toBeNull();
    await addCart('Marie', 'Tremblay', '1 Regent Ave W');
    await waitFor(() => expect(cards()).toHaveLength(1));
    const card = cards()[0] as HTMLElement;
    expect(within(card).getByRole('heading', { name: 'Cart 1' })).toBeTruthy();
    expect(within(card).getByText('Marie Tremblay')).toBeTruthy();
    expect(within(card).getByText('1 Regent Ave W, Transcona')).toBeTruthy();
    await waitFor(() => expect(summary('Carts')).toBe('1'));
    // Every line carries the attributes, blank ones left out, its own SKU among them.
    expect(shownList(summary('First line attributes'))).toEqual([
      { key: 'First Name', value: 'Marie' },
      { key: 'Address', value: '1 Regent Ave W' },
      { key: 'City', value: 'Transcona' },
      { key: 'SKU', value: 'sku-91' },
      { key: '_website_version', value: 'callia 2.0' },
    ]);
    expect(screen.getByRole('group', { name: 'Delivering to the same address?' })).toBeTruthy();
  });

  it('Edit fills the form with the cart and locks Edit and Remove; Save Cart replaces it', async () => {
    serveAdminApi(storefront);
    await open();
    await addCart('Marie', 'Tremblay', '1 Regent Ave W');
    await addCart('Luc', 'Gagnon', '2 Main St');
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(cards()[1] as HTMLElement).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(summary('Editing')).toBe('Luc'));
    const address = screen.getByRole<HTMLInputElement>('textbox', { name: 'Address' });
    await waitFor(() => expect(address.value).toBe('2 Main St'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Last Name' }).value).toBe('Gagnon');
    expect(within(cards()[1] as HTMLElement).getByText('Being edited')).toBeTruthy();
    for (const button of within(screen.getByRole('region', { name: 'Carts' })).getAllByRole<HTMLButtonElement>('button', { name: /^(Edit|Remove)$/ })) expect(button.disabled).toBe(true);
    expect(screen.queryByRole('group', { name: 'Delivering to the same address?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Cart' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), { target: { value: 'Lucien' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Cart' }));
    await waitFor(() => expect(within(cards()[1] as HTMLElement).getByText('Lucien Gagnon')).toBeTruthy());
    expect(cards()).toHaveLength(2);
    expect(summary('Editing')).toBe('—');
    expect(screen.getByRole('button', { name: 'Add Cart' })).toBeTruthy();
  });

  it('refuses a cart beyond the maximum with the form\'s guard, and keeps the carts through a reload of the page', async () => {
    serveAdminApi(storefront);
    await open();
    await addCart('Marie', 'Tremblay', '1 Regent Ave W');
    await addCart('Luc', 'Gagnon', '2 Main St');
    fireEvent.click(screen.getByRole('button', { name: 'Add Cart' }));
    await screen.findByText('Maximum order count is 10');
    expect(cards()).toHaveLength(2);
    // The page goes and comes back in the same browser session (its storage kept).
    cleanup();
    await open(2);
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('2 carts kept from before the page was reloaded')).toBeTruthy();
  });

  it('Remove takes a cart away; Yes copies the first cart\'s address into the form and locks it, No unlocks it', async () => {
    serveAdminApi(storefront);
    await open();
    await addCart('Marie', 'Tremblay', '1 Regent Ave W');
    await addCart('Luc', 'Gagnon', '2 Main St');
    fireEvent.click(within(cards()[0] as HTMLElement).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0] as HTMLElement).getByRole('heading', { name: 'Cart 1' })).toBeTruthy();
    expect(within(cards()[0] as HTMLElement).getByText('Luc Gagnon')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), { target: { value: 'Zoé' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: '9 Elm St' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    const address = screen.getByRole<HTMLInputElement>('textbox', { name: 'Address' });
    await waitFor(() => expect(address.readOnly).toBe(true));
    expect(address.value).toBe('2 Main St');
    // What the person typed elsewhere stays.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'First Name' }).value).toBe('Zoé');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'First Name' }).readOnly).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(address.readOnly).toBe(false));
  });
});
