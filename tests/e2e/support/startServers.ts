/**
 * Starts the three consoles the browser tests run against (servers.ts) side by side, each its
 * own process on its own embedded database (startServer.ts), and says SERVERS_READY once all
 * three answer. Playwright starts the servers of `webServer` one after another; started
 * together they are ready in the time of the slowest, not of all three.
 *
 * Each database starts as a copy of one migrated and seeded here first (makeSeededTemplate):
 * making an embedded database (its cluster, migrations and seed) cost each server about 11 s
 * of CPU, and a copy opens in under one. The seed is the main server's, so the demo checkout's
 * saved links name the main server's address on all three; only the main server's tests open it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../server/db/database';
import { prepareDatabase } from '../../../server/prepareDatabase';
import { readSettings } from '../../../server/settings';
import { shiftProcessClock } from './shiftedClock';
import { DATABASE_TEMPLATE_ENV, DEV_PORT, MAIN_PORT, SERVERS_READY, SHORT_SESSION_PORT, SHORT_TOKEN_TTL_SECONDS } from './servers';

const servers: { port: number; env?: Record<string, string>; dev?: boolean }[] = [
  { port: MAIN_PORT },
  { port: SHORT_SESSION_PORT, env: { TOKEN_TTL_SECONDS: String(SHORT_TOKEN_TTL_SECONDS) } },
  { port: DEV_PORT, dev: true },
];

const START_TIMEOUT_MS = 180_000;
let stopping = false;

/** The seeded embedded database the servers' own are copied from (removed when they stop). */
const TEMPLATE_DIR = join(tmpdir(), `console-e2e-template-${MAIN_PORT}`);

/** Migrates and seeds an embedded database in TEMPLATE_DIR as the main server would on its first start, on the run's day. */
async function makeSeededTemplate(): Promise<void> {
  shiftProcessClock();
  await rm(TEMPLATE_DIR, { recursive: true, force: true });
  const db = await openDatabase({ dataDir: TEMPLATE_DIR });
  try {
    await prepareDatabase(db, readSettings().seedPostalCodes, `http://127.0.0.1:${MAIN_PORT}`);
  } finally {
    await db.close();
  }
}

function start(port: number, env: Record<string, string> = {}, dev = false): ChildProcess {
  const args = ['--import', 'tsx', 'tests/e2e/support/startServer.ts', ...(dev ? ['--dev'] : [])];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), [DATABASE_TEMPLATE_ENV]: TEMPLATE_DIR },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The console on port ${port} stopped (${signal ?? `exit code ${code}`}).`);
    process.exit(1);
  });
  return child;
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/config.json`)).ok;
  } catch {
    return false;
  }
}

async function ready(port: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(port))) {
    if (Date.now() > deadline) throw new Error(`The console on port ${port} did not answer within ${START_TIMEOUT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const children: ChildProcess[] = [];
const stopAll = () => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
};
process.once('SIGTERM', () => {
  stopAll();
  process.exit(0);
});
process.once('SIGINT', () => {
  stopAll();
  process.exit(0);
});
try {
  await makeSeededTemplate();
  children.push(...servers.map(({ port, env, dev }) => start(port, env, dev)));
  await Promise.all(servers.map(({ port }) => ready(port)));
  // Each server copied it before opening its own.
  await rm(TEMPLATE_DIR, { recursive: true, force: true });
  console.log(SERVERS_READY);
} catch (error) {
  console.error((error as Error).message);
  stopAll();
  process.exit(1);
}
