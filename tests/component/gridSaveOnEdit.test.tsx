// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import { serveAdminApi, shownToasts, type SentRequest } from './formRender';
import { renderGridScreen, resetGridRenders } from './gridRender';

const definition = JSON.parse(readFileSync(`${process.cwd()}/screens/orders/latest-order-pulls.screen.json`, 'utf8')) as GridScreen;

afterEach(() => {
  cleanup();
  resetGridRenders();
  vi.unstubAllGlobals();
});

const ROWS = [
  { id: 1, region: 'Brandon', region_name: 'Brandon', availableDateChange: '2026-11-27', lastPullDate: '2026-11-26', lastPullTime: '08:00:00', isManual: true, comment: '', version: 1 },
  { id: 2, region: 'Winnipeg', region_name: 'Winnipeg', availableDateChange: '2026-11-28', lastPullDate: '2026-11-26', lastPullTime: '09:00:00', isManual: false, comment: 'late', version: 4 },
];

function pullsApi() {
  return serveAdminApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path.startsWith('/order-pull/latest')) return { status: 200, body: ROWS };
    if (request.method === 'POST' && request.path === '/order-pull/latest') {
      const { region } = request.body as { region: string };
      return region === 'Winnipeg' ? { status: 200, body: { success: 'The comment on the latest pull of Winnipeg has been saved.' } } : { status: 500, body: { error: 'down' } };
    }
    return undefined;
  });
}

function cell(rowIndex: number, field: string): HTMLElement {
  const element = document.querySelector(`.ag-row[row-index="${rowIndex}"] [col-id="${field}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no cell ${rowIndex}/${field}`);
  return element;
}

async function typeInCell(rowIndex: number, field: string, text: string) {
  const target = cell(rowIndex, field);
  act(() => target.focus());
  fireEvent.keyDown(target, { key: 'Enter' });
  const input = await waitFor(() => {
    const found = cell(rowIndex, field).querySelector('input');
    if (!found) throw new Error('no editor yet');
    return found;
  });
  fireEvent.input(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(cell(rowIndex, field).querySelector('input')).toBeNull());
}

describe('batchUpdate.saveOn "edit"', () => {
  it('sends each committed edit at once through the per-row update and toasts the outcome; a failed row stays marked', async () => {
    const { requests } = pullsApi();
    renderGridScreen(definition);
    await screen.findByText('Winnipeg', {}, { timeout: 5000 });
    expect(screen.getByText('Manual').className).toContain('grid-badge--warning');
    expect(screen.getByText('Auto')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Update All Changes/ })).toBeNull();

    const posts = () => requests.filter((request) => request.method === 'POST');
    await typeInCell(1, 'comment', 'Checked by phone');
    await waitFor(() => expect(posts().map((request) => request.body)).toEqual([{ region: 'Winnipeg', comment: 'Checked by phone', version: 4 }]));
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'The comment on the latest pull of Winnipeg has been saved.', variant: 'success' }));

    await typeInCell(0, 'comment', 'Call the hub');
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'The comment could not be saved.', variant: 'danger' }));
    await waitFor(() => expect(document.querySelector('.ag-row[row-index="0"]')?.classList.contains('row-failed')).toBe(true));
    expect(cell(0, 'comment').textContent).toContain('Call the hub');
    // Not sent again until edited again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts()).toHaveLength(2);
  });
});
