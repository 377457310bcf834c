import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createConsoleApp, type NodeHandler } from './app';
import type { ConsoleConfig } from '../runtime/generated/config';
import { localConsoleConfig, readConsoleConfigFile } from './consoleConfig';
import { acquireDataLock } from './dataLock';
import { openDatabase, type Database } from './db/database';
import { underStartLock } from './db/migrate';
import { prepareDatabase } from './prepareDatabase';
import { identityKeys } from './identity/keys';
import { loadOrCreateCredentialKey } from './api/admin/opsCreds/credentialKey';
import { resealOpsCredentials } from './api/admin/opsCreds/reseal';
import { healthEndpoints, type Phase } from './health';
import { seedOpsCredentials } from './db/seed/opsCredentials';
import { answerClientErrorsWithJson } from './requestErrors';
import { upgradeSheetPage, type ServerSettings } from './settings';

export interface RunningConsole {
  server: Server;
  /** The console's public origin (PUBLIC_ORIGIN, else the bound address). */
  origin: string;
  db: Database;
  /** Where the identity keys came from: IDENTITY_* configuration, or the data folder. */
  keysFrom: 'configuration' | 'data folder';
  /**
   * Stops taking connections and, for up to `graceMs` (0: none), lets the requests in flight
   * finish before cutting what is left; then closes the database it opened.
   */
  close: (graceMs?: number) => Promise<void>;
}

export interface StartOptions {
  settings: ServerSettings;
  /** Builds the front-end handler once the origin is known. */
  /** The console's pages; `consoleConfig` is what /config.json answers (a page may carry it: staticFrontEnd). */
  frontEnd: (origin: string, serviceOrigins: string[], server: Server, consoleConfig: ConsoleConfig) => Promise<NodeHandler> | NodeHandler;
  /** An already open database (tests share one); otherwise opened from the settings. */
  db?: Database;
}

/**
 * Opens the database (migrated and seeded on first start) and serves everything on one port.
 * The embedded database's data folder is locked first (one console process per folder; see
 * dataLock.ts): a second process on it throws DataFolderInUseError before touching anything.
 * With DATABASE_URL (or a given database) nothing is locked: the folder then holds only the
 * keys not configured (identity/keys.ts, opsCreds/credentialKey.ts), which processes sharing the
 * folder share. Migrations and seed run under the start lock (underStartLock): of several
 * processes starting on one empty database, one prepares it while the others wait.
 */
export async function startConsole(options: StartOptions): Promise<RunningConsole> {
  const { settings, db: givenDb } = options;
  const lock = givenDb || settings.databaseUrl ? undefined : acquireDataLock(settings.dataDir, { port: settings.port });
  let db: Database | undefined;
  try {
    db = givenDb ?? (await openDatabase({ url: settings.databaseUrl, dataDir: join(settings.dataDir, 'pglite') }));
    const running = await serve(options, db);
    lock?.setPort((running.server.address() as AddressInfo).port);
    return {
      ...running,
      close: async (graceMs) => {
        await running.close(graceMs);
        lock?.release();
      },
    };
  } catch (error) {
    if (db && !givenDb) await db.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

async function serve({ settings, frontEnd, db: givenDb }: StartOptions, db: Database): Promise<RunningConsole> {
  // Listen first: with port 0 the origin (and so the issuer) is known only once bound, and a
  // load balancer can ask /health/* while the database is migrated (ready only after). Other
  // requests arriving before the app is built wait for it rather than hang unanswered.
  let phase: Phase = 'starting';
  const health = healthEndpoints(() => phase, () => db);
  let handle: NodeHandler | undefined;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  const server = createServer((req, res) => {
    if (health(req, res)) return;
    if (handle) handle(req, res);
    else waiting.push([req, res]);
  });
  answerClientErrorsWithJson(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  // While stopping, a connection ends with the answer it was waiting for (no next request on it).
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    res.once('finish', () => {
      if (phase === 'stopping') req.socket.end();
    });
  });
  const stop = async (graceMs = 0) => {
    phase = 'stopping';
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    await closed;
    clearTimeout(cut);
  };
  try {
    const port = (server.address() as AddressInfo).port;
    const origin = settings.publicOrigin ?? `http://${urlHost(settings.host)}:${port}`;
    const keys = await identityKeys({ signingKeys: settings.identitySigningKeys, cookieKeys: settings.identityCookieKeys }, settings.dataDir);
    const credentialKey = await loadOrCreateCredentialKey(settings.dataDir, settings.opsCredentialsKey);
    await underStartLock(db, async () => {
      await prepareDatabase(db, settings.seedPostalCodes, origin);
      await seedOpsCredentials(db, credentialKey);
      await resealOpsCredentials(db, credentialKey);
    });
    const consoleConfig = settings.consoleConfigFile
      ? await readConsoleConfigFile(settings.consoleConfigFile)
      : localConsoleConfig(origin, settings.environmentName, { upgradeSheet: settings.upgradeSheetUrl ?? upgradeSheetPage(origin) });
    const serviceOrigins = [consoleConfig.identity.authority, ...Object.values(consoleConfig.services)].map((url) => new URL(url).origin);
    const app = createConsoleApp({
      origin,
      db,
      keys,
      credentialKey,
      tokenTtlSeconds: settings.tokenTtlSeconds,
      trustProxy: settings.trustProxy ?? false,
      publicOrigin: settings.publicOrigin !== undefined,
      consoleConfig,
      frontEnd: await frontEnd(origin, serviceOrigins, server, consoleConfig),
    });
    handle = app.handler;
    for (const [req, res] of waiting.splice(0)) handle(req, res);
    phase = 'serving';

    return {
      server,
      origin,
      db,
      keysFrom: keys.source,
      close: async (graceMs) => {
        await stop(graceMs);
        if (!givenDb) await db.close();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A bound address as a URL's host: a wildcard address is reached through loopback; IPv6 in brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
