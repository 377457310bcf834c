import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { ConsoleConfig } from '../generated/config';
import { SIGN_IN_CALLBACK_PATH } from './signInPaths';

export { SIGN_IN_CALLBACK_PATH };

/**
 * Redirect sign-in with PKCE; the user (tokens included) lives in session storage, so it ends
 * with the tab. Renewal is manual (the session warning's Refresh Session), never silent.
 */
export function createUserManager(identity: ConsoleConfig['identity'], origin: string): UserManager {
  return new UserManager({
    authority: identity.authority,
    client_id: identity.clientId,
    scope: identity.scope,
    redirect_uri: `${origin}${SIGN_IN_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}
