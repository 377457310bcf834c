/** BENCHMARKS.md: every figure of one `npm run bench` run, with its goal, machine and date. */
import { cpus, totalmem, type as osType, release } from 'node:os';
import type { SizeResult } from './bundle';
import type { Backend, ScenarioResult } from './scenarios';

export interface BackendRun {
  backend: Backend;
  label: string;
  rows: number;
  startMs: number;
  scenarios: ScenarioResult[];
}

export interface BenchRun {
  startedAt: Date;
  loadAtStart: number[];
  seconds: number;
  runs: BackendRun[];
  skipped: string[];
  sizes: SizeResult[];
}

export const holds = (result: ScenarioResult): boolean | undefined =>
  result.goal === undefined ? undefined : result.figures.p95 <= result.goal;

const ms = (value: number) => value.toFixed(1);

export function machine(): string {
  const cores = cpus();
  return `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${osType()} ${release()}, Node ${process.version}`;
}

export function markdown(run: BenchRun): string {
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench.ts); the figures below are from its last run.',
    '',
    `- Date: ${run.startedAt.toISOString()}`,
    `- Machine: ${machine()}`,
    `- Load average when the run started: ${run.loadAtStart.map((value) => value.toFixed(2)).join(', ')} (other work on the machine makes figures noisy: read p95 with that in mind)`,
    `- Each API figure: at least ${run.seconds} s of requests per line; p50 and p95 of every request's wall time as the client saw it (HTTP, signed-in, JSON decoded, compression negotiated), after 5 warm-up requests.`,
    '',
    '## Reproduce',
    '',
    '```sh',
    'npm install',
    'npm run build      # for the download-size figures',
    'npm run bench      # BENCH_SECONDS=10 per figure; BENCH_BACKENDS=pglite,postgres; BENCH_ROWS=100000',
    '```',
    '',
    'The script starts each console itself (`server/main.ts`, a fresh data folder, the seed at',
    `${run.runs[0]?.rows.toLocaleString('en-CA') ?? '100,000'} postal codes), signs in like the console does, and stops everything afterwards. For`,
    'PostgreSQL it starts a throw-away server from `/usr/lib/postgresql/*/bin` (as .ci/run does) and',
    'skips that part when none is installed.',
    '',
  ];
  for (const backend of run.runs) {
    lines.push(`## API: ${backend.label}`, '');
    lines.push(`Start with migrations and the seed of ${backend.rows.toLocaleString('en-CA')} postal codes: ${(backend.startMs / 1000).toFixed(1)} s.`, '');
    lines.push('| call | clients | samples | p50 ms | p95 ms | goal (p95) | holds |', '|---|---|---|---|---|---|---|');
    for (const result of backend.scenarios) {
      const ok = holds(result);
      lines.push(
        `| ${result.name} | ${result.clients} | ${result.figures.samples} | ${ms(result.figures.p50)} | ${ms(result.figures.p95)} | ${result.goal === undefined ? '—' : `≤ ${result.goal} ms`} | ${ok === undefined ? '—' : ok ? 'yes' : '**no**'} |`,
      );
    }
    lines.push('');
  }
  for (const skipped of run.skipped) lines.push(`- Not measured: ${skipped}`);
  if (run.skipped.length > 0) lines.push('');
  lines.push(
    '## Before (issue 10)',
    '',
    'The API as it was, at 100,000 postal codes, 15 s per figure, p50/p95 in ms: a page at a random',
    'offset, PGlite 1 client 108/136, 8 clients 785/993; PostgreSQL 15 1 client 78/128, 8 clients',
    '314/389. Search on postal code + town: PGlite 101/184, PostgreSQL 74/123. Search on all four',
    'fields: PGlite 344/351, PostgreSQL 408/428. Every call counted the whole table, deep pages',
    'sorted every row, and the searches scanned the table.',
    '',
  );
  lines.push('## Download sizes', '', '| goal | figure | holds |', '|---|---|---|');
  for (const size of run.sizes) lines.push(`| ${size.goal} | ${size.value} | ${size.ok ? 'yes' : '**no**'} |`);
  lines.push(
    '',
    '## Browser',
    '',
    'First rows painted at 100,000 rows, against a hand-written AG Grid page: not measured by this',
    'script yet (issue 10, browser part). Its figures go here, and its code beside the API part in',
    '`scripts/bench/`.',
    '',
  );
  return lines.join('\n');
}
