import type { User, UserLoadedCallback, UserManager, UserManagerEvents, UserUnloadedCallback } from 'oidc-client-ts';
import type { ConsoleConfig } from '../generated/config';
import { storedUserKey } from './signInPaths';

/** What the console reads of the signed-in user (runtime/auth/session.ts). */
export type StoredUser = Pick<User, 'id_token' | 'expires_at' | 'profile' | 'refresh_token'>;

/**
 * The part of oidc-client-ts's UserManager the console uses: a UserManager is one, and so is
 * lazySessionClient, which loads oidc-client-ts only when signing in, out or renewing.
 */
export interface SessionClient {
  readonly settings: { readonly authority: string };
  readonly events: Pick<UserManagerEvents, 'addUserLoaded' | 'removeUserLoaded' | 'addUserUnloaded' | 'removeUserUnloaded'>;
  getUser(): Promise<StoredUser | null>;
  signinRedirect(): Promise<void>;
  signinRedirectCallback(): Promise<StoredUser>;
  signinSilent(): Promise<StoredUser | null>;
  revokeTokens(types: ['refresh_token']): Promise<void>;
  removeUser(): Promise<void>;
}

/** A stored user as oidc-client-ts wrote it (User.toStorageString), or null: never thrown on. */
export function readStoredUser(text: string | null): StoredUser | null {
  if (!text) return null;
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null || !('id_token' in stored) || typeof stored.id_token !== 'string') return null;
    return stored as StoredUser;
  } catch {
    return null;
  }
}

/**
 * A session client that reads the stored user itself (session storage, where oidc-client-ts
 * keeps it) and loads oidc-client-ts on the first sign-in, callback, renewal or sign-out: the
 * sign-in page and a signed-in reload carry 17 kB gzip less. Listeners added before it loads are
 * told of the events of the UserManager it then makes.
 */
export function lazySessionClient(identity: ConsoleConfig['identity'], origin: string, storage: Storage = window.sessionStorage): SessionClient {
  let manager: Promise<UserManager> | undefined;
  let made: UserManager | undefined;
  const loaded = new Set<UserLoadedCallback>();
  const unloaded = new Set<UserUnloadedCallback>();
  const load = () => {
    manager ??= import('./userManager').then(({ createUserManager }) => {
      const created = createUserManager(identity, origin);
      created.events.addUserLoaded((user) => Promise.all([...loaded].map(async (listener) => listener(user))).then(() => undefined));
      created.events.addUserUnloaded(() => Promise.all([...unloaded].map(async (listener) => listener())).then(() => undefined));
      made = created;
      return created;
    });
    return manager;
  };
  return {
    settings: { authority: identity.authority },
    events: {
      addUserLoaded: (listener) => {
        loaded.add(listener);
        return () => loaded.delete(listener);
      },
      removeUserLoaded: (listener) => void loaded.delete(listener),
      addUserUnloaded: (listener) => {
        unloaded.add(listener);
        return () => unloaded.delete(listener);
      },
      removeUserUnloaded: (listener) => void unloaded.delete(listener),
    },
    getUser: async () => (made ? made.getUser() : readStoredUser(storage.getItem(storedUserKey(identity)))),
    signinRedirect: async () => (await load()).signinRedirect(),
    signinRedirectCallback: async () => (await load()).signinRedirectCallback(),
    signinSilent: async () => (await load()).signinSilent(),
    revokeTokens: async (types) => (await load()).revokeTokens(types),
    removeUser: async () => (await load()).removeUser(),
  };
}
