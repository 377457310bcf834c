// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import { serveAdminApi, shownToasts, type SentRequest } from './formRender';
import { renderGridScreen, resetGridRenders } from './gridRender';
import { cell, typeInCell } from './support/gridCells';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';

const definition = resolvedDefinitionSync('screens/orders/latest-order-pulls.screen.json') as GridScreen;

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

describe('batchUpdate.saveOn "edit"', () => {
  it('sends each committed edit at once through the per-row update and toasts the outcome; a failed row stays marked', async () => {
    const { requests } = pullsApi();
    renderGridScreen(definition);
    await screen.findByText('Winnipeg');
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
