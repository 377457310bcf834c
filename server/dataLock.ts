import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';

/** The lock file in the data folder; it names the console process using the folder. */
export const DATA_LOCK_FILE = 'console.lock';

/** What the lock file says about the process holding the data folder. */
export interface DataLockOwner {
  pid: number;
  /** Port the holder serves on (the configured one until it is bound). */
  port: number;
  /** How the holder was started, e.g. `npm run dev`. */
  command: string;
  /** The holder's /proc/<pid>/cmdline (Linux): a reused pid shows another command line. */
  cmdline?: string;
  /** Random text of this lock: tells the holder's own file from a successor's. */
  nonce: string;
}

/** The data folder is held by another running console process. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: DataLockOwner,
  ) {
    super(
      `The data folder ${shownPath(dataDir)} is in use by another console process (pid ${owner.pid}, port ${owner.port}, ${owner.command}). ` +
        'Stop it, or start this one with DATA_DIR=<another folder>.',
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataLock {
  readonly file: string;
  /** Records the port actually bound (the lock is taken before the server listens). */
  setPort(port: number): void;
  /** Removes the lock file if it is still this process's; also done on process exit. */
  release(): void;
}

export interface DataLockOptions {
  port: number;
  /** Shown to a second process; defaults to the npm script or the command line of this one. */
  command?: string;
}

/**
 * Takes the data folder for this process: one console process per folder, since two embedded
 * databases on one folder drift apart. A lock whose process no longer runs (killed, crashed)
 * is taken over; a running holder makes this throw DataFolderInUseError. The lock is released
 * by `release` and, failing that, when the process exits normally or through process.exit
 * (the console's SIGINT/SIGTERM handlers end that way).
 */
export function acquireDataLock(dataDir: string, options: DataLockOptions): DataLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DATA_LOCK_FILE);
  const cmdline = commandLineOf(process.pid);
  let mine: DataLockOwner = {
    pid: process.pid,
    port: options.port,
    command: options.command ?? startCommand(),
    ...(cmdline === undefined ? {} : { cmdline }),
    nonce: randomBytes(8).toString('hex'),
  };
  for (let attempt = 0; !createExclusive(file, mine); attempt += 1) {
    if (attempt >= 5) throw new Error(`Could not take the lock ${file}: it keeps changing.`);
    const text = readText(file);
    if (text === undefined) continue; // removed meanwhile: try again
    const owner = parseOwner(text);
    if (owner && isRunning(owner)) throw new DataFolderInUseError(dataDir, owner);
    removeIfUnchanged(file, text);
  }

  const ownsFile = () => parseOwner(readText(file) ?? '')?.nonce === mine.nonce;
  const onExit = () => release();
  function release(): void {
    process.removeListener('exit', onExit);
    if (ownsFile()) unlinkSync(file);
  }
  process.on('exit', onExit);
  return {
    file,
    setPort(port) {
      if (!ownsFile()) return;
      mine = { ...mine, port };
      const temp = tempName(file);
      writeFileSync(temp, JSON.stringify(mine));
      renameSync(temp, file);
    },
    release,
  };
}

/** Writes the lock complete, then links it into place: no other process sees it half-written. */
function createExclusive(file: string, owner: DataLockOwner): boolean {
  const temp = tempName(file);
  writeFileSync(temp, JSON.stringify(owner), { flag: 'wx' });
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

/**
 * Removes a stale lock, unless another process took it over since it was read: the file is
 * moved aside, and put back if it is no longer the stale one.
 */
function removeIfUnchanged(file: string, staleText: string): void {
  const aside = tempName(file);
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readText(aside) !== staleText) {
    try {
      linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  unlinkSync(aside);
}

function tempName(file: string): string {
  return `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The lock's owner, or undefined when the file is not a lock this module wrote. */
function parseOwner(text: string): DataLockOwner | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { pid, port, command, cmdline, nonce } = value as Record<string, unknown>;
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return undefined;
  if (typeof port !== 'number' || typeof command !== 'string' || typeof nonce !== 'string') return undefined;
  return { pid, port, command, nonce, ...(typeof cmdline === 'string' ? { cmdline } : {}) };
}

/** Whether the holder still runs: its pid exists and, where /proc tells, with its command line. */
function isRunning(owner: DataLockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the pid exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (owner.cmdline === undefined) return true;
  const now = commandLineOf(owner.pid);
  return now === undefined || now === owner.cmdline;
}

function commandLineOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
}

/** `npm run dev`, `npm start`, or the script and arguments this process runs. */
function startCommand(): string {
  const script = process.env.npm_lifecycle_event;
  if (script) return script === 'start' || script === 'test' ? `npm ${script}` : `npm run ${script}`;
  return ['node', ...process.argv.slice(1).map(shownPath)].join(' ');
}

/** A path inside the working folder relative to it ('.data'), any other as given. */
function shownPath(path: string): string {
  if (!isAbsolute(path)) return path;
  const inside = relative(process.cwd(), path);
  return inside === '' ? '.' : inside.startsWith('..') || isAbsolute(inside) ? path : inside;
}
