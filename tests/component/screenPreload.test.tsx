// @vitest-environment jsdom
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { forgetPreloadedCalls } from '../../runtime/api/preloadedCalls';
import { useApi } from '../../runtime/api/useApi';
import { createUserManager } from '../../runtime/auth/userManager';
import type { Endpoint, Lookup, PageScreen } from '../../runtime/generated/screen';
import { LookupAnswers } from '../../runtime/lookups/lookupAnswers';
import { useLookup } from '../../runtime/lookups/useLookup';
import { ConsoleProviders } from '../../src/ConsoleProviders';
import { consoleRoutes } from '../../src/routes';
import { screenPreloader } from '../../src/screenPreloader';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import type { FakeTownApi } from './gridTownApi';
import { serveTownApiPerTest } from './support/townApiPerTest';
import { renderPage, resetPageRenders } from './pageRender';
import { townScreen } from './gridRender';
import { dashboardDefinition, IDENTITY, ORIGIN, storeUser, TEST_CONFIG } from './support/renderConsole';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';

let api: FakeTownApi;
serveTownApiPerTest(
  (served) => {
    api = served;
  },
  () => {
    resetPageRenders();
    // As at sign-out: no preloaded answer is served to the next test.
    forgetPreloadedCalls();
  },
);

/** The console as App builds it: one store of lookup answers, route loaders preloading each screen. */
function renderConsoleAt(path: string, signedIn = signIn()) {
  const { userManager, answers } = signedIn;
  const router = createMemoryRouter(consoleRoutes([dashboardDefinition, townScreen], screenPreloader(TEST_CONFIG, userManager, answers)), { initialEntries: [path] });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ConsoleProviders config={TEST_CONFIG} userManager={userManager} lookupAnswers={answers}>
        <RouterProvider router={router} />
      </ConsoleProviders>
    </SWRConfig>,
  );
  return { router, userManager };
}

function signIn() {
  storeUser();
  return { userManager: createUserManager(IDENTITY, ORIGIN), answers: new LookupAnswers() };
}

const TOWN_ROUTE = townScreen.route;

describe('a screen preloaded by its route', () => {
  it('shows the first page from the call its route started: the list and its lookup are called once', async () => {
    renderConsoleAt(TOWN_ROUTE);
    // The first grid of the file waits for its code: longer than findBy's default on a busy machine.
    expect(await screen.findByText('Transcona')).toBeTruthy();
    expect(api.calls('GET', '/places/town')).toHaveLength(1);
    expect(api.calls('GET', '/places/town')[0]?.query).toEqual({ offset: '0', limit: '20' });
    expect(api.calls('GET', '/places/zone')).toHaveLength(1);
    // The list was asked for before the zones lookup the grid's columns need: both by the loader.
    expect(api.requests.map((request) => request.path).slice(0, 2)).toEqual(['/places/town', '/places/zone']);
  });

  it('a preload started before the screen exists is what the screen shows: no second call', async () => {
    const signedIn = signIn();
    await screenPreloader(TEST_CONFIG, signedIn.userManager, signedIn.answers)(townScreen);
    await waitFor(() => expect(api.calls('GET', '/places/town')).toHaveLength(1));
    await waitFor(() => expect(api.calls('GET', '/places/zone')).toHaveLength(1));
    api.towns[0] = { ...api.towns[0]!, town_name: 'Renamed after the preload' };

    renderConsoleAt(TOWN_ROUTE, signedIn);
    expect(await screen.findByText('Transcona')).toBeTruthy();
    expect(screen.queryByText('Renamed after the preload')).toBeNull();
    expect(api.calls('GET', '/places/town')).toHaveLength(1);
    expect(api.calls('GET', '/places/zone')).toHaveLength(1);
  });

  it('coming back to a screen loads its list again but not its lookups, which are kept for the session', async () => {
    const { router } = renderConsoleAt(TOWN_ROUTE);
    await screen.findByText('Transcona');
    await router.navigate(dashboardDefinition.route.replace('{userId}', 'staff-42'));
    await screen.findByRole('heading', { level: 1, name: dashboardDefinition.title });
    await router.navigate(TOWN_ROUTE);
    await screen.findByText('Transcona');
    await waitFor(() => expect(api.calls('GET', '/places/town')).toHaveLength(2));
    expect(api.calls('GET', '/places/zone')).toHaveLength(1);
  });
});

describe('lookups kept for the session', () => {
  const zones: Lookup = { endpoint: { method: 'GET', path: '/places/zone', rows: 'result' }, value: 'zone_id', label: 'zone_name' };
  const saveZone: Endpoint = { method: 'PUT', path: '/places/zone' };
  const saveTown: Endpoint = { method: 'POST', path: '/places/town' };

  /** The town fake has no zone update: from now on one succeeds (the zone screen's PUT /places/zone). */
  function acceptZoneUpdates() {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (init?.method === 'PUT' && url === `${TEST_CONFIG.services.admin}/places/zone`) return new Response(JSON.stringify({ success: 'Zone updated' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      return api.fetch(input, init);
    });
  }

  function renderLookupAndApi() {
    storeUser();
    const userManager = createUserManager(IDENTITY, ORIGIN);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ConsoleProviders config={TEST_CONFIG} userManager={userManager}>
          {children}
        </ConsoleProviders>
      </SWRConfig>
    );
    return renderHook(() => ({ first: useLookup(zones), second: useLookup(zones), call: useApi() }), { wrapper });
  }

  it('are loaded again after a write to their resource, and only then', async () => {
    const { result } = renderLookupAndApi();
    await waitFor(() => expect(result.current.first.status).toBe('ready'));
    expect(result.current.second.options.map((option) => option.label)).toEqual(['Winnipeg North', 'Winnipeg South', 'Brandon Zone']);
    expect(api.calls('GET', '/places/zone')).toHaveLength(1);

    // A town saved: the zones are not its resource.
    expect((await result.current.call(saveTown, { context: { town_name: 'Selkirk', zone_id: 1 } })).ok).toBe(true);
    // A zone update the service refuses changes nothing either.
    expect((await result.current.call(saveZone)).ok).toBe(false);
    expect(api.calls('GET', '/places/zone')).toHaveLength(1);

    // A zone saved: both users of the lookup get it again, from one call.
    acceptZoneUpdates();
    expect((await result.current.call(saveZone)).ok).toBe(true);
    await waitFor(() => expect(api.calls('GET', '/places/zone')).toHaveLength(2));
    await waitFor(() => expect(result.current.second.status).toBe('ready'));
  });
});

describe('a page preloaded by its route', () => {
  it('shows the first page of a grid block shown from the start from the preloaded call', async () => {
    const definition = resolvedDefinitionSync('screens/unsubscribe/phone.screen.json') as PageScreen;
    let phone = '+12045550134';
    const { requests } = serveAdminApi((request) =>
      request.method === 'GET' && request.path.startsWith('/unsubscribe?') ? { status: 200, body: { result: [{ id: 1, phone, days: 36500, version: 1 }], meta: [{ totalrows: 1 }] } } : undefined,
    );
    const validators = await compilePageFormsInNode(definition, process.cwd());
    const signedIn = signIn();
    await screenPreloader(TEST_CONFIG, signedIn.userManager, signedIn.answers)(definition);
    await waitFor(() => expect(requests.filter((request) => request.path.startsWith('/unsubscribe?'))).toHaveLength(1));
    phone = '+12045550199';

    renderPage(definition, { validators });
    expect(await screen.findByText('+12045550134')).toBeTruthy();
    expect(requests.filter((request) => request.path.startsWith('/unsubscribe?'))).toHaveLength(1);
  });
});
