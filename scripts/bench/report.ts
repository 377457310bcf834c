/**
 * BENCHMARKS.md: every figure `npm run bench` measured, with its goal, machine and date. A run
 * measures some sections (an API part per database and group, the download sizes, the browser):
 * it writes those and keeps the others as the file had them (`mergeReport`), each section saying
 * which run measured it; the goals missed, from every section, are listed in one place.
 */
import { cpus, totalmem, type as osType, release } from 'node:os';
import { browserHolds, figureTexts, type BrowserRun } from './browserFigures';
import type { SizeResult } from './bundle';
import { editorHolds, editorTexts, type EditorsRun } from './editorFigures';
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
  /** The parts this run measured (BENCH_PARTS): api, sizes, browser, editors. */
  parts: string[];
  /** The groups the api part timed (BENCH_GROUPS): postalcodes, lists. Absent: both. */
  groups?: string[];
  /** The machine the run was on (`machine()`); absent: this one. */
  machine?: string;
  runs: BackendRun[];
  skipped: string[];
  sizes: SizeResult[];
  browser?: BrowserRun;
  /** The order editor screens (scripts/bench/editors.ts). */
  editors?: EditorsRun;
}

export const holds = (result: ScenarioResult): boolean | undefined =>
  result.goal === undefined ? undefined : result.figures.p95 <= result.goal;

const ms = (value: number) => value.toFixed(1);

export function machine(): string {
  const cores = cpus();
  return `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${osType()} ${release()}, Node ${process.version}`;
}

/** A part of the report one run measures, found again in the file by its key (a comment before its heading). */
export interface Section {
  /** `api:<backend>:<group>`, `sizes`, `browser` or `editors`. */
  key: string;
  /** Its markdown, from its heading on. */
  text: string;
}

/** The order sections are written in. */
const SECTION_ORDER = ['api:pglite:postalcodes', 'api:pglite:lists', 'api:postgres:postalcodes', 'api:postgres:lists', 'sizes', 'browser', 'editors'];
const MARK = /^<!-- measured: ([a-z:]+) -->$/;
const mark = (key: string) => `<!-- measured: ${key} -->`;

/** The file of a run with no earlier file: what it measured, nothing kept. */
export function markdown(run: BenchRun): string {
  return mergeReport(undefined, run);
}

/**
 * The report after `run`: the sections it measured, and every other section of `existing` (the
 * file as it was; undefined: none) as it was, in one order; then the goals missed in all of them.
 * A file written before sections were marked keeps nothing.
 */
export function mergeReport(existing: string | undefined, run: BenchRun): string {
  const measured = measuredSections(run);
  const kept = existing === undefined ? [] : sectionsOf(existing).filter((section) => !measured.some((fresh) => fresh.key === section.key));
  const sections = [...measured, ...kept].sort((a, b) => orderOf(a.key) - orderOf(b.key));
  const skipped = run.skipped.length === 0 ? [] : [...run.skipped.map((reason) => `- Not measured in the last run: ${reason}`), ''];
  return [...preamble(sections), ...skipped, ...sections.flatMap((section) => [mark(section.key), section.text.trimEnd(), ''])].join('\n');
}

const orderOf = (key: string) => {
  const at = SECTION_ORDER.indexOf(key);
  return at === -1 ? SECTION_ORDER.length : at;
};

/** The marked sections of a written report. */
export function sectionsOf(markdownText: string): Section[] {
  const sections: Section[] = [];
  let current: { key: string; lines: string[] } | undefined;
  for (const line of markdownText.split('\n')) {
    const key = MARK.exec(line)?.[1];
    if (key !== undefined) {
      if (current) sections.push({ key: current.key, text: current.lines.join('\n') });
      current = { key, lines: [] };
    } else current?.lines.push(line);
  }
  if (current) sections.push({ key: current.key, text: current.lines.join('\n') });
  return sections;
}

/** A goal missed, as a section's table row says it (`**no**`). */
export interface Miss {
  section: string;
  call: string;
  p95: string;
  goal: string;
}

/** Every row of the sections' tables whose goal does not hold. */
export function missesOf(sections: readonly Section[]): Miss[] {
  return sections.flatMap((section) => {
    const title = /^## (.+)$/m.exec(section.text)?.[1] ?? section.key;
    return section.text
      .split('\n')
      .filter((line) => line.startsWith('|') && line.includes('| **no** |'))
      .map((line) => {
        const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
        // API rows: call, clients, samples, p50, p95, goal, holds; others: name, figure(s)…, goal, holds.
        const api = section.key.startsWith('api:');
        return { section: title, call: cells[0] ?? '', p95: api ? `p95 ${cells[4] ?? ''} ms` : (cells[1] ?? ''), goal: cells[cells.length - 2] ?? '' };
      });
  });
}

/**
 * Why a call misses its goal, where the profile of a request explains it (bench findings, issue
 * 30); otherwise the load of the machine, which the section states.
 */
export function whyMissed(miss: Miss): string {
  if (/8 clients/.test(miss.call)) return KNOWN_CAUSES.eightClients;
  if (/^SMS history: from the console/.test(miss.call)) return KNOWN_CAUSES.smsFromConsole;
  if (/^label processes/.test(miss.call)) return KNOWN_CAUSES.labels;
  if (/^postal codes: search/.test(miss.call)) return KNOWN_CAUSES.postalSearch;
  if (/^audit trail: search on (row|entity \+ row)/.test(miss.call)) return KNOWN_CAUSES.auditRowSearch;
  if (/first \d+ rows painted$/.test(miss.call)) return KNOWN_CAUSES.firstRows;
  if (/^one cell edit/.test(miss.call)) return KNOWN_CAUSES.cellEdit;
  if (/^Order (Adjustments|Replacement): order queried/.test(miss.call)) return KNOWN_CAUSES.editorQuery;
  if (/^Order (Adjustments|Replacement): a date chosen/.test(miss.call)) return KNOWN_CAUSES.editorDate;
  if (/^Order (Adjustments|Replacement): typing/.test(miss.call)) return KNOWN_CAUSES.editorTyping;
  return KNOWN_CAUSES.other;
}

const KNOWN_CAUSES = {
  eightClients:
    "8 clients at once on the bench's machine: the console's process, PostgreSQL's backends and the bench's 8 loops share the machine's cores (the section names them), so a call waits for a core: p95 is mostly that wait.",
  smsFromConsole:
    "the console's own number matches every message sent: each page counts the newest 1,000 in the phone's index beside it (about 1 ms alone).",
  labels: "today's label processes answer every process of the day (up to 288 in this seed), as the screen pages them in the browser: the rest is the size of the answer.",
  postalSearch:
    "a page more than 1,000 rows into a search's matches (from the nearer end) still collects and sorts all of them (up to a tenth of all codes: a zone name matching 7,800 codes, about 9 ms at 100,000, EXPLAIN ANALYZE); pages nearer an end read each matching town's and zone's first codes (0127), broader searches walk the code index. The rest: the machine's load (the section's load average).",
  auditRowSearch: 'a search on the row id for one or two digits matches a large part of the trail: the trigram index cannot narrow texts under three characters, so the count reads every matching entry.',
  firstRows:
    "the opened screen's list call now leaves before React's first render (src/main.tsx renders once it has left: before, it waited behind that render's tasks and left at 71 ms, now at 47 ms, the floor's at 33–39 ms: the framework and shell code, then the screen's definition and preload code, come first). Most of what is left is after the answer: the console paints its first rows some 140 ms after the answer, the floor some 105 ms, as it renders the screen's toolbar, search and paging around the same grid and the grid's own first layout. CPU profiles of five navigations each (postal codes): the console's main thread is busy 495 ms from navigation to the first rows, page load included, the floor's 471 ms, so the console adds little work but more of it comes before the rows (the shell, the screen's definition); AG Grid's first layout measures the page (forced layouts: its theme's size probe takes 12 ms under the console's page, 6 ms under the floor's).",
  cellEdit:
    "an edit on the console passes through its batch-update state (the changed row marked, the value checked against the column's rules) before the grid repaints; the hand-written page sets the cell alone. Not yet profiled further.",
  editorQuery:
    "profiled in the browser (a trace of six queries): the order's call is answered some 20–35 ms after Enter; the filled form renders in one task of 50–70 ms (p50; 100–140 ms at p95) while the six calls it sets off (the region's cutoffs, the four inventory calls, the rates) go to the server, which answers them 95–130 ms after Enter (p50; 185–205 ms at p95), on the same two cores as the browser's rendering (about 30 ms for the six on an idle machine). Their answers render the page once together (runtime/kinds/page/state/nextFrame.ts), then once more for the computed windows and rate, and the frame is painted 100–125 ms after the last answer (p50; 150–195 ms at p95). What is left is the size of one render (every block of the page renders again at each change of the page state) and the server's time for six calls at once. The section's '…' rows give the run's figures.",
  editorDate:
    "the four inventory calls and the rates call are answered about 40 ms after the input event (p50; 65–80 ms at p95); the rest is rendering the editor once for their answers, once for its computed values, and painting it (65–80 ms at p50, 105–115 ms at p95; the section's '…' rows).",
  editorTyping:
    'a keystroke in the editor re-renders the editor form (its computed values and every field): under load, a keystroke can take a task just over 50 ms (the section gives the longest). Not yet profiled in the browser.',
  other: "not explained by the profile of a request; the section states the machine's load when it was measured.",
};

function preamble(sections: readonly Section[]): string[] {
  const misses = missesOf(sections);
  const missed =
    misses.length === 0
      ? ['Every goal measured holds.']
      : [
          '| section | call | figure | goal | why |',
          '|---|---|---|---|---|',
          ...misses.map((miss) => `| ${miss.section} | ${miss.call} | ${miss.p95} | ${miss.goal} | ${whyMissed(miss)} |`),
        ];
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench.ts). Each section below says when, on what machine and',
    'under what load it was measured: a run of some parts only (BENCH_PARTS, BENCH_GROUPS,',
    'BENCH_BACKENDS) rewrites the sections it measured and keeps the others as they were.',
    '',
    '## Goals missed',
    '',
    'Every figure below that misses its goal, and why, as far as the profile of a request explains it.',
    '',
    ...missed,
    '',
    '## Reproduce',
    '',
    '```sh',
    'npm install',
    'npm run build      # for the download-size figures',
    'npm run bench      # BENCH_SECONDS=10 per figure; BENCH_BACKENDS=pglite,postgres; BENCH_ROWS=100000 (per list)',
    'BENCH_PARTS=browser npm run bench   # one part alone: api, sizes, browser (BENCH_BROWSER_RUNS=9, BENCH_EDITS=200), editors (BENCH_EDITOR_RUNS=30)',
    'BENCH_PARTS=api BENCH_SECONDS=3 npm run bench     # a quick look at the API figures alone',
    '```',
    '',
    'The script starts each console itself (`server/main.ts`, a fresh data folder). Before the',
    "console starts, it prepares the database as the console would (migrations, the demo seed with",
    'BENCH_ROWS (100,000) postal codes), then adds as many rows to each list below with its own',
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
    'and its total read from kept counts (0126). SMS history is paged on the server too (offset and',
    'limit within the newest 1,000 messages a search answers, counted beside the page in one statement):',
    "the console's own number answered all 1,000 on every search (288 kB of JSON, some 30 ms).",
    "Today's label processes answer every process of the day (up to 288 in this seed), as its",
    'screen pages in the browser: the database part is an index walk of about 1 ms; the rest is the',
    'size of the answer.',
    '',
    'Filters the issue names that the specification does not: SMS history by date range (002 §2',
    'SMS history: a phone, To/From and Search; the date is a column) and the audit trail by person',
    '(the audit trail is not in the specification; its screen and call filter by entity, row and',
    'time, not by who). Neither is built nor timed: no screen would send them.',
    '',
    "Where a list call's time goes (one request profiled end to end on PostgreSQL 15 at 100,000 rows,",
    'on a busy 2-core machine, load average about 10; medians): the token check, parameter checks and',
    'routing together about 1 ms (a call that reads nothing: 0.9 to 1.4 ms in the process); the',
    'database 80 to 90 % of the rest (postal code search on all fields: 14.5 of 16 ms in the process,',
    'its match count planned in 2.5 ms and run in 0.7; audit trail page: 7.6 of 9.2 ms in two',
    "statements of about 1 ms each when run alone); JSON and compression only for large answers (the",
    "SMS history of the console's number, 1,000 rows: 2 to 6 ms to encode, 3 to 10 ms brotli, 1.5 ms",
    'to decode). Under load, every statement also waits for a core: fewer statements per call count',
    'as much as faster ones. So the list calls whose plan does not depend on their values are sent as',
    'prepared statements (planned once per connection: the match count 5.0 → 1.8 ms under that load);',
    "the paged lists (paging.ts) and the audit trail's pages read their page and its count in one",
    'statement; a postal code search by name reads the first codes of each matching town and zone',
    "(0127) instead of sorting all of them; and SMS history's large answers are paged on the server.",
    'One thing the profile ruled out: JSON encoding and compression of a page of 20 (under 0.3 ms).',
    '',
    'Indexes and counts the list calls use (migrations 0124, 0125 and 0126): trigram indexes (`pg_trgm`,',
    'loaded by the embedded database too) for the customer e-mail search and the audit row search;',
    "SMS history's phone indexes in the call's order (newest first, ties by id); the audit trail's",
    'entity-and-time index, and its totals and page starts from weekly counts per entity kept by',
    'statement triggers (server/api/admin/auditPages.ts), so no call counts or skips the whole trail;',
    "the customer list's number kept the same way (customer_list_count).",
    'The order pull exports, label processes and order query already walked their indexes.',
    '',
    '## Before (issue 10)',
    '',
    'The API as it was, at 100,000 postal codes, 15 s per figure, p50/p95 in ms: a page at a random',
    'offset, PGlite 1 client 108/136, 8 clients 785/993; PostgreSQL 15 1 client 78/128, 8 clients',
    '314/389. Search on postal code + town: PGlite 101/184, PostgreSQL 74/123. Search on all four',
    'fields: PGlite 344/351, PostgreSQL 408/428. Every call counted the whole table, deep pages',
    'sorted every row, and the searches scanned the table.',
    '',
  ];
}

/** When, where and under what load a section was measured. */
function measuredAt(run: BenchRun, extra: string[] = []): string[] {
  return [
    `Measured ${run.startedAt.toISOString()} on ${run.machine ?? machine()}; load average when the run started ${run.loadAtStart.map((value) => value.toFixed(2)).join(', ')} (other work on the machine makes figures noisy: read p95 with that in mind).`,
    ...extra,
    '',
  ];
}

/** The sections `run` measured. */
export function measuredSections(run: BenchRun): Section[] {
  const groups = run.groups ?? ['postalcodes', 'lists'];
  const sections: Section[] = [];
  for (const backend of run.runs) {
    const timing = `Each figure: at least ${run.seconds} s of requests; p50 and p95 of every request's wall time as the client saw it (HTTP, signed-in, JSON decoded, compression negotiated), after 5 warm-up requests. Start with migrations, the seed of ${backend.rows.toLocaleString('en-CA')} postal codes and ${backend.rows.toLocaleString('en-CA')} rows in each list: ${(backend.startMs / 1000).toFixed(1)} s.`;
    const parts: [string, string, ScenarioResult[]][] = [
      ['postalcodes', 'postal codes', backend.scenarios.map((scenario) => ({ ...scenario, name: `postal codes: ${scenario.name}` }))],
      ['lists', 'daily lists', backend.lists],
    ];
    for (const [group, title, results] of parts) {
      if (!groups.includes(group)) continue;
      const lines = [`## API: ${backend.label}, ${title}`, '', ...measuredAt(run, [timing])];
      lines.push('| call | clients | samples | p50 ms | p95 ms | goal (p95) | holds |', '|---|---|---|---|---|---|---|');
      for (const result of results) {
        const ok = holds(result);
        lines.push(
          `| ${result.name} | ${result.clients} | ${result.figures.samples} | ${ms(result.figures.p50)} | ${ms(result.figures.p95)} | ${result.goal === undefined ? '—' : `≤ ${result.goal} ms`} | ${ok === undefined ? '—' : ok ? 'yes' : '**no**'} |`,
        );
      }
      sections.push({ key: `api:${backend.backend}:${group}`, text: [...lines, ''].join('\n') });
    }
  }
  if (run.sizes.length > 0) {
    const lines = ['## Download sizes', '', ...measuredAt(run), '| goal | figure | holds |', '|---|---|---|'];
    for (const size of run.sizes) lines.push(`| ${size.goal} | ${size.value} | ${size.ok ? 'yes' : '**no**'} |`);
    sections.push({ key: 'sizes', text: [...lines, ''].join('\n') });
  }
  if (run.browser) {
    const [heading = '', blank = '', ...rest] = browserSection(run.browser);
    sections.push({ key: 'browser', text: [heading, blank, ...measuredAt(run), ...rest].join('\n') });
  }
  if (run.editors) {
    const [heading = '', blank = '', ...rest] = editorsSection(run.editors);
    sections.push({ key: 'editors', text: [heading, blank, ...measuredAt(run), ...rest].join('\n') });
  }
  return sections;
}

/** The order editors' section: the goals of each screen, with what their times are made of. */
function editorsSection(editors: EditorsRun): string[] {
  const lines = [
    '## Order editors',
    '',
    `Order Adjustments (/secure/reports/pull-automation), Order Replacement Automation (/secure/orders/replacement-order-automation) and Checkout Automation, in headless Chromium (/usr/bin/chromium, 1280 × 900) against a console on ${editors.database} with the demo seed (orders #1001–#1040, the catalogue of this and next week, ${editors.postalCodes.toLocaleString('en-CA')} postal codes); ${editors.runs} runs of each timed step.`,
    ...(editors.fallback === undefined ? [] : ['', `**Not on PostgreSQL**: ${editors.fallback}; measured on the embedded PGlite instead.`]),
    '',
    '| figure | figure for the goal | more | goal | holds |',
    '|---|---|---|---|---|',
  ];
  for (const figure of editors.figures) {
    const ok = editorHolds(figure);
    const text = editorTexts(figure);
    lines.push(`| ${figure.screen}: ${figure.name} | ${text.value} | ${text.rest} | ${figure.goal === undefined ? '—' : text.goal} | ${ok === undefined ? '—' : ok ? 'yes' : '**no**'} |`);
  }
  lines.push(
    '',
    'How measured (scripts/bench/editors.ts): Chromium signs in once per screen through the console\'s login page and opens the screen. In',
    "the page, scripts/bench/paintProbe.ts (an init script) times each step from its input event's timeStamp to requestAnimationFrame +",
    'setTimeout(0) after the form shows what is expected (checked at every DOM change and every animation frame: form values are properties).',
    `- Order queried: "${editors.orders.join('", "')}" in turn in Order Name, timed from the Enter keydown until the editor's First Name, Province,`,
    "  City, Bouquet Name, Delivery Window and Card Type hold that order's values, each select with the rows it offers (its option",
    '  count and chosen text as once every load of the order settled, read in one unmeasured query of each order first): not only',
    '  the value kept beside the placeholder until its rows come. #1011 (Montreal) is left out: once settled, its Delivery',
    '  Window still offers no window of its own (only the kept value), so it never counts as filled.',
    `- A date chosen: on #1001, the Delivery Date text box filled with ${editors.dates.join(' and ')} in turn (different weeks: the`,
    '  products load per week code, so the four inventory calls go out again), timed from its input event until the Bouquet Name',
    "  select, the add-on picker's Inventory listbox and the Delivery Window select offer that date's rows (as read once settled) and",
    '  the inventory and rates calls sent since have been answered (their resource entries).',
    '- Typing: after #1002 is queried, about 100 keystrokes (page.keyboard.type, 30 ms apart) at the end of First Name, Address and',
    "  Card Message; PerformanceObserver('longtask', buffered) from the first keystroke to the last: any long task over 50 ms misses.",
    `- Checkout Automation (/secure/orders/checkout-automation): the cart form filled from #1001 (with a date of next week and what a`,
    `  cart needs that the order lacks), Shop checkout chosen; per run, Add Cart pressed ten times, each from the click to the card's`,
    "  frame (longtask entries in that span: any over 50 ms misses), then Create checkout timed from its click event's timeStamp until",
    '  the Checkout URL value reads a new short link and a frame is painted: the storefront cart of every line, the short link and the',
    '  saved record in between. One unmeasured run first.',
    "The '…' rows break a timed step down (medians and p95 over the same runs): when the calls were answered after the input event",
    '(PerformanceResourceTiming responseEnd), how long the painted frame came after the last of them, and the longest long task in the step.',
    'These figures move with the load of the machine (2 cores, shared): runs while other work ran gave the order query a p95 of up',
    'to 1.7 s and a few typing long tasks of 52–58 ms; read the load average above with them.',
    '',
  );
  return lines;
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
