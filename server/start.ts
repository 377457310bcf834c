import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createConsoleApp, type NodeHandler } from './app';
import type { ConsoleConfig } from '../runtime/generated/config';
import { localConsoleConfig, readConsoleConfigFile } from './consoleConfig';
import { acquireDataLock } from './dataLock';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import { seedStaffAccounts } from './identity/accounts';
import { removeExpiredArtifacts } from './identity/adapter';
import { loadOrCreateKeys } from './identity/keys';
import { loadOrCreateCredentialKey } from './api/admin/opsCreds/credentialKey';
import { seedOpsCredentials } from './db/seed/opsCredentials';
import { answerClientErrorsWithJson } from './requestErrors';
import { upgradeSheetPage, type ServerSettings } from './settings';

export interface RunningConsole {
  server: Server;
  origin: string;
  db: Database;
  close(): Promise<void>;
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
 * identity key, which several processes may share.
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
      close: async () => {
        await running.close();
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
  await prepareDatabase(db, settings.seedPostalCodes);
  const keys = await loadOrCreateKeys(settings.dataDir);
  const credentialKey = await loadOrCreateCredentialKey(settings.dataDir, settings.opsCredentialsKey);
  await seedOpsCredentials(db, credentialKey);

  // Listen first: with port 0 the origin (and so the issuer) is known only once bound. Requests
  // arriving before the app is built wait for it rather than hang unanswered.
  let handle: NodeHandler | undefined;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  const server = createServer((req, res) => (handle ? handle(req, res) : waiting.push([req, res])));
  answerClientErrorsWithJson(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${settings.host}:${port}`;
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
    consoleConfig,
    frontEnd: await frontEnd(origin, serviceOrigins, server, consoleConfig),
  });
  handle = app.handler;
  for (const [req, res] of waiting.splice(0)) handle(req, res);

  return {
    server,
    origin,
    db,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!givenDb) await db.close();
    },
  };
}

export async function prepareDatabase(db: Database, postalCodes: number): Promise<void> {
  await migrate(db);
  await seedDemoData(db, { postalCodes });
  await seedStaffAccounts(db);
  await removeExpiredArtifacts(db);
}
