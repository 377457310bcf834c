// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import {
  findDialog,
  messagesBeside,
  optionTexts,
  optionValue,
  renderForm,
  resetFormRenders,
  serveAdminApi,
  shownToasts,
  type Answer,
  type SentRequest,
} from './formRender';

// As the console reads it: the shared lookups and paging it names written in.
const town = resolvedDefinitionSync('screens/places/town.screen.json') as GridScreen;
const ZONES = [
  { zone_id: 3, zone_name: 'Interlake', region_id: 1, region_name: 'Manitoba North' },
  { zone_id: 4, zone_name: 'Pembina Valley', region_id: 2, region_name: 'Manitoba South' },
];

/** The admin API as the town form meets it: the zone list, and the town create answering `create`. */
function townApi(create: (request: SentRequest) => Answer | Promise<Answer>) {
  return serveAdminApi((request) => {
    if (request.method === 'GET' && request.path.startsWith('/places/zone?')) {
      return { status: 200, body: { result: ZONES, meta: [{ totalrows: ZONES.length }] } };
    }
    if (request.method === 'POST' && request.path === '/places/town') return create(request);
    return undefined;
  });
}

const posts = (requests: SentRequest[]) => requests.filter((request) => request.method !== 'GET');

async function openTownForm() {
  const rendered = renderForm(town, 'add');
  const dialog = await findDialog('Add Town');
  const zone = within(dialog).getByRole('combobox', { name: 'Zone' });
  await waitFor(() => expect(optionTexts(zone)).toEqual(['Choose a Zone', 'Interlake', 'Pembina Valley']));
  return { ...rendered, dialog, townName: within(dialog).getByLabelText('Town'), zone };
}

function fillValid(fields: { townName: HTMLElement; zone: HTMLElement }) {
  fireEvent.change(fields.townName, { target: { value: 'Gimli' } });
  fireEvent.change(fields.zone, { target: { value: optionValue(fields.zone, 'Interlake') } });
}

afterEach(() => {
  cleanup();
  resetFormRenders();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Add Town form', () => {
  it('names each control by its visible label, with Save and Cancel', async () => {
    townApi(() => ({ status: 201, body: { success: 'saved' } }));
    const { dialog, townName, zone } = await openTownForm();
    expect(townName.tagName).toBe('INPUT');
    expect(within(dialog).getByRole('textbox', { name: 'Town' })).toBe(townName);
    expect(within(dialog).getByText('Zone', { selector: 'label' }).getAttribute('for')).toBe(zone.id);
    expect(within(dialog).getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('submit');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('shows the specified messages beside the fields on an empty submit, and sends nothing', async () => {
    const { requests } = townApi(() => ({ status: 201, body: { success: 'saved' } }));
    const { dialog, townName, zone, onSaved } = await openTownForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messagesBeside(townName)).toEqual(['Town is required']));
    expect(messagesBeside(zone)).toEqual(['Choose a Zone']);
    expect(townName.getAttribute('aria-invalid')).toBe('true');
    expect(posts(requests)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    expect(within(dialog).queryByText(/must have required property/)).toBeNull();
  });

  it('validates live after the first submit', async () => {
    townApi(() => ({ status: 201, body: { success: 'saved' } }));
    const { dialog, townName, zone } = await openTownForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messagesBeside(townName)).toEqual(['Town is required']));
    fireEvent.change(townName, { target: { value: 'Gimli' } });
    await waitFor(() => expect(messagesBeside(townName)).toEqual([]));
    expect(messagesBeside(zone)).toEqual(['Choose a Zone']);
  });

  it('posts { town_name, zone_id } with the bearer token, toasts the server sentence and reports saved', async () => {
    const { requests } = townApi(() => ({ status: 201, body: { success: 'Town Gimli added successfully.' } }));
    const { dialog, onSaved, onClose, ...fields } = await openTownForm();
    fillValid(fields);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    const [post] = posts(requests);
    expect(post).toMatchObject({ method: 'POST', path: '/places/town', body: { town_name: 'Gimli', zone_id: 3 } });
    expect(post?.headers.Authorization).toBe('Bearer header.payload.signature');
    expect(shownToasts()).toEqual([{ text: 'Town Gimli added successfully.', variant: 'success' }]);
  });

  it('shows the overlay while the submit runs', async () => {
    let answer: (value: Answer) => void = () => undefined;
    townApi(() => new Promise<Answer>((resolve) => (answer = resolve)));
    const { dialog, onSaved, ...fields } = await openTownForm();
    fillValid(fields);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Please wait...');
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await act(() => Promise.resolve(answer({ status: 201, body: { success: 'Town Gimli added successfully.' } })));
    await waitFor(() => expect(screen.queryByText('Please wait...')).toBeNull());
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("toasts the screen's failure message, keeps every value typed and shows the server's field errors", async () => {
    townApi(() => ({ status: 400, body: { error: 'Invalid town', fields: { town_name: 'already exists in this zone' } } }));
    const { dialog, onSaved, onClose, ...fields } = await openTownForm();
    fillValid(fields);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shownToasts()).toEqual([{ text: 'Town saving process failed.', variant: 'warning' }]));
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect((fields.townName as HTMLInputElement).value).toBe('Gimli');
    expect((fields.zone as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Interlake');
    await waitFor(() => expect(messagesBeside(fields.townName)).toEqual(['already exists in this zone']));
    // Editing the field drops the server's complaint about it.
    fireEvent.change(fields.townName, { target: { value: 'Gimli Beach' } });
    await waitFor(() => expect(messagesBeside(fields.townName)).toEqual([]));
  });

  it('reports when the form becomes dirty, and clean again when closed', async () => {
    townApi(() => ({ status: 201, body: { success: 'saved' } }));
    const { townName, onDirtyChange, unmount } = await openTownForm();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    fireEvent.change(townName, { target: { value: 'G' } });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    fireEvent.change(townName, { target: { value: '' } });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    fireEvent.change(townName, { target: { value: 'Gimli' } });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    unmount();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on Cancel without sending', async () => {
    const { requests } = townApi(() => ({ status: 201, body: { success: 'saved' } }));
    const { dialog, onClose, onSaved } = await openTownForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
    expect(posts(requests)).toEqual([]);
  });

  it('says so when the form has no compiled validator, and never compiles one', async () => {
    townApi(() => ({ status: 201, body: { success: 'saved' } }));
    renderForm(town, 'add', { validators: {} });
    const dialog = await findDialog('Add Town');
    expect(within(dialog).getByRole('alert').textContent).toContain('"/secure/town#add" has no validator compiled');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
