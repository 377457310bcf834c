// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import zoneRateJson from '../../screens/rates/zone-delivery-rate.screen.json';
import { renderGridController, renderGridScreen, resetGridRenders } from './gridRender';
import { TEST_CONFIG } from './support/renderConsole';

// JSON imports widen literal types; screens:check has validated the definition against the meta-schema.
const zoneRateScreen = zoneRateJson as unknown as GridScreen;

interface Rate {
  id: number;
  name: string;
  displayText: string;
  rate: string;
  applicableStartTime: string;
  applicableEndTime: string;
  applicableDate: number;
  isSameDayOnly: boolean;
  status: boolean;
  zoneId: number;
  zone: string;
}

interface Recorded {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** A fake of the zone delivery rate calls (000 §7): the whole list at once, one PUT or DELETE per rate. */
function createRatesApi() {
  const rates: Rate[] = Array.from({ length: 25 }, (_, index) => {
    const zone = index < 20 ? `Winnipeg ${index < 10 ? 'North' : 'South'}` : 'Brandon';
    return {
      id: index + 1,
      name: `${zone} - Anytime (8am - 8pm) - $${10 + index}`,
      displayText: 'Anytime (8am - 8pm)',
      rate: `$${10 + index}`,
      applicableStartTime: '08:00:00',
      applicableEndTime: '20:00:00',
      applicableDate: 1,
      isSameDayOnly: false,
      status: true,
      zoneId: index < 20 ? 1 : 3,
      zone,
    };
  });
  const requests: Recorded[] = [];
  const failing = new Set<number>();
  const fetchImpl: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.slice(new URL(TEST_CONFIG.services.admin).pathname.length);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, path, search: url.search, body });
    const reply = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
    if (method === 'GET' && path === '/rates/zone') return Promise.resolve(reply(200, rates));
    if (method === 'GET') return Promise.resolve(reply(200, []));
    const match = /^\/rates\/zone\/rate\/(\d+)$/.exec(path);
    const rate = match ? rates.find((candidate) => candidate.id === Number(match[1])) : undefined;
    if (!rate) return Promise.resolve(reply(404, { error: 'No such rate.' }));
    if (failing.has(rate.id)) return Promise.resolve(reply(400, { error: 'The zone delivery rate is not valid.' }));
    if (method === 'PUT') return Promise.resolve(reply(200, { success: `Zone Delivery Rate ${(body as { name: string }).name} has been updated.` }));
    if (method === 'DELETE') {
      rates.splice(rates.indexOf(rate), 1);
      return Promise.resolve(reply(200, { success: `Zone Delivery Rate ${rate.name} has been deleted.` }));
    }
    return Promise.resolve(reply(404, { error: 'No such call.' }));
  };
  return { rates, requests, failing, fetch: fetchImpl };
}

let api: ReturnType<typeof createRatesApi>;

beforeEach(() => {
  api = createRatesApi();
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => {
  cleanup();
  resetGridRenders();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('grid controller: client paging', () => {
  it('loads every row once, pages and searches them in the browser', async () => {
    const { result } = renderGridController(zoneRateScreen);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(api.requests.filter((request) => request.path === '/rates/zone').map((request) => request.search)).toEqual(['']);
    expect(result.current.rows).toHaveLength(20);
    expect(result.current.paging.pageCount).toBe(2);
    act(() => result.current.paging.setPage(2));
    expect(result.current.rows.map((row) => row.id)).toEqual([21, 22, 23, 24, 25]);

    act(() => result.current.search?.setText('BRANDON'));
    act(() => result.current.search?.apply());
    expect(result.current.paging.page).toBe(1);
    expect(result.current.total).toBe(5);
    expect(result.current.rows.every((row) => String(row.name).startsWith('Brandon'))).toBe(true);
    expect(api.requests.filter((request) => request.path === '/rates/zone')).toHaveLength(1);
  });

  it('sends one PUT per changed rate with the body templates over the changed row', async () => {
    const { result } = renderGridController(zoneRateScreen);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.edits.edit('1', 'rate', '$12'));
    act(() => result.current.edits.edit('1', 'status', false));
    act(() => result.current.edits.edit('2', 'displayText', 'Morning'));
    expect(result.current.edits.note).toBe('2 rows changed — Winnipeg North - Anytime (8am - 8pm) - $10: Rate, Status; Winnipeg North - Anytime (8am - 8pm) - $11: Display Text');
    api.failing.add(2);
    await act(() => result.current.batch.start());
    expect(result.current.batch.confirm?.changes.map((change) => `${change.column}: ${change.from} → ${change.to}`)).toEqual([
      'Rate: $10 → $12',
      'Status: Yes → No',
      'Display Text: Anytime (8am - 8pm) → Morning',
    ]);
    await act(() => result.current.batch.send());
    const puts = api.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.path)).toEqual(['/rates/zone/rate/1', '/rates/zone/rate/2']);
    expect(puts[0]?.body).toEqual({
      id: 1,
      name: 'Winnipeg North - Anytime (8am - 8pm) - $12',
      displayText: 'Anytime (8am - 8pm)',
      rate: '$12',
      applicableStartTime: '08:00:00',
      applicableEndTime: '20:00:00',
      applicableDate: 1,
      isSameDayOnly: false,
      status: false,
      zoneId: 1,
      zone: 'Winnipeg North',
    });
    expect(await screen.findByText('Zone Delivery Rate Winnipeg North - Anytime (8am - 8pm) - $12 has been updated.')).toBeTruthy();
    expect(await screen.findByText('Zone Delivery Rate update process failed.')).toBeTruthy();
    expect(result.current.edits.list.map((edit) => [edit.key, edit.failed])).toEqual([['2', true]]);
  });
});

describe('grid view: client paging screen', () => {
  it('shows boolean columns as checkboxes and deletes through the console dialog', async () => {
    renderGridScreen(zoneRateScreen);
    await screen.findByRole('heading', { level: 1, name: 'Zone Delivery Rate' });
    await screen.findByText('Page 1 of 2 · 25 rows');
    const firstRow = await waitFor(() => {
      const row = document.querySelector('.ag-row[row-index="0"]');
      if (!(row instanceof HTMLElement)) throw new Error('no row');
      return row;
    });
    const status = firstRow.querySelector('[col-id="status"] input[type="checkbox"]');
    expect(status instanceof HTMLInputElement && status.checked).toBe(true);
    expect(firstRow.querySelector('[col-id="rate"]')?.textContent).toBe('$10');

    fireEvent.click(within(firstRow).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete' });
    expect(within(dialog).getByText('Please confirm that you want to delete this Zone Delivery Rate Winnipeg North - Anytime (8am - 8pm) - $10.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Zone Delivery Rate Winnipeg North - Anytime (8am - 8pm) - $10 has been deleted.')).toBeTruthy();
    await screen.findByText('Page 1 of 2 · 24 rows');
  });

  it('toggles a boolean cell as a pending edit', async () => {
    renderGridScreen(zoneRateScreen);
    await screen.findByText('Page 1 of 2 · 25 rows');
    const checkbox = await waitFor(() => {
      const found = document.querySelector('.ag-row[row-index="0"] [col-id="status"] input[type="checkbox"]');
      if (!(found instanceof HTMLInputElement)) throw new Error('no checkbox');
      return found;
    });
    fireEvent.click(checkbox);
    expect(await screen.findByText('1 row changed — Winnipeg North - Anytime (8am - 8pm) - $10: Status')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ag-row[row-index="0"] [col-id="status"]')?.classList.contains('cell-changed')).toBe(true));
    expect(screen.getByRole('button', { name: 'Update All Changes (1)' }).hasAttribute('disabled')).toBe(false);
  });
});
