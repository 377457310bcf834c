import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The key ops credential passwords are encrypted with (AES-256-GCM): 32 bytes, and a short id naming it. */
export interface CredentialKey {
  /** 16 hex digits of the key's SHA-256: tells which key sealed a secret, reveals nothing of it. */
  id: string;
  bytes: Uint8Array;
  /** Earlier keys (a rotation under way): they still open what they sealed; only this key seals. */
  older?: readonly CredentialKey[];
}

/** A sealed secret as stored: the key that sealed it, the nonce, the GCM tag and the ciphertext. */
export interface SealedSecret {
  keyId: string;
  iv: Uint8Array;
  tag: Uint8Array;
  cipher: Uint8Array;
}

export const KEY_BYTES = 32;
const IV_BYTES = 12;

/** A CredentialKey from its 32 bytes. */
export function credentialKey(bytes: Uint8Array): CredentialKey {
  if (bytes.length !== KEY_BYTES) throw new Error(`An ops credentials key has ${KEY_BYTES} bytes, not ${bytes.length}`);
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 16), bytes };
}

/**
 * Encrypts `secret` with AES-256-GCM under a fresh random nonce. `context` (the credential's id)
 * is authenticated with it: a sealed secret moved to another row no longer opens.
 */
export function sealSecret(key: CredentialKey, secret: string, context: string): SealedSecret {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.bytes, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return { keyId: key.id, iv, tag: cipher.getAuthTag(), cipher: sealed };
}

/** The secret, or undefined when it was sealed by another key, for another context, or altered. */
export function openSecret(key: CredentialKey, sealed: SealedSecret, context: string): string | undefined {
  const opener = sealed.keyId === key.id ? key : key.older?.find((older) => older.id === sealed.keyId);
  if (!opener) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', opener.bytes, sealed.iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(sealed.tag);
    return Buffer.concat([decipher.update(sealed.cipher), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
