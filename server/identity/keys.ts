import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
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
 * Several processes may share the file (with DATABASE_URL the data folder is not locked): the
 * key is written aside and linked into place, so of two first starts both keep the first key.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<IdentityKeys> {
  const file = join(dataDir, 'identity-keys.json');
  const stored = await readKeys(file);
  if (stored) return stored;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  const keys: IdentityKeys = { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
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
