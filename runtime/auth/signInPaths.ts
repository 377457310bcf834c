/** Where the identity provider sends the browser back after sign-in (a public route of the console). */
export const SIGN_IN_CALLBACK_PATH = '/login/callback';

/** Where oidc-client-ts keeps the signed-in user in session storage (its WebStorageStateStore's key). */
export function storedUserKey(identity: { authority: string; clientId: string }): string {
  return `oidc.user:${identity.authority}:${identity.clientId}`;
}
