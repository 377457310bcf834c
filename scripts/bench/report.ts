/** BENCHMARKS.md: every figure of one `npm run bench` run, with its goal, machine and date. */
import { cpus, totalmem, type as osType, release } from 'node:os';
import { browserHolds, figureTexts, type BrowserRun } from './browserFigures';
import type { SizeResult } from './bundle';
import { LIST_CALLS } from './listScenarios';
import { GOALS, type Backend, type ScenarioResult } from './scenarios';

export interface BackendRun {
  backend: Backend;
  label: string;
  rows: number;
  startMs: number;
  /** The postal-code calls (scenarios.ts). */
  scenarios: ScenarioResult[];
  /** The daily lists' calls (listScenarios.ts). */
  lists: ScenarioResult[];
}

export interface BenchRun {
  startedAt: Date;
  loadAtStart: number[];
  seconds: number;
  /** The parts this run measured (BENCH_PARTS): api, sizes, browser. */
  parts: string[];
  runs: BackendRun[];
  skipped: string[];
  sizes: SizeResult[];
  browser?: BrowserRun;
}

export const holds = (result: ScenarioResult): boolean | undefined =>
  result.goal === undefined ? undefined : result.figures.p95 <= result.goal;

const ms = (value: number) => value.toFixed(1);

export function machine(): string {
  const cores = cpus();
  return `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${osType()} ${release()}, Node ${process.version}`;
}

export function markdown(run: BenchRun): string {
  const rows = (run.runs[0]?.rows ?? 100_000).toLocaleString('en-CA');
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
    'npm run bench      # BENCH_SECONDS=10 per figure; BENCH_BACKENDS=pglite,postgres; BENCH_ROWS=100000 (per list)',
    'BENCH_PARTS=browser npm run bench   # one part alone: api, sizes, browser (BENCH_BROWSER_RUNS=9, BENCH_EDITS=200)',
    'BENCH_PARTS=api BENCH_SECONDS=3 npm run bench     # a quick look at the API figures alone',
    '```',
    '',
    'The script starts each console itself (`server/main.ts`, a fresh data folder). Before the',
    "console starts, it prepares the database as the console would (migrations, the demo seed with",
    `${rows} postal codes), then adds ${rows} rows to each list below with its own`,
    'set-based seed (scripts/bench/listSeed.ts: generate_series, values the services accept; never',
    'part of the seed `npm start` makes). It signs in like the console does, sends the calls the',
    'screens send, and stops everything afterwards. For PostgreSQL it starts a throw-away server',
    'from `/usr/lib/postgresql/*/bin` (as .ci/run does) and skips that part when none is installed.',
    '',
    `Goals, every list call (issue 30): p95 ≤ ${GOALS.postgres.single} ms at 1 client and ≤ ${GOALS.postgres.eight ?? '—'} ms at 8 clients on PostgreSQL;`,
    `p95 ≤ ${GOALS.pglite.single} ms at 1 client on the embedded database (one process serving one person: its 8-client`,
    'lines are reported only).',
    '',
    '## The list calls',
    '',
    '| list | call | what the screen sends and gets |',
    '|---|---|---|',
    ...LIST_CALLS.map((call) => `| ${call.list} | \`${call.call}\` | ${call.what} |`),
    '',
    'Postal codes (screens/places/postal-code.screen.json): `GET /api/admin/places/postalcodes?offset=…&limit=20[&searchString=…&filterOn=…]`,',
    'paged on the server with its total: pages at any offset and every search the screen sends (scenarios.ts).',
    '',
    'The customer list is paged, searched and sorted on the server (its screen sends offset, limit,',
    "the search and the Email/Phone heading's sort: paging.sort): a page is cut by its order's index",
    'and its total read from kept counts (0126). Known misses, by design of the call rather than of',
    "the database: the SMS history of the console's own number answers its newest 1,000 messages, and today's label processes",
    'every process of the day (up to 288 in this seed): their database part is an index walk of',
    'about 1 to 3 ms (EXPLAIN ANALYZE at 100,000 rows); the rest is the size of the answer.',
    '',
    'Indexes and counts the list calls use (migrations 0124, 0125 and 0126): trigram indexes (`pg_trgm`,',
    'loaded by the embedded database too) for the customer e-mail search and the audit row search;',
    "SMS history's phone indexes in the call's order (newest first, ties by id); the audit trail's",
    'entity-and-time index, and its totals and page starts from weekly counts per entity kept by',
    'statement triggers (server/api/admin/auditPages.ts), so no call counts or skips the whole trail;',
    "the customer list's number kept the same way (customer_list_count).",
    'The order pull exports, label processes and order query already walked their indexes.',
    '',
  ];
  const notRun = ['api', 'sizes', 'browser'].filter((part) => !run.parts.includes(part));
  if (notRun.length > 0) lines.push(`Parts not measured in this run (BENCH_PARTS=${run.parts.join(',')}): ${notRun.join(', ')}.`, '');
  for (const backend of run.runs) {
    lines.push(`## API: ${backend.label}`, '');
    lines.push(
      `Start with migrations, the seed of ${backend.rows.toLocaleString('en-CA')} postal codes and ${backend.rows.toLocaleString('en-CA')} rows in each list: ${(backend.startMs / 1000).toFixed(1)} s.`,
      '',
    );
    lines.push('| call | clients | samples | p50 ms | p95 ms | goal (p95) | holds |', '|---|---|---|---|---|---|---|');
    for (const result of [...backend.scenarios.map((scenario) => ({ ...scenario, name: `postal codes: ${scenario.name}` })), ...backend.lists]) {
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
  if (run.sizes.length > 0) {
    lines.push('## Download sizes', '', '| goal | figure | holds |', '|---|---|---|');
    for (const size of run.sizes) lines.push(`| ${size.goal} | ${size.value} | ${size.ok ? 'yes' : '**no**'} |`);
    lines.push('');
  }
  if (run.browser) lines.push(...browserSection(run.browser));
  return lines.join('\n');
}

function browserSection(browser: BrowserRun): string[] {
  const lines = [
    '## Browser',
    '',
    ...(browser.postalCodes
      ? [
          `The Postal Codes screen at ${browser.rows.toLocaleString('en-CA')} postal codes against a hand-written AG Grid page, medians of`,
          `${browser.runs} runs of each, alternating console / hand-written / React and ag-grid-react alone, in headless Chromium (/usr/bin/chromium, 1280 × 900).`,
        ]
      : []),
    `The daily lists (${browser.rows.toLocaleString('en-CA')} rows each): each screen against the same list call and columns drawn through React and`,
    `ag-grid-react alone (scripts/bench/handwritten/lists.ts, react.html?list=…), medians of ${browser.runs} runs of each, alternating.`,
    '',
    '| figure | console | React + ag-grid-react alone | console ÷ React | hand-written AG Grid | console ÷ hand-written | React ÷ hand-written | goal | holds |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const figure of browser.figures) {
    const ok = browserHolds(figure);
    const text = figureTexts(figure);
    lines.push(
      `| ${figure.name} | ${text.console} | ${text.react} | ${text.consoleToReact} | ${text.handwritten} | ${text.ratio} | ${text.reactRatio} | ${text.goal} | ${ok === undefined ? '—' : ok ? 'yes' : '**no**'} |`,
    );
  }
  lines.push(
    '',
    "React + ag-grid-react alone is the stack's floor: the hand-written page drawn through React and",
    'ag-grid-react, as the console draws its grids, and nothing else (no router, shell, definitions or',
    "data layer: scripts/bench/handwritten/react.ts). ag-grid-react is the chosen stack (issue 15), so",
    "the first rows' goal is the console at most 1.15× that page: what the console adds over its own",
    'stack. The ratio to the hand-written AG Grid page stays reported beside it, with no goal; the',
    "'All' and edit goals stay against the hand-written page.",
    '',
    "The daily lists' floor (react.ts with `?list=`): the screen's first list call as the console sends it",
    "(the audit trail's and the customer list's first page of 20; today's label processes whole, as",
    'its screen pages in the browser), its first page drawn in the same columns (field, header,',
    "width; no formats, badges or row actions), the grid empty while the call is out. Both are timed",
    "from navigation start to the first frame painted with the first page's texts of one column",
    "(the audit trail's When, the customer list's Email/Phone, the label processes' Process ID), read",
    'from the API beforehand. Each list has its own browser context, signed in once.',
    '',
    'How measured (scripts/bench/browser.ts): the bench starts its own console with the',
    'hand-written page (scripts/bench/handwritten/, built with Vite into a temporary folder) served',
    'under /bench/ on the same origin (`BENCH_STATIC_DIR`), so both pages get the same compression,',
    'the same token (the oidc-client-ts user the console keeps in sessionStorage) and no CORS',
    "preflight. The page uses the console's AG Grid build, modules and theme",
    '(runtime/kinds/grid/gridSetup.ts) and sends the same list call with the same query and headers.',
    'Chromium signs in once through the console\'s login page; one unmeasured visit of each page warms',
    'the caches. One in-page script (scripts/bench/paintProbe.ts, an init script) times both pages:',
    'a MutationObserver waits until the grid shows the expected rows (texts read from the API), then',
    'requestAnimationFrame + setTimeout(0) marks the painted frame; navigation figures count from',
    'navigation start (performance.now()), the others from the input event (Enter keydown, the',
    "per-page select's change). Every measured navigation starts from an empty page on the same origin",
    '(/bench/blank.html), so no page is timed with the unloading of the one before it. The list',
    "request's start and end are its PerformanceResourceTiming.",
    `Search: "${browser.searchText}" + Enter on the first page. 'All': the per-page select, until`,
    'aria-rowcount counts the rows and more rows than one page are drawn. Edits: a click on a Postal',
    'Code cell (single-click editing), the new text, Enter, until the cell reads it; ' + `${browser.edits} edits in a row`,
    "over the first page's rows, which the console keeps as pending edits and the hand-written page",
    "in its row data. Long tasks: PerformanceObserver('longtask', buffered) from the first edit to the",
    'last; any long task (over 50 ms) misses the goal.',
    '',
  );
  return lines;
}
