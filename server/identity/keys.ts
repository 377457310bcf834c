import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdentityKeys {
  /** Private signing keys (JWK) handed to the provider: the first signs, all are published and accepted. */
  jwks: { keys: JWK[] };
  /** Secrets that sign the provider's cookies: the first signs, all are accepted. */
  cookieKeys: string[];
}

/** The environment variables that configure the keys, as read (server/settings.ts). */
export interface ConfiguredKeys {
  /** IDENTITY_SIGNING_KEYS: a JSON array of private RSA JWKs. */
  signingKeys?: string | undefined;
  /** IDENTITY_COOKIE_KEYS: secrets of at least 32 characters, separated by commas. */
  cookieKeys?: string | undefined;
}

/** Fewest characters of a cookie secret. */
export const MIN_COOKIE_KEY_LENGTH = 32;

/** The members of an RSA JWK that are private (never published). */
const PRIVATE_RSA_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'] as const;

/**
 * The keys from configuration shared by every process (IDENTITY_SIGNING_KEYS and
 * IDENTITY_COOKIE_KEYS, both or neither), else from the data folder (loadOrCreateKeys). Throws a
 * message naming the variable when a configured value is not usable: a start with the wrong keys
 * would sign tokens no other process accepts.
 */
export async function identityKeys(configured: ConfiguredKeys, dataDir: string): Promise<IdentityKeys & { source: 'configuration' | 'data folder' }> {
  const { signingKeys, cookieKeys } = configured;
  if (!signingKeys && !cookieKeys) return { ...(await loadOrCreateKeys(dataDir)), source: 'data folder' };
  if (!signingKeys || !cookieKeys) throw new Error('IDENTITY_SIGNING_KEYS and IDENTITY_COOKIE_KEYS are set together (or neither, for keys kept in DATA_DIR)');
  return { jwks: { keys: await parseSigningKeys(signingKeys) }, cookieKeys: parseCookieKeys(cookieKeys), source: 'configuration' };
}

/** IDENTITY_SIGNING_KEYS: a JSON array (or one object) of private RSA JWKs; each gets alg RS256, use sig and a kid (its thumbprint when it has none). */
export async function parseSigningKeys(text: string, name = 'IDENTITY_SIGNING_KEYS'): Promise<JWK[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${name} must be a JSON array of private RSA keys (JWK)`);
  }
  const list: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0) throw new Error(`${name} names no key`);
  const keys: JWK[] = [];
  for (const [index, item] of list.entries()) {
    const jwk = item as JWK;
    if (typeof item !== 'object' || item === null || jwk.kty !== 'RSA' || typeof jwk.n !== 'string' || typeof jwk.e !== 'string' || typeof jwk.d !== 'string') {
      throw new Error(`${name}: key ${index + 1} is not a private RSA key (JWK with kty "RSA", n, e and d)`);
    }
    if (jwk.alg !== undefined && jwk.alg !== 'RS256') throw new Error(`${name}: key ${index + 1} is for ${jwk.alg}; the console signs with RS256`);
    const kid = jwk.kid ?? (await calculateJwkThumbprint(jwk));
    if (keys.some((key) => key.kid === kid)) throw new Error(`${name}: two keys have the kid ${kid}`);
    keys.push({ ...jwk, kid, alg: 'RS256', use: 'sig' });
  }
  return keys;
}

/** IDENTITY_COOKIE_KEYS: secrets separated by commas, each at least MIN_COOKIE_KEY_LENGTH characters. */
export function parseCookieKeys(text: string, name = 'IDENTITY_COOKIE_KEYS'): string[] {
  const keys = text.split(',').map((key) => key.trim());
  if (keys.some((key) => key.length < MIN_COOKIE_KEY_LENGTH)) {
    throw new Error(`${name} must be secrets of at least ${MIN_COOKIE_KEY_LENGTH} characters, separated by commas`);
  }
  return keys;
}

/** The public halves of the signing keys: what ${issuer}/jwks publishes, and what the services verify tokens with. */
export function publicSigningKeys(keys: IdentityKeys): { keys: JWK[] } {
  return {
    keys: keys.jwks.keys.map((key) => {
      const copy: Record<string, unknown> = { ...key };
      for (const member of PRIVATE_RSA_MEMBERS) delete copy[member];
      return copy;
    }),
  };
}

/** New keys for the environment (server/identity/newKeys.ts prints them): one signing key, one cookie secret. */
export async function newIdentityKeys(): Promise<IdentityKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  return { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
}

/**
 * Loads the provider's signing key and cookie secrets from the data folder, making them on
 * first start: a new key at every start would invalidate tokens verifiers already hold.
 * Several processes may share the file (with DATABASE_URL the data folder is not locked): the
 * key is written aside and linked into place, so of two first starts both keep the first key.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<IdentityKeys> {
  const file = join(dataDir, 'identity-keys.json');
  const stored = await readKeys(file);
  if (stored) return stored;
  const keys = await newIdentityKeys();
  await mkdir(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temp, JSON.stringify(keys, null, 2), { mode: 0o600, flag: 'wx' });
  try {
    await link(temp, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const first = await readKeys(file);
    if (!first) throw error;
    return first;
  } finally {
    await unlink(temp);
  }
}

async function readKeys(file: string): Promise<IdentityKeys | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as IdentityKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}
