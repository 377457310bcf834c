import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DiffModel } from '../../runtime/tooling/diff/model';

const project = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = 'tests/fixtures/screens-diff';

/** `tsx scripts/screens-diff.ts ...args` from the project root, as `npm run screens:diff -- ...args` runs it. */
function screensDiff(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(join(project, 'node_modules/.bin/tsx'), ['scripts/screens-diff.ts', ...args], { cwd: project }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

describe('scripts/screens-diff.ts', () => {
  it('prints the Markdown report for two folders given relative to the current folder, exit code 0', async () => {
    const result = await screensDiff([`${fixtures}/messages/before`, `${fixtures}/messages/after`]);
    expect(result.code).toBe(0);
    const expected = await readFile(join(project, fixtures, 'messages/expected.md'), 'utf8');
    // Same report; only the names of the two sides differ.
    expect(result.stdout.split('\n').slice(1)).toEqual(expected.split('\n').slice(1));
    expect(result.stdout.split('\n')[0]).toBe(`# Screen definitions: \`${fixtures}/messages/before\` → \`${fixtures}/messages/after\``);
  });

  it('prints JSON with --json', async () => {
    const result = await screensDiff(['--json', `${fixtures}/paging/before`, `${fixtures}/paging/after`]);
    expect(result.code).toBe(0);
    const model = JSON.parse(result.stdout) as DiffModel;
    expect(model.screens.map((screen) => screen.route)).toEqual(['/secure/town', '/secure/zone']);
  });

  it('--out FILE writes the JSON or the Markdown to FILE and prints nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'screens-diff-'));
    try {
      const json = await screensDiff(['--json', '--out', join(dir, 'diff.json'), `${fixtures}/paging/before`, `${fixtures}/paging/after`]);
      expect(json).toEqual({ code: 0, stdout: '', stderr: '' });
      const model = JSON.parse(await readFile(join(dir, 'diff.json'), 'utf8')) as DiffModel;
      expect(model.screens.map((screen) => screen.route)).toEqual(['/secure/town', '/secure/zone']);

      const markdown = await screensDiff([`--out=${join(dir, 'diff.md')}`, `${fixtures}/messages/before`, `${fixtures}/messages/after`]);
      expect(markdown).toEqual({ code: 0, stdout: '', stderr: '' });
      const expected = await readFile(join(project, fixtures, 'messages/expected.md'), 'utf8');
      expect((await readFile(join(dir, 'diff.md'), 'utf8')).split('\n').slice(1)).toEqual(expected.split('\n').slice(1));

      const unwritable = await screensDiff(['--out', join(dir, 'no-such-folder', 'diff.md'), `${fixtures}/messages/before`, `${fixtures}/messages/after`]);
      expect(unwritable.code).toBe(1);
      expect(unwritable.stderr).toMatch(/^screens:diff: cannot write .*no-such-folder\/diff\.md: ENOENT/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('exits with 2 and a clear message on a usage error', async () => {
    const unknown = await screensDiff(['no-such-revision-anywhere']);
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr.split('\n')[0]).toBe('screens:diff: BASE is neither a folder nor a known git revision: no-such-revision-anywhere');
    const notProject = await screensDiff(['tests/unit', 'tests/unit']);
    expect(notProject.code).toBe(2);
    expect(notProject.stderr.split('\n')[0]).toBe('screens:diff: BASE folder tests/unit holds neither screens/ nor schemas/entities/');
  });
});
