// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { optionTexts, optionValue, serveAdminApi, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();
const definition = resolvedDefinitionSync('screens/unsubscribe/phone.screen.json') as PageScreen;

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

/** 2026-12-03T18:00:00Z: 13:00 in Winnipeg (UTC−05 since 2026-11-01, tzdata 2026e). */
const ENDS = 1796320800;

function optOutsApi() {
  let listed = [{ id: 1, phone: '+12045550134', timetolive: ENDS, days: 7, createdAt: '', updatedAt: '', version: 1 }];
  return serveAdminApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path.startsWith('/unsubscribe')) return { status: 200, body: { result: listed, meta: [{ totalrows: listed.length }] } };
    if (request.method === 'POST' && request.path === '/unsubscribe') {
      listed = [{ id: 2, phone: '+12045550199', days: 36500, createdAt: '', updatedAt: '', version: 1 } as (typeof listed)[number], ...listed];
      return { status: 201, body: { msg: 'Opted out of SMS for ever: (204) 555-0199.', success: 'x', optOuts: [], messageIds: [] } };
    }
    return undefined;
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

describe('a page form block with select labels, defaults and submit.refresh; a grid column with `empty`', () => {
  it('offers the durations with their labels, 7 chosen, and the SMS body only for Yes', async () => {
    optOutsApi();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    const duration = await screen.findByLabelText('Duration (days)');
    expect(optionTexts(duration)).toEqual(['', '3', '7', '14', '30', '45', 'For Ever']);
    await waitFor(() => expect((duration as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('7'));
    const sms = screen.getByLabelText('Send SMS');
    expect(optionTexts(sms)).toEqual(['', 'Yes', 'No']);
    expect(screen.queryByLabelText('SMS body')).toBeNull();
    fireEvent.change(sms, { target: { value: optionValue(sms, 'Yes') } });
    expect(await screen.findByLabelText('SMS body')).toBeTruthy();
  });

  it('lists the end in Winnipeg time, Never without one; a success says the answer’s msg and reloads the list', async () => {
    const { requests } = optOutsApi();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    await screen.findByText('+12045550134');
    expect(within(rowOf('+12045550134')).getByText('2026-12-03 13:00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '204-555-0199' } });
    const duration = screen.getByLabelText('Duration (days)');
    fireEvent.change(duration, { target: { value: optionValue(duration, 'For Ever') } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Opted out of SMS for ever: (204) 555-0199.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ phone: '204-555-0199', type: 36500, sendSMS: false }]);
    expect(await screen.findByText('+12045550199')).toBeTruthy();
    expect(within(rowOf('+12045550199')).getByText('Never')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'GET' && request.path.startsWith('/unsubscribe')).length).toBeGreaterThanOrEqual(2);
  });

  for (const [outcome, answer, text] of [
    ['no answer (the service cannot be reached)', 'none', 'Failed. Please log out and log in again.'],
    ['an answer that fails', { status: 500, body: { error: 'Internal error' } }, 'Oopps, Something is not right !!!'],
  ] as const) {
    it(`says 002 §8’s text for ${outcome} in a danger alert, keeping what was typed`, async () => {
      serveAdminApi((request: SentRequest) => {
        if (request.method === 'GET') return { status: 200, body: { result: [], meta: [{ totalrows: 0 }] } };
        if (answer === 'none') throw new TypeError('Failed to fetch');
        return answer;
      });
      renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
      const phone = await screen.findByLabelText('Phone');
      fireEvent.change(phone, { target: { value: '204-555-0199' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(text);
      expect(alert.classList.contains('page-alert--danger')).toBe(true);
      expect((phone as HTMLInputElement).value).toBe('204-555-0199');
    });
  }

  it('says a success text of its own when the answer has no msg (002 §8: the server message if present, else a success text)', async () => {
    serveAdminApi((request: SentRequest) => {
      if (request.method === 'GET') return { status: 200, body: { result: [], meta: [{ totalrows: 0 }] } };
      return { status: 201, body: { success: 'x', optOuts: [], messageIds: [] } };
    });
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '204-555-0199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Opted out of SMS: 204-555-0199')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
