import { readdir } from 'node:fs/promises';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrationsDir } from '../../server/db/migrate';
import { DEMO_OPS_CREDENTIALS } from '../../server/db/seed/opsCredentials';
import { PROVINCES } from '../../server/db/seed/places';
import { DEMO_ACCOUNTS } from '../../server/identity/accounts';
import { openTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../support/testServer';

let database: TestDatabase | undefined;
let second: Database | undefined;
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
  await second?.close();
  await database?.close();
});

/**
 * Two consoles starting at the same moment on one empty database, as two processes do behind a
 * load balancer: on PostgreSQL each has its own connections (the second a pool of its own on
 * the same database); the embedded database has one process, so one instance serves both.
 */
it('starts two consoles at once on one empty database: both serve, every migration and seed step is there once', async () => {
  database = await openTestDatabase();
  const serverUrl = process.env.API_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (serverUrl) {
    const url = new URL(serverUrl);
    url.pathname = `/${database.label}`;
    second = await openDatabase({ url: url.toString() });
  }
  const both = await Promise.all([startTestServer(database.db), startTestServer(second ?? database.db)]);
  servers.push(...both);
  for (const server of both) expect((await fetch(`${server.origin}/health/ready`)).status).toBe(200);

  const count = async (sql: string) => Number((await database!.db.query<{ n: string | number }>(sql)).rows[0]?.n);
  const migrations = (await readdir(migrationsDir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name));
  expect(await count('select count(*) as n from schema_migration')).toBe(migrations.length);
  expect(await count('select count(*) as n from province')).toBe(PROVINCES.length);
  expect(await count('select count(*) as n from staff_account')).toBe(DEMO_ACCOUNTS.length);
  expect(await count('select count(*) as n from ops_credential')).toBe(DEMO_OPS_CREDENTIALS.length);
  expect(await count('select count(*) - count(distinct name) as n from seed_step')).toBe(0);
}, 120_000);
