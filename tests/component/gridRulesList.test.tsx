// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import { serveAdminApi } from './formRender';
import { renderGridScreen, resetGridRenders } from './gridRender';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';

const definition = resolvedDefinitionSync('screens/reports/rules-list.screen.json') as GridScreen;
const CONFIG = '/secure/reports/rules-config';

afterEach(() => {
  cleanup();
  resetGridRenders();
  vi.unstubAllGlobals();
});

const rule = (ruleName: string, status: 'ENABLED' | 'DISABLED', version: number) => ({
  id: version,
  ruleName,
  status,
  description: `${ruleName} pull`,
  schedule: 'cron(0 6 ? * MON-SAT *)',
  eventBusName: 'default',
  id0: 'exporter-service',
  arn0: 'arn:aws:lambda:ca-central-1:402917385566:function:exporter-service',
  input0: '',
  version,
});

function rulesApi() {
  let rules = [rule('EXP_Calgary_Next_Day', 'ENABLED', 2), rule('EXP_Lakewood_Weekly', 'DISABLED', 1)];
  return serveAdminApi((request) => {
    if (request.method === 'GET' && request.path === '/order-pull/rules') return { status: 200, body: rules };
    if (request.method === 'PUT' && request.path === '/order-pull/rules') {
      const body = request.body as { type: string; ruleName: string };
      rules = rules.map((one) => (one.ruleName === body.ruleName ? { ...one, status: body.type === 'enable' ? 'ENABLED' : 'DISABLED', version: one.version + 1 } : one));
      return { status: 200, body: { success: `Rule ${body.ruleName} has been ${body.type}d.` } };
    }
    return undefined;
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

describe('Rules list: toolbar `navigate`, row actions by status, Update carrying the row', () => {
  it('shows Disable only on an ENABLED rule and Enable only on a DISABLED one; Disable asks, sends {type, ruleName, version} and reloads', async () => {
    const { requests } = rulesApi();
    renderGridScreen(definition);
    await screen.findByText('EXP_Calgary_Next_Day');
    const enabled = rowOf('EXP_Calgary_Next_Day');
    expect(within(enabled).queryByRole('button', { name: 'Enable' })).toBeNull();
    expect(within(rowOf('EXP_Lakewood_Weekly')).queryByRole('button', { name: 'Disable' })).toBeNull();
    fireEvent.click(within(enabled).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable' });
    expect(within(dialog).getByText('Disable the rule EXP_Calgary_Next_Day?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Rule EXP_Calgary_Next_Day has been disabled.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ type: 'disable', ruleName: 'EXP_Calgary_Next_Day', version: 2 }]);
    await waitFor(() => expect(within(rowOf('EXP_Calgary_Next_Day')).getByRole('button', { name: 'Enable' })).toBeTruthy());
  });

  it('New Rule opens the Rules config with nothing carried; Update opens it with the rule’s name in the address and the row in the state', async () => {
    rulesApi();
    const { router } = renderGridScreen(definition);
    await screen.findByText('EXP_Calgary_Next_Day');
    fireEvent.click(screen.getByRole('button', { name: 'New Rule' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(CONFIG));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toBeNull();
    await router.navigate(-1);
    await screen.findByText('EXP_Lakewood_Weekly');
    fireEvent.click(within(rowOf('EXP_Lakewood_Weekly')).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${CONFIG}?ruleName=EXP_Lakewood_Weekly`));
    expect(router.state.location.state).toEqual({ carried: { ruleName: 'EXP_Lakewood_Weekly' }, row: rule('EXP_Lakewood_Weekly', 'DISABLED', 1) });
  });

  it('says a failed load as 002 §8 does: the server’s message, else Response Error; Network Error when no answer came', async () => {
    serveAdminApi((request) => (request.path === '/order-pull/rules' ? { status: 503, body: { error: 'The event bus is not answering' } } : undefined));
    renderGridScreen(definition);
    expect(await screen.findAllByText('The event bus is not answering')).not.toHaveLength(0);
    cleanup();
    resetGridRenders();
    serveAdminApi((request) => (request.path === '/order-pull/rules' ? { status: 500, body: undefined } : undefined));
    renderGridScreen(definition);
    expect(await screen.findAllByText('Response Error')).not.toHaveLength(0);
    cleanup();
    resetGridRenders();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    renderGridScreen(definition);
    expect(await screen.findAllByText('Network Error: Please try again later')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
