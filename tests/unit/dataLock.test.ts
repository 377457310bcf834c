import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataLock, DATA_LOCK_FILE, DataFolderInUseError } from '../../server/dataLock';

const HOLDER = 'tests/support/holdDataLock.ts';

let dir: string;
let lockFile: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'console-lock-test-'));
  lockFile = join(dir, DATA_LOCK_FILE);
});

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

/** A node process running `args` (TypeScript through tsx) from the repository root. */
function node(args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return child;
}

/** Another process holding the folder's lock (until SIGTERM with `hold`). */
async function holder(mode: 'hold' | 'exit'): Promise<ChildProcess> {
  const child = node([HOLDER, dir, '5999', 'holder test', mode]);
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  while (!out.includes('locked')) {
    if (child.exitCode !== null) throw new Error(`the holder ended with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

async function exited(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  return { code: child.exitCode, stderr };
}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const ownerPid = async () => (JSON.parse(await readFile(lockFile, 'utf8')) as { pid: number }).pid;

describe('the data folder lock', () => {
  it('refuses a second process while the first runs, naming it; released when the first stops', async () => {
    const first = await holder('hold');
    const message = `The data folder ${dir} is in use by another console process (pid ${first.pid}, port 5999, holder test). Stop it, or start this one with DATA_DIR=<another folder>.`;
    expect(() => acquireDataLock(dir, { port: 1 })).toThrow(DataFolderInUseError);
    expect(() => acquireDataLock(dir, { port: 1 })).toThrow(message);

    // The console itself exits with the message before opening the database.
    const started = await exited(node(['server/main.ts'], { DATA_DIR: dir, PORT: '5998', DATABASE_URL: '' }));
    expect(started.code).toBe(1);
    expect(started.stderr).toContain(message);
    expect(existsSync(join(dir, 'pglite'))).toBe(false);

    first.kill('SIGTERM');
    expect((await exited(first)).code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
    const lock = acquireDataLock(dir, { port: 1 });
    expect(await ownerPid()).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  }, 60_000);

  it('keeps npm run dev off the folder of a running console, and lets it go on SIGTERM', async () => {
    const port = await freePort();
    const first = node(['server/main.ts'], { DATA_DIR: dir, PORT: String(port), SEED_POSTAL_CODES: '20', DATABASE_URL: '', npm_lifecycle_event: 'start' });
    let out = '';
    first.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    while (!out.includes('Console ready')) {
      if (first.exitCode !== null) throw new Error(`the console ended with ${first.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: first.pid, port, command: 'npm start' });

    const second = await exited(node(['server/main.ts', '--dev'], { DATA_DIR: dir, PORT: String(port + 1), DATABASE_URL: '', npm_lifecycle_event: 'dev' }));
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`is in use by another console process (pid ${first.pid}, port ${port}, npm start)`);

    first.kill('SIGTERM');
    expect((await exited(first)).code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 90_000);

  it('is released when its process ends normally', async () => {
    const child = await holder('exit');
    expect((await exited(child)).code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 30_000);

  it('takes over a stale lock: its process was killed, or its pid now runs another command', async () => {
    const killed = await holder('hold');
    killed.kill('SIGKILL');
    await exited(killed);
    expect(await ownerPid()).toBe(killed.pid);
    const lock = acquireDataLock(dir, { port: 1 });
    expect(await ownerPid()).toBe(process.pid);
    lock.release();

    // A pid that runs, but not the command line the lock recorded: the pid was reused.
    const other = node(['-e', 'setInterval(() => {}, 60000)']);
    await writeFile(lockFile, JSON.stringify({ pid: other.pid, port: 5173, command: 'npm start', cmdline: 'node\u0000gone\u0000', nonce: 'x' }));
    acquireDataLock(dir, { port: 1 }).release();
    // A file that is not a lock at all.
    await writeFile(lockFile, 'garbage');
    acquireDataLock(dir, { port: 1 }).release();
    expect(existsSync(lockFile)).toBe(false);
  }, 30_000);

  it('records the bound port, and leaves a successor’s lock alone on release', async () => {
    const lock = acquireDataLock(dir, { port: 0, command: 'npm run dev' });
    lock.setPort(5173);
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: process.pid, port: 5173, command: 'npm run dev' });
    expect(() => acquireDataLock(dir, { port: 2 })).toThrow(`(pid ${process.pid}, port 5173, npm run dev)`);
    await writeFile(lockFile, JSON.stringify({ pid: process.pid, port: 4000, command: 'successor', nonce: 'other' }));
    lock.release();
    expect(existsSync(lockFile)).toBe(true);
  });
});
