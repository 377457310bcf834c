// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormBlock, PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const ask: FormBlock = {
  id: 'ask',
  block: 'form',
  entity: 'ops-link',
  payload: 'create',
  fields: [{ name: 'name', label: 'Town' }],
  submit: { label: 'Save', endpoint: 'create', success: 'Saved', failure: 'Failed' },
};

const lookup: PageScreen = {
  $schema: 'x',
  route: '/secure/test/result-load',
  title: 'Result load',
  kind: 'page',
  endpoints: {
    create: { method: 'POST', path: '/ops/link' },
    town: { method: 'GET', path: '/places/town/{ask.name}' },
  },
  blocks: [
    ask,
    {
      id: 'town',
      block: 'result',
      title: 'Town',
      load: { endpoint: 'town', failure: ['{error}', 'Query Town Exception'] },
      fields: [
        { label: 'Result', path: 'We deliver there', showWhen: { field: 'town.answer.result.0.town_name', filled: true } },
        { label: 'Result', path: "We Don't deliver there", showWhen: { field: 'town.answer.result.0.town_name', filled: false } },
        { label: 'Zones', path: '{zones}', empty: 'No zones' },
      ],
    },
  ],
};

describe('result block with load', () => {
  it('calls nothing while the placeholder is blank, then loads once per filled path and shows the answer, a list as a list', async () => {
    const { requests } = serveAdminApi((request) => {
      if (request.path === '/places/town/Selkirk') return { status: 200, body: { result: [{ town_name: 'Selkirk' }], zones: ['North', 'East'] } };
      if (request.path === '/places/town/Nowhere') return { status: 200, body: { result: [], zones: [] } };
      if (request.path === '/places/town/Broken') return { status: 500, body: { error: 'The town service is down.' } };
      return undefined;
    });
    renderPage(lookup, { validators: await compilePageFormsInNode(lookup, process.cwd()) });
    const box = await screen.findByRole('textbox', { name: 'Town' });
    expect(requests.filter((request) => request.path.startsWith('/places/town'))).toEqual([]);

    fireEvent.change(box, { target: { value: 'Selkirk' } });
    const region = await screen.findByRole('region', { name: 'Town' });
    await within(region).findByText('We deliver there');
    expect(within(region).queryByText("We Don't deliver there")).toBeNull();
    const items = within(region).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['North', 'East']);

    fireEvent.change(box, { target: { value: 'Nowhere' } });
    await within(region).findByText("We Don't deliver there");
    expect(within(region).getByText('No zones')).toBeTruthy();
    expect(requests.filter((request) => request.path === '/places/town/Selkirk')).toHaveLength(1);

    fireEvent.change(box, { target: { value: 'Broken' } });
    expect((await within(region).findByRole('alert')).textContent).toBe('The town service is down.');
    expect(within(region).queryByText("We Don't deliver there")).toBeNull();
  });

  it('loads through a POST whose body is the definition\'s, filled from the page state, and asks again with the new body when a value it reads changes', async () => {
    const inventory: PageScreen = {
      ...lookup,
      route: '/secure/test/result-post-load',
      endpoints: { ...lookup.endpoints, inventory: { method: 'POST', path: '/pull-automation/inventory', body: { productType: 'Flowers', region: '{ask.name}' } } },
      blocks: [
        ask,
        { id: 'products', block: 'result', title: 'Products', load: { endpoint: 'inventory', failure: 'Query Inventory Exception' }, fields: [{ label: 'Bouquets', path: '{titles}' }] },
      ],
    };
    const { requests } = serveAdminApi((request) => {
      if (request.method !== 'POST' || request.path !== '/pull-automation/inventory') return undefined;
      const body = request.body as { region?: string };
      return { status: 200, body: { titles: body.region === 'MB' ? ['Sunny Days'] : ['Prairie Rose'] } };
    });
    renderPage(inventory, { validators: await compilePageFormsInNode(inventory, process.cwd()) });
    const box = await screen.findByRole('textbox', { name: 'Town' });
    const sent = () => requests.filter((request) => request.path === '/pull-automation/inventory');
    expect(sent()).toEqual([]);

    fireEvent.change(box, { target: { value: 'MB' } });
    const region = await screen.findByRole('region', { name: 'Products' });
    await within(region).findByText('Sunny Days');
    expect(sent().map((request) => [request.method, request.body])).toEqual([['POST', { productType: 'Flowers', region: 'MB' }]]);

    fireEvent.change(box, { target: { value: 'SK' } });
    await within(region).findByText('Prairie Rose');
    expect(within(region).queryByText('Sunny Days')).toBeNull();
    expect(sent().map((request) => request.body)).toEqual([
      { productType: 'Flowers', region: 'MB' },
      { productType: 'Flowers', region: 'SK' },
    ]);
  });

  it('says Loading… while its call runs, and leaving its tab empties its answer for the blocks reading it', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    serveAdminApi((request) =>
      request.path === '/places/town/Selkirk'
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    const tabbed: PageScreen = {
      ...lookup,
      route: '/secure/test/result-load-tabs',
      blocks: [
        {
          id: 'kinds',
          block: 'tabs',
          tabs: [
            { label: 'By town', blocks: lookup.blocks },
            { label: 'Other', blocks: [{ id: 'other', block: 'result', title: 'Other', from: 'ask.answer', fields: [{ label: 'Said', path: '{success}' }] }] },
          ],
        },
        { id: 'summary', block: 'result', title: 'Summary', from: 'town.answer', fields: [{ label: 'Town', path: '{result.0.town_name}' }] },
      ],
    };
    renderPage(tabbed, { validators: await compilePageFormsInNode(tabbed, process.cwd()) });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Town' }), { target: { value: 'Selkirk' } });
    const region = await screen.findByRole('region', { name: 'Town' });
    await within(region).findByText('Loading…');
    answer({ status: 200, body: { result: [{ town_name: 'Selkirk' }], zones: [] } });
    await within(region).findByText('We deliver there');
    expect(within(region).queryByText('Loading…')).toBeNull();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Selkirk')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Other' }));
    await waitFor(() => expect(within(summary).queryByText('Selkirk')).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'By town' }));
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Town' })).value).toBe('');
    expect(within(screen.getByRole('region', { name: 'Town' })).queryByText('We deliver there')).toBeNull();
  });
});
