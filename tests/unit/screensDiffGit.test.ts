import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScreensDiff } from '../../scripts/screens/diff/cli';

const run = promisify(execFile);
const project = fileURLToPath(new URL('../..', import.meta.url));
const TOWN = 'screens/places/town.screen.json';
const TOWN_ENTITY = 'schemas/entities/town.schema.json';

let repo = '';

async function git(...args: string[]): Promise<string> {
  const identity = ['-c', 'user.name=Screens Diff Test', '-c', 'user.email=test@console.invalid', '-c', 'commit.gpgsign=false'];
  return (await run('git', [...identity, ...args], { cwd: repo })).stdout;
}

async function put(path: string, json: unknown): Promise<void> {
  await mkdir(dirname(join(repo, path)), { recursive: true });
  await writeFile(join(repo, path), `${JSON.stringify(json, null, 2)}\n`);
}

async function town(): Promise<Record<string, unknown> & { messages: Record<string, string>; columns: Record<string, unknown>[] }> {
  return JSON.parse(await readFile(join(project, TOWN), 'utf8')) as Record<string, unknown> & { messages: Record<string, string>; columns: Record<string, unknown>[] };
}

/** A temporary repository: one commit on `main` with the Town screen and entity, then edits in the working tree. */
beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'screens-diff-'));
  await git('init', '-q', '-b', 'main');
  await put(TOWN, await town());
  await put(TOWN_ENTITY, JSON.parse(await readFile(join(project, TOWN_ENTITY), 'utf8')));
  await git('add', '-A');
  await git('commit', '-q', '-m', 'Town screen');
  const edited = await town();
  edited.messages.updateFailed = 'Town update failed.';
  edited.columns = edited.columns.filter((column) => column.field !== 'region_name');
  // Written compact: formatting alone must not show.
  await writeFile(join(repo, TOWN), JSON.stringify(edited));
});

afterAll(async () => {
  if (repo) await rm(repo, { recursive: true, force: true });
});

const changed = "- Message `updateFailed`: 'Town update process failed.' → 'Town update failed.'";

describe('screens:diff between git revisions', () => {
  it('compares main with the working tree by default', async () => {
    const result = await runScreensDiff([], { root: repo });
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe('# Screen definitions: `main` → working tree');
    expect(result.stdout).toContain(changed);
    expect(result.stdout).toContain('- Column **Region** (`region_name`): removed');
  });

  it('compares HEAD with the working tree', async () => {
    const result = await runScreensDiff(['HEAD'], { root: repo });
    expect(result.stdout).toContain('### Town (`/secure/town`) — changed');
    expect(result.stdout).toContain(changed);
  });

  it('compares two revisions, and a revision with itself', async () => {
    await git('commit', '-q', '-am', 'Shorter message');
    const between = await runScreensDiff(['HEAD~1', 'HEAD'], { root: repo });
    expect(between.stdout.split('\n')[0]).toBe('# Screen definitions: `HEAD~1` → `HEAD`');
    expect(between.stdout).toContain(changed);
    const same = await runScreensDiff(['HEAD', 'HEAD'], { root: repo });
    expect(same.stdout).toBe('No changes to screen definitions or entity schemas.\n');
  });

  it('follows a file moved in a commit', async () => {
    await mkdir(join(repo, 'screens/delivery'), { recursive: true });
    await git('mv', TOWN, 'screens/delivery/town.screen.json');
    await git('commit', '-q', '-m', 'Move Town');
    const result = await runScreensDiff(['HEAD~1', 'HEAD'], { root: repo });
    expect(result.stdout).toContain('### Town (`/secure/town`) — moved');
    expect(result.stdout).toContain('- Moved from `screens/places/town.screen.json` to `screens/delivery/town.screen.json`');
  });

  it('reads an entity schema change at a revision', async () => {
    const entity = JSON.parse(await readFile(join(repo, TOWN_ENTITY), 'utf8')) as { properties: Record<string, unknown> };
    delete entity.properties.region_name;
    await put(TOWN_ENTITY, entity);
    const result = await runScreensDiff(['HEAD'], { root: repo });
    expect(result.stdout).toContain('> ⚠ Data: entity `town`: property `region_name` removed');
  });

  it('exits with 2 on an unknown revision or a missing folder', async () => {
    const unknown = await runScreensDiff(['no-such-branch'], { root: repo });
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain('screens:diff: BASE is neither a folder nor a known git revision: no-such-branch');
    const missing = await runScreensDiff(['main', './no/such/folder'], { root: repo });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('screens:diff: HEAD folder not found: ./no/such/folder');
  });
});
