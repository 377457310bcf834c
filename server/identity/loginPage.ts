import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/database';
import { authenticate, prepareAuthentication } from './accounts';
import { escapeHtml } from './html';
import { renderPage } from './page';
import { IDENTITY_MOUNT_PATH } from './paths';
import { accountKeyOf, addressKeyOf, retryAfterSeconds, tooManyAttemptsMessage, type SignInThrottle } from './signInThrottle';
import { textOf } from '../../shared/textOf';

export const WRONG_CREDENTIALS = 'Incorrect e-mail or password.';

type Next = () => Promise<void>;

/**
 * The provider's own sign-in page: GET shows the form, POST checks the e-mail and password and
 * finishes the login interaction (consent is automatic for the first-party console). Attempts
 * pass the throttle first: too many failures for the e-mail or from the address answer 429.
 */
export function loginInteractions(provider: Provider, db: Database, throttle: SignInThrottle) {
  prepareAuthentication();
  return async (ctx: KoaContextWithOIDC, next: Next): Promise<void> => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(ctx.path);
    if (!match) return next();
    const uid = match[1] ?? '';
    ctx.set('Cache-Control', 'no-store');
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.uid !== uid) ctx.throw(400, 'interaction mismatch');

    if (details.prompt.name === 'consent') {
      const grant = new provider.Grant({ accountId: details.session?.accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(textOf(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      return finish(ctx, await provider.interactionResult(ctx.req, ctx.res, { consent: { grantId } }));
    }

    if (ctx.method === 'POST' && match[2]) {
      const form = new URLSearchParams(await readBody(ctx));
      const email = form.get('email') ?? '';
      const keys = { account: accountKeyOf(email), address: addressKeyOf(ctx.ip) };
      // A held-back attempt checks no password at all, the right one included.
      const verdict = await throttle.attempt(keys, Date.now());
      if (!verdict.allowed) {
        ctx.status = 429;
        ctx.set('Retry-After', String(retryAfterSeconds(verdict.waitMs)));
        return renderLogin(ctx, uid, email, tooManyAttemptsMessage(verdict.waitMs));
      }
      const account = await authenticate(db, email, form.get('password') ?? '');
      if (!account) {
        await throttle.failed(keys, Date.now());
        ctx.status = 401;
        return renderLogin(ctx, uid, email, WRONG_CREDENTIALS);
      }
      await throttle.succeeded(keys, Date.now());
      return finish(ctx, await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: account.id } }));
    }
    if (ctx.method !== 'GET') ctx.throw(405);
    return renderLogin(ctx, uid, textOf(details.params.login_hint ?? ''), undefined);
  };
}

function finish(ctx: KoaContextWithOIDC, returnTo: string): void {
  ctx.status = 303;
  ctx.redirect(returnTo);
}

async function readBody(ctx: KoaContextWithOIDC): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) ctx.throw(413, 'request too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function renderLogin(ctx: KoaContextWithOIDC, uid: string, email: string, error: string | undefined): void {
  ctx.type = 'html';
  ctx.body = renderPage(
    'Sign in – Operations console',
    `<h1>Sign in to the operations console</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${IDENTITY_MOUNT_PATH}/interaction/${escapeHtml(uid)}/login" autocomplete="on">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" required autocomplete="username" value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" required autocomplete="current-password"${email ? ' autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>`,
  );
}
