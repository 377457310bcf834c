// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { domainRules, registerDomainRules, type DateRule } from '../../runtime/domain/domainRules';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { consoleDomainRules } from '../../src/domain/consoleRules';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/** A rule judging by page data: the days listed in the loaded `open`, none while nothing is loaded. */
const openDays: DateRule = {
  allows: (date, { data }) => typeof data === 'object' && data !== null && 'open' in data && Array.isArray(data.open) && data.open.includes(date),
};

// A form block loads the data (its answer, `cutoffs.answer`); the other form's date field judges by it.
const definition: PageScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/date-rule-data',
  title: 'Delivery day',
  kind: 'page',
  endpoints: {
    cutoffs: { method: 'GET', path: '/v3/region/cutoff/MB' },
    save: { method: 'POST', path: '/dates-available-api' },
  },
  blocks: [
    { id: 'cutoffs', block: 'form', entity: 'cutoff-override', fields: [{ name: 'name', label: 'Region' }], submit: { label: 'Load', endpoint: 'cutoffs', failure: 'Query Cutoffs Exception' } },
    {
      id: 'order',
      block: 'form',
      entity: 'cutoff-override',
      fields: [{ name: 'available_date', label: 'Delivery Date', ui: { widget: 'date', rule: 'openDays', ruleData: 'cutoffs.answer' }, messages: { rule: 'We cannot deliver on that day' } }],
      submit: { label: 'Save', endpoint: 'save', failure: 'Saving failed' },
    },
  ],
};

beforeAll(() => registerDomainRules({ ...consoleDomainRules, dateRules: { ...consoleDomainRules.dateRules, openDays } }));
afterAll(() => registerDomainRules(consoleDomainRules));
afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

async function offeredDays(): Promise<string[]> {
  fireEvent.click(await screen.findByRole('button', { name: 'Choose Delivery Date' }));
  const calendar = await screen.findByRole('dialog', { name: 'Choose Delivery Date' });
  const grid = await within(calendar).findByRole('grid');
  const offered = within(grid)
    .getAllByRole('button')
    .filter((day) => day.getAttribute('aria-disabled') !== 'true')
    .map((day) => day.textContent ?? '');
  fireEvent.keyDown(document.activeElement ?? calendar, { key: 'Escape' });
  return offered;
}

describe('a date field judging by page data another block loads (ruleData)', () => {
  it('offers no day before the data is loaded, then exactly the days the data opens; a typed day it refuses gets messages.rule', async () => {
    const today = domainRules().calendar.today(Date.now());
    const api = serveAdminApi((request) => (request.method === 'GET' && request.path === '/v3/region/cutoff/MB' ? { status: 200, body: { open: [today] } } : undefined));
    renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    expect(await offeredDays()).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Region' }), { target: { value: 'Winnipeg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(api.requests.map((r) => r.path)).toContain('/v3/region/cutoff/MB'));
    await waitFor(async () => expect(await offeredDays()).toEqual([String(Number(today.slice(8)))]));

    const box = screen.getByRole('textbox', { name: 'Delivery Date' });
    fireEvent.change(box, { target: { value: '2099-01-01' } });
    fireEvent.blur(box);
    expect(await screen.findByText('We cannot deliver on that day')).toBeTruthy();
    fireEvent.change(box, { target: { value: today } });
    await waitFor(() => expect(screen.queryByText('We cannot deliver on that day')).toBeNull());
  });
});
