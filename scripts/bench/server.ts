/**
 * The console as `npm start` runs it, in its own process (so the bench's requests do not share
 * its event loop), on a fresh data folder seeded with the postal codes asked for, and a real
 * sign-in: requests carry the id token the console's front end would send.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../../server/db/database';
import { prepareDatabase } from '../../server/prepareDatabase';
import { signIn } from '../../tests/support/oidcSignIn';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BenchServer {
  origin: string;
  idToken: string;
  /** From the start to 'Console ready' (migrations, the seed and `prepare` included). */
  startMs: number;
  stop(): Promise<void>;
}

/** A port nothing listens on now (127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface BenchServerOptions {
  postalCodes: number;
  databaseUrl?: string;
  /** A folder the console serves under /bench/ (BENCH_STATIC_DIR: the browser part's hand-written page). */
  benchStaticDir?: string;
  /**
   * More rows before the console starts: the bench opens the database itself (the data folder's
   * embedded database, or DATABASE_URL), migrates and seeds it as the console would, runs this,
   * and closes it; the console then finds it ready.
   */
  prepare?: (db: Database) => Promise<void>;
}

export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-data-'));
  const port = await freePort();
  const started = performance.now();
  if (options.prepare) {
    try {
      const db = await openDatabase({ url: options.databaseUrl, dataDir: join(dataDir, 'pglite') });
      try {
        await prepareDatabase(db, options.postalCodes);
        await options.prepare(db);
      } finally {
        await db.close();
      }
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_POSTAL_CODES: String(options.postalCodes),
      DATABASE_URL: options.databaseUrl ?? '',
      BENCH_STATIC_DIR: options.benchStaticDir ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /Console ready[^:]*: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
        if (ready?.[1]) resolve(ready[1]);
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => reject(new Error(`the console stopped (exit ${code}) before it was ready:\n${output.slice(-2000)}`)));
    });
    const startMs = performance.now() - started;
    const { idToken } = await signIn(origin);
    return { origin, idToken, startMs, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
