import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NodeHandler } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import type { ServerSettings } from '../../server/settings';
import { startConsole } from '../../server/start';
import {
  copyPostgresTemplate,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  readPgliteTemplate,
  TEST_POSTAL_CODES,
  uniqueDatabaseName,
  withAdminClient,
} from './templateDatabase';

export { TEST_POSTAL_CODES };
export const TEST_TOKEN_TTL_SECONDS = 3600;

/** The database one test file shares between its servers. */
export interface TestDatabase {
  db: Database;
  /** 'pglite' (in memory) or the name of the PostgreSQL database made for this file. */
  label: string;
  /** Closes the connection and, on PostgreSQL, drops the database made for this file. */
  close: () => Promise<void>;
}

export interface TestServerOptions {
  /** Lifetime of id and access tokens; short ones serve expiry tests. */
  tokenTtlSeconds?: number;
  /** The port to listen on; a free one when omitted. */
  port?: number;
  /** OPS_CREDENTIALS_KEY as configured; omitted, a key made in the server's own data folder. */
  opsCredentialsKey?: string;
  /** IDENTITY_SIGNING_KEYS and IDENTITY_COOKIE_KEYS as configured; omitted, keys made in the server's own data folder. */
  identityKeys?: { signingKeys: string; cookieKeys: string };
}

/** A running console on a free port of 127.0.0.1. */
export interface TestServer {
  origin: string;
  db: Database;
  tokenTtlSeconds: number;
  /** Stops the server (not the shared database) and removes its data folder; `graceMs` as RunningConsole.close. */
  close: (graceMs?: number) => Promise<void>;
}

/** One database and the servers started on it, stopped together. */
export interface TestEnvironment {
  database: TestDatabase;
  servers: TestServer[];
  /** Starts one more console on the same database (each server gets its own keys). */
  start(options?: TestServerOptions): Promise<TestServer>;
  /** Stops every server, then closes (and on PostgreSQL drops) the database. */
  stop(): Promise<void>;
}

/** Stands in for the built console: API tests only need non-/api paths to answer something. */
export const placeholderFrontEnd = (): NodeHandler => (_req, res) => {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html');
  res.end('<!doctype html><title>console</title>');
};

/** Where a test file's database starts: empty (the server migrates and seeds it), or a copy of the run's seeded template. */
export interface TestDatabaseOptions {
  /**
   * Start from a copy of the run's migrated and seeded template (tests/support/templateDatabase.ts)
   * when the test project made one; empty otherwise, as tests of the start itself need.
   */
  fromTemplate?: boolean;
}

/**
 * Opens the database for one test file: in-memory PGlite, or, in the `api-postgres` test
 * project (vitest.config.ts, when TEST_DATABASE_URL is set), a fresh database created on that
 * PostgreSQL server (files run in parallel workers, so each gets its own) and dropped again by
 * `close`. With `fromTemplate` it is a copy of the run's seeded template, still the file's own.
 */
export async function openTestDatabase(
  serverUrl: string | undefined = process.env.API_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (!serverUrl) {
    const templateFile = options.fromTemplate ? process.env[PGLITE_TEMPLATE_ENV] : undefined;
    const db = await openDatabase({ loadDataDir: templateFile ? await readPgliteTemplate(templateFile) : undefined });
    return { db, label: 'pglite', close: () => db.close() };
  }
  const name = uniqueDatabaseName('console_test');
  const template = options.fromTemplate ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
  if (template) await copyPostgresTemplate(serverUrl, template, name);
  else await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let db: Database;
  try {
    db = await openDatabase({ url: url.toString() });
  } catch (error) {
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return {
    db,
    label: name,
    close: async () => {
      await db.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** Starts a console on `db` (migrated and seeded if not yet) with its own data folder and keys. */
export async function startTestServer(db: Database, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'console-api-test-'));
  const tokenTtlSeconds = options.tokenTtlSeconds ?? TEST_TOKEN_TTL_SECONDS;
  const settings: ServerSettings = {
    port: options.port ?? 0,
    host: '127.0.0.1',
    origin: `http://127.0.0.1:${options.port ?? 0}`,
    dataDir,
    databaseUrl: undefined,
    tokenTtlSeconds,
    environmentName: 'Test',
    seedPostalCodes: TEST_POSTAL_CODES,
    consoleConfigFile: undefined,
    opsCredentialsKey: options.opsCredentialsKey,
    identitySigningKeys: options.identityKeys?.signingKeys,
    identityCookieKeys: options.identityKeys?.cookieKeys,
  };
  try {
    const running = await startConsole({ settings, frontEnd: placeholderFrontEnd, db });
    return {
      origin: running.origin,
      db,
      tokenTtlSeconds,
      close: async (graceMs) => {
        await running.close(graceMs);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Opens one database for a test file (a copy of the run's seeded template); `start` adds servers
 * on it (sequentially: they migrate what is not yet there).
 */
export async function createTestEnvironment(): Promise<TestEnvironment> {
  const database = await openTestDatabase(undefined, { fromTemplate: true });
  const servers: TestServer[] = [];
  return {
    database,
    servers,
    start: async (options) => {
      const server = await startTestServer(database.db, options);
      servers.push(server);
      return server;
    },
    stop: () => stopTestEnvironment({ database, servers }),
  };
}

/** Stops the servers (each server.close), then closes the database; tolerates a partial start. */
export async function stopTestEnvironment(environment: Pick<TestEnvironment, 'database' | 'servers'> | undefined): Promise<void> {
  if (!environment) return;
  const failures: unknown[] = [];
  for (const server of environment.servers.splice(0)) {
    await server.close().catch((error: unknown) => failures.push(error));
  }
  await environment.database.close().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw new AggregateError(failures, 'Stopping the test console failed');
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
