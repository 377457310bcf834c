// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();
const definition = resolvedDefinitionSync('screens/reports/rules-config.screen.json') as PageScreen;
const LIST = '/secure/reports/rules-list';

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const RULE = {
  id: 5,
  ruleName: 'EXP_Error_Report',
  status: 'ENABLED',
  description: 'Orders with errors, daily at 09:00',
  schedule: 'cron(0 9 ? * * *)',
  eventBusName: 'default',
  id0: 'exporter-service',
  arn0: 'arn:aws:lambda:ca-central-1:402917385566:function:exporter-service',
  input0: '{"uuid":"19d6e3b8-4f0a-4c27-a5e9-7b2c8f1d0a56"}',
  version: 3,
};

/** The order pull configs the picker offers (the shared `orderPulls` lookup). */
const CONFIGS = [
  { id: '19d6e3b8-4f0a-4c27-a5e9-7b2c8f1d0a56', reportName: 'ERROR_REPORT' },
  { id: '2a7c9e14-6b3d-4f58-9c01-d4e5f6a7b8c9', reportName: 'WINNIPEG_SAME_DAY' },
];

function rulesApi(answer: (request: SentRequest) => { status: number; body: unknown } = () => ({ status: 201, body: { success: 'rule submitted successfully', id: 9 } })) {
  return serveAdminApi((request) => {
    if (request.method === 'GET' && request.path === '/order-pull/rules') return { status: 200, body: [RULE] };
    if (request.method === 'GET' && request.path === '/order-pull/config') return { status: 200, body: CONFIGS };
    if (request.method === 'POST' && request.path === '/order-pull/rules') return answer(request);
    return undefined;
  });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
/** The schedule's expression box (the cron builder's group bears the same name): the `cron( )` wrapper is kept out of it. */
const scheduleBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Schedule' });

describe('a form block started from the navigation (`initial`) and leaving after its submit (`submit.navigate`)', () => {
  it('opens filled from the row the list carried, the name locked, and sends the version it was loaded with', async () => {
    const { requests } = rulesApi(() => ({ status: 200, body: { success: 'rule submitted successfully' } }));
    const { router } = renderPage(definition, {
      validators: await compilePageFormsInNode(definition, root),
      entry: { search: '?ruleName=EXP_Error_Report', state: { carried: { ruleName: RULE.ruleName }, row: RULE }, routes: [LIST] },
    });
    await waitFor(() => expect(field('Rule Name').value).toBe('EXP_Error_Report'));
    expect(field('Rule Name').readOnly).toBe(true);
    expect(field('Description').value).toBe('Orders with errors, daily at 09:00');
    expect(scheduleBox().value).toBe('0 9 ? * * *');
    // The order pull picker shows the config the input names (a JSON text {"uuid": …}).
    await waitFor(() => expect((field('Order Pull') as unknown as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('ERROR_REPORT'));
    // The carried row is enough: the rule is not loaded (only the picker's configs are).
    expect(requests.filter((request) => request.method === 'GET').map((request) => request.path)).toEqual(['/order-pull/config']);
    fireEvent.change(field('Description'), { target: { value: 'Errors, daily at 10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      ruleName: 'EXP_Error_Report',
      status: 'ENABLED',
      description: 'Errors, daily at 10:00',
      schedule: 'cron(0 9 ? * * *)',
      eventBusName: 'default',
      input0: RULE.input0,
      version: 3,
    });
    expect(await screen.findByText('rule submitted successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });

  it('opened by its address alone, loads the row by the key; an unknown key says notFound and leaves the form empty', async () => {
    const { requests } = rulesApi();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root), entry: { search: '?ruleName=EXP_Error_Report' } });
    await waitFor(() => expect(field('Rule Name').value).toBe('EXP_Error_Report'));
    expect(field('Rule Name').readOnly).toBe(true);
    expect(requests.filter((request) => request.method === 'GET' && request.path !== '/order-pull/config').map((request) => request.path)).toEqual(['/order-pull/rules']);
    cleanup();
    resetPageRenders();
    rulesApi();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root), entry: { search: '?ruleName=EXP_Gone' } });
    expect(await screen.findByText('There is no such rule: it may have been removed. Open it again from the Rules list.')).toBeTruthy();
    expect(field('Rule Name').value).toBe('');
    expect(field('Rule Name').readOnly).toBe(false);
  });

  it('says loadFailed when the row cannot be loaded', async () => {
    serveAdminApi((request) => (request.method === 'GET' ? { status: 500, body: { error: 'down' } } : undefined));
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root), entry: { search: '?ruleName=EXP_Error_Report' } });
    expect(await screen.findByText('Response Error')).toBeTruthy();
    expect(field('Rule Name').readOnly).toBe(false);
  });

  it('opened with no key, starts empty with the defaults; a special character is refused beside the name and disables Submit, which says so', async () => {
    const { requests } = rulesApi();
    const { router } = renderPage(definition, { validators: await compilePageFormsInNode(definition, root), entry: { routes: [LIST] } });
    await waitFor(() => expect(field('Event Bus Name').value).toBe('default'));
    expect(field('Rule Name').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Status').selectedOptions[0]?.textContent).toBe('ENABLED');
    expect(screen.getByText('EXP_ is added in front when missing.')).toBeTruthy();
    fireEvent.change(scheduleBox(), { target: { value: '0 6 ? * MON-SAT *' } });
    // The hint reads the cron in words as it is typed (`{schedule|cronText}`), and describes the box.
    await waitFor(() => expect(scheduleBox().getAttribute('aria-describedby') ?? '').toContain('__help'));
    expect(screen.getByText('Days and time, or six fields: minute hour day-of-month month day-of-week year. At 06:00, Monday through Saturday')).toBeTruthy();
    fireEvent.change(field('Rule Name'), { target: { value: 'bad-name!' } });
    fireEvent.blur(field('Rule Name'));
    // Beside the name, and as the note of Submit, disabled while the name is not valid (002 §5).
    await waitFor(() => expect(screen.getAllByText('Special characters are not allowed')).toHaveLength(2));
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    expect(submit.disabled).toBe(true);
    expect(document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Special characters are not allowed');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    fireEvent.change(field('Rule Name'), { target: { value: 'Brandon Same Day' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    const sent = requests.find((request) => request.method === 'POST')?.body;
    expect(sent).toEqual({ ruleName: 'Brandon Same Day', status: 'ENABLED', schedule: 'cron(0 6 ? * MON-SAT *)', eventBusName: 'default' });
  });

  it('Submit needs a valid name only (002 §5): a rule without a schedule is sent without one', async () => {
    const { requests } = rulesApi();
    const { router } = renderPage(definition, { validators: await compilePageFormsInNode(definition, root), entry: { routes: [LIST] } });
    await waitFor(() => expect(field('Event Bus Name').value).toBe('default'));
    fireEvent.change(field('Rule Name'), { target: { value: 'Brandon Draft' } });
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ ruleName: 'Brandon Draft', status: 'ENABLED', eventBusName: 'default' });
  });

  it('a stale edit says the service’s 409 sentence and stays, keeping what was typed', async () => {
    const stale = 'Rule EXP_Error_Report was changed by someone else since you loaded it.';
    rulesApi(() => ({ status: 409, body: { error: stale } }));
    const { router } = renderPage(definition, {
      validators: await compilePageFormsInNode(definition, root),
      entry: { search: '?ruleName=EXP_Error_Report', state: { carried: { ruleName: RULE.ruleName }, row: RULE }, routes: [LIST] },
    });
    await waitFor(() => expect(field('Rule Name').value).toBe('EXP_Error_Report'));
    fireEvent.change(field('Description'), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(stale)).toBeTruthy();
    expect(field('Description').value).toBe('Mine');
    expect(router.state.location.pathname).toBe(definition.route);
  });
});
