import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runScreensDiff } from '../../scripts/screens/diff/cli';

const corpus = fileURLToPath(new URL('../fixtures/screens-diff', import.meta.url));

/** Folder mode on each `<case>/before` → `<case>/after`, compared byte for byte with `<case>/expected.md`. */
describe('screens:diff on the fixture pairs', async () => {
  const cases = (await readdir(corpus, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  it('has a fixture pair for every area', () => expect(cases.length).toBeGreaterThanOrEqual(20));

  for (const name of cases) {
    it(name, async () => {
      const dir = join(corpus, name);
      const result = await runScreensDiff(['before', 'after'], { root: dir, cwd: dir });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toBe(await readFile(join(dir, 'expected.md'), 'utf8'));
    });
  }

  it('gives identical bytes on identical runs', async () => {
    const dir = join(corpus, 'risk-notes');
    const first = await runScreensDiff(['before', 'after'], { root: dir, cwd: dir });
    const second = await runScreensDiff(['before', 'after'], { root: dir, cwd: dir });
    expect(second.stdout).toBe(first.stdout);
  });
});
