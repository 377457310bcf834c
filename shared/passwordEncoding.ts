import { textOf } from './textOf';
/**
 * How an ops credential's password travels (002 §3, §7: 'sent encoded, shown decoded on demand'):
 * base64 of its UTF-8 bytes, so any character survives (btoa alone fails beyond Latin-1). The
 * same pair runs in the browser and in the reference service.
 */

/** The password as sent: base64 of its UTF-8 bytes. */
export function encodePassword(password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The password an encoded text carries, or undefined when the text is not canonical base64 of
 * valid UTF-8 (no whitespace, padding as base64 writes it).
 */
export function decodePassword(encoded: string): string | undefined {
  if (!BASE64.test(encoded)) return undefined;
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    // Canonical only: one text, one encoding (stray bits in the last character are refused).
    return encodePassword(text) === encoded ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Template filter `passwordEncoded`: a typed password as the service takes it (a body's
 * `"password": "{password|passwordEncoded}"`). Nothing typed (absent, null, the empty text) stays
 * nothing, so the key is left out and the service says what is missing; any other text is encoded
 * as typed, spaces included.
 */
export function passwordEncoded(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return encodePassword(textOf(value));
}

/**
 * Template filter `passwordDecoded`: an encoded password as the user reads it (a secret cell's
 * `reveal`, a form field's `opensWith`); undefined for anything that is not an encoded password
 * (null when the service cannot open it, a text that is no canonical base64 of UTF-8).
 */
export function passwordDecoded(value: unknown): string | undefined {
  return typeof value === 'string' ? decodePassword(value) : undefined;
}
