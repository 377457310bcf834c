import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { credentialKey, KEY_BYTES, type CredentialKey } from './secretBox';

/** The key file in the data folder, made on first start when no key is configured. */
export const CREDENTIAL_KEY_FILE = 'ops-credentials.key';

/**
 * A configured key (OPS_CREDENTIALS_KEY): 64 hex digits or the base64 of 32 bytes. Throws with
 * the variable's name when it is neither (a wrong key must stop the start, not seal with junk).
 */
export function parseCredentialKey(text: string, name = 'OPS_CREDENTIALS_KEY'): CredentialKey {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (bytes.length !== KEY_BYTES || (!/^[0-9a-fA-F]{64}$/.test(trimmed) && bytes.toString('base64') !== trimmed)) {
    throw new Error(`${name} must be 32 bytes written as 64 hex digits or in base64`);
  }
  return credentialKey(bytes);
}

/**
 * Configured keys (OPS_CREDENTIALS_KEY) separated by commas: the first seals, the others (a
 * rotation under way) still open what they sealed, and the start reseals that with the first.
 */
export function parseCredentialKeys(text: string, name = 'OPS_CREDENTIALS_KEY'): CredentialKey {
  const [first, ...older] = text.split(',').map((part, index) => parseCredentialKey(part, index === 0 ? name : `${name} (key ${index + 1})`));
  if (!first) throw new Error(`${name} names no key`);
  return older.length > 0 ? { ...first, older } : first;
}

/**
 * The key ops credential passwords are encrypted with: the configured one(s) when given, else the
 * one in `<dataDir>/ops-credentials.key`, made on first start (base64, mode 0600). Several
 * processes may share the folder: the key is written aside and linked into place, so of two
 * first starts both keep the first key (as identity/keys.ts does).
 */
export async function loadOrCreateCredentialKey(dataDir: string, configured: string | undefined): Promise<CredentialKey> {
  if (configured !== undefined && configured !== '') return parseCredentialKeys(configured);
  const file = join(dataDir, CREDENTIAL_KEY_FILE);
  const stored = await readKey(file);
  if (stored) return stored;
  await mkdir(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temp, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temp);
  }
  const made = await readKey(file);
  if (!made) throw new Error(`${file} vanished right after it was written`);
  return made;
}

async function readKey(file: string): Promise<CredentialKey | undefined> {
  try {
    return parseCredentialKey(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}
