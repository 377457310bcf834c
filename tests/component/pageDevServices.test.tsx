// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/** The Dev services screen (002 §2, §4, §8, §9): a grouped status block refreshed on an interval and by the forms' submit.refresh. */
const definition = resolvedDefinitionSync('screens/dev-corner/dev-ecs-manage.screen.json') as PageScreen;
const DEV = 'http://127.0.0.1:9/dev';

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A dev host whose two clusters' services all run or all stop; `failStatus` makes the status call fail. */
function devHost(options: { failStatus?: () => boolean } = {}) {
  let running = true;
  const clusters = () => [
    { clusterName: 'dev-console', services: [{ serviceName: 'admin-api', running }, { serviceName: 'label-service', running }] },
    { clusterName: 'dev-shop', services: [{ serviceName: 'storefront', running }] },
  ];
  const served = serveAdminApi((request: SentRequest) => {
    if (request.path === `${DEV}/ecs/clusters/status`) return options.failStatus?.() ? { status: 503, body: { error: 'dev host down' } } : { status: 200, body: clusters() };
    if (request.method === 'PUT' && request.path.startsWith(`${DEV}/ecs/clusters/turn-`)) {
      running = request.path.endsWith('turn-on');
      return { status: 200, body: { message: 'Success: All ECS services have been turned on/off.', running, changed: 3, clusters: clusters() } };
    }
    return undefined;
  });
  return { ...served, statusCalls: () => served.requests.filter((request) => request.path === `${DEV}/ecs/clusters/status`).length };
}

/** Each service of a cluster's region as 'name: symbol text' and its tone class. */
function servicesOf(cluster: string): Array<[string, string, string]> {
  const region = screen.getByRole('region', { name: cluster });
  return [...region.querySelectorAll('.page-status__item')].map((item) => [
    item.querySelector('dt')?.textContent ?? '',
    item.querySelector('dd')?.textContent ?? '',
    [...item.classList].find((name) => name.startsWith('page-status__item--')) ?? '',
  ]);
}

async function press(label: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: label }));
  const confirm = await screen.findByRole('alertdialog', { name: label });
  fireEvent.click(within(confirm).getByRole('button', { name: label }));
}

describe('Dev services: each cluster with its services, green running or red stopped, text beside the colour', () => {
  it('lists every cluster under its name with each service and its state', async () => {
    devHost();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    await screen.findByRole('region', { name: 'dev-console' });
    expect(servicesOf('dev-console')).toEqual([
      ['admin-api', '● Running', 'page-status__item--success'],
      ['label-service', '● Running', 'page-status__item--success'],
    ]);
    expect(servicesOf('dev-shop')).toEqual([['storefront', '● Running', 'page-status__item--success']]);
  });

  it('turns off after the confirm: the sentence of 002 §8, then every service red (the status read again at once)', async () => {
    const host = devHost();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    await screen.findByRole('region', { name: 'dev-console' });
    const before = host.statusCalls();
    await press('Turn Off');
    expect((await screen.findByText('Success: All ECS services have been turned on/off.')).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(servicesOf('dev-shop')).toEqual([['storefront', '■ Stopped', 'page-status__item--danger']]));
    expect(servicesOf('dev-console').map(([, text]) => text)).toEqual(['■ Stopped', '■ Stopped']);
    expect(host.statusCalls()).toBe(before + 1);
    expect(host.requests.filter((request) => request.method === 'PUT').map((request) => request.path)).toEqual([`${DEV}/ecs/clusters/turn-off`]);

    await press('Turn On');
    await waitFor(() => expect(servicesOf('dev-shop')).toEqual([['storefront', '● Running', 'page-status__item--success']]));
  });

  it('asks first: cancelling the confirm turns nothing off', async () => {
    const host = devHost();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    await screen.findByRole('region', { name: 'dev-console' });
    fireEvent.click(screen.getByRole('button', { name: 'Turn Off' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Turn Off' });
    expect(confirm.textContent).toContain('Turn off every ECS service of the dev clusters?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(host.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('reads the status again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const host = devHost();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    await screen.findByRole('region', { name: 'dev-console' });
    const first = host.statusCalls();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(host.statusCalls()).toBe(first);
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(host.statusCalls()).toBe(first + 1));
  });

  it("says 'Error: Unable to fetch ECS services.' when the status cannot be read, and Retry reads it again", async () => {
    let fail = true;
    devHost({ failStatus: () => fail });
    renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    const region = await screen.findByRole('region', { name: 'Clusters' });
    expect((await within(region).findByRole('alert')).textContent).toBe('Error: Unable to fetch ECS services.');
    fail = false;
    fireEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('region', { name: 'dev-console' });
  });
});
