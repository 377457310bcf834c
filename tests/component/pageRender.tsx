/** Renders a page definition inside the console's real providers, signed in, with fetch answering like the server. */
import { render, type RenderResult } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { useAuth } from '../../runtime/auth/AuthContext';
import { createUserManager } from '../../runtime/auth/userManager';
import type { ConsoleConfig } from '../../runtime/generated/config';
import type { PageScreen } from '../../runtime/generated/screen';
import { FormValidatorsContext, type FormValidatorMap } from '../../runtime/kinds/form/formValidators';
import PageView from '../../runtime/kinds/page/PageView';
import { ConsoleProviders } from '../../src/ConsoleProviders';
import { IDENTITY, ORIGIN, TEST_CONFIG, installDialogPolyfill, storeUser, type StoredUserOptions } from './support/renderConsole';

const userManagers = new Set<UserManager>();

function SignedIn({ children }: { children: ReactNode }) {
  return useAuth().status === 'signedIn' ? children : null;
}

/** Where a test navigates to leave the page (a data router: the page asks before it is left with unsaved input). */
export const ELSEWHERE = '/secure/elsewhere';

/** How the page is opened: its address's query and the navigation state (a row action's `navigate`), and other routes it may open (each shows its path). */
export interface PageEntry {
  search?: string;
  state?: unknown;
  routes?: string[];
}

/** The page, signed in (as `user`, else the test staff member); `validators` replaces the build's (inline definitions: compilePageFormsInNode); `config` the run-time config (TEST_CONFIG); `router` moves between it and ELSEWHERE. */
export function renderPage(definition: PageScreen, options: { validators?: FormValidatorMap; entry?: PageEntry; user?: StoredUserOptions; config?: ConsoleConfig } = {}): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  installDialogPolyfill();
  storeUser(options.user);
  const userManager = createUserManager(IDENTITY, ORIGIN);
  userManagers.add(userManager);
  const page = <PageView screen={definition} />;
  const view = options.validators ? <FormValidatorsContext value={options.validators}>{page}</FormValidatorsContext> : page;
  const router = createMemoryRouter(
    [
      { path: definition.route, element: view },
      { path: ELSEWHERE, element: <p>Elsewhere</p> },
      ...(options.entry?.routes ?? []).map((path) => ({ path, element: <p>{path}</p> })),
    ],
    { initialEntries: [{ pathname: definition.route, search: options.entry?.search ?? '', state: options.entry?.state }] },
  );
  const rendered = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ConsoleProviders config={options.config ?? TEST_CONFIG} userManager={userManager}>
        <SignedIn>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </SignedIn>
      </ConsoleProviders>
    </SWRConfig>,
  );
  return { ...rendered, router };
}

export function resetPageRenders(): void {
  for (const userManager of userManagers) void userManager.events.unload();
  userManagers.clear();
  sessionStorage.clear();
  localStorage.clear();
}
