import { randomBytes } from 'node:crypto';
import { decodeProtectedHeader, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsCredential } from '../../runtime/generated/entities';
import { encodePassword } from '../../shared/passwordEncoding';
import { parseCredentialKeys } from '../../server/api/admin/opsCreds/credentialKey';
import { openDatabase, type Database } from '../../server/db/database';
import { DEMO_OPS_CREDENTIALS } from '../../server/db/seed/opsCredentials';
import { createSignInThrottle } from '../../server/identity/signInThrottle';
import { databaseThrottleStore, removeExpiredThrottleRecords, storedThrottleKey } from '../../server/identity/throttleStore';
import { newIdentityKeys } from '../../server/identity/keys';
import { adminClient, callApi } from '../support/api';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';

/**
 * State every console process on one database shares, seen from two connections to it (on
 * PostgreSQL two pools, as two processes have; the embedded database has one process, one
 * instance): the sign-in throttle's records, and passwords resealed when the credentials key turns.
 */
let env: TestEnvironment;
let other: Database;
beforeAll(async () => {
  env = await createTestEnvironment();
  await env.start();
  const serverUrl = process.env.API_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (serverUrl) {
    const url = new URL(serverUrl);
    url.pathname = `/${env.database.label}`;
    other = await openDatabase({ url: url.toString() });
  } else other = env.database.db;
});
afterAll(async () => {
  if (other && other !== env.database.db) await other.close();
  await env.stop();
});

describe('the sign-in throttle in the database', () => {
  it('counts 60 parallel guesses at one account through two connections as one: 5 go through', async () => {
    const first = createSignInThrottle(databaseThrottleStore(env.database.db));
    const second = createSignInThrottle(databaseThrottleStore(other));
    const keys = { account: `parallel.${randomBytes(3).toString('hex')}@example.com`, address: '10.9.0.1' };
    const now = Date.now();
    const verdicts = await Promise.all(Array.from({ length: 60 }, (_unused, index) => (index % 2 === 0 ? first : second).attempt(keys, now)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect((await second.attempt(keys, now)).allowed).toBe(false);
  });

  it('keeps neither the e-mail nor the address, and forgets records whose window has passed', async () => {
    const throttle = createSignInThrottle(databaseThrottleStore(env.database.db));
    const old = { account: 'long.ago@example.com', address: '10.9.0.2' };
    const recent = { account: 'just.now@example.com', address: '10.9.0.3' };
    await throttle.attempt(old, Date.now() - 16 * 60_000);
    await throttle.attempt(recent, Date.now());
    const stored = async (key: string) => (await env.database.db.query('select 1 from sign_in_throttle where key = $1', [storedThrottleKey(key)])).rows.length;
    expect(await stored('account:long.ago@example.com')).toBe(1);
    const texts = await env.database.db.query<{ key: string }>('select key from sign_in_throttle');
    expect(texts.rows.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true);
    await removeExpiredThrottleRecords(env.database.db);
    expect(await stored('account:long.ago@example.com')).toBe(0);
    expect(await stored('address:10.9.0.2')).toBe(0);
    expect(await stored('account:just.now@example.com')).toBe(1);
  });
});

describe('turning the signing key', () => {
  it('signs with the first configured key, publishes every one, and accepts a token of the second', async () => {
    const [newer, older] = [await newIdentityKeys(), await newIdentityKeys()];
    const [newKey, oldKey] = [newer.jwks.keys[0], older.jwks.keys[0]];
    if (!newKey || !oldKey) throw new Error('no key made');
    const server = await env.start({ identityKeys: { signingKeys: JSON.stringify([newKey, oldKey]), cookieKeys: [...newer.cookieKeys, ...older.cookieKeys].join(',') } });
    const tokens = await signIn(server.origin);
    expect(decodeProtectedHeader(tokens.idToken).kid).toBe(newKey.kid);
    const published = (await (await fetch(`${server.origin}/oidc/jwks`)).json()) as { keys: { kid: string; d?: string }[] };
    expect(published.keys.map((key) => key.kid)).toEqual([newKey.kid, oldKey.kid]);
    expect(published.keys.every((key) => key.d === undefined)).toBe(true);

    // A token the older key signed before the rotation (same issuer, a session not signed out of).
    const signedBy = async (key: JWK) =>
      new SignJWT({ sid: 'signed-before-the-rotation', email: 'alex.morgan@example.com' })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid })
        .setIssuer(`${server.origin}/oidc`)
        .setAudience('console')
        .setSubject('rotation-test')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(await importJWK(key, 'RS256'));
    expect((await callApi(server.origin, '/api/admin/ops/creds/', { token: await signedBy(oldKey) })).status).toBe(200);
    const stranger = (await newIdentityKeys()).jwks.keys[0];
    if (!stranger) throw new Error('no key made');
    expect((await callApi(server.origin, '/api/admin/ops/creds/', { token: await signedBy(stranger) })).status).toBe(401);
  }, 60_000);
});

describe('turning the ops credentials key', () => {
  it('reseals at start what the older key sealed: a console with only the new key then reads every password', async () => {
    const [older, newer] = [randomBytes(32).toString('hex'), randomBytes(32).toString('hex')];
    // A database of its own: its demo credentials are sealed by the older key at its first start.
    const rotation = await createTestEnvironment();
    try {
      await rotate(rotation, older, newer);
    } finally {
      await rotation.stop();
    }
  }, 90_000);
});

/** Seals with `older`, restarts with `newer,older` (the reseal), then reads with `newer` alone. */
async function rotate(env: TestEnvironment, older: string, newer: string): Promise<void> {
  const before = await env.start({ opsCredentialsKey: older });
  const alex = adminClient(before.origin, (await signIn(before.origin)).idToken);
  const vault = { name: `Rotation ${randomBytes(3).toString('hex')}`, link: 'https://vault.example.com/', username: 'ops', password: encodePassword('Sealed by the older key') };
  expect((await alex.post('/ops/creds/', vault)).status).toBe(201);

  await env.start({ opsCredentialsKey: `${newer},${older}` });
  const keyIds = await env.database.db.query<{ key_id: string }>('select distinct key_id from ops_credential_secret');
  expect(keyIds.rows.map((row) => row.key_id)).toEqual([parseCredentialKeys(newer).id]);

  const after = await env.start({ opsCredentialsKey: newer });
  const listed = (await adminClient(after.origin, (await signIn(after.origin)).idToken).get<OpsCredential[]>('/ops/creds/')).body;
  expect(listed.find((credential) => credential.name === vault.name)?.password).toBe(vault.password);
  for (const demo of DEMO_OPS_CREDENTIALS) expect(listed.find((credential) => credential.name === demo.name)?.password).toBe(encodePassword(demo.password));
}
