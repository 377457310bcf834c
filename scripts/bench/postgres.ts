/**
 * A throw-away PostgreSQL for `npm run bench`, as .ci/run starts one: initdb in a temporary
 * folder (as the postgres user when running as root: initdb refuses root), pg_ctl on a free
 * port of 127.0.0.1, stopped and removed afterwards. Undefined when no server is installed.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server';

export interface ThrowAwayPostgres {
  url: string;
  version: string;
  stop(): void;
}

function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions[versions.length - 1];
  return newest === undefined ? undefined : join(base, newest, 'bin');
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export async function startPostgres(): Promise<ThrowAwayPostgres | undefined> {
  const bin = postgresBin();
  if (!bin) return undefined;
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'console-bench-pg-'));
  const run = (command: string, args: string[]) => {
    if (!root) return execFileSync(join(bin, command), args, { stdio: 'pipe' }).toString();
    return execFileSync('su', ['postgres', '-c', [join(bin, command), ...args].map(quote).join(' ')], { stdio: 'pipe' }).toString();
  };
  if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const port = await freePort();
  const data = join(dir, 'data');
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
    run('pg_ctl', ['-D', data, '-o', `-c listen_addresses=127.0.0.1 -p ${port}`, '-l', join(dir, 'log'), '-w', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  // 'postgres (PostgreSQL) 15.18 (Debian …)' → 'PostgreSQL 15.18 (Debian …)'
  const version = run('postgres', ['--version']).trim().replace(/^postgres \(PostgreSQL\)/, 'PostgreSQL');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
