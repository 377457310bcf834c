/**
 * `npm run bench`: the performance goals of issues 10 and 30, timed on this machine, never in a test.
 *  - API at 100,000 postal codes and 100,000 rows in each list staff open every day (customer
 *    list, SMS history, audit trail, order pull exports, label processes, orders: a bench-only
 *    seed, scripts/bench/listSeed.ts), through HTTP with a real sign-in: the calls the screens
 *    send (scenarios.ts, listScenarios.ts); p95 goals per database (embedded PGlite, and a
 *    throw-away PostgreSQL when one is installed);
 *  - download sizes of the build (run `npm run build` first);
 *  - in headless Chromium, the Postal Codes screen against a hand-written AG Grid page (same
 *    build, same call, same token): first rows, 'All', search, cell edits (scripts/bench/browser.ts);
 *  - in headless Chromium, the two order editor screens on the demo seed (on PostgreSQL when one
 *    is installed, PGlite otherwise): an order queried, a date chosen, typing (scripts/bench/editors.ts).
 * Prints each figure with its goal, writes the sections it measured into BENCHMARKS.md (keeping
 * the others: report.ts mergeReport), exits non-zero when a goal is missed.
 * BENCH_PARTS (api,sizes,browser,editors) chooses the parts; BENCH_SECONDS (default 10) per API figure,
 * BENCH_ROWS (100000, per list), BENCH_BACKENDS (pglite,postgres), BENCH_GROUPS (postalcodes,lists),
 * BENCH_BROWSER_RUNS (9), BENCH_EDITS (200), BENCH_BROWSER_LISTS (audit,customers,labels),
 * BENCH_EDITOR_RUNS (30).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBrowserBench } from './bench/browser';
import { browserHolds, figureTexts } from './bench/browserFigures';
import { downloadBudgets, precompressed } from './bench/bundle';
import { editorHolds, editorTexts } from './bench/editorFigures';
import { runEditorsBench } from './bench/editors';
import { startPostgres, type ThrowAwayPostgres } from './bench/postgres';
import { holds, mergeReport, type BackendRun, type BenchRun } from './bench/report';
import { runListScenarios } from './bench/listScenarios';
import { seedLists } from './bench/listSeed';
import { runScenarios, type Backend } from './bench/scenarios';
import { startBenchServer } from './bench/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((name) => name.trim()) as Backend[];
const PARTS = ['api', 'sizes', 'browser', 'editors'] as const;
type Part = (typeof PARTS)[number];
const parts = (process.env.BENCH_PARTS ?? PARTS.join(',')).split(',').map((name) => name.trim());
const unknownPart = parts.find((part) => !(PARTS as readonly string[]).includes(part));
if (unknownPart !== undefined) throw new Error(`BENCH_PARTS: unknown part "${unknownPart}" (parts: ${PARTS.join(', ')})`);
const wanted = (part: Part) => parts.includes(part);
/** What the api and browser parts time (BENCH_GROUPS): the postal codes, the daily lists. */
const GROUPS = ['postalcodes', 'lists'] as const;
const groups = (process.env.BENCH_GROUPS ?? GROUPS.join(',')).split(',').map((name) => name.trim());
const unknownGroup = groups.find((group) => !(GROUPS as readonly string[]).includes(group));
if (unknownGroup !== undefined) throw new Error(`BENCH_GROUPS: unknown group "${unknownGroup}" (groups: ${GROUPS.join(', ')})`);
/** The daily lists the browser part opens (scripts/bench/handwritten/lists.ts). */
const browserLists = groups.includes('lists') ? (process.env.BENCH_BROWSER_LISTS ?? 'audit,customers,labels').split(',').map((name) => name.trim()).filter((name) => name !== '') : [];

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${process.env[name] ?? ''}"`);
  return value;
}

const run: BenchRun = { startedAt: new Date(), loadAtStart: loadavg(), seconds, parts: PARTS.filter(wanted), groups, runs: [], skipped: [], sizes: [] };

async function measure(backend: Backend, label: string, databaseUrl?: string): Promise<BackendRun> {
  console.log(`${label}: starting the console with ${rows.toLocaleString('en-CA')} postal codes and ${rows.toLocaleString('en-CA')} rows in each daily list…`);
  const server = await startBenchServer({
    postalCodes: rows,
    ...(databaseUrl ? { databaseUrl } : {}),
    prepare: (db) => seedLists(db, rows),
  });
  try {
    console.log(`  ready in ${(server.startMs / 1000).toFixed(1)} s (migrations and seeds)`);
    const options = { origin: server.origin, idToken: server.idToken, backend, seconds, minSamples: 100 };
    const scenarios = groups.includes('postalcodes') ? await runScenarios(options, console.log) : [];
    const lists = groups.includes('lists') ? await runListScenarios({ ...options, rows }, console.log) : [];
    return { backend, label, rows, startMs: server.startMs, scenarios, lists };
  } finally {
    await server.stop();
  }
}

if (wanted('api') && backends.includes('pglite')) run.runs.push(await measure('pglite', 'PGlite (embedded)'));
if (wanted('api') && backends.includes('postgres')) {
  let postgres: ThrowAwayPostgres | undefined;
  try {
    postgres = await startPostgres();
    // Interrupted: the server pg_ctl started would outlive this process; stop it first.
    const stopOnInterrupt = () => {
      postgres?.stop();
      process.exit(130);
    };
    process.once('SIGINT', stopOnInterrupt);
    process.once('SIGTERM', stopOnInterrupt);
  } catch (error) {
    run.skipped.push(`PostgreSQL: the throw-away server did not start (${(error as Error).message.split('\n')[0] ?? ''})`);
  }
  try {
    if (postgres) run.runs.push(await measure('postgres', postgres.version, postgres.url));
    else if (run.skipped.length === 0) run.skipped.push('PostgreSQL: no server installed under /usr/lib/postgresql');
  } finally {
    postgres?.stop();
  }
}
if (wanted('sizes')) run.sizes.push(...(await downloadBudgets(join(root, 'dist'))), await precompressed(join(root, 'dist')));
if (wanted('browser')) {
  run.browser = await runBrowserBench({
    rows,
    runs: positive('BENCH_BROWSER_RUNS', 9),
    edits: positive('BENCH_EDITS', 200),
    lists: browserLists,
    postalCodes: groups.includes('postalcodes'),
    log: console.log,
  });
}
if (wanted('editors')) {
  // On PostgreSQL as the console runs in production; PGlite when none is installed or it does not start (the report says so).
  let postgres: ThrowAwayPostgres | undefined;
  let fallback: string | undefined;
  try {
    postgres = await startPostgres();
    if (!postgres) fallback = 'no PostgreSQL server installed under /usr/lib/postgresql';
  } catch (error) {
    fallback = `the throw-away PostgreSQL did not start (${(error as Error).message.split('\n')[0] ?? ''})`;
  }
  const stopOnInterrupt = () => {
    postgres?.stop();
    process.exit(130);
  };
  if (postgres) {
    process.once('SIGINT', stopOnInterrupt);
    process.once('SIGTERM', stopOnInterrupt);
  }
  if (fallback !== undefined) console.log(`Order editors: on PGlite: ${fallback}`);
  try {
    run.editors = await runEditorsBench({
      runs: positive('BENCH_EDITOR_RUNS', 30),
      postalCodes: 1000,
      ...(postgres ? { databaseUrl: postgres.url, database: postgres.version } : { database: 'PGlite (embedded)' }),
      ...(fallback === undefined ? {} : { fallback }),
      log: console.log,
    });
  } finally {
    postgres?.stop();
    process.off('SIGINT', stopOnInterrupt);
    process.off('SIGTERM', stopOnInterrupt);
  }
}

console.log('');
let missed = false;
for (const backendRun of run.runs) {
  for (const result of [...backendRun.scenarios, ...backendRun.lists]) {
    const ok = holds(result);
    if (ok === false) missed = true;
    const goal = result.goal === undefined ? 'reported only' : `p95 ≤ ${result.goal} ms`;
    console.log(
      `${ok === undefined ? '    ' : ok ? 'ok  ' : 'MISS'}  ${backendRun.backend.padEnd(8)} ${result.name.padEnd(60)} p50 ${result.figures.p50.toFixed(1).padStart(6)}  p95 ${result.figures.p95.toFixed(1).padStart(6)} ms  (${goal})`,
    );
  }
}
for (const skipped of run.skipped) console.log(`      not measured: ${skipped}`);
for (const size of run.sizes) {
  if (!size.ok) missed = true;
  console.log(`${size.ok ? 'ok  ' : 'MISS'}  ${size.goal.padEnd(53)} ${size.value}`);
}
for (const figure of run.browser?.figures ?? []) {
  const ok = browserHolds(figure);
  if (ok === false) missed = true;
  const text = figureTexts(figure);
  console.log(
    `${ok === undefined ? '    ' : ok ? 'ok  ' : 'MISS'}  browser  ${figure.name.padEnd(46)} console ${text.console}, React + ag-grid-react ${text.react} (console ÷ it ${text.consoleToReact}), hand-written ${text.handwritten} (console ÷ it ${text.ratio}, React ÷ it ${text.reactRatio})  (${text.goal})`,
  );
}
for (const figure of run.editors?.figures ?? []) {
  const ok = editorHolds(figure);
  if (ok === false) missed = true;
  const text = editorTexts(figure);
  console.log(
    `${ok === undefined ? '    ' : ok ? 'ok  ' : 'MISS'}  editors  ${`${figure.screen}: ${figure.name}`.padEnd(78)} ${text.value.padEnd(16)} ${text.rest}  (${text.goal})`,
  );
}
// The sections this run measured replace theirs; the others stay as the file had them.
const reportFile = join(root, 'BENCHMARKS.md');
const existing = await readFile(reportFile, 'utf8').catch(() => undefined);
await writeFile(reportFile, mergeReport(existing, run));
console.log('\nWrote BENCHMARKS.md (the sections measured in this run; the others kept)');
if (missed) process.exitCode = 1;
