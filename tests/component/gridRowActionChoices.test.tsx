// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import { serveAdminApi } from './formRender';
import { renderGridScreen, resetGridRenders } from './gridRender';

afterEach(() => {
  cleanup();
  resetGridRenders();
  vi.unstubAllGlobals();
});

/** A grid whose row actions ask a question with three outcomes (`choices`) and read before they ask (`read`, `cases`). */
const customers: GridScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/row-action-choices-test',
  title: 'Customers',
  kind: 'grid',
  entity: 'customer-list-entry',
  rowKey: 'email',
  endpoints: {
    list: { method: 'GET', path: '/customers' },
    move: { method: 'POST', path: '/customers', body: { email: '{email}', VIPList: '{VIPList}', reviewList: '{reviewList}' } },
    profile: { method: 'GET', path: '/profile', query: { email: '{email}' } },
    unsubscribe: { method: 'POST', path: '/unsubscribe', body: { email: '{email}' } },
    subscribe: { method: 'POST', path: '/subscribe', body: { email: '{email}' } },
  },
  paging: { mode: 'client', sizes: [20], defaultSize: 20 },
  columns: [
    { field: 'email', header: 'Email/Phone' },
    { field: 'VIPList', header: 'VIP' },
  ],
  rowActions: [
    {
      label: 'Edit list',
      endpoint: 'move',
      confirm: 'Which list is {email} on? OK: the VIP List. Cancel: the Review List.',
      choices: [
        { label: 'OK', values: { VIPList: true, reviewList: false } },
        { label: 'Cancel', values: { VIPList: false, reviewList: true } },
      ],
      failure: 'Customer email/phone update process failed.',
    },
    {
      label: 'Edit subscription',
      endpoint: 'subscribe',
      read: { endpoint: 'profile', failure: 'Update Subscription Process Failed!' },
      confirm: '{email} is Unsubscribed. Subscribe it again?',
      confirmLabel: 'Subscribe again',
      failure: 'Subscription Failed! for this customer email.',
      cases: [{ when: { field: 'profile', equals: 'SUBSCRIBED' }, endpoint: 'unsubscribe', confirm: '{email} is Subscribed. Unsubscribe it?', confirmLabel: 'Unsubscribe', failure: 'Unsubscription Failed! for this customer email.' }],
    },
  ],
  messages: { loadFailed: 'Could not load' },
};

function customersApi(profile: () => { status: number; body: unknown }, move: () => { status: number; body: unknown } = () => ({ status: 200, body: { success: 'Moved.' } })) {
  return serveAdminApi((request) => {
    if (request.method === 'GET' && request.path === '/customers') return { status: 200, body: [{ id: 1, email: 'ann@example.ca', VIPList: false, reviewList: true, unsubscribed: false, createdAt: '2026-11-01T00:00:00Z', version: 1 }] };
    if (request.method === 'POST' && request.path === '/customers') return move();
    if (request.method === 'GET' && request.path.startsWith('/profile')) return profile();
    if (request.method === 'POST' && request.path === '/unsubscribe') return { status: 200, body: { success: 'Successfully unsubscribed' } };
    if (request.method === 'POST' && request.path === '/subscribe') return { status: 200, body: { success: 'Successfully re-subscribed' } };
    return undefined;
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
const press = async (label: string) => {
  await screen.findByText('ann@example.ca');
  fireEvent.click(within(rowOf('ann@example.ca')).getByRole('button', { name: label }));
};

describe('a confirm with three outcomes (`choices`)', () => {
  it('calls with the first answer\'s values on OK and the second\'s on Cancel; closing without an answer calls nothing', async () => {
    const { requests } = customersApi(() => ({ status: 200, body: { status: 'SUBSCRIBED' } }));
    renderGridScreen(customers);
    const moves = () => requests.filter((request) => request.method === 'POST').map((request) => request.body);

    await press('Edit list');
    let dialog = await screen.findByRole('alertdialog', { name: 'Edit list' });
    expect(within(dialog).getByText('Which list is ann@example.ca on? OK: the VIP List. Cancel: the Review List.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(moves()).toEqual([{ email: 'ann@example.ca', VIPList: true, reviewList: false }]));

    await press('Edit list');
    dialog = await screen.findByRole('alertdialog', { name: 'Edit list' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(moves()).toHaveLength(2));
    expect(moves()[1]).toEqual({ email: 'ann@example.ca', VIPList: false, reviewList: true });

    await press('Edit list');
    dialog = await screen.findByRole('alertdialog', { name: 'Edit list' });
    fireEvent(dialog, new Event('cancel', { cancelable: true })); // Escape
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await press('Edit list');
    dialog = await screen.findByRole('alertdialog', { name: 'Edit list' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(moves()).toHaveLength(2);
  });
});

describe('a row action that reads first (`read`, `cases`)', () => {
  it('asks by the status read and calls the case\'s endpoint, toasting the server\'s sentence', async () => {
    let status = 'SUBSCRIBED';
    // 002 §7: the profile call answers the status string itself.
    const { requests } = customersApi(() => ({ status: 200, body: status }));
    renderGridScreen(customers);

    await press('Edit subscription');
    let dialog = await screen.findByRole('alertdialog', { name: 'Edit subscription' });
    expect(within(dialog).getByText('ann@example.ca is Subscribed. Unsubscribe it?')).toBeTruthy();
    expect(requests.find((request) => request.path.startsWith('/profile'))?.path).toBe('/profile?email=ann%40example.ca');
    // The calling button names its effect; the other one cancels.
    expect(within(dialog).queryByRole('button', { name: 'Edit subscription' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Successfully unsubscribed')).toBeTruthy();

    status = 'UNSUBSCRIBED';
    await press('Edit subscription');
    dialog = await screen.findByRole('alertdialog', { name: 'Edit subscription' });
    expect(within(dialog).getByText('ann@example.ca is Unsubscribed. Subscribe it again?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe again' }));
    expect(await screen.findByText('Successfully re-subscribed')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/unsubscribe', '/subscribe']);
  });

  it('toasts the read\'s failure and asks nothing when the read fails', async () => {
    const { requests } = customersApi(() => ({ status: 502, body: { error: 'down' } }));
    renderGridScreen(customers);
    await press('Edit subscription');
    expect(await screen.findByText('Update Subscription Process Failed!')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('a row action refused as stale (409)', () => {
  it('toasts the server\'s sentence instead of its failure text and loads the rows again', async () => {
    const stale = 'Customer ann@example.ca was changed by someone else since you loaded it. Reload it and apply your changes again.';
    const { requests } = customersApi(
      () => ({ status: 200, body: 'SUBSCRIBED' }),
      () => ({ status: 409, body: { error: stale, conflicts: [1], fields: { version: 'is 2 now, not 1' } } }),
    );
    renderGridScreen(customers);
    const lists = () => requests.filter((request) => request.method === 'GET' && request.path === '/customers').length;
    await press('Edit list');
    const loads = lists();
    const dialog = await screen.findByRole('alertdialog', { name: 'Edit list' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(stale)).toBeTruthy();
    expect(screen.queryByText('Customer email/phone update process failed.')).toBeNull();
    await waitFor(() => expect(lists()).toBe(loads + 1));
  });
});
