import type { ReactNode } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { AuthProvider } from '../runtime/auth/AuthContext';
import { ConfigContext } from '../runtime/config/ConfigContext';
import type { ConsoleConfig } from '../runtime/config/loadConfig';
import { OverlayProvider } from '../runtime/ui/overlay';
import { ToastProvider } from '../runtime/ui/toasts';

/** What every page can use: the run-time config, the signed-in session, toasts and the overlay. */
export function ConsoleProviders({ config, userManager, children }: { config: ConsoleConfig; userManager: UserManager; children: ReactNode }) {
  return (
    <ConfigContext.Provider value={config}>
      <AuthProvider userManager={userManager}>
        <ToastProvider>
          <OverlayProvider>{children}</OverlayProvider>
        </ToastProvider>
      </AuthProvider>
    </ConfigContext.Provider>
  );
}
