import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/database';
import { authenticate } from './accounts';
import { escapeHtml } from './html';
import { IDENTITY_MOUNT_PATH } from './paths';

export const WRONG_CREDENTIALS = 'Incorrect e-mail or password.';

type Next = () => Promise<void>;

/**
 * The provider's own sign-in page: GET shows the form, POST checks the e-mail and password and
 * finishes the login interaction (consent is automatic for the first-party console).
 */
export function loginInteractions(provider: Provider, db: Database) {
  return async (ctx: KoaContextWithOIDC, next: Next): Promise<void> => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(ctx.path);
    if (!match) return next();
    const uid = match[1] ?? '';
    ctx.set('Cache-Control', 'no-store');
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.uid !== uid) ctx.throw(400, 'interaction mismatch');

    if (details.prompt.name === 'consent') {
      const grant = new provider.Grant({ accountId: details.session?.accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      return finish(ctx, await provider.interactionResult(ctx.req, ctx.res, { consent: { grantId } }));
    }

    if (ctx.method === 'POST' && match[2]) {
      const form = new URLSearchParams(await readBody(ctx));
      const email = form.get('email') ?? '';
      const account = await authenticate(db, email, form.get('password') ?? '');
      if (!account) {
        ctx.status = 401;
        return renderLogin(ctx, uid, email, WRONG_CREDENTIALS);
      }
      return finish(ctx, await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: account.id } }));
    }
    if (ctx.method !== 'GET') ctx.throw(405);
    return renderLogin(ctx, uid, String(details.params.login_hint ?? ''), undefined);
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
  ctx.body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – Operations console</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f5f7; margin: 0; display: grid; place-items: center; min-height: 100vh; color: #1f2d3d; }
  main { background: #fff; padding: 2rem 2.25rem; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08); width: min(22rem, 90vw); }
  h1 { font-size: 1.25rem; margin: 0 0 1.25rem; }
  label { display: block; font-size: .9rem; margin: .75rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .55rem .6rem; border: 1px solid #b8c2cc; border-radius: 4px; font-size: 1rem; }
  button { margin-top: 1.25rem; width: 100%; padding: .6rem; background: #2d6a8a; color: #fff; border: 0; border-radius: 4px; font-size: 1rem; cursor: pointer; }
  .error { background: #fdecea; color: #8a1c12; border: 1px solid #f5c2bd; padding: .5rem .75rem; border-radius: 4px; margin-bottom: .5rem; }
</style>
</head>
<body>
<main>
<h1>Sign in to the operations console</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${IDENTITY_MOUNT_PATH}/interaction/${escapeHtml(uid)}/login" autocomplete="on">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" required autocomplete="username" value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" required autocomplete="current-password"${email ? ' autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}
