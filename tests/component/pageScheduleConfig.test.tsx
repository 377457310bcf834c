// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

// The Schedule config (screens/reports/schedules-config.screen.json): a lookupSelect whose value is a
// JSON text (`asJson`), a form that creates with one call and edits with another (`initial.update`),
// a Close button (`closeButton`) and the EXP_ prefix put in front when sent (value rule `prefixed`).
const root = process.cwd();
const definition = resolvedDefinitionSync('screens/reports/schedules-config.screen.json') as PageScreen;
const LIST = '/secure/reports/schedules-list';

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const CONFIGS = [
  { id: '19d6e3b8-4f0a-4c27-a5e9-7b2c8f1d0a56', reportName: 'ERROR_REPORT' },
  { id: '2a7c9e14-6b3d-4f58-9c01-d4e5f6a7b8c9', reportName: 'WINNIPEG_SAME_DAY' },
];

const SCHEDULE = {
  name: 'EXP_WINNIPEG_SAME_DAY',
  state: 'ENABLED',
  description: 'Winnipeg same day, weekdays at 10:00',
  scheduleExpression: 'cron(0 10 ? * MON-FRI *)',
  scheduleExpressionTimezone: 'America/Winnipeg',
  timezone: 'America/Winnipeg',
  groupName: 'exporter-service',
  input: '{"uuid":"2a7c9e14-6b3d-4f58-9c01-d4e5f6a7b8c9"}',
  version: 4,
};

function schedulesApi() {
  return serveAdminApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path === '/order-pull/config') return { status: 200, body: CONFIGS };
    if (request.method === 'GET' && request.path === '/order-pull/schedules') return { status: 200, body: [SCHEDULE] };
    if (request.path === '/order-pull/schedules') return { status: 200, body: { success: 'Schedule submitted successfully' } };
    return undefined;
  });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const picker = () => screen.getByLabelText<HTMLSelectElement>('Order Pull');
const expressionBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Schedule Expression' });
const writes = (requests: SentRequest[]) => requests.filter((request) => request.method !== 'GET');

describe('Schedule config', () => {
  it('creates with a POST: EXP_ put in front of the name, the cron( ) wrapper, the input as {"uuid": …}, the fixed zone and group, no version', async () => {
    const { requests } = schedulesApi();
    const { router } = renderPage(definition, { validators: await compilePageFormsInNode(definition, root), entry: { routes: [LIST] } });
    await waitFor(() => expect(field('Schedule Name').value).toBe('EXP_'));
    await waitFor(() => expect([...picker().options].map((option) => option.textContent)).toEqual(['Choose an order pull', 'ERROR_REPORT', 'WINNIPEG_SAME_DAY']));
    // The default EXP_ alone is no name: Submit stays disabled and says so (002 §5), in any case and spacing.
    const submit = screen.getByRole('button', { name: 'Submit' });
    const note = () => document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(note()).toBe('Please enter a name for the schedule');
    fireEvent.change(field('Schedule Name'), { target: { value: ' exp_ ' } });
    await waitFor(() => expect(note()).toBe('Please enter a name for the schedule'));
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field('Schedule Name'), { target: { value: 'EXP_Nightly' } });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    // Nothing else chosen: Submit says what is missing and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select at least one day of the week')).toBeTruthy();
    expect(screen.getByText('Please select a order pull for the schedule')).toBeTruthy();
    expect(writes(requests)).toEqual([]);

    // A name with special characters disables Submit, which says why (002 §5); so does a blank one.
    fireEvent.change(field('Schedule Name'), { target: { value: 'Nightly-Pull' } });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(true));
    expect(note()).toBe('Special characters are not allowed');
    fireEvent.change(field('Schedule Name'), { target: { value: '' } });
    await waitFor(() => expect(note()).toBe('Please enter a name for the schedule'));
    fireEvent.change(field('Schedule Name'), { target: { value: 'Nightly Pull' } });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.change(field('Description'), { target: { value: 'Every weekday' } });
    fireEvent.change(expressionBox(), { target: { value: '0 18 ? * MON-FRI *' } });
    fireEvent.change(picker(), { target: { value: '0' } });
    await waitFor(() => expect(picker().selectedOptions[0]?.textContent).toBe('ERROR_REPORT'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(writes(requests).map((request) => [request.method, request.path, request.body])).toEqual([
      [
        'POST',
        '/order-pull/schedules',
        {
          name: 'EXP_Nightly Pull',
          state: 'ENABLED',
          description: 'Every weekday',
          scheduleExpression: 'cron(0 18 ? * MON-FRI *)',
          groupName: 'exporter-service',
          input: '{"uuid":"19d6e3b8-4f0a-4c27-a5e9-7b2c8f1d0a56"}',
          timezone: 'America/Winnipeg',
        },
      ],
    ]);
  });

  it('updates with a PUT from the carried row: the name locked, the stored order pull shown, the version sent', async () => {
    const { requests } = schedulesApi();
    const { router } = renderPage(definition, {
      validators: await compilePageFormsInNode(definition, root),
      entry: { search: `?name=${SCHEDULE.name}`, state: { carried: { name: SCHEDULE.name }, row: SCHEDULE }, routes: [LIST] },
    });
    await waitFor(() => expect(field('Schedule Name').value).toBe(SCHEDULE.name));
    expect(field('Schedule Name').readOnly).toBe(true);
    expect(expressionBox().value).toBe('0 10 ? * MON-FRI *');
    await waitFor(() => expect(picker().selectedOptions[0]?.textContent).toBe('WINNIPEG_SAME_DAY'));
    fireEvent.change(picker(), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(writes(requests).map((request) => [request.method, request.path, request.body])).toEqual([
      [
        'PUT',
        '/order-pull/schedules',
        {
          name: SCHEDULE.name,
          state: 'ENABLED',
          description: SCHEDULE.description,
          scheduleExpression: 'cron(0 10 ? * MON-FRI *)',
          groupName: 'exporter-service',
          input: '{"uuid":"19d6e3b8-4f0a-4c27-a5e9-7b2c8f1d0a56"}',
          timezone: 'America/Winnipeg',
          version: 4,
        },
      ],
    ]);
  });

  it('Close opens the list and sends nothing', async () => {
    const { requests } = schedulesApi();
    const { router } = renderPage(definition, { validators: await compilePageFormsInNode(definition, root), entry: { routes: [LIST] } });
    await waitFor(() => expect(field('Schedule Name').value).toBe('EXP_'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(writes(requests)).toEqual([]);
  });
});
