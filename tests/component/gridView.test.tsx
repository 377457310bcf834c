// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import type { FakeTownApi } from './gridTownApi';
import { serveTownApiPerTest } from './support/townApiPerTest';
import { renderGridScreen, townScreen } from './gridRender';
import { cell, typeInCell } from './support/gridCells';

let api: FakeTownApi;
serveTownApiPerTest((served) => {
  api = served;
});

async function renderTown() {
  const view = renderGridScreen(townScreen);
  await screen.findByRole('heading', { level: 1, name: 'Add New Town' });
  await screen.findByText('Transcona');
  return view;
}

function headers(): string[] {
  return [...document.querySelectorAll('.ag-header-cell-text')].map((element) => element.textContent ?? '');
}

/** Types into a cell; the edit goes to the controller, then comes back as new row data. */
async function typeInCellShown(rowIndex: number, field: string, text: string) {
  await typeInCell(rowIndex, field, text);
  await waitFor(() => expect(cell(rowIndex, field).textContent?.startsWith(text)).toBe(true));
}

/** Picks an option with the grid's select editor (F2 starts editing, pressing the picker lists the lookup labels). */
async function pickInCell(rowIndex: number, field: string, label: string) {
  const target = cell(rowIndex, field);
  act(() => target.focus());
  fireEvent.keyDown(target, { key: 'F2' });
  const picker = await waitFor(() => {
    const found = cell(rowIndex, field).querySelector('.ag-picker-field-wrapper');
    if (!(found instanceof HTMLElement)) throw new Error('no select editor yet');
    return found;
  });
  fireEvent.mouseDown(picker);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ag-list-item')].find((element) => element.textContent?.trim() === label);
    if (!(found instanceof HTMLElement)) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.mouseDown(item);
  fireEvent.mouseUp(item);
  fireEvent.click(item);
  await waitFor(() => expect(cell(rowIndex, field).querySelector('.ag-picker-field-wrapper')).toBeNull());
  await waitFor(() => expect(cell(rowIndex, field).textContent).toBe(label));
}

function lastListQuery() {
  return api.calls('GET', '/places/town').at(-1)?.query;
}

describe('grid view: the town screen', () => {
  it('shows the title, the toolbar in definition order and the Town, Zone, Region and Action columns', async () => {
    await renderTown();
    expect(headers()).toEqual(['Town', 'Zone', 'Region', 'Action']);
    const toolbar = ['Add New', 'Update All Changes', 'Update City Index', 'Refresh'].map((name) => screen.getByRole('button', { name }));
    expect(toolbar.every((button, index) => index === 0 || (toolbar[index - 1]?.compareDocumentPosition(button) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(true);
    expect(screen.getByRole('button', { name: 'Update All Changes' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe('Search');
    expect(screen.getByRole('checkbox', { name: 'Town' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Zone' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 2 · 25 rows')).toBeTruthy();
    expect(document.title).toBe('Add New Town – Operations console');
  });

  it('shows zone names, not ids, and a Delete link per row', async () => {
    await renderTown();
    const firstRow = document.querySelector('.ag-row[row-index="0"]');
    if (!(firstRow instanceof HTMLElement)) throw new Error('no first row');
    expect(firstRow.querySelector('[col-id="town_name"]')?.textContent).toBe('Transcona');
    expect(firstRow.querySelector('[col-id="zone_id"]')?.textContent).toBe('Winnipeg North');
    expect(firstRow.querySelector('[col-id="region_name"]')?.textContent).toBe('Winnipeg');
    expect(within(firstRow).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('offers the page sizes of the definition and pages with the buttons', async () => {
    await renderTown();
    const perPage = screen.getByRole('combobox', { name: 'Per page' });
    expect([...perPage.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['20', '50', '100', '150', '200', '250', 'All']);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2 · 25 rows');
    expect(lastListQuery()).toEqual({ offset: '20', limit: '20' });
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(perPage, { target: { value: '50' } });
    await screen.findByText('Page 1 of 1 · 25 rows');
    expect(lastListQuery()).toEqual({ offset: '0', limit: '50' });
  });

  it('searches on Enter only, sending searchString and filterOn', async () => {
    await renderTown();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    const calls = api.calls('GET', '/places/town').length;
    fireEvent.change(box, { target: { value: 'Vital' } });
    expect(api.calls('GET', '/places/town')).toHaveLength(calls);
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('Page 1 of 1 · 1 row');
    expect(lastListQuery()).toEqual({ offset: '0', limit: '20', searchString: 'Vital', filterOn: 'town_name,zone_name' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Town' }));
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(lastListQuery()).toEqual({ offset: '0', limit: '20', searchString: 'Vital', filterOn: 'town_name' }));
  });

  it('asks with the browser confirm before deleting, and calls DELETE only when accepted', async () => {
    await renderTown();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const deleteOf = (name: string) => {
      const row = screen.getByText(name).closest('.ag-row');
      if (!(row instanceof HTMLElement)) throw new Error(`no row ${name}`);
      return within(row).getByRole('button', { name: 'Delete' });
    };
    fireEvent.click(deleteOf('Transcona'));
    expect(confirm).toHaveBeenLastCalledWith('Please confirm that you want to delete this Town Transcona.');
    await act(() => Promise.resolve(undefined));
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(deleteOf('Transcona'));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Town Transcona has been deleted.')).toBeTruthy();
    expect(api.calls('DELETE', '/places/town/100').map((call) => call.body)).toEqual([{ town_name: 'Transcona' }]);
    await waitFor(() => expect(screen.queryByText('Transcona')).toBeNull());
    expect(screen.getByText('Page 1 of 2 · 24 rows')).toBeTruthy();
  });
});

describe('grid view: editing and Update All Changes', () => {
  it('marks changed cells, notes them politely and enables Update All Changes; typing back undoes', async () => {
    await renderTown();
    await typeInCellShown(0, 'town_name', 'Transcona East');
    expect(cell(0, 'town_name').textContent).toBe('Transcona East');
    expect(cell(0, 'town_name').classList.contains('cell-changed')).toBe(true);
    expect(cell(0, 'zone_id').classList.contains('cell-changed')).toBe(false);
    await pickInCell(0, 'zone_id', 'Brandon Zone');
    expect(cell(0, 'zone_id').textContent).toBe('Brandon Zone');
    await typeInCellShown(1, 'town_name', 'Saint Vital');
    const note = screen.getByText('2 rows changed — Transcona: Town, Zone; St. Vital: Town');
    expect(note.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    // The button counts the rows waiting, and its name is what it shows.
    expect(screen.getByRole('button', { name: 'Update All Changes (2)' }).hasAttribute('disabled')).toBe(false);

    await typeInCellShown(1, 'town_name', 'St. Vital');
    expect(cell(1, 'town_name').classList.contains('cell-changed')).toBe(false);
    expect(screen.getByText('1 row changed — Transcona: Town, Zone')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update All Changes (1)' })).toBeTruthy();
  });

  it('confirms every change with the affected postal codes and the force option, then saves and disables the button again', async () => {
    await renderTown();
    await typeInCellShown(0, 'town_name', 'Transcona East');
    fireEvent.click(screen.getByRole('button', { name: 'Update All Changes (1)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Update Town Records' });
    expect(within(dialog).getByText(/Town: Transcona → Transcona East/)).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Affected postal codes' })).toBeTruthy();
    expect(within(dialog).getByText('Transcona East: R2C 0A0')).toBeTruthy();
    const force = within(dialog).getByRole('checkbox', { name: 'Force update postal codes' });
    expect((force as HTMLInputElement).checked).toBe(true);
    fireEvent.click(force);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Town has been updated.')).toBeTruthy();
    expect(api.calls('PUT', '/places/town').map((call) => call.body)).toEqual([
      { townIDArray: [100], townNameArray: ['Transcona East'], zoneIDArray: [1], versionArray: [1], forceCascadeUpdate: false },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update All Changes' }).hasAttribute('disabled')).toBe(true));
    await waitFor(() => expect(cell(0, 'town_name').classList.contains('cell-changed')).toBe(false));
    expect(cell(0, 'town_name').textContent).toBe('Transcona East');
  });

  it('keeps a failed update pending and marks its rows, with the server error in a danger toast', async () => {
    await renderTown();
    api.failUpdatesOf.add(100);
    await typeInCellShown(0, 'town_name', 'Transcona East');
    fireEvent.click(screen.getByRole('button', { name: 'Update All Changes (1)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Update Town Records' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    const error = await screen.findByText('Two towns of one zone would have the same name.');
    expect(error.closest('.ui-toast')?.className).toContain('ui-toast--danger');
    await waitFor(() => expect(document.querySelector('.ag-row[row-index="0"]')?.classList.contains('row-failed')).toBe(true));
    await waitFor(() => expect(within(cell(0, 'town_name')).getByText('Not saved')).toBeTruthy());
    expect(cell(0, 'town_name').textContent).toContain('Transcona East');
    // The server's reason stays in the page beside the row's name, so staff can fix it.
    const failures = screen.getByRole('list', { name: 'Not saved' });
    expect(within(failures).getByText('Transcona', { exact: false }).closest('li')?.textContent).toBe(
      'Not saved Transcona: Two towns of one zone would have the same name.',
    );
    expect(screen.getByRole('button', { name: /^Update All Changes \(\d+\)$/ }).hasAttribute('disabled')).toBe(false);
  });

  it('Refresh asks before dropping the pending edits: Stay keeps them, Refresh drops them', async () => {
    await renderTown();
    await typeInCellShown(0, 'town_name', 'Transcona East');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const question = await screen.findByRole('alertdialog', { name: 'Refresh this page?' });
    expect(within(question).getByText('You have changes that are not saved. Refresh and lose them?')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cell(0, 'town_name').textContent).toBe('Transcona East');

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Refresh this page?' })).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(cell(0, 'town_name').textContent).toBe('Transcona'));
    expect(screen.getByRole('button', { name: 'Update All Changes' }).hasAttribute('disabled')).toBe(true);
    // No room is kept for an empty note.
    expect(document.querySelector('.grid-change-note')).toBeNull();
  });

  it('shows the region a town will have once its new zone is saved, marked as changing', async () => {
    await renderTown();
    expect(cell(0, 'region_name').textContent).toBe('Winnipeg');
    await pickInCell(0, 'zone_id', 'Brandon Zone');
    await waitFor(() => expect(cell(0, 'region_name').textContent).toBe('Westman'));
    expect(cell(0, 'region_name').classList.contains('cell-derived')).toBe(true);
  });

  it('never reports saved a change the update does not send: the row stays pending with the reason', async () => {
    const [town, ...rest] = townScreen.columns;
    const columns: GridScreen['columns'] = [town, ...rest.map((column) => (column.field === 'region_name' ? { field: 'region_name', header: 'Region', editor: 'text' as const } : column))];
    const editableRegion: GridScreen = { ...townScreen, columns };
    renderGridScreen(editableRegion);
    await screen.findByText('Transcona');
    await typeInCellShown(0, 'region_name', 'Eastman');
    fireEvent.click(screen.getByRole('button', { name: 'Update All Changes (1)' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Update Town Records' })).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Town update process failed.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Not saved' }).textContent).toBe("Not saved Transcona: Not sent: this screen's update does not save Region.");
    expect(api.calls('PUT', '/places/town')).toEqual([]);
    expect(screen.queryByText('Town has been updated.')).toBeNull();
    expect(cell(0, 'region_name').textContent).toBe('Eastman');
  });

  it('shows a retry banner in the page when the list fails to load, and the rows once a retry succeeds', async () => {
    api.failList = true;
    renderGridScreen(townScreen);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const banner = retry.closest('[role="alert"]');
    expect(banner?.textContent).toBe('Error on table data initializationRetry');
    api.failList = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Transcona')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull());
  });

  it('keeps the edits of a row someone else changed meanwhile, marks it, and saves them over the reloaded row', async () => {
    await renderTown();
    await typeInCellShown(0, 'town_name', 'Transcona East');
    api.renameBehind(100, 'Transcona North');
    fireEvent.click(screen.getByRole('button', { name: 'Update All Changes (1)' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Update Town Records' })).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Town 100 was changed by someone else since you loaded it. Reload it and apply your changes again.', { selector: '.ui-toast__text' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Not saved' }).textContent).toContain('Transcona: Town 100 was changed by someone else');
    expect(cell(0, 'town_name').textContent).toContain('Transcona East');
    expect(api.towns.find((town) => town.town_id === 100)?.town_name).toBe('Transcona North');

    fireEvent.click(screen.getByRole('button', { name: 'Reload changed rows' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reload changed rows' })).toBeNull());
    await waitFor(() => expect(cell(0, 'town_name').textContent).toBe('Transcona East'));
    fireEvent.click(screen.getByRole('button', { name: 'Update All Changes (1)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Update Town Records' });
    expect(within(confirm).getByText(/Town: Transcona North → Transcona East/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Town has been updated.')).toBeTruthy();
    expect(api.towns.find((town) => town.town_id === 100)).toMatchObject({ town_name: 'Transcona East', version: 3 });
    const batches = api.calls('PUT', '/places/town').map((call) => call.batchId);
    expect(batches).toHaveLength(2);
    expect(new Set(batches).size).toBe(2);
  });

  it('toasts the city index call', async () => {
    await renderTown();
    fireEvent.click(screen.getByRole('button', { name: 'Update City Index' }));
    expect(await screen.findByText('The city index has been updated.')).toBeTruthy();
  });
});

describe('grid view: leaving with pending edits', () => {
  it('asks before leaving; Stay keeps the edits, Leave goes', async () => {
    const { router } = await renderTown();
    await typeInCellShown(0, 'town_name', 'Transcona East');
    await act(() => router.navigate('/secure/zone'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(within(dialog).getByText('You have changes that are not saved. Leave and lose them?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/secure/town');
    expect(cell(0, 'town_name').textContent).toBe('Transcona East');

    await act(() => router.navigate('/secure/zone'));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/secure/zone'));
  });

  it('asks the browser on closing the tab only while there are pending edits', async () => {
    await renderTown();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await typeInCellShown(0, 'town_name', 'Transcona East');
    expect(unload()).toBe(true);
  });

  it('lets the user leave freely without pending edits', async () => {
    const { router } = await renderTown();
    await act(() => router.navigate('/secure/zone'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/secure/zone'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('grid view: forms and row links', () => {
  it('Add New opens the form in a modal; a save reloads the list', async () => {
    await renderTown();
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    // The first form of the file: its code is loaded on first use, slow on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Add Town' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Town/ }), { target: { value: 'Oakbank' } });
    const zone = await within(dialog).findByRole('combobox', { name: /Zone/ });
    await waitFor(() => expect(within(zone).getByRole('option', { name: 'Winnipeg South' })).toBeTruthy());
    fireEvent.change(zone, { target: { value: within(zone).getByRole('option', { name: 'Winnipeg South' }).getAttribute('value') } });
    const before = api.calls('GET', '/places/town').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Town Oakbank has been saved.')).toBeTruthy();
    expect(api.calls('POST', '/places/town').map((call) => call.body)).toEqual([{ town_name: 'Oakbank', zone_id: 2 }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Town' })).toBeNull());
    await waitFor(() => expect(api.calls('GET', '/places/town').length).toBeGreaterThan(before));
    expect(await screen.findByText('Oakbank')).toBeTruthy();
  });

  it('asks before leaving while the form holds unsaved input', async () => {
    const { router } = await renderTown();
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Town' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Town/ }), { target: { value: 'Oakbank' } });
    await act(() => router.navigate('/secure/zone'));
    expect(await screen.findByRole('alertdialog', { name: 'Leave this page?' })).toBeTruthy();
  });

  it('deletes through the console dialog when the definition asks for it, and shows row action links', async () => {
    const modalDelete: GridScreen = {
      ...townScreen,
      delete: { endpoint: 'delete', confirm: 'Really delete {town_name}?', style: 'modal', columnHeader: 'Actions', linkLabel: 'Remove' },
      rowActions: [{ label: 'Edit', openForm: 'add' }],
    };
    renderGridScreen(modalDelete);
    await screen.findByText('Transcona');
    expect(headers().at(-1)).toBe('Actions');
    const confirm = vi.spyOn(window, 'confirm');
    const row = within(cell(0, 'actions'));
    expect(row.getByRole('button', { name: 'Edit' })).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove' });
    expect(within(dialog).getByText('Really delete Transcona?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(within(cell(0, 'actions')).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Remove' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Town Transcona has been deleted.')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('toasts the delete failure message', async () => {
    await renderTown();
    api.towns.splice(0, api.towns.length);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(within(cell(0, 'actions')).getByRole('button', { name: 'Delete' }));
    const failure = await screen.findByText('Town delete process failed.');
    expect(failure.closest('.ui-toast')?.className).toContain('ui-toast--warning');
  });
});
