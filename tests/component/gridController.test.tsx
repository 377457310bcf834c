// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GridScreen, Guards } from '../../runtime/generated/screen';
import type { FakeTownApi } from './gridTownApi';
import { serveTownApiPerTest } from './support/townApiPerTest';
import { renderGridController, townScreen } from './gridRender';

/** The town screen sending one PUT per changed row instead of parallel arrays. */
const perRowScreen: GridScreen = {
  ...townScreen,
  endpoints: {
    ...townScreen.endpoints,
    updateOne: { method: 'PUT', path: '/places/town/{town_id}', body: { town_name: '{town_name}', zone_id: '{zone_id}' } },
  },
  batchUpdate: { endpoint: 'updateOne', mode: 'perRow', confirm: { title: 'Update All Changes', confirmLabel: 'Update' } },
};

let api: FakeTownApi;
serveTownApiPerTest((served) => {
  api = served;
});

type Rendered = ReturnType<typeof renderGridController>;

async function loaded(target: GridScreen = townScreen): Promise<Rendered> {
  const view = renderGridController(target);
  await waitFor(() => expect(view.result.current.status).toBe('ready'));
  return view;
}

function listCalls() {
  return api.calls('GET', '/places/town');
}

function lastListQuery() {
  return listCalls().at(-1)?.query;
}

function toast(text: string): HTMLElement {
  const element = screen.getByText(text).closest('.ui-toast');
  if (!(element instanceof HTMLElement)) throw new Error(`no toast "${text}"`);
  return element;
}

describe('grid controller: loading and paging', () => {
  it('loads the first page with the bearer token, rows and total from the answer', async () => {
    const { result } = await loaded();
    expect(lastListQuery()).toEqual({ offset: '0', limit: '20' });
    expect(listCalls()[0]?.authorization).toBe('Bearer header.payload.signature');
    expect(result.current.rows).toHaveLength(20);
    expect(result.current.total).toBe(25);
    expect(result.current.paging).toMatchObject({ page: 1, pageCount: 2, size: 20 });
  });

  it('asks offset = size × (page − 1) and goes back to page 1 when the per-page value changes', async () => {
    const { result } = await loaded();
    act(() => result.current.paging.setPage(2));
    await waitFor(() => expect(lastListQuery()).toEqual({ offset: '20', limit: '20' }));
    await waitFor(() => expect(result.current.rows).toHaveLength(5));
    act(() => result.current.paging.setSize(50));
    expect(result.current.paging.page).toBe(1);
    await waitFor(() => expect(lastListQuery()).toEqual({ offset: '0', limit: '50' }));
    act(() => result.current.paging.setSize('All'));
    await waitFor(() => expect(lastListQuery()).toEqual({ offset: '0', limit: '10000' }));
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    expect(result.current.paging.pageCount).toBe(1);
  });

  it('applies the search on Enter only, from page 1, over the checked fields or all of them', async () => {
    const { result } = await loaded();
    act(() => result.current.paging.setPage(2));
    await waitFor(() => expect(lastListQuery()?.offset).toBe('20'));
    act(() => result.current.search?.setText('  vital '));
    expect(lastListQuery()).toEqual({ offset: '20', limit: '20' });
    act(() => result.current.search?.apply());
    expect(result.current.paging.page).toBe(1);
    await waitFor(() => expect(lastListQuery()).toEqual({ offset: '0', limit: '20', searchString: 'vital', filterOn: 'town_name,zone_name' }));
    await waitFor(() => expect(result.current.rows.map((row) => row.town_name)).toEqual(['St. Vital']));
    expect(result.current.total).toBe(1);

    act(() => result.current.search?.toggleField('zone_name'));
    act(() => result.current.search?.setText('brandon'));
    act(() => result.current.search?.apply());
    await waitFor(() => expect(lastListQuery()).toEqual({ offset: '0', limit: '20', searchString: 'brandon', filterOn: 'zone_name' }));
    await waitFor(() => expect(result.current.total).toBe(5));

    act(() => result.current.search?.setText(''));
    act(() => result.current.search?.apply());
    await waitFor(() => expect(lastListQuery()).toEqual({ offset: '0', limit: '20' }));
  });

  it('toasts the load failure as a warning', async () => {
    api.failList = true;
    const { result } = renderGridController(townScreen);
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(toast('Error on table data initialization').className).toContain('ui-toast--warning');
  });
});

describe('grid controller: pending edits', () => {
  it('collects edits with a running note and undoes a cell typed back', async () => {
    const { result } = await loaded();
    act(() => result.current.edits.edit('100', 'town_name', 'Transcona East'));
    act(() => result.current.edits.edit('100', 'zone_id', 2));
    act(() => result.current.edits.edit('101', 'town_name', 'Saint Vital'));
    expect(result.current.edits.note).toBe('2 rows changed — Transcona: Town, Zone; St. Vital: Town');
    expect(result.current.rows[0]).toMatchObject({ town_name: 'Transcona East', zone_id: 2 });
    expect(result.current.hasUnsavedWork).toBe(true);
    act(() => result.current.edits.edit('101', 'town_name', 'St. Vital'));
    expect(result.current.edits.note).toBe('1 row changed — Transcona: Town, Zone');
  });

  it('refresh asks first with pending edits, then drops them, goes to page 1 and reloads', async () => {
    const { result } = await loaded();
    act(() => result.current.paging.setPage(2));
    await waitFor(() => expect(result.current.rows).toHaveLength(5));
    act(() => result.current.edits.edit('120', 'town_name', 'Brandon City'));
    expect(result.current.edits.count).toBe(1);
    const before = listCalls().length;
    const zonesBefore = api.calls('GET', '/places/zone').length;
    act(() => result.current.refresh());
    expect(result.current.edits.count).toBe(1);
    act(() => result.current.refreshQuestion?.cancel());
    expect(result.current.refreshQuestion).toBeNull();
    expect(result.current.edits.count).toBe(1);
    act(() => result.current.refresh());
    act(() => result.current.refreshQuestion?.confirm());
    expect(result.current.refreshQuestion).toBeNull();
    expect(result.current.edits.count).toBe(0);
    expect(result.current.edits.note).toBe('');
    expect(result.current.paging.page).toBe(1);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    expect(lastListQuery()).toEqual({ offset: '0', limit: '20' });
    await waitFor(() => expect(api.calls('GET', '/places/zone').length).toBeGreaterThan(zonesBefore));

    // Refresh on page 1 reloads too.
    const again = listCalls().length;
    act(() => result.current.refresh());
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(again));
  });

  it('warns that there are no changes when Update All Changes runs without edits', async () => {
    const { result } = await loaded();
    await act(() => result.current.batch.start());
    expect(toast('Alert! There is no available changes for update').className).toContain('ui-toast--warning');
    expect(result.current.batch.confirm).toBeNull();
    expect(api.calls('PUT', '/places/town')).toHaveLength(0);
  });
});

describe('grid controller: batch update with arrays', () => {
  it('lists changes and affected postal codes, then sends the arrays with {confirm.force}', async () => {
    const { result } = await loaded();
    act(() => result.current.edits.edit('100', 'zone_id', 2));
    act(() => result.current.edits.edit('101', 'town_name', 'Saint Vital'));
    await act(() => result.current.batch.start());

    const arrays = { townIDArray: [100, 101], townNameArray: ['Transcona', 'Saint Vital'], zoneIDArray: [2, 2], versionArray: [1, 1] };
    expect(api.calls('PUT', '/places/town/affected-resources').map((call) => call.body)).toEqual([arrays]);
    const confirm = result.current.batch.confirm;
    expect(confirm).toMatchObject({
      title: 'Update Town Records',
      confirmLabel: 'Update',
      checkbox: { label: 'Force update postal codes', checked: true },
      details: { heading: 'Affected postal codes', items: ['Transcona: R2C 0A0', 'Saint Vital: R2C 0A1'], failed: false },
    });
    expect(confirm?.changes.map(({ row, column, from, to }) => `${row} · ${column}: ${from} → ${to}`)).toEqual([
      'Transcona · Zone: Winnipeg North → Winnipeg South',
      'St. Vital · Town: St. Vital → Saint Vital',
    ]);

    act(() => result.current.batch.setChecked(false));
    const before = listCalls().length;
    await act(() => result.current.batch.send());
    expect(api.calls('PUT', '/places/town').map((call) => call.body)).toEqual([{ ...arrays, forceCascadeUpdate: false }]);
    expect(toast('Towns have been updated.').className).toContain('ui-toast--success');
    expect(result.current.batch.confirm).toBeNull();
    expect(result.current.edits.count).toBe(0);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('keeps every row pending and marked when the call fails, toasting the server error in danger', async () => {
    const { result } = await loaded();
    api.failUpdatesOf.add(100);
    act(() => result.current.edits.edit('100', 'town_name', 'Transcona East'));
    act(() => result.current.edits.edit('101', 'town_name', 'Saint Vital'));
    await act(() => result.current.batch.start());
    await act(() => result.current.batch.send());
    expect(api.calls('PUT', '/places/town')[0]?.body).toMatchObject({ forceCascadeUpdate: true });
    expect(toast('Two towns of one zone would have the same name.').className).toContain('ui-toast--danger');
    expect(result.current.edits.count).toBe(2);
    expect(result.current.edits.isFailed('100')).toBe(true);
    expect(result.current.edits.isFailed('101')).toBe(true);
    expect(result.current.rows[1]).toMatchObject({ town_name: 'Saint Vital' });
  });
});

describe('grid controller: batch update per row', () => {
  it('sends one PUT per changed row with the full row; the failed row stays pending and marked, the other clears', async () => {
    const { result } = await loaded(perRowScreen);
    api.failUpdatesOf.add(101);
    act(() => result.current.edits.edit('100', 'town_name', 'Transcona East'));
    act(() => result.current.edits.edit('101', 'zone_id', 1));
    await act(() => result.current.batch.start());
    expect(result.current.batch.confirm?.details).toBeUndefined();
    expect(result.current.batch.confirm?.checkbox).toBeUndefined();
    const before = listCalls().length;
    await act(() => result.current.batch.send());

    expect(api.calls('PUT', '/places/town/100').map((call) => call.body)).toEqual([{ town_name: 'Transcona East', zone_id: 1 }]);
    expect(api.calls('PUT', '/places/town/101').map((call) => call.body)).toEqual([{ town_name: 'St. Vital', zone_id: 1 }]);
    expect(toast('Town Transcona East has been updated.').className).toContain('ui-toast--success');
    expect(toast('Town update process failed.').className).toContain('ui-toast--warning');
    expect(result.current.edits.list.map((edit) => edit.key)).toEqual(['101']);
    expect(result.current.edits.isFailed('101')).toBe(true);
    expect(result.current.edits.isChanged('101', 'zone_id')).toBe(true);
    expect(result.current.edits.note).toBe('1 row changed — St. Vital: Zone');
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    await waitFor(() => expect(result.current.rows[0]).toMatchObject({ town_name: 'Transcona East' }));
    // What was typed in the failed row is still shown.
    expect(result.current.rows.find((row) => row.town_id === 101)).toMatchObject({ zone_id: 1 });
  });
});

describe('grid controller: toolbar calls', () => {
  it('calls the endpoint under the overlay and toasts its sentence', async () => {
    const { result } = await loaded();
    act(() => result.current.runToolbar({ call: 'cityIndex' }));
    expect(await screen.findByText('Please wait...')).toBeTruthy();
    expect(await screen.findByText('The city index has been updated.')).toBeTruthy();
    expect(api.calls('GET', '/search/cities')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Please wait...')).toBeNull());
  });
});

describe('grid controller: guards before the call', () => {
  it('a toolbar call whose guard fails toasts its message and calls nothing', async () => {
    const { result } = await loaded();
    const guards: Guards = [{ holds: { field: 'selected', filled: true }, message: 'Please choose a town first' }];
    act(() => result.current.runToolbar({ call: 'cityIndex', guards }));
    expect(await screen.findByText('Please choose a town first')).toBeTruthy();
    expect(toast('Please choose a town first').className).toContain('warning');
    expect(screen.queryByText('Please wait...')).toBeNull();
    expect(api.calls('GET', '/search/cities')).toEqual([]);
  });

  it('a row action whose guard fails over the row toasts its message: no confirm is asked and nothing is called', async () => {
    const { result } = await loaded();
    const row = result.current.rows.find((candidate) => candidate.zone_id !== 3);
    if (!row) throw new Error('no town outside Brandon Zone');
    const guards: Guards = [{ holds: { field: 'zone_id', equals: 3 }, message: '{town_name} is not in Brandon Zone' }];
    const action = { label: 'Reindex', endpoint: 'cityIndex', confirm: 'Reindex {town_name}?', guards };
    act(() => result.current.runRowAction(action, String(row.town_id)));
    expect(await screen.findByText(`${String(row.town_name)} is not in Brandon Zone`)).toBeTruthy();
    expect(result.current.rowCall.pending).toBeNull();
    expect(api.calls('GET', '/search/cities')).toEqual([]);
  });
});
