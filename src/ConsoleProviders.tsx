import type { ReactNode } from 'react';
import type { SessionClient } from '../runtime/auth/sessionClient';
import { AuthProvider } from '../runtime/auth/AuthContext';
import { ConfigContext } from '../runtime/config/ConfigContext';
import type { ConsoleConfig } from '../runtime/config/loadConfig';
import type { LookupAnswers } from '../runtime/lookups/lookupAnswers';
import { LookupAnswersProvider } from '../runtime/lookups/LookupAnswersProvider';
import { OverlayProvider } from '../runtime/ui/overlay';
import { ToastProvider } from '../runtime/ui/toasts';

/** What every page can use: the run-time config, the signed-in session, the session's lookups, toasts and the overlay. */
export function ConsoleProviders({ config, userManager, lookupAnswers, children }: { config: ConsoleConfig; userManager: SessionClient; lookupAnswers?: LookupAnswers; children: ReactNode }) {
  return (
    <ConfigContext.Provider value={config}>
      <AuthProvider userManager={userManager}>
        <LookupAnswersProvider answers={lookupAnswers}>
          <ToastProvider>
            <OverlayProvider>{children}</OverlayProvider>
          </ToastProvider>
        </LookupAnswersProvider>
      </AuthProvider>
    </ConfigContext.Provider>
  );
}
