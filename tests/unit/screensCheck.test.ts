import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkScreens, formatProblem, readScreenFiles, type ScreenProblem } from '../../scripts/screens/checkScreens';
import { jsonSyntaxError } from '../../runtime/tooling/jsonSyntax';
import { consoleCheckContext, consoleCheckContextWithRoutes } from '../../scripts/screens/consoleCheckContext.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const corpus = join(root, 'tests/fixtures/broken-screens');

/** The problems of the definitions of `dir/folder`; with `routes`, their endpoints held to the services' routes too. */
async function problemsIn(dir: string, folder = '.', routes = false): Promise<ScreenProblem[]> {
  const { files, problems } = await readScreenFiles(dir, folder);
  return [...problems, ...checkScreens(files, await (routes ? consoleCheckContextWithRoutes(root) : consoleCheckContext(root)))];
}

describe('screens:check', () => {
  it('finds no problem in the project definitions', async () => {
    expect(await problemsIn(root, 'screens', true)).toEqual([]);
  });

  it('accepts a complete grid definition using every cross-referenced part', async () => {
    expect(await problemsIn(join(root, 'tests/fixtures/valid-screens'))).toEqual([]);
  });

  describe('rejects each broken definition of the corpus with its precise message and code', async () => {
    const cases = (await readdir(corpus, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    it('has a case per rule', () => expect(cases.length).toBeGreaterThanOrEqual(34));
    for (const name of cases) {
      it(name, async () => {
        const expected = (await readFile(join(corpus, name, 'expected.txt'), 'utf8')).trim().split('\n');
        // The code of each line, in order: a problem moving to another code fails (docs/screens-check-codes.md).
        const codes = (await readFile(join(corpus, name, 'expected.codes.txt'), 'utf8')).trim().split('\n');
        // The corpus calls made-up paths: only its endpoint-route cases are held to the services' routes.
        const problems = await problemsIn(join(corpus, name), '.', name.startsWith('endpoint-route-'));
        expect(problems.map(formatProblem)).toEqual(expected);
        expect(problems.map((problem) => problem.code)).toEqual(codes);
      });
    }
  });
});

describe('jsonSyntaxError: where a text stops being JSON, whatever the Node version says', () => {
  const cases: Array<[string, string, string]> = [
    ['a missing comma', '{\n  "a": 1\n  "b": 2\n}', '3:3 expected "," or "}", found the string "b"'],
    ['a trailing comma in a list', '{\n  "sizes": [20, 50,\n  ]\n}', '2:19 trailing comma before "]"'],
    ['a word that is no value', '{\n\t"a": tru\n}', '2:7 expected a value, found "tru"'],
    ['a name without quotes', '{ kind: "grid" }', '1:3 expected a property name in double quotes, found "kind"'],
    ['a missing colon', '{ "kind" "grid" }', '1:10 expected ":" after the property name, found the string "grid"'],
    ['a line break in a string', '{ "title": "Add\nTown" }', '1:16 a line break inside a string (write \\n)'],
    ['an unknown escape', '{ "path": "C:\\q" }', '1:14 an unknown escape \\q inside a string'],
    ['a cut text', '{ "kind": "gr', '1:14 unexpected end of the file (a string is not closed)'],
    ['an empty file', '', '1:1 unexpected end of the file (expected a value)'],
    ['text after the value', '{}\n}', '2:1 unexpected "}" after the end of the JSON value'],
  ];
  for (const [name, text, expected] of cases) {
    it(name, () => {
      expect(() => JSON.parse(text) as unknown).toThrow();
      const mistake = jsonSyntaxError(text);
      expect(mistake && `${mistake.line}:${mistake.column} ${mistake.reason}`).toBe(expected);
    });
  }

  it('finds nothing in JSON', () => {
    expect(jsonSyntaxError('{ "a": [1, -2.5e3, true, false, null, "\\u00e9\\n"] }')).toBeUndefined();
  });
});
