import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { UserManager } from 'oidc-client-ts';
import type { ConsoleConfig } from '../runtime/config/loadConfig';
import { LookupAnswers } from '../runtime/lookups/lookupAnswers';
import { screenEntries } from '../runtime/screens/definitions';
import { ConsoleProviders } from './ConsoleProviders';
import { consoleRoutes } from './routes';
import { screenPreloader } from './screenPreloader';

export function App({ config, userManager }: { config: ConsoleConfig; userManager: UserManager }) {
  // One store of lookup answers for the session: the route loaders fill it, the screens read it.
  const lookupAnswers = useMemo(() => new LookupAnswers(), []);
  const router = useMemo(
    () => createBrowserRouter(consoleRoutes(screenEntries, screenPreloader(config, userManager, lookupAnswers))),
    [config, userManager, lookupAnswers],
  );
  return (
    <ConsoleProviders config={config} userManager={userManager} lookupAnswers={lookupAnswers}>
      <RouterProvider router={router} />
    </ConsoleProviders>
  );
}
