// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { optionValue, serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

/** A rule form whose status, when the user changes it, clears the description and sets the event bus from a template. */
const page: PageScreen = {
  $schema: 'x',
  route: '/secure/test/effects',
  title: 'Effects',
  kind: 'page',
  endpoints: { submit: { method: 'POST', path: '/order-pull/rules' } },
  blocks: [
    {
      id: 'rule',
      block: 'form',
      entity: 'rule',
      payload: 'submit',
      fields: [
        { name: 'ruleName', label: 'Rule Name' },
        { name: 'status', label: 'Status', ui: { widget: 'select' }, onChange: { clear: ['description'], set: { eventBusName: 'bus-{status}', input0: '' } } },
        { name: 'description', label: 'Description' },
        { name: 'eventBusName', label: 'Event Bus Name' },
        { name: 'input0', label: 'Order Pull (report uuid)' },
      ],
      submit: { label: 'Submit', endpoint: 'submit', success: 'Saved', failure: 'Failed' },
    },
  ],
};

const box = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('field effects (`onChange`): a change of one field clears and sets others', () => {
  it('applies them when the user changes the field, not when the form fills its defaults, and sends what they left', async () => {
    const { requests } = serveAdminApi((request) => (request.method === 'POST' ? { status: 201, body: { success: 'rule submitted successfully', id: 3 } } : undefined));
    renderPage(page, { validators: await compilePageFormsInNode(page, root) });
    await waitFor(() => expect(box('Event Bus Name').value).toBe('default'));
    fireEvent.change(box('Rule Name'), { target: { value: 'Brandon' } });
    fireEvent.change(box('Description'), { target: { value: 'Weekdays only' } });
    fireEvent.change(box('Order Pull (report uuid)'), { target: { value: '0b5e9f3c-2d7a-4e81-9c6b-3a1f8e2d7c40' } });
    expect(box('Event Bus Name').value).toBe('default');

    const status = screen.getByLabelText('Status');
    fireEvent.change(status, { target: { value: optionValue(status, 'DISABLED') } });
    await waitFor(() => expect(box('Description').value).toBe(''));
    expect(box('Event Bus Name').value).toBe('bus-DISABLED');
    expect(box('Order Pull (report uuid)').value).toBe('');
    expect(box('Rule Name').value).toBe('Brandon');

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ ruleName: 'Brandon', status: 'DISABLED', eventBusName: 'bus-DISABLED' }]);
  });
});
