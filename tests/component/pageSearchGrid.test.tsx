// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { LEAVE_TITLE } from '../../runtime/screens/useLeaveGuard';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi, type SentRequest } from './formRender';
import { ELSEWHERE, renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();
const definition = resolvedDefinitionSync('screens/sms/history.screen.json') as PageScreen;

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

/** 2026-12-03T18:00:00Z: 13:00 in Winnipeg (UTC−05 since 2026-11-01, tzdata 2026e). */
const SENT_AT = '2026-12-03T18:00:00Z';

const sms = (id: number, to: string, body: string) => ({ id, to, from: '+12045550100', body, status: 'sent', dateCreated: SENT_AT, purpose: 'driver', workerId: null, templateId: null, regionId: null, sentBy: 'dispatch@example.com' });

function historyApi() {
  return serveAdminApi((request: SentRequest) => {
    if (request.method !== 'GET' || !request.path.startsWith('/sms-history')) return undefined;
    const query = new URLSearchParams(request.path.split('?')[1] ?? '');
    // Paged on the server: one page and the number found.
    if (query.get('phone') === '12045550111' && query.get('type') === 'to') return { status: 200, body: { result: [sms(7, '+12045550111', 'Heads up: freezing rain')], meta: [{ totalrows: 1 }] } };
    return { status: 200, body: { result: [], meta: [{ totalrows: 0 }] } };
  });
}

const historyCalls = (requests: SentRequest[]) => requests.filter((request) => request.path.startsWith('/sms-history')).map((request) => request.path);

describe('a grid that loads when Search is pressed (a search submit: no endpoint, no success, refresh)', () => {
  it('calls nothing and shows no grid before Search; Search sends the digits with a leading 1 and the side chosen', async () => {
    const { requests } = historyApi();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    const phone = await screen.findByLabelText('Phone');
    const sides = screen.getByRole('group', { name: 'To / From' });
    expect(within(sides).getByRole('radio', { name: 'To' })).toHaveProperty('checked', true);
    fireEvent.change(phone, { target: { value: '(204) 555-0111' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(historyCalls(requests)).toEqual([]);
    expect(screen.queryByRole('grid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Heads up: freezing rain')).toBeTruthy();
    const row = screen.getByText('Heads up: freezing rain').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('2026-12-03 13:00')).toBeTruthy();
    expect(within(row).getByText('Sent')).toBeTruthy();
    expect(historyCalls(requests)).toEqual(['/sms-history?phone=12045550111&type=to&offset=0&limit=20']);
    // The search says nothing of its own: no alert.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the list of the last search while the phone is retyped; Search again loads the new one, pressed twice it loads again', async () => {
    const { requests } = historyApi();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    const phone = await screen.findByLabelText('Phone');
    fireEvent.change(phone, { target: { value: '204-555-0111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Heads up: freezing rain')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: 'To / From' })).getByRole('radio', { name: 'From' }));
    fireEvent.change(phone, { target: { value: '+1 204 555 0199' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Heads up: freezing rain')).toBeTruthy();
    expect(historyCalls(requests)).toEqual(['/sms-history?phone=12045550111&type=to&offset=0&limit=20']);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No SMS found for this phone.')).toBeTruthy();
    expect(historyCalls(requests)).toContain('/sms-history?phone=12045550199&type=from&offset=0&limit=20');
    const before = historyCalls(requests).length;
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(historyCalls(requests).length).toBeGreaterThan(before));
    expect(historyCalls(requests).at(-1)).toBe('/sms-history?phone=12045550199&type=from&offset=0&limit=20');
  });

  it('refuses a phone without 10 digits beside the field, calling nothing', async () => {
    const { requests } = historyApi();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    const phone = await screen.findByLabelText('Phone');
    fireEvent.change(phone, { target: { value: '555-0111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter a phone number of 10 digits, e.g. (204) 555-0134')).toBeTruthy();
    expect(historyCalls(requests)).toEqual([]);
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('says the server’s sentence when the search is refused', async () => {
    serveAdminApi((request: SentRequest) =>
      request.path.startsWith('/sms-history') ? { status: 400, body: { error: 'The SMS history search is not valid.', fields: { phone: 'must be digits' } } } : undefined,
    );
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '2045550111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findAllByText('The SMS history search is not valid.')).length).toBeGreaterThan(0);
  });

  it('never asks before leaving: a search typed is no unsaved work', async () => {
    historyApi();
    const { router } = renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '204-555-0111' } });
    void router.navigate(ELSEWHERE);
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: LEAVE_TITLE })).toBeNull();
  });
});
