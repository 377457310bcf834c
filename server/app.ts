import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createLocalJWKSet } from 'jose';
import type Provider from 'oidc-provider';
import type { ConsoleConfig } from '../runtime/generated/config';
import { createAdminApi } from './api/admin/index';
import { createTokenVerifier } from './api/auth';
import { jsonError } from './api/errors';
import { createDevApi } from './api/dev/index';
import { createLabelsApi } from './api/labels/index';
import { createShopApi } from './api/shop/index';
import { createStorefrontApi } from './api/storefront/graphql';
import { compressAnswers } from './compression';
import type { Database } from './db/database';
import { databaseEndedSessions, rememberedEndedSessions } from './identity/endedSessions';
import { createIdentityProvider } from './identity/provider';
import { publicSigningKeys, type IdentityKeys } from './identity/keys';
import type { CredentialKey } from './api/admin/opsCreds/secretBox';
import { CONSOLE_CLIENT_ID, IDENTITY_MOUNT_PATH, issuerFor } from './identity/paths';
import { hasMalformedPath, MALFORMED_PATH_MESSAGE, writeJsonError } from './requestErrors';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface ConsoleAppOptions {
  origin: string;
  db: Database;
  keys: IdentityKeys;
  /** Encrypts the ops credentials' passwords (server/api/admin/opsCreds). */
  credentialKey: CredentialKey;
  tokenTtlSeconds: number;
  /**
   * Behind a proxy (TRUST_PROXY): the provider reads the client's address (the sign-in
   * throttle's) and protocol from X-Forwarded-For and X-Forwarded-Proto.
   */
  trustProxy?: boolean;
  /**
   * The origin is the shared public one (PUBLIC_ORIGIN): the services build the addresses they
   * answer (label files) on it, not on the Host a request came with.
   */
  publicOrigin?: boolean;
  consoleConfig: ConsoleConfig;
  /** Serves the console itself: the built files, or Vite's dev middleware. */
  frontEnd: NodeHandler;
}

export interface ConsoleApp {
  handler: NodeHandler;
  provider: Provider;
}

/**
 * One request handler for the whole process: the identity provider under /oidc, the services
 * under /api, /config.json, and the console for everything else.
 */
export function createConsoleApp(options: ConsoleAppOptions): ConsoleApp {
  // One record of sign-outs for the provider (which ends sessions) and the services (which refuse their tokens).
  const endedSessions = rememberedEndedSessions(databaseEndedSessions(options.db));
  const provider = createIdentityProvider({ ...options, endedSessions });
  provider.proxy = options.trustProxy ?? false;
  const providerCallback = provider.callback();
  // Tokens are verified with the provider's own public keys, in the process: a process behind a
  // load balancer cannot count on reaching its issuer's /jwks (the shared public origin).
  const publicKeys = createLocalJWKSet(publicSigningKeys(options.keys));
  const verify = createTokenVerifier(issuerFor(options.origin), CONSOLE_CLIENT_ID, (sid) => endedSessions.isEnded(sid), Date.now, publicKeys);

  const api = new Hono();
  // Large answers (a page of 'All' is over 1 MB of JSON) go brotli- or gzip-compressed.
  api.use('*', compressAnswers());
  api.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(options.consoleConfig);
  });
  api.route('/api/admin', createAdminApi(options.db, verify, { credentialKey: options.credentialKey }));
  api.route('/api/shop', createShopApi(options.db, verify));
  api.route('/api/labels', createLabelsApi(options.db, verify));
  api.route('/api/dev', createDevApi(options.db, verify));
  api.route('/api/storefront', createStorefrontApi(options.db, verify));
  // Unknown API paths answer JSON, never the console's page.
  api.all('/api/*', (c) => jsonError(c, 404, `No such service: ${c.req.path}`));
  const apiListener = getRequestListener(api.fetch);

  const handler: NodeHandler = (req, res) => {
    const url = req.url ?? '/';
    // Every part of the process would misread it (or fail on it): one JSON answer for all.
    if (hasMalformedPath(url)) {
      writeJsonError(res, 400, MALFORMED_PATH_MESSAGE);
      return;
    }
    if (url === IDENTITY_MOUNT_PATH || url.startsWith(`${IDENTITY_MOUNT_PATH}/`)) {
      // The provider expects paths relative to its mount point, like any mounted koa app.
      Object.assign(req, { originalUrl: url });
      req.url = url.slice(IDENTITY_MOUNT_PATH.length) || '/';
      // Koa answers its own failures (ctx.onerror): nothing is left to wait for here.
      void providerCallback(req, res);
      return;
    }
    if (url === '/config.json' || url.startsWith('/config.json?') || url === '/api' || url.startsWith('/api/')) {
      // An absolute request target: the services see the public origin, whatever Host the proxy sent.
      if (options.publicOrigin) req.url = `${options.origin}${url}`;
      void apiListener(req, res);
      return;
    }
    options.frontEnd(req, res);
  };
  return { handler, provider };
}
