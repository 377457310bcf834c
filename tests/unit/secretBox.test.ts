import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseCredentialKey } from '../../server/api/admin/opsCreds/credentialKey';
import { credentialKey, openSecret, sealSecret } from '../../server/api/admin/opsCreds/secretBox';

const key = credentialKey(randomBytes(32));

describe('sealSecret / openSecret', () => {
  it('opens what it sealed, for the same context only; each seal has its own nonce', () => {
    const sealed = sealSecret(key, 'mot de passe été 🌷', 'ops-credential:1');
    expect(Buffer.from(sealed.cipher).toString('utf8')).not.toContain('passe');
    expect(sealed.iv).toHaveLength(12);
    expect(sealed.tag).toHaveLength(16);
    expect(openSecret(key, sealed, 'ops-credential:1')).toBe('mot de passe été 🌷');
    expect(openSecret(key, sealed, 'ops-credential:2')).toBeUndefined();
    expect(Buffer.from(sealSecret(key, 'same', 'c').iv)).not.toEqual(Buffer.from(sealSecret(key, 'same', 'c').iv));
  });

  it('refuses another key and an altered ciphertext', () => {
    const sealed = sealSecret(key, 'secret', 'c');
    expect(openSecret(credentialKey(randomBytes(32)), sealed, 'c')).toBeUndefined();
    expect(openSecret(credentialKey(randomBytes(32)), { ...sealed, keyId: credentialKey(randomBytes(32)).id }, 'c')).toBeUndefined();
    const altered = Uint8Array.from(sealed.cipher);
    altered[0] = (altered[0] ?? 0) ^ 1;
    expect(openSecret(key, { ...sealed, cipher: altered }, 'c')).toBeUndefined();
  });
});

describe('parseCredentialKey', () => {
  it('takes 64 hex digits or the base64 of 32 bytes, naming the same key the same', () => {
    const bytes = randomBytes(32);
    expect(parseCredentialKey(bytes.toString('hex')).id).toBe(credentialKey(bytes).id);
    expect(parseCredentialKey(` ${bytes.toString('base64')}\n`).id).toBe(credentialKey(bytes).id);
    expect(credentialKey(bytes).id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('refuses anything else, naming the setting', () => {
    expect(() => parseCredentialKey('abc')).toThrow('OPS_CREDENTIALS_KEY must be 32 bytes');
    expect(() => parseCredentialKey(randomBytes(16).toString('base64'))).toThrow('OPS_CREDENTIALS_KEY');
    expect(() => parseCredentialKey('', 'file.key')).toThrow('file.key');
  });
});
