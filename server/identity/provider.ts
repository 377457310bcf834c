import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/database';
import { findAccountById } from './accounts';
import type { IdentityKeys } from './keys';
import { databaseAdapter } from './adapter';
import type { EndedSessions } from './endedSessions';
import { escapeHtml } from './html';
import { loginInteractions } from './loginPage';
import { pageSecurityHeaders, renderPage } from './page';
import { CONSOLE_CLIENT_ID, IDENTITY_MOUNT_PATH, issuerFor } from './paths';
import { createSignInThrottle } from './signInThrottle';
import { signOutEndpoint } from './signOut';
import { databaseThrottleStore } from './throttleStore';

export interface IdentityOptions {
  origin: string;
  tokenTtlSeconds: number;
  keys: IdentityKeys;
  db: Database;
  /** Where sign-outs are recorded: the instance the services' token verifier asks (server/app.ts). */
  endedSessions: EndedSessions;
}

/**
 * The console's identity provider: authorization code + PKCE for one public client. Its pages
 * carry a strict policy and cannot be framed; sign-in is throttled (signInThrottle.ts); every id
 * token names its session (`sid`, the provider session's uid), which the console's sign-out ends
 * (signOut.ts) and the services then refuse (server/api/auth.ts).
 */
export function createIdentityProvider({ origin, tokenTtlSeconds, keys, db, endedSessions }: IdentityOptions): Provider {
  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: CONSOLE_CLIENT_ID,
        client_name: 'Operations console',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}/login/callback`],
        post_logout_redirect_uris: [`${origin}/`],
      },
    ],
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    // The console reads the staff member's name and e-mail from the id token; the services read its session.
    conformIdTokenClaims: false,
    claims: { openid: ['sub', 'sid'], profile: ['name'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The provider's own pages in its layout and policy (the defaults load a web font).
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderPage(
            'Sign out – Operations console',
            `<h1>Sign out of the operations console?</h1>
${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button class="secondary" type="submit" form="op.logoutForm">No, stay signed in</button>`,
          );
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderPage('Signed out – Operations console', '<h1>Signed out</h1><p><a href="/">Back to the console</a></p>');
        },
      },
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: tokenTtlSeconds,
      IdToken: tokenTtlSeconds,
      AuthorizationCode: 60,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    interactions: { url: (_ctx, interaction) => `${IDENTITY_MOUNT_PATH}/interaction/${interaction.uid}` },
    // The console is first-party: it gets its scopes without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client;
      const accountId = ctx.oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope('openid profile email offline_access');
      await grant.save();
      return grant;
    },
    // Refresh tokens let the session warning's 'Refresh Session' renew without a new sign-in.
    issueRefreshToken: (_ctx, client) => Promise.resolve(client.grantTypeAllowed('refresh_token')),
    // `token` is the code or refresh token being exchanged: its session becomes the id token's `sid`.
    findAccount: async (_ctx, sub, token) => {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      const sid = token && 'sessionUid' in token ? token.sessionUid : undefined;
      return {
        accountId: account.id,
        claims: () => ({ sub: account.id, name: account.name, email: account.email, email_verified: true, ...(sid ? { sid } : {}) }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderPage(
        'Sign-in error',
        `<h1>Sign-in error</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/">Back to the console</a></p>`,
      );
    },
  };
  const issuer = issuerFor(origin);
  // The services' token verifier asks the same instance, over the same table: every process agrees.
  const sessions = endedSessions;
  const provider = new Provider(issuer, configuration);
  provider.use(pageSecurityHeaders());
  provider.use(signOutEndpoint({ provider, sessions, tokenTtlSeconds }));
  // The throttle's records are in the database: guesses spread over several processes count as one.
  provider.use(loginInteractions(provider, db, createSignInThrottle(databaseThrottleStore(db))));
  return provider;
}
