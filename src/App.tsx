import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { UserManager } from 'oidc-client-ts';
import type { ConsoleConfig } from '../runtime/config/loadConfig';
import { screenDefinitions } from '../runtime/screens/definitions';
import { ConsoleProviders } from './ConsoleProviders';
import { consoleRoutes } from './routes';

export function App({ config, userManager }: { config: ConsoleConfig; userManager: UserManager }) {
  const router = useMemo(() => createBrowserRouter(consoleRoutes(screenDefinitions)), []);
  return (
    <ConsoleProviders config={config} userManager={userManager}>
      <RouterProvider router={router} />
    </ConsoleProviders>
  );
}
