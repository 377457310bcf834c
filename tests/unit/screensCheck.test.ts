import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkScreens, readEntityFields, readScreenFiles } from '../../scripts/screens/checkScreens';

const root = fileURLToPath(new URL('../..', import.meta.url));
const corpus = join(root, 'tests/fixtures/broken-screens');

async function problemsIn(dir: string, folder = '.'): Promise<string[]> {
  const { files, problems } = await readScreenFiles(dir, folder);
  return [...problems, ...checkScreens(files, await readEntityFields(root))];
}

describe('screens:check', () => {
  it('finds no problem in the project definitions', async () => {
    expect(await problemsIn(root, 'screens')).toEqual([]);
  });

  it('accepts a complete grid definition using every cross-referenced part', async () => {
    expect(await problemsIn(join(root, 'tests/fixtures/valid-screens'))).toEqual([]);
  });

  describe('rejects each broken definition of the corpus with its precise message', async () => {
    const cases = (await readdir(corpus, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    it('has a case per rule', () => expect(cases.length).toBeGreaterThanOrEqual(26));
    for (const name of cases) {
      it(name, async () => {
        const expected = (await readFile(join(corpus, name, 'expected.txt'), 'utf8')).trim().split('\n');
        const problems = await problemsIn(join(corpus, name));
        // Messages quoting a parser's words are compared up to that point.
        expect(problems.map((problem, i) => (expected[i]?.endsWith('not valid JSON') ? problem.replace(/ \(.*\)$/, '') : problem))).toEqual(expected);
      });
    }
  });
});
