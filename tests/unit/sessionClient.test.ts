// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { sessionFrom } from '../../runtime/auth/session';
import { lazySessionClient, readStoredUser } from '../../runtime/auth/sessionClient';
import { storedUserKey } from '../../runtime/auth/signInPaths';

const identity = { authority: 'http://127.0.0.1:5173/oidc', clientId: 'console', scope: 'openid profile email offline_access' };

afterEach(() => sessionStorage.clear());

describe('the session client', () => {
  it('reads the user oidc-client-ts stored, under its key, as a session', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    sessionStorage.setItem(
      storedUserKey(identity),
      JSON.stringify({ id_token: 'a.b.c', refresh_token: 'r', token_type: 'Bearer', scope: 'openid', profile: { sub: 'staff-42', name: 'Dana Florist', email: 'dana@example.com' }, expires_at: expiresAt }),
    );
    expect(storedUserKey(identity)).toBe('oidc.user:http://127.0.0.1:5173/oidc:console');
    const client = lazySessionClient(identity, 'http://127.0.0.1:5173');
    const session = sessionFrom(await client.getUser(), Date.now());
    expect(session).toEqual({ sub: 'staff-42', name: 'Dana Florist', email: 'dana@example.com', idToken: 'a.b.c', expiresAtMs: expiresAt * 1000 });
  });

  it('finds no user when none is stored, or what is stored is not one', async () => {
    const client = lazySessionClient(identity, 'http://127.0.0.1:5173');
    expect(await client.getUser()).toBeNull();
    sessionStorage.setItem(storedUserKey(identity), '{not json');
    expect(await client.getUser()).toBeNull();
    expect(readStoredUser(JSON.stringify({ profile: {} }))).toBeNull();
    expect(readStoredUser(null)).toBeNull();
  });

  it('tells listeners added before oidc-client-ts loads of the user it then removes', async () => {
    const client = lazySessionClient(identity, 'http://127.0.0.1:5173');
    let unloaded = 0;
    const stop = client.events.addUserUnloaded(() => {
      unloaded += 1;
    });
    await client.removeUser();
    expect(unloaded).toBe(1);
    stop();
    await client.removeUser();
    expect(unloaded).toBe(1);
  });
});
