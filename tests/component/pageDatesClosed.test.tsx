// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi, shownToasts, type Answer, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';
import { day } from './support/businessDays';

// The pilot's own definition: screens/rules/dates-closed.screen.json (001 §2, §5, §7, §8).
const root = process.cwd();
let definition: PageScreen;
let validators: Awaited<ReturnType<typeof compilePageFormsInNode>>;

beforeAll(async () => {
  definition = resolvedDefinitionSync('screens/rules/dates-closed.screen.json') as PageScreen;
  validators = await compilePageFormsInNode(definition, root);
});

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const REGIONS = [
  { region_id: 1, region_name: 'Calgary', short_code: 'CG' },
  { region_id: 2, region_name: 'Hamilton', short_code: 'HM' },
  { region_id: 3, region_name: 'Winnipeg', short_code: 'MB' },
];

function rules() {
  return REGIONS.map((region) => ({
    ...region,
    id: region.region_id,
    name: region.region_name,
    rule_name: 'dates_closed',
    rule_props: region.region_id === 2 ? `${day(-3)},${day(20)},${day(30)}` : '',
    version: region.region_id === 2 ? 4 : 0,
  }));
}

function serve(overrides: { regions?: Answer; rule?: Answer; put?: (request: SentRequest) => Answer } = {}) {
  return serveAdminApi((request) => {
    if (request.method === 'GET' && request.path === '/region-rule-api') return { status: 200, body: rules() };
    if (request.method === 'GET' && request.path === '/places/region') return overrides.regions ?? { status: 200, body: REGIONS };
    if (request.method === 'POST' && request.path === '/dates-closed-api') return { status: 201, body: { success: 'Closed dates have been added.', ids: [1, 3] } };
    if (request.method === 'GET' && request.path === '/region-rules/2/rule') {
      if (overrides.rule) return overrides.rule;
      const rule = rules().find((row) => row.region_id === 2);
      return { status: 200, body: { ...rule, datesClosed: rule?.rule_props, version: 5 } };
    }
    if (request.method === 'PUT' && request.path === '/region-rules/2/rule') return overrides.put ? overrides.put(request) : { status: 200, body: { success: 'Closed dates of Hamilton have been updated.' } };
    return undefined;
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;

async function openEdit(): Promise<HTMLElement> {
  await screen.findByText('Hamilton');
  fireEvent.click(within(rowOf('Hamilton')).getByRole('button', { name: 'Edit' }));
  // 'Loading…' while the rule is read, then the form (another dialog of the same name).
  await screen.findByRole('button', { name: 'Update' });
  return screen.getByRole('dialog', { name: 'Update Region: Hamilton' });
}

describe('Dates Closed (the pilot of the multi-select, dates on a comma text and page forms opened by a grid)', () => {
  it('loads the regions when the page opens, and says so when it cannot', async () => {
    const { requests } = serve({ regions: { status: 500, body: { error: 'boom' } } });
    renderPage(definition, { validators });
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'Error fetching Regions.', variant: 'danger' }));
    expect(requests.some((request) => request.method === 'GET' && request.path === '/places/region')).toBe(true);
    expect(shownToasts().filter((toast) => toast.text === 'Error fetching Regions.')).toHaveLength(1);
  });

  it('Batch Add Closed Dates: a group of region checkboxes named Regions, dates as tags, sent comma-joined with the region ids', async () => {
    const { requests } = serve();
    renderPage(definition, { validators });
    await screen.findByText('Hamilton');
    fireEvent.click(screen.getByRole('button', { name: 'Batch Add Closed Dates' }));
    const form = await screen.findByRole('dialog', { name: 'Batch Add Closed Dates' });
    const add = await within(form).findByRole('button', { name: 'Add' });
    expect(within(form).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
    expect(add.hasAttribute('disabled')).toBe(false);

    const regions = within(form).getByRole('group', { name: 'Regions' });
    const boxes = await within(regions).findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['Calgary', 'Hamilton', 'Winnipeg']);
    fireEvent.blur(boxes[0] as HTMLElement);
    expect(await within(form).findByText('Please Choose Regions')).toBeTruthy();
    fireEvent.click(within(regions).getByRole('checkbox', { name: 'Winnipeg' }));
    fireEvent.click(within(regions).getByRole('checkbox', { name: 'Calgary' }));
    expect(within(regions).getByText('Chosen: Calgary, Winnipeg')).toBeTruthy();
    await waitFor(() => expect(within(form).queryByText('Please Choose Regions')).toBeNull());

    const dates = within(form).getByRole('group', { name: 'Closed Dates' });
    const input = within(dates).getByLabelText('Closed Dates');
    fireEvent.blur(input);
    expect(await within(form).findByText('Please Input Closed Dates')).toBeTruthy();
    for (const date of [day(9), day(7)]) {
      fireEvent.change(input, { target: { value: date } });
      fireEvent.click(within(dates).getByRole('button', { name: 'Add Date' }));
    }
    expect(within(dates).getAllByRole('listitem').map((tag) => tag.firstChild?.textContent)).toEqual([day(7), day(9)]);
    fireEvent.click(add);

    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'Closed dates have been added.', variant: 'success' }));
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ dates_closed: `${day(7)},${day(9)}`, regions: [1, 3] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Batch Add Closed Dates' })).toBeNull());
  });

  it("'Add' with nothing filled says both of 001 §5's messages beside their fields, focuses the first and sends nothing", async () => {
    const { requests } = serve();
    renderPage(definition, { validators });
    await screen.findByText('Hamilton');
    fireEvent.click(screen.getByRole('button', { name: 'Batch Add Closed Dates' }));
    const form = await screen.findByRole('dialog', { name: 'Batch Add Closed Dates' });
    await within(form).findAllByRole('checkbox');
    expect(within(form).queryByText('Please Input Closed Dates')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Please Input Closed Dates')).toBeTruthy();
    expect(within(form).getByText('Please Choose Regions')).toBeTruthy();
    const dates = within(form).getByRole('group', { name: 'Closed Dates' });
    await waitFor(() => expect(document.activeElement).toBe(within(dates).getByLabelText('Closed Dates')));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Batch Add Closed Dates' })).toBeTruthy();
  });

  it('each row is edited through an icon named Edit (001 §2): the icon is hidden from assistive technology, the button is in the Tab order', async () => {
    serve();
    renderPage(definition, { validators });
    await screen.findByText('Hamilton');
    const edits = screen.getAllByRole('button', { name: 'Edit' });
    expect(edits.length).toBe(REGIONS.length);
    const edit = edits[0] as HTMLButtonElement;
    expect(edit.title).toBe('Edit');
    expect(edit.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(edit.querySelector('.visually-hidden')?.textContent).toBe('Edit');
    expect(edit.tabIndex).toBe(0);
  });

  it("Update Region: opens with the row's dates as tags (a past one kept), and sends type, the comma text and the version", async () => {
    const { requests } = serve();
    renderPage(definition, { validators });
    const form = await openEdit();
    const dates = await within(form).findByRole('group', { name: 'Closed Dates' });
    expect(within(dates).getAllByRole('listitem').map((tag) => tag.firstChild?.textContent)).toEqual([day(-3), day(20), day(30)]);
    expect(within(dates).getByLabelText('Closed Dates').getAttribute('min')).toBe(day(0));
    fireEvent.click(within(dates).getByRole('button', { name: `Remove ${day(20)}` }));
    const update = within(form).getByRole('button', { name: 'Update' });
    await waitFor(() => expect(update.hasAttribute('disabled')).toBe(false));
    fireEvent.click(update);
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'Closed dates of Hamilton have been updated.', variant: 'success' }));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ type: 'datesClosed', closeDates: `${day(-3)},${day(30)}`, version: 5 });
  });

  it('Update Region reads the rule when it opens; a failure toasts it and closes the modal', async () => {
    const { requests } = serve({ rule: { status: 500, body: { error: 'boom' } } });
    renderPage(definition, { validators });
    await screen.findByText('Hamilton');
    fireEvent.click(within(rowOf('Hamilton')).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'Error fetching rule.', variant: 'danger' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Region: Hamilton' })).toBeNull());
    expect(requests.some((request) => request.method === 'GET' && request.path === '/region-rules/2/rule')).toBe(true);
  });

  it('removing every date sends an empty closeDates (clearing them)', async () => {
    const { requests } = serve();
    renderPage(definition, { validators });
    const form = await openEdit();
    for (const date of [day(-3), day(20), day(30)]) fireEvent.click(within(form).getByRole('button', { name: `Remove ${date}` }));
    const update = within(form).getByRole('button', { name: 'Update' });
    await waitFor(() => expect(update.hasAttribute('disabled')).toBe(false));
    fireEvent.click(update);
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ type: 'datesClosed', closeDates: '', version: 5 });
  });

  it.each([
    ['a refusal with a sentence', () => ({ status: 400, body: { error: 'The closed dates are not valid.' } }), 'The closed dates are not valid.'],
    ['a failure without data', () => ({ status: 502 }), 'Hamilton :: Error updating closed dates.'],
    ['a stale write (409)', () => ({ status: 409, body: { error: 'The dates-closed rule of Hamilton was changed by someone else since you loaded it. Reload it and apply your changes again.' } }), 'The dates-closed rule of Hamilton was changed by someone else since you loaded it. Reload it and apply your changes again.'],
    [
      'no answer',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'DatesClosed update process failed.',
    ],
  ])('a failed update (%s) toasts its text and keeps the modal open', async (_case, put, text) => {
    serve({ put });
    renderPage(definition, { validators });
    const form = await openEdit();
    fireEvent.click(within(form).getByRole('button', { name: `Remove ${day(30)}` }));
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(shownToasts()).toContainEqual({ text, variant: 'danger' }));
    expect(screen.getByRole('dialog', { name: 'Update Region: Hamilton' })).toBeTruthy();
  });
});
