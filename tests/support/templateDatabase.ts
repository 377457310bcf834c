import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/database';
import { prepareDatabase } from '../../server/prepareDatabase';

/**
 * One migrated and seeded database per test run, copied for each API test file: migrating and
 * seeding took every file 7–9 s, copying takes a fraction of a second. Each file still gets a
 * database of its own (a copy), so what one file writes no other file sees.
 *
 * Made once per run by the API test projects' globalSetup (tests/support/templateDatabase.setup.ts)
 * in the main vitest process, before any worker starts: the workers only copy it, so they
 * never race to make it. The setup names it in the environment the workers inherit.
 */

/** PostgreSQL: the name of the template database (`create database … template …`). */
export const POSTGRES_TEMPLATE_ENV = 'CONSOLE_TEST_TEMPLATE_DATABASE';
/** PGlite: the file holding the template's data folder (a `dumpDataDir` tarball). */
export const PGLITE_TEMPLATE_ENV = 'CONSOLE_TEST_TEMPLATE_DATA_DIR';

/** Postal codes seeded for tests: enough for every town, small enough to seed fast. */
export const TEST_POSTAL_CODES = 300;

/** A database name PostgreSQL takes unquoted: lower case letters, digits and underscores. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(6).toString('hex')}`;
}

/** Makes the PostgreSQL template on `serverUrl`; returns its name and how to drop it. */
export async function makePostgresTemplate(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = uniqueDatabaseName('console_template');
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const drop = () => withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const db = await openDatabase({ url: url.toString() });
    try {
      await prepareDatabase(db, TEST_POSTAL_CODES);
    } finally {
      // A template can only be copied while nobody is connected to it.
      await db.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

/** Creates a copy of `template` named `name` on `serverUrl`. */
export async function copyPostgresTemplate(serverUrl: string, template: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
}

/** Makes the PGlite template as a tarball file; returns its path and how to remove it. */
export async function makePgliteTemplate(): Promise<{ file: string; remove(): Promise<void> }> {
  const db = await openDatabase({});
  let tarball: Blob;
  try {
    await prepareDatabase(db, TEST_POSTAL_CODES);
    if (!db.dumpDataDir) throw new Error('The embedded database cannot dump its data folder');
    tarball = await db.dumpDataDir();
  } finally {
    await db.close();
  }
  const file = join(tmpdir(), `${uniqueDatabaseName('console-test-template')}.tar`);
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  return { file, remove: () => rm(file, { force: true }) };
}

/** The PGlite template's data folder, to open a copy with (`openDatabase({ loadDataDir })`). */
export async function readPgliteTemplate(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}

export async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
