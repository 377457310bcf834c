import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endProviderSession } from '../../runtime/auth/endSession';
import { callApi, type ApiErrorBody } from '../support/api';
import { DEMO_ACCOUNT, refreshTokens, signIn, tryPassword, type TokenSet } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment, type TestServer } from '../support/testServer';

const WRONG_CREDENTIALS = 'Incorrect e-mail or password.';
/** Short enough to wait out, long enough that a fresh token is surely still valid on first use. */
const SHORT_TTL_SECONDS = 2;

let env: TestEnvironment;
let main: TestServer;
let tokens: TokenSet;

beforeAll(async () => {
  env = await createTestEnvironment();
  main = await env.start();
  tokens = await signIn(main.origin);
});

afterAll(async () => {
  await env?.stop();
});

function provinces(origin: string, call: { token?: string; authorization?: string } = {}) {
  return callApi<unknown>(origin, '/api/admin/province', call);
}

/** Asserts the services' 401: JSON `{ error }` and nothing else. */
function expectUnauthorized(answer: { status: number; contentType: string; body: unknown }): void {
  expect(answer.status).toBe(401);
  expect(answer.contentType).toMatch(/^application\/json/);
  const body = answer.body as ApiErrorBody;
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  expect(Array.isArray(answer.body)).toBe(false);
}

/** What the console's sign-out does: end the provider session with the id token, then revoke the refresh token. */
async function signOutAsTheConsole(origin: string, session: TokenSet): Promise<void> {
  expect(await endProviderSession(`${origin}/oidc`, session.idToken)).toBe(204);
  const discovery = (await (await fetch(`${origin}/oidc/.well-known/openid-configuration`)).json()) as { revocation_endpoint: string };
  const revoked = await fetch(discovery.revocation_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: session.refreshToken ?? '', token_type_hint: 'refresh_token', client_id: 'console' }).toString(),
  });
  expect(revoked.status).toBe(200);
  await revoked.body?.cancel();
}

function replacePayload(token: string, edit: (json: string) => string): string {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) throw new Error('not a JWS');
  const json = Buffer.from(payload, 'base64url').toString('utf8');
  return `${header}.${Buffer.from(edit(json), 'utf8').toString('base64url')}.${signature}`;
}

describe('sign-in through the identity provider', () => {
  it('issues an id token naming the staff member, for the console client', () => {
    const claims = decodeJwt(tokens.idToken);
    expect(claims.name).toBe('Alex Morgan');
    expect(claims.email).toBe(DEMO_ACCOUNT.email);
    expect(claims.iss).toBe(`${main.origin}/oidc`);
    expect(claims.aud).toBe('console');
    expect(typeof claims.sub).toBe('string');
    expect(decodeProtectedHeader(tokens.idToken).alg).toBe('RS256');
    expect(tokens.accessToken.length).toBeGreaterThan(0);
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(tokens.expiresIn).toBeGreaterThan(0);
    expect(tokens.expiresIn).toBeLessThanOrEqual(main.tokenTtlSeconds);
  });

  it('signs in each staff member as themselves', async () => {
    const jordan = await signIn(main.origin, { email: 'JORDAN.LEE@example.com', password: 'console-demo' });
    const claims = decodeJwt(jordan.idToken);
    expect(claims.name).toBe('Jordan Lee');
    expect(claims.email).toBe('jordan.lee@example.com');
    expect(claims.sub).not.toBe(decodeJwt(tokens.idToken).sub);
  });

  it('answers a wrong password with 401 and says the e-mail or password is incorrect', async () => {
    const attempt = await tryPassword(main.origin, DEMO_ACCOUNT.email, 'not-the-password');
    expect(attempt.status).toBe(401);
    expect(attempt.body).toContain(WRONG_CREDENTIALS);
    // The form is shown again, keeping the e-mail typed.
    expect(attempt.body).toContain(`value="${DEMO_ACCOUNT.email}"`);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const attempt = await tryPassword(main.origin, 'nobody@example.com', DEMO_ACCOUNT.password);
    expect(attempt.status).toBe(401);
    expect(attempt.body).toContain(WRONG_CREDENTIALS);
  });

  it('never reaches the callback with a code after a wrong password', async () => {
    await expect(signIn(main.origin, { email: DEMO_ACCOUNT.email, password: 'wrong' })).rejects.toThrow(/401/);
  });

  it('renews the tokens with the refresh-token grant, and the API accepts the new id token', async () => {
    if (!tokens.refreshToken) throw new Error('sign-in returned no refresh token');
    const renewed = await refreshTokens(main.origin, tokens.refreshToken);
    const before = decodeJwt(tokens.idToken);
    const after = decodeJwt(renewed.idToken);
    expect(after.sub).toBe(before.sub);
    expect(after.name).toBe('Alex Morgan');
    expect(after.iss).toBe(`${main.origin}/oidc`);
    expect(after.aud).toBe('console');
    expect(after.exp ?? 0).toBeGreaterThanOrEqual(before.exp ?? 0);
    const answer = await provinces(main.origin, { token: renewed.idToken });
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
  });

  it('refuses a made-up refresh token', async () => {
    await expect(refreshTokens(main.origin, 'not-a-refresh-token')).rejects.toThrow(/invalid_grant/);
  });
});

describe('the bearer token the services require', () => {
  it('accepts the id token from sign-in', async () => {
    const answer = await provinces(main.origin, { token: tokens.idToken });
    expect(answer.status).toBe(200);
  });

  it('refuses a call without a token with 401 JSON', async () => {
    expectUnauthorized(await provinces(main.origin));
  });

  it.each([
    ['a bare scheme', 'Bearer'],
    ['another scheme', `Basic ${Buffer.from('alex.morgan@example.com:console-demo').toString('base64')}`],
    ['a token without scheme', 'TOKEN'],
    ['something that is not a JWT', 'Bearer not-a-jwt'],
    ['two tokens', 'Bearer a.b.c d.e.f'],
  ])('refuses a malformed Authorization header (%s) with 401 JSON', async (_label, authorization) => {
    expectUnauthorized(await provinces(main.origin, { authorization }));
  });

  it('refuses a token forged with another key, even with the real claims and key id', async () => {
    const real = decodeJwt(tokens.idToken);
    const { kid } = decodeProtectedHeader(tokens.idToken);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ ...real })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(kid ? { kid } : {}) })
      .sign(privateKey);
    expect(decodeJwt(forged)).toEqual(real);
    expectUnauthorized(await provinces(main.origin, { token: forged }));
  });

  it('refuses a real token with one character of its payload changed', async () => {
    const tampered = replacePayload(tokens.idToken, (json) => {
      const changed = json.replace('"Alex Morgan"', '"Alex Morgen"');
      expect(changed).not.toBe(json);
      return changed;
    });
    expect(decodeJwt(tampered).name).toBe('Alex Morgen');
    expectUnauthorized(await provinces(main.origin, { token: tampered }));
  });

  it('refuses an unsigned token (alg none) with the real claims', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = tokens.idToken.split('.')[1] ?? '';
    expectUnauthorized(await provinces(main.origin, { token: `${header}.${payload}.` }));
  });

  it('refuses the id token once the console signed out (401), and its refresh token, but not other sessions', async () => {
    const session = await signIn(main.origin);
    expect(typeof decodeJwt(session.idToken).sid).toBe('string');
    expect((await provinces(main.origin, { token: session.idToken })).status).toBe(200);
    await signOutAsTheConsole(main.origin, session);
    expectUnauthorized(await provinces(main.origin, { token: session.idToken }));
    if (!session.refreshToken) throw new Error('sign-in returned no refresh token');
    await expect(refreshTokens(main.origin, session.refreshToken)).rejects.toThrow(/invalid_grant/);
    // Another sign-in (another session) is untouched.
    expect((await provinces(main.origin, { token: tokens.idToken })).status).toBe(200);
  });

  it('refuses a token of an ended session also after signing out with it a second time', async () => {
    const session = await signIn(main.origin);
    expect(await endProviderSession(`${main.origin}/oidc`, session.idToken)).toBe(204);
    expect(await endProviderSession(`${main.origin}/oidc`, session.idToken)).toBe(204);
    expectUnauthorized(await provinces(main.origin, { token: session.idToken }));
  });

  describe('with a console whose tokens live two seconds (same database)', () => {
    let shortLived: TestServer;
    let shortTokens: TokenSet;

    beforeAll(async () => {
      shortLived = await env.start({ tokenTtlSeconds: SHORT_TTL_SECONDS });
      shortTokens = await signIn(shortLived.origin);
    });

    it('issues tokens with that lifetime, accepted while fresh', async () => {
      const claims = decodeJwt(shortTokens.idToken);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(SHORT_TTL_SECONDS);
      expect(shortTokens.expiresIn).toBeLessThanOrEqual(SHORT_TTL_SECONDS);
      const answer = await provinces(shortLived.origin, { token: shortTokens.idToken });
      expect(answer.status).toBe(200);
    });

    it('refuses a token from another console (other issuer and key)', async () => {
      expectUnauthorized(await provinces(main.origin, { token: shortTokens.idToken }));
      expectUnauthorized(await provinces(shortLived.origin, { token: tokens.idToken }));
    });

    it('refuses the token once it has expired', async () => {
      const exp = decodeJwt(shortTokens.idToken).exp ?? 0;
      const wait = exp * 1000 + 500 - Date.now();
      expect(wait).toBeLessThan(3000);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      expectUnauthorized(await provinces(shortLived.origin, { token: shortTokens.idToken }));
    });

    it('renews an expired session with the refresh token: a new, later id token the API accepts', async () => {
      if (!shortTokens.refreshToken) throw new Error('sign-in returned no refresh token');
      const renewed = await refreshTokens(shortLived.origin, shortTokens.refreshToken);
      expect(renewed.idToken).not.toBe(shortTokens.idToken);
      const before = decodeJwt(shortTokens.idToken);
      const after = decodeJwt(renewed.idToken);
      expect(after.sub).toBe(before.sub);
      expect(after.exp ?? 0).toBeGreaterThan(before.exp ?? 0);
      expect((after.exp ?? 0) * 1000).toBeGreaterThan(Date.now());
      const answer = await provinces(shortLived.origin, { token: renewed.idToken });
      expect(answer.status).toBe(200);
    });

    it('ends the session with an expired id token (the countdown reached zero): its renewed tokens are refused too', async () => {
      const session = await signIn(shortLived.origin);
      if (!session.refreshToken) throw new Error('sign-in returned no refresh token');
      const renewed = await refreshTokens(shortLived.origin, session.refreshToken);
      expect(decodeJwt(renewed.idToken).sid).toBe(decodeJwt(session.idToken).sid);
      const wait = (decodeJwt(session.idToken).exp ?? 0) * 1000 + 200 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await signOutAsTheConsole(shortLived.origin, { ...session, refreshToken: renewed.refreshToken });
      expectUnauthorized(await provinces(shortLived.origin, { token: renewed.idToken }));
      if (!renewed.refreshToken) throw new Error('renewal returned no refresh token');
      await expect(refreshTokens(shortLived.origin, renewed.refreshToken)).rejects.toThrow(/invalid_grant/);
    });
  });
});
