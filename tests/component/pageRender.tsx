/** Renders a page definition inside the console's real providers, signed in, with fetch answering like the server. */
import { render, type RenderResult } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { Suspense, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useAuth } from '../../runtime/auth/AuthContext';
import { createUserManager } from '../../runtime/auth/userManager';
import type { PageScreen } from '../../runtime/generated/screen';
import { FormValidatorsContext, type FormValidatorMap } from '../../runtime/kinds/form/formValidators';
import PageView from '../../runtime/kinds/page/PageView';
import { ConsoleProviders } from '../../src/ConsoleProviders';
import { IDENTITY, ORIGIN, TEST_CONFIG, installDialogPolyfill, storeUser } from './support/renderConsole';

const userManagers = new Set<UserManager>();

function SignedIn({ children }: { children: ReactNode }) {
  return useAuth().status === 'signedIn' ? children : null;
}

/** The page, signed in; `validators` replaces the build's (inline definitions: compilePageFormsInNode). */
export function renderPage(definition: PageScreen, options: { validators?: FormValidatorMap } = {}): RenderResult {
  installDialogPolyfill();
  storeUser();
  const userManager = createUserManager(IDENTITY, ORIGIN);
  userManagers.add(userManager);
  const view = <PageView screen={definition} />;
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ConsoleProviders config={TEST_CONFIG} userManager={userManager}>
        <SignedIn>
          <Suspense fallback={null}>{options.validators ? <FormValidatorsContext value={options.validators}>{view}</FormValidatorsContext> : view}</Suspense>
        </SignedIn>
      </ConsoleProviders>
    </SWRConfig>,
  );
}

export function resetPageRenders(): void {
  for (const userManager of userManagers) void userManager.events.unload();
  userManagers.clear();
  sessionStorage.clear();
  localStorage.clear();
}
