import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from './html';

/** The one stylesheet of the provider's pages, inline; the policy allows exactly this text. */
const PAGE_STYLE = `
  body { font-family: system-ui, sans-serif; background: #f3f5f7; margin: 0; display: grid; place-items: center; min-height: 100vh; color: #1f2d3d; }
  main { background: #fff; padding: 2rem 2.25rem; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08); width: min(22rem, 90vw); }
  h1 { font-size: 1.25rem; margin: 0 0 1.25rem; }
  label { display: block; font-size: .9rem; margin: .75rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .55rem .6rem; border: 1px solid #b8c2cc; border-radius: 4px; font-size: 1rem; }
  button { margin-top: 1.25rem; width: 100%; padding: .6rem; background: #2d6a8a; color: #fff; border: 0; border-radius: 4px; font-size: 1rem; cursor: pointer; }
  button.secondary { background: #fff; color: #2d6a8a; border: 1px solid #2d6a8a; margin-top: .75rem; }
  .error { background: #fdecea; color: #8a1c12; border: 1px solid #f5c2bd; padding: .5rem .75rem; border-radius: 4px; margin-bottom: .5rem; }
`;

const STYLE_SOURCE = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;

/**
 * The provider's pages load nothing, run no script, post forms only to this origin and may not
 * be framed (clickjacking of the sign-in form). `script-src 'none'` is spelt out so that a page
 * the provider itself makes with a script (form_post) can add that script's hash.
 */
export const PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'none'",
  `style-src ${STYLE_SOURCE}`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

type Next = () => Promise<void>;

/** Sets the policy and `X-Frame-Options: DENY` on every answer of the provider (harmless on JSON). */
export function pageSecurityHeaders() {
  return async (ctx: KoaContextWithOIDC, next: Next): Promise<void> => {
    ctx.set('Content-Security-Policy', PAGE_CONTENT_SECURITY_POLICY);
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('X-Content-Type-Options', 'nosniff');
    await next();
  };
}

/** A whole page in the provider's layout; `content` is HTML the caller has escaped. */
export function renderPage(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}
