import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Context, MiddlewareHandler } from 'hono';
import { jsonError } from './errors';

/** Who made the call, read from the verified id token. */
export interface StaffIdentity {
  sub: string;
  name: string | undefined;
  email: string | undefined;
}

export type TokenVerifier = (token: string) => Promise<StaffIdentity>;

export interface ApiVariables {
  staff: StaffIdentity;
  language: string;
}

/** Whether the session a token belongs to (its `sid`) was signed out of. */
export type SessionEndedCheck = (sid: string) => Promise<boolean>;

/** Tokens whose signature and claims were verified, remembered (the oldest forgotten first). */
const VERIFIED_TOKENS_KEPT = 1000;

interface VerifiedToken {
  identity: StaffIdentity;
  sid: string;
  /** When the token expires, epoch ms: from then on it is verified again (and refused). */
  expiresAtMs: number;
}

/**
 * Verifies id tokens of the console client against the provider's published keys, and refuses
 * a token without a session (`sid`) or whose session was signed out of. A token verified once is
 * not verified again until it expires (the same text has the same valid signature; a signature
 * check costs more than the rest of a small call), but its session is asked about on every call.
 * `keys` are the provider's public keys: the console's server passes its own (server/app.ts), so
 * no process fetches its issuer's /jwks (behind a load balancer it may not reach itself there).
 */
export function createTokenVerifier(
  issuer: string,
  audience: string,
  sessionEnded: SessionEndedCheck,
  now: () => number = Date.now,
  keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(`${issuer}/jwks`)),
): TokenVerifier {
  const verified = new Map<string, VerifiedToken>();
  const verifyOnce = async (token: string): Promise<VerifiedToken> => {
    const known = verified.get(token);
    if (known && known.expiresAtMs > now()) return known;
    const { payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: ['RS256'], currentDate: new Date(now()) });
    const identity = identityFrom(payload);
    if (typeof payload.sid !== 'string' || payload.sid === '') throw new Error('token names no session');
    const checked = { identity, sid: payload.sid, expiresAtMs: (payload.exp ?? 0) * 1000 };
    verified.delete(token);
    verified.set(token, checked);
    if (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value ?? '');
    return checked;
  };
  return async (token) => {
    const { identity, sid } = await verifyOnce(token);
    if (await sessionEnded(sid)) throw new Error('the session was signed out of');
    return identity;
  };
}

function identityFrom(payload: JWTPayload): StaffIdentity {
  if (!payload.sub) throw new Error('token has no subject');
  return {
    sub: payload.sub,
    name: typeof payload.name === 'string' ? payload.name : undefined,
    email: typeof payload.email === 'string' ? payload.email : undefined,
  };
}

/** Every call needs `Authorization: Bearer <id token>` (a call declared `public` aside); anything else is a 401 and nothing runs. */
export function requireBearer(verify: TokenVerifier, isPublic: (c: Context) => boolean = () => false): MiddlewareHandler<{ Variables: ApiVariables }> {
  return async (c, next) => {
    // A call declared public (routes.ts `public`) answers without a token: its handler reads no caller.
    if (isPublic(c)) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
    const staff = match?.[1] ? await verify(match[1]).catch(() => undefined) : undefined;
    if (staff) {
      c.set('staff', staff);
      return next();
    }
    // A body left unread makes the connection unusable: say so, so no client reuses it.
    if (c.req.header('Content-Length') || c.req.header('Transfer-Encoding')) c.header('Connection', 'close');
    return jsonError(c, 401, match ? 'The bearer token is invalid or has expired.' : 'Sign-in required: send a bearer id token.');
  };
}
