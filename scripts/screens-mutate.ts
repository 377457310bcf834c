/**
 * `npm run screens:mutate`: mutation testing of the definitions. Single-point author mistakes in
 * the real definitions (scripts/screens/mutate/operators/), a seeded choice of them, each held to
 * `screens:check` (and, with `--tests`, to the tests that load its definition); a markdown report,
 * non-zero exit when a survivor is not in scripts/screens/mutate/known-survivors.json.
 *   --seed N (default 1)  --limit N (default 600)  --screen TEXT  --out FILE  --tests
 *   --accept: add this run's survivors to the known ones (each with its why; review the diff)
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatScreenValue } from '../runtime/tooling/format/formatScreen.ts';
import { formatProblem, readScreenFiles } from './screens/checkScreens.ts';
import { consoleCheckContextWithRoutes } from './screens/consoleCheckContext.ts';
import { readKnownSurvivors, writeKnownSurvivors } from './screens/mutate/known.ts';
import { mutantKey } from './screens/mutate/mutant.ts';
import { markdownReport } from './screens/mutate/report.ts';
import { runMutation } from './screens/mutate/run.ts';
import { failingTests, readTests, testsOf } from './screens/mutate/runTests.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    limit: { type: 'string', default: '600' },
    screen: { type: 'string' },
    out: { type: 'string' },
    tests: { type: 'boolean', default: false },
    accept: { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
const limit = Number(values.limit);
if (!Number.isInteger(seed) || !Number.isInteger(limit) || limit < 1) throw new Error('--seed and --limit take whole numbers (limit at least 1)');

const { files, problems } = await readScreenFiles(root, 'screens');
if (problems.length > 0) throw new Error(`the definitions do not read: ${problems.map(formatProblem).join('; ')}`);
const context = await consoleCheckContextWithRoutes(root);
const tests = values.tests ? await readTests(root) : undefined;
console.error(`screens:mutate: seed ${seed}, limit ${limit}${values.screen ? `, screens matching "${values.screen}"` : ''}${tests ? ', with the test pass' : ''}`);

const { candidates, results } = await runMutation(files, context, {
  seed,
  limit,
  screen: values.screen,
  tests: tests
    ? (mutant, mutated) => {
        const route = (mutated.data as { route?: unknown }).route;
        // Written in the canonical layout: a test of the layout (screensFormat) is not what fails.
        return failingTests(root, mutant.file, formatScreenValue(mutated.data), testsOf(tests, mutant.file, typeof route === 'string' ? route : undefined));
      }
    : undefined,
  progress: (done, total) => {
    if (done % 100 === 0 || done === total) console.error(`  ${done}/${total}`);
  },
});

const knownPath = fileURLToPath(new URL('./screens/mutate/known-survivors.json', import.meta.url));
const known = await readKnownSurvivors(knownPath);
if (values.accept) {
  const survivors = results.filter((one) => one.outcome === 'survivor').map((one) => ({ key: mutantKey(one.mutant), why: one.detail }));
  await writeKnownSurvivors(knownPath, survivors, known);
  console.error(`${survivors.length} survivors listed as known in ${knownPath}`);
  for (const { key, why } of survivors) if (!known.has(key)) known.set(key, why);
}
const report = markdownReport(results, { seed, limit, candidates, definitions: files.length, tests: values.tests === true }, known, (one) => mutantKey(one.mutant));
console.log(report);
if (values.out) await writeFile(values.out, report);
const unknown = results.filter((one) => one.outcome === 'survivor' && !known.has(mutantKey(one.mutant)));
if (unknown.length > 0) {
  console.error(`${unknown.length} survivor${unknown.length === 1 ? '' : 's'} not listed as known`);
  process.exitCode = 1;
}
