import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { SessionClient } from '../runtime/auth/sessionClient';
import type { ConsoleConfig } from '../runtime/config/loadConfig';
import type { LookupAnswers } from '../runtime/lookups/lookupAnswers';
import { screenEntries, type RoutedScreen } from '../runtime/screens/definitions';
import { ConsoleProviders } from './ConsoleProviders';
import { consoleRoutes } from './routes';

export interface AppProps {
  config: ConsoleConfig;
  userManager: SessionClient;
  /** The session's lookup answers: preloads fill them, the screens read them. */
  lookupAnswers: LookupAnswers;
  /** Starts a screen's first calls (each route's loader runs it). */
  preload: (screen: RoutedScreen) => Promise<void>;
}

export function App({ config, userManager, lookupAnswers, preload }: AppProps) {
  const router = useMemo(() => createBrowserRouter(consoleRoutes(screenEntries, preload)), [preload]);
  return (
    <ConsoleProviders config={config} userManager={userManager} lookupAnswers={lookupAnswers}>
      <RouterProvider router={router} />
    </ConsoleProviders>
  );
}
