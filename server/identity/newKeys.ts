import { randomBytes } from 'node:crypto';
import { KEY_BYTES } from '../api/admin/opsCreds/secretBox';
import { newIdentityKeys } from './keys';

/**
 * Prints new keys as environment lines for the processes that share one database (README,
 * 'Running in production'): `npx tsx server/identity/newKeys.ts`. Each value is a list whose
 * first key is the one in use; to rotate, put a new key in front as the README says.
 */
const keys = await newIdentityKeys();
console.log(`IDENTITY_SIGNING_KEYS='${JSON.stringify(keys.jwks.keys)}'`);
console.log(`IDENTITY_COOKIE_KEYS=${keys.cookieKeys.join(',')}`);
console.log(`OPS_CREDENTIALS_KEY=${randomBytes(KEY_BYTES).toString('hex')}`);
