import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { EndedSessions } from './endedSessions';
import { CONSOLE_CLIENT_ID } from './paths';

/** Where the console posts its id token when signing out (under the provider's mount). */
export const SIGN_OUT_PATH = '/sign-out';

type Next = () => Promise<void>;

export interface SignOutOptions {
  provider: Provider;
  sessions: EndedSessions;
  /** The longest an id token lives: how long the ended session must be remembered. */
  tokenTtlSeconds: number;
}

/**
 * `POST /oidc/sign-out` with `Authorization: Bearer <id token>`: records the token's session
 * (`sid`) as ended, so the services refuse its tokens, then forgets the provider's session and
 * its grants (refresh tokens and codes included), so the next sign-in asks for the password.
 * An expired token may still end its session (as an `id_token_hint` may). Answers 204; 401 for
 * a token that is not the console's.
 */
export function signOutEndpoint({ provider, sessions, tokenTtlSeconds }: SignOutOptions) {
  return async (ctx: KoaContextWithOIDC, next: Next): Promise<void> => {
    if (ctx.path !== SIGN_OUT_PATH) return next();
    ctx.set('Cache-Control', 'no-store');
    if (ctx.method !== 'POST') {
      ctx.set('Allow', 'POST');
      return answer(ctx, 405, 'Sign out with POST.');
    }
    const sid = await sessionOf(provider, /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1]);
    if (!sid) return answer(ctx, 401, 'Send the id token of the session to end as a bearer token.');
    await sessions.end(sid, tokenTtlSeconds);
    await forgetProviderSession(provider, sid);
    ctx.status = 204;
  };
}

/** The `sid` of a valid id token of the console (signature, issuer, audience; expiry ignored). */
async function sessionOf(provider: Provider, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  const client = await provider.Client.find(CONSOLE_CLIENT_ID);
  if (!client) return undefined;
  const validated = await provider.IdToken.validate(token, client).catch(() => undefined);
  const sid = validated?.payload.sid;
  return typeof sid === 'string' && sid !== '' ? sid : undefined;
}

async function forgetProviderSession(provider: Provider, sid: string): Promise<void> {
  const session = await provider.Session.findByUid(sid);
  if (!session) return;
  for (const { grantId } of Object.values(session.authorizations ?? {})) {
    if (!grantId) continue;
    await Promise.all([
      provider.AccessToken.revokeByGrantId(grantId),
      provider.RefreshToken.revokeByGrantId(grantId),
      provider.AuthorizationCode.revokeByGrantId(grantId),
      provider.Grant.adapter.destroy(grantId),
    ]);
  }
  await session.destroy();
}

function answer(ctx: KoaContextWithOIDC, status: number, error: string): void {
  ctx.status = status;
  ctx.body = { error };
}
