// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

async function quickReports() {
  const definition = JSON.parse(await readFile(join(root, 'screens/reports/quick-reports.screen.json'), 'utf8')) as PageScreen;
  const served = serveAdminApi(() => ({ status: 500, body: { error: 'nothing should be called' } }));
  renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
  const search = await screen.findByRole('combobox', { name: 'Search region' });
  return { ...served, search };
}

describe('Quick reports: a submit that sends nothing', () => {
  it('the region search filters the groups, in any case and by part of a name', async () => {
    const { search } = await quickReports();
    const sizes = ['Callia', 'Manitoba', 'Alberta', 'Ontario'].map((name) => within(screen.getByRole('group', { name })).getAllByRole('checkbox').length);
    expect(sizes).toEqual([4, 4, 5, 5]);
    fireEvent.change(search, { target: { value: 'mANi' } });
    expect(screen.getByRole('group', { name: 'Manitoba' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Callia' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Ontario' })).toBeNull();
  });

  it('with nothing ticked says the specified message; with options ticked says nothing was sent and lists them', async () => {
    const { search, requests } = await quickReports();
    fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    expect((await screen.findByRole('alert')).textContent).toContain('One or more options must be selected');
    fireEvent.click(within(screen.getByRole('group', { name: 'Manitoba' })).getByRole('checkbox', { name: 'Winnipeg Next Day 3:00 pm' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Callia' })).getByRole('checkbox', { name: 'Callia Saturday 10:00 am' }));
    // A ticked group the search hides does not count.
    fireEvent.change(search, { target: { value: 'Ontario' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    expect((await screen.findByRole('alert')).textContent).toContain('One or more options must be selected');
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    const said = await screen.findByText(/Nothing was sent: no report was requested from the server, so none was generated\./);
    expect(said.textContent).not.toMatch(/generated successfully/);
    const chosen = screen.getByRole('region', { name: 'Options chosen (not sent)' });
    expect(within(chosen).getByText('Winnipeg Next Day 3:00 pm')).toBeTruthy();
    expect(within(chosen).getByText('Callia Saturday 10:00 am')).toBeTruthy();
    expect(requests.filter((request) => !request.path.startsWith('/config'))).toEqual([]);
  });
});
