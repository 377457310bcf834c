import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCredentialKeys } from '../../server/api/admin/opsCreds/credentialKey';
import { openSecret, sealSecret } from '../../server/api/admin/opsCreds/secretBox';
import { identityKeys, newIdentityKeys, parseCookieKeys, parseSigningKeys, publicSigningKeys } from '../../server/identity/keys';
import { readSettings } from '../../server/settings';

const hexKey = () => randomBytes(32).toString('hex');

describe('the public origin and the proxy (settings)', () => {
  it('takes PUBLIC_ORIGIN as the origin (without a trailing slash), else http://127.0.0.1:<port>', () => {
    expect(readSettings({ PUBLIC_ORIGIN: 'https://console.example.com/' }, [])).toMatchObject({ origin: 'https://console.example.com', publicOrigin: 'https://console.example.com' });
    expect(readSettings({ PORT: '8080' }, [])).toMatchObject({ origin: 'http://127.0.0.1:8080', publicOrigin: undefined, host: '127.0.0.1', trustProxy: false });
  });

  it('refuses a PUBLIC_ORIGIN with a path, or not http(s)', () => {
    expect(() => readSettings({ PUBLIC_ORIGIN: 'https://example.com/console' }, [])).toThrow('PUBLIC_ORIGIN must be an origin such as https://console.example.com (no path), got "https://example.com/console"');
    expect(() => readSettings({ PUBLIC_ORIGIN: 'ftp://example.com' }, [])).toThrow('PUBLIC_ORIGIN must be an origin');
  });

  it('reads HOST and TRUST_PROXY', () => {
    expect(readSettings({ HOST: '0.0.0.0', TRUST_PROXY: '1' }, [])).toMatchObject({ host: '0.0.0.0', trustProxy: true, origin: 'http://127.0.0.1:5173' });
    expect(() => readSettings({ TRUST_PROXY: 'yes' }, [])).toThrow('TRUST_PROXY must be 1 or 0, got "yes"');
  });

  it('refuses PUBLIC_ORIGIN with DATABASE_URL without the shared keys (several processes would sign with keys of their own)', () => {
    const env = { PUBLIC_ORIGIN: 'https://console.example.com', DATABASE_URL: 'postgres://u@db/console' };
    expect(() => readSettings(env, [])).toThrow('Set IDENTITY_SIGNING_KEYS, IDENTITY_COOKIE_KEYS and OPS_CREDENTIALS_KEY');
    expect(() => readSettings({ ...env, IDENTITY_SIGNING_KEYS: '[]', IDENTITY_COOKIE_KEYS: 'x' }, [])).toThrow('OPS_CREDENTIALS_KEY');
    expect(readSettings({ ...env, IDENTITY_SIGNING_KEYS: '[]', IDENTITY_COOKIE_KEYS: 'x', OPS_CREDENTIALS_KEY: hexKey() }, []).identitySigningKeys).toBe('[]');
    // One process on PostgreSQL without a public origin keeps its keys in DATA_DIR, as before.
    expect(readSettings({ DATABASE_URL: 'postgres://u@db/console' }, []).identitySigningKeys).toBeUndefined();
  });
});

describe('identity keys from configuration', () => {
  it('takes a list of private RSA keys: each signs as RS256 with a kid; only their public halves are published', async () => {
    const made = await newIdentityKeys();
    const second = await newIdentityKeys();
    const { kid: _kid, ...withoutKid } = second.jwks.keys[0] ?? {};
    const keys = await parseSigningKeys(JSON.stringify([made.jwks.keys[0], withoutKid]));
    expect(keys.map((key) => [key.alg, key.use])).toEqual([['RS256', 'sig'], ['RS256', 'sig']]);
    expect(keys[0]?.kid).toBe(made.jwks.keys[0]?.kid);
    expect(keys[1]?.kid).toMatch(/^[\w-]{43}$/);
    const published = publicSigningKeys({ jwks: { keys }, cookieKeys: [] }).keys;
    expect(published.map((key) => Object.keys(key).sort())).toEqual([['alg', 'e', 'kid', 'kty', 'n', 'use'], ['alg', 'e', 'kid', 'kty', 'n', 'use']]);
  });

  it('refuses what is not a private RSA key, and a second key with the same kid', async () => {
    await expect(parseSigningKeys('not json')).rejects.toThrow('IDENTITY_SIGNING_KEYS must be a JSON array of private RSA keys (JWK)');
    await expect(parseSigningKeys('[]')).rejects.toThrow('IDENTITY_SIGNING_KEYS names no key');
    const key = (await newIdentityKeys()).jwks.keys[0];
    const publicOnly = publicSigningKeys({ jwks: { keys: key ? [key] : [] }, cookieKeys: [] }).keys[0];
    await expect(parseSigningKeys(JSON.stringify([publicOnly]))).rejects.toThrow('IDENTITY_SIGNING_KEYS: key 1 is not a private RSA key');
    await expect(parseSigningKeys(JSON.stringify([key, key]))).rejects.toThrow(`IDENTITY_SIGNING_KEYS: two keys have the kid ${key?.kid}`);
  });

  it('takes cookie secrets separated by commas, each of at least 32 characters', () => {
    const secret = randomBytes(32).toString('base64url');
    expect(parseCookieKeys(`${secret}, ${secret.toUpperCase()}`)).toEqual([secret, secret.toUpperCase()]);
    expect(() => parseCookieKeys(`${secret},short`)).toThrow('IDENTITY_COOKIE_KEYS must be secrets of at least 32 characters, separated by commas');
  });

  it('uses the configured keys (both), else the data folder, and refuses one without the other', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'console-keys-'));
    try {
      const made = await newIdentityKeys();
      const configured = await identityKeys({ signingKeys: JSON.stringify(made.jwks.keys), cookieKeys: made.cookieKeys.join(',') }, dir);
      expect(configured.source).toBe('configuration');
      expect(configured.cookieKeys).toEqual(made.cookieKeys);
      const folder = await identityKeys({}, dir);
      expect(folder.source).toBe('data folder');
      expect((await identityKeys({}, dir)).jwks.keys[0]?.kid).toBe(folder.jwks.keys[0]?.kid);
      await expect(identityKeys({ cookieKeys: made.cookieKeys.join(',') }, dir)).rejects.toThrow('IDENTITY_SIGNING_KEYS and IDENTITY_COOKIE_KEYS are set together');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the ops credentials key with a rotation under way', () => {
  it('seals with the first key and opens what any listed key sealed', () => {
    const [newer, older] = [hexKey(), hexKey()];
    const before = parseCredentialKeys(older);
    const sealed = sealSecret(before, 'secret', 'ops-credential:1');
    const during = parseCredentialKeys(`${newer},${older}`);
    expect(openSecret(during, sealed, 'ops-credential:1')).toBe('secret');
    expect(sealSecret(during, 'x', 'c').keyId).toBe(parseCredentialKeys(newer).id);
    expect(openSecret(parseCredentialKeys(newer), sealed, 'ops-credential:1')).toBeUndefined();
    expect(() => parseCredentialKeys(`${newer},nope`)).toThrow('OPS_CREDENTIALS_KEY (key 2) must be 32 bytes');
  });
});
