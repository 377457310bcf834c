// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GreetVideoInfo } from '../../runtime/generated/entities';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const INFO: GreetVideoInfo = {
  orderId: 1012,
  playerId: '3A7C19E04B',
  videoUploadURL: 'https://greets.example.com/upload/a3c1e0b4-5d2f-4e8a-9b61-0c7d2e4f8a13',
  orderDetails: { orderName: '#1012', deliveryDate: '2026-11-28', recipient: { firstName: 'Ava', lastName: 'Tremblay' }, sender: { firstName: 'Liam', lastName: 'Roy' } },
  videoDetails: { jobStatus: 'COMPLETE', shortURL: 'https://grt.example.com/3a7c19e04b' },
};

async function greetList() {
  const definition = JSON.parse(await readFile(join(root, 'screens/greets/greet-list.screen.json'), 'utf8')) as PageScreen;
  const served = serveAdminApi((request) => (request.path === '/greet/videoinfo/1012/all' ? { status: 200, body: [INFO] } : { status: 404, body: { error: 'Order #7 has no greet.' } }));
  renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
  const orderId = await screen.findByRole('textbox', { name: 'Order ID' });
  return { ...served, orderId, view: () => screen.getByRole('button', { name: 'View Greet' }) };
}

describe('Greet List: a lookup enabled by a matches condition (002 §5)', () => {
  it('keeps View Greet disabled, saying why, until the order ID is digits only', async () => {
    const { orderId, view } = await greetList();
    expect(view().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Please enter valid orderId...')).toBeTruthy();
    fireEvent.change(orderId, { target: { value: 'abc' } });
    expect(view().hasAttribute('disabled')).toBe(true);
    expect(view().getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(orderId, { target: { value: '10a2' } });
    expect(view().hasAttribute('disabled')).toBe(true);
    fireEvent.change(orderId, { target: { value: ' 1012 ' } });
    expect(view().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Please enter valid orderId...')).toBeNull();
  });

  it('shows the details with the status badge only after a successful lookup, and hides them after a failed one', async () => {
    const { orderId, view, requests } = await greetList();
    expect(screen.queryByText('Recipient')).toBeNull();
    fireEvent.change(orderId, { target: { value: ' 1012 ' } });
    fireEvent.click(view());
    expect(await screen.findByText('Ava Tremblay')).toBeTruthy();
    // The details and the status badge are separate blocks: each may show a render after the other.
    expect(await screen.findByText('Liam Roy')).toBeTruthy();
    expect(await screen.findByText('2026-11-28')).toBeTruthy();
    expect(await screen.findByText('COMPLETE')).toBeTruthy();
    expect(await screen.findByText(INFO.videoDetails.shortURL)).toBeTruthy();
    expect(requests.filter((request) => request.path.startsWith('/greet')).map((request) => request.path)).toEqual(['/greet/videoinfo/1012/all']);
    fireEvent.change(orderId, { target: { value: '7' } });
    fireEvent.click(view());
    expect((await screen.findByRole('alert')).textContent).toContain('Greet Info Not Found!');
    await waitFor(() => expect(screen.queryByText('Ava Tremblay')).toBeNull());
  });
});
