/**
 * Reads the two sides of a diff: a folder (holding `screens/` and `schemas/entities/`, e.g. a
 * project root or a fixture) or a git revision (`git ls-tree` and `git show`, no shell).
 */
import { execFile } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import type { Unreadable } from '../../../runtime/tooling/diff/model';

const run = promisify(execFile);

export const SCREENS_DIR = 'screens';
export const ENTITIES_DIR = 'schemas/entities';

/** A wrong argument: the CLI prints its message and exits with 2. */
export class UsageError extends Error {}

/** One side of the diff, read. */
export interface Side {
  screens: Map<string, unknown>;
  entities: Map<string, unknown>;
  /** The shared definitions files (`screens/shared/*.json`), by path. */
  shared: Map<string, unknown>;
  /** Files that are not valid JSON, without the side (the caller knows it). */
  unreadable: Omit<Unreadable, 'side'>[];
}

export function isScreenFile(path: string): boolean {
  return path.startsWith(`${SCREENS_DIR}/`) && path.endsWith('.screen.json');
}

/** A shared definitions file: `screens/shared/<name>.json`. */
export function isSharedDefinitionFile(path: string): boolean {
  const prefix = `${SCREENS_DIR}/shared/`;
  return path.startsWith(prefix) && path.endsWith('.json') && !path.endsWith('.screen.json') && !path.slice(prefix.length).includes('/');
}

export function isEntityFile(path: string): boolean {
  return path.startsWith(`${ENTITIES_DIR}/`) && path.endsWith('.schema.json') && !path.slice(ENTITIES_DIR.length + 1).includes('/');
}

function parse(side: Side, file: string, text: string): void {
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    side.unreadable.push({ file, problem: 'not valid JSON' });
    return;
  }
  (isScreenFile(file) ? side.screens : isSharedDefinitionFile(file) ? side.shared : side.entities).set(file, json);
}

export async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/** Whether `dir` is a folder holding `screens/` or `schemas/entities/`. */
export async function isProjectFolder(dir: string): Promise<boolean> {
  return (await isDirectory(join(dir, SCREENS_DIR))) || (await isDirectory(join(dir, ENTITIES_DIR)));
}


/** The definitions and entity schemas of a folder, by path relative to it (`/` separators). */
export async function loadFolder(dir: string): Promise<Side> {
  const side: Side = { screens: new Map(), entities: new Map(), shared: new Map(), unreadable: [] };
  const files: string[] = [];
  for (const sub of [SCREENS_DIR, ENTITIES_DIR]) {
    if (!(await isDirectory(join(dir, sub)))) continue;
    const entries = await readdir(join(dir, sub), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (entry.isFile()) files.push(relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
    }
  }
  for (const file of files.filter((path) => isScreenFile(path) || isSharedDefinitionFile(path) || isEntityFile(path)).sort()) {
    parse(side, file, await readFile(join(dir, file), 'utf8'));
  }
  return side;
}

async function git(repo: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: repo, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return stdout;
}

/** Whether `rev` names a commit of the repository at `repo`. */
export async function isRevision(repo: string, rev: string): Promise<boolean> {
  if (rev.startsWith('-')) return false;
  try {
    await git(repo, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** The definitions and entity schemas at a revision, paths relative to `repo` (the project root). */
export async function loadRevision(repo: string, rev: string): Promise<Side> {
  const side: Side = { screens: new Map(), entities: new Map(), shared: new Map(), unreadable: [] };
  const listing = await git(repo, ['ls-tree', '-r', '--name-only', '-z', rev, '--', SCREENS_DIR, ENTITIES_DIR]);
  const files = listing
    .split('\0')
    .filter((path) => isScreenFile(path) || isSharedDefinitionFile(path) || isEntityFile(path))
    .sort();
  for (const file of files) parse(side, file, await git(repo, ['show', `${rev}:./${file}`]));
  return side;
}
