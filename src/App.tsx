import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { UserManager } from 'oidc-client-ts';
import { AuthProvider } from '../runtime/auth/AuthContext';
import { ConfigContext } from '../runtime/config/ConfigContext';
import type { ConsoleConfig } from '../runtime/config/loadConfig';
import { screenDefinitions } from '../runtime/screens/definitions';
import { OverlayProvider } from '../runtime/ui/overlay';
import { ToastProvider } from '../runtime/ui/toasts';
import { consoleRoutes } from './routes';

export function App({ config, userManager }: { config: ConsoleConfig; userManager: UserManager }) {
  const router = useMemo(() => createBrowserRouter(consoleRoutes(screenDefinitions)), []);
  return (
    <ConfigContext.Provider value={config}>
      <AuthProvider userManager={userManager}>
        <ToastProvider>
          <OverlayProvider>
            <RouterProvider router={router} />
          </OverlayProvider>
        </ToastProvider>
      </AuthProvider>
    </ConfigContext.Provider>
  );
}
