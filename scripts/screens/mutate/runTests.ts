/**
 * The optional test pass (`--tests`): a mutant the checker let through is written over its file,
 * the unit and component tests that name that definition (its path or its route) run, and the
 * file is put back. Slow (a vitest run per mutant): only for the checker's survivors.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const TEST_FOLDERS = ['tests/unit', 'tests/component'];

/** Every test file's text, by its path from `root`. */
export async function readTests(root: string): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const folder of TEST_FOLDERS) {
    const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries.filter((one) => one.isFile() && /\.test\.tsx?$/.test(one.name))) {
      const path = relative(root, join(entry.parentPath, entry.name));
      texts.set(path, await readFile(join(root, path), 'utf8'));
    }
  }
  return texts;
}

/** The test files that load a definition: they name its file (below screens/) or its route. */
export function testsOf(tests: ReadonlyMap<string, string>, file: string, route: string | undefined): string[] {
  const name = file.replace(/^screens\//, '');
  return [...tests].filter(([, text]) => text.includes(name) || (route !== undefined && text.includes(`'${route}'`))).map(([path]) => path);
}

/** Runs `tests` with `file` holding `mutatedText`; the failing run's files, or undefined when they pass. */
export async function failingTests(root: string, file: string, mutatedText: string, tests: readonly string[]): Promise<string | undefined> {
  if (tests.length === 0) return undefined;
  const path = join(root, file);
  const original = await readFile(path, 'utf8');
  try {
    await writeFile(path, mutatedText);
    const run = spawnSync('npx', ['vitest', 'run', '--project', 'unit', '--project', 'component', ...tests], { cwd: root, encoding: 'utf8', timeout: 300_000 });
    return run.status === 0 ? undefined : tests.join(', ');
  } finally {
    await writeFile(path, original);
  }
}
