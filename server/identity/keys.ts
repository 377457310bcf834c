import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdentityKeys {
  /** Private signing keys (JWK) handed to the provider. */
  jwks: { keys: JWK[] };
  /** Secrets that sign the provider's cookies. */
  cookieKeys: string[];
}

/**
 * Loads the provider's signing key and cookie secrets from the data folder, making them on
 * first start: a new key at every start would invalidate tokens verifiers already hold.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<IdentityKeys> {
  const file = join(dataDir, 'identity-keys.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as IdentityKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  const keys: IdentityKeys = { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}
