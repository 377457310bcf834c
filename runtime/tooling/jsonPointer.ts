/** One key as a JSON Pointer token (RFC 6901): `~` → `~0`, `/` → `~1`. */
export const esc = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');
