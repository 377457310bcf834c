import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionClient } from './sessionClient';
import { endProviderSession } from './endSession';
import { sessionFrom, type StaffSession } from './session';

export interface Auth {
  /** 'loading' while the stored user is being read. */
  status: 'loading' | 'signedIn' | 'signedOut';
  session: StaffSession | undefined;
  signIn(): Promise<void>;
  /** Completes the redirect back from the provider; resolves with the new session. */
  completeSignIn(): Promise<StaffSession>;
  /** Renews the token with the refresh token. */
  refresh: () => Promise<void>;
  /**
   * Ends the provider session (the services then refuse its tokens), revokes the refresh token,
   * and forgets the tokens and the user (the authenticated flag is derived from them).
   */
  signOut(): Promise<void>;
}

const AuthContext = createContext<Auth | undefined>(undefined);

export function AuthProvider({ userManager, children }: { userManager: SessionClient; children: ReactNode }) {
  const [state, setState] = useState<Pick<Auth, 'status' | 'session'>>({ status: 'loading', session: undefined });

  const adopt = useCallback((session: StaffSession | undefined) => {
    setState({ status: session ? 'signedIn' : 'signedOut', session });
    return session;
  }, []);

  useEffect(() => {
    void userManager.getUser().then((user) => adopt(sessionFrom(user, Date.now())));
    const onLoaded = () => void userManager.getUser().then((user) => adopt(sessionFrom(user, Date.now())));
    const onUnloaded = () => {
      adopt(undefined);
    };
    userManager.events.addUserLoaded(onLoaded);
    userManager.events.addUserUnloaded(onUnloaded);
    return () => {
      userManager.events.removeUserLoaded(onLoaded);
      userManager.events.removeUserUnloaded(onUnloaded);
    };
  }, [userManager, adopt]);

  const auth = useMemo<Auth>(
    () => ({
      ...state,
      signIn: () => userManager.signinRedirect(),
      completeSignIn: async () => {
        const session = adopt(sessionFrom(await userManager.signinRedirectCallback(), Date.now()));
        if (!session) throw new Error('The identity provider returned no usable token.');
        return session;
      },
      refresh: async () => {
        const session = adopt(sessionFrom(await userManager.signinSilent(), Date.now()));
        if (!session) throw new Error('The session could not be renewed.');
      },
      signOut: async () => {
        const user = await userManager.getUser();
        // Ending the session and revoking the refresh token are best effort: signing out locally must never fail.
        if (user?.id_token) await endProviderSession(userManager.settings.authority, user.id_token).catch(() => undefined);
        if (user?.refresh_token) await userManager.revokeTokens(['refresh_token']).catch(() => undefined);
        await userManager.removeUser();
        adopt(undefined);
      },
    }),
    [state, userManager, adopt],
  );

  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
