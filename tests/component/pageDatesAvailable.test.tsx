// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi, shownToasts, type Answer, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';
import { day } from './support/businessDays';

// screens/rules/dates-available.screen.json: 001 §8's failure texts and the edit's field errors
// (the service keys them by 001 §7's names: availableDates, cutoffTime).
const root = process.cwd();
let definition: PageScreen;
let validators: Awaited<ReturnType<typeof compilePageFormsInNode>>;

beforeAll(async () => {
  definition = resolvedDefinitionSync('screens/rules/dates-available.screen.json') as PageScreen;
  validators = await compilePageFormsInNode(definition, root);
});

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const REGIONS = [
  { region_id: 2, region_name: 'Hamilton', short_code: 'HM' },
  { region_id: 3, region_name: 'Winnipeg', short_code: 'MB' },
];

const RULE = { id: 7, region_id: 2, region_name: 'Hamilton', name: 'Hamilton', available_date: day(10), cutoff_time: '15:55', cutoff_effect: 1, effect: 1, effect_label: 'Next-Day', status: true, rule_props: day(10), version: 3 };

function serve(answers: { put?: () => Answer; post?: () => Answer }) {
  return serveAdminApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path === '/dates-available-api') return { status: 200, body: [RULE] };
    if (request.method === 'GET' && request.path === '/places/region') return { status: 200, body: REGIONS };
    if (request.method === 'PUT' && request.path === '/region-rules/2/rule' && answers.put) return answers.put();
    if (request.method === 'POST' && request.path === '/dates-available-api' && answers.post) return answers.post();
    return undefined;
  });
}

async function openEdit(): Promise<HTMLElement> {
  const cell = await screen.findByText('Hamilton');
  const row = cell.closest('[role="row"]') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
  await screen.findByRole('button', { name: 'Update' });
  return screen.getByRole('dialog', { name: 'Update Region: Hamilton' });
}

async function update(form: HTMLElement): Promise<void> {
  const button = within(form).getByRole('button', { name: 'Update' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

describe('Dates Available: failures (001 §8) and the edit\'s field errors', () => {
  it("the service's field errors, keyed availableDates and cutoffTime, show beside Available Date and Cut-Off-Time", async () => {
    serve({ put: () => ({ status: 400, body: { error: 'The available date was not changed.', fields: { availableDates: `${day(-2)} is before today`, cutoffTime: 'is not a time of day' } } }) });
    renderPage(definition, { validators });
    const form = await openEdit();
    await update(form);
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'DatesAvailable updating process failed. The available date was not changed.', variant: 'danger' }));
    const dateField = within(form).getByLabelText('Available Date').closest('.form-field') as HTMLElement;
    const timeField = within(form).getByLabelText('Cut-Off-Time').closest('.form-field') as HTMLElement;
    expect(within(dateField).getByText(`${day(-2)} is before today`)).toBeTruthy();
    expect(within(timeField).getByText('is not a time of day')).toBeTruthy();
  });

  it("a failed edit without the server's detail says 'Error updating/adding cutoff time.' after the sentence", async () => {
    serve({ put: () => ({ status: 502 }) });
    renderPage(definition, { validators });
    await update(await openEdit());
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'DatesAvailable updating process failed. Error updating/adding cutoff time.', variant: 'danger' }));
  });

  it("an edit that gets no answer says 'Error updating/adding cutoff time.' after the sentence", async () => {
    serve({
      put: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage(definition, { validators });
    await update(await openEdit());
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'DatesAvailable updating process failed. Error updating/adding cutoff time.', variant: 'danger' }));
  });

  it("a failed batch add without the server's detail says 'Error updating/adding cutoff time.' after the sentence", async () => {
    serve({ post: () => ({ status: 500, body: { message: 'Internal error' } }) });
    renderPage(definition, { validators });
    await screen.findByText('Hamilton');
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    const form = await screen.findByRole('dialog', { name: 'Batch Add Available Dates' });
    const dates = within(form).getByRole('group', { name: 'Available Dates' });
    fireEvent.change(within(dates).getByLabelText('Available Dates'), { target: { value: day(5) } });
    fireEvent.click(within(dates).getByRole('button', { name: 'Add Date' }));
    fireEvent.click(await within(form).findByRole('checkbox', { name: 'Winnipeg' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'DatesAvailable saving process failed. Error updating/adding cutoff time.', variant: 'danger' }));
  });
});
