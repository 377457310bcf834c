import { describe, expect, it } from 'vitest';
import { mergeReport, missesOf, sectionsOf, whyMissed, type BackendRun, type BenchRun } from '../../scripts/bench/report';
import type { ScenarioResult } from '../../scripts/bench/scenarios';

/** BENCHMARKS.md as a partial `npm run bench` writes it; nothing is timed here. */
const line = (name: string, clients: number, p95: number, goal: number | undefined): ScenarioResult => ({ name, clients, goal, figures: { samples: 100, p50: p95 / 2, p95, max: p95 } });

const backend = (backendName: 'pglite' | 'postgres', scenarios: ScenarioResult[], lists: ScenarioResult[]): BackendRun => ({
  backend: backendName,
  label: backendName === 'postgres' ? 'PostgreSQL 15.18' : 'PGlite (embedded)',
  rows: 100_000,
  startMs: 5000,
  scenarios,
  lists,
});

const run = (at: string, machineName: string, part: Partial<BenchRun>): BenchRun => ({
  startedAt: new Date(at),
  loadAtStart: [1, 2, 3],
  seconds: 2,
  parts: ['api'],
  machine: machineName,
  runs: [],
  skipped: [],
  sizes: [],
  ...part,
});

const full = run('2026-12-01T10:00:00Z', 'machine A, Node v24.22.3', {
  parts: ['api', 'sizes'],
  runs: [
    backend('postgres', [line('page at a random offset', 1, 4, 10)], [line('audit trail: first page', 1, 12, 10), line('audit trail: first page, 8 clients', 8, 30, 25)]),
    backend('pglite', [line('page at a random offset', 1, 9, 15)], [line('customer list: first page (opening the screen)', 1, 5, 15)]),
  ],
  sizes: [{ goal: 'welcome page JS ≤ 110.0 kB gzip', value: '109.8 kB', ok: true }],
});

describe('BENCHMARKS.md after a partial run', () => {
  const first = mergeReport(undefined, full);
  const partial = run('2026-12-02T07:00:00Z', 'machine B, Node v24.22.3', {
    groups: ['lists'],
    runs: [backend('postgres', [], [line('audit trail: first page', 1, 8, 10), line('audit trail: first page, 8 clients', 8, 20, 25)])],
  });
  const merged = mergeReport(first, partial);

  it('rewrites only the sections the run measured, each saying which run measured it', () => {
    const sections = new Map(sectionsOf(merged).map((section) => [section.key, section.text]));
    expect([...sections.keys()]).toEqual(['api:pglite:postalcodes', 'api:pglite:lists', 'api:postgres:postalcodes', 'api:postgres:lists', 'sizes']);
    const lists = sections.get('api:postgres:lists') ?? '';
    expect(lists).toContain('Measured 2026-12-02T07:00:00.000Z on machine B, Node v24.22.3');
    expect(lists).toContain('| audit trail: first page | 1 | 100 | 4.0 | 8.0 | ≤ 10 ms | yes |');
    expect(lists).not.toContain('12.0');
  });

  it('keeps every section it did not measure exactly as the file had it, with its own date and machine', () => {
    const before = new Map(sectionsOf(first).map((section) => [section.key, section.text]));
    const after = new Map(sectionsOf(merged).map((section) => [section.key, section.text]));
    for (const key of ['api:pglite:postalcodes', 'api:pglite:lists', 'api:postgres:postalcodes', 'sizes']) {
      expect(after.get(key)).toBe(before.get(key));
      expect(after.get(key)).toContain('Measured 2026-12-01T10:00:00.000Z on machine A, Node v24.22.3');
    }
  });

  it('lists the goals missed in every section, kept or new, in one place, with why', () => {
    // The first file: the audit trail's page (12 > 10) and its 8-client line (30 > 25) miss.
    expect(missesOf(sectionsOf(first)).map((miss) => miss.call)).toEqual(['audit trail: first page', 'audit trail: first page, 8 clients']);
    // Measured again within their goals: no longer listed.
    expect(missesOf(sectionsOf(merged))).toEqual([]);
    expect(merged).toContain('## Goals missed\n\nEvery figure below that misses its goal, and why, as far as the profile of a request explains it.\n\nEvery goal measured holds.');
    const slower = mergeReport(merged, run('2026-12-02T07:30:00Z', 'machine B, Node v24.22.3', { groups: ['postalcodes'], runs: [backend('pglite', [line('search on all four fields', 1, 22, 15)], [])] }));
    const misses = missesOf(sectionsOf(slower));
    expect(misses).toEqual([{ section: 'API: PGlite (embedded), postal codes', call: 'postal codes: search on all four fields', p95: 'p95 22.0 ms', goal: '≤ 15 ms' }]);
    const missed = slower.slice(slower.indexOf('## Goals missed'), slower.indexOf('## Reproduce'));
    expect(missed).toContain(`| API: PGlite (embedded), postal codes | postal codes: search on all four fields | p95 22.0 ms | ≤ 15 ms | ${whyMissed(misses[0] ?? { section: '', call: '', p95: '', goal: '' })} |`);
  });

  it('starts over from a file written before its sections were marked', () => {
    const fresh = mergeReport('# Benchmarks\n\n## API: PostgreSQL 15.18\n\n| call | … |\n', partial);
    expect(sectionsOf(fresh).map((section) => section.key)).toEqual(['api:postgres:lists']);
  });
});

describe('BENCHMARKS.md with the order editors part', () => {
  const times = (p95: number) => ({ samples: 30, p50: p95 / 2, p95, max: p95 });
  const editors = run('2026-12-02T08:00:00Z', 'machine B, Node v24.22.3', {
    parts: ['editors'],
    editors: {
      database: 'PostgreSQL 15.18',
      postalCodes: 1000,
      runs: 30,
      orders: ['#1001', '#1002'],
      dates: ['2026-12-03', '2026-12-09'],
      figures: [
        { screen: 'Order Adjustments', name: 'order queried → every field filled, painted', times: times(420), goal: 300 },
        { screen: 'Order Adjustments', name: '… the order call answered after', times: times(40) },
        { screen: 'Order Adjustments', name: 'a date chosen → products and rates shown, painted', times: times(150), goal: 200 },
        { screen: 'Order Adjustments', name: 'typing in First Name, Address, Card Message: long tasks', longTasks: { count: 0, longest: 0, total: 0, over: '100 keystrokes' }, goal: 50 },
      ],
    },
  });
  const merged = mergeReport(mergeReport(undefined, full), editors);

  it('adds its own section after the others, keeping them', () => {
    expect(sectionsOf(merged).map((section) => section.key)).toEqual(['api:pglite:postalcodes', 'api:pglite:lists', 'api:postgres:postalcodes', 'api:postgres:lists', 'sizes', 'editors']);
    const section = sectionsOf(merged).find((one) => one.key === 'editors')?.text ?? '';
    expect(section).toContain('Measured 2026-12-02T08:00:00.000Z on machine B, Node v24.22.3');
    expect(section).toContain('| Order Adjustments: a date chosen → products and rates shown, painted | p95 150.0 ms | p50 75.0 ms, max 150.0 ms, 30 runs | p95 ≤ 200 ms | yes |');
    expect(section).toContain('| Order Adjustments: typing in First Name, Address, Card Message: long tasks | no long task | 0 long tasks (0 ms in all) over 100 keystrokes | no long task over 50 ms | yes |');
    expect(section).toContain('| Order Adjustments: … the order call answered after | p95 40.0 ms | p50 20.0 ms, max 40.0 ms, 30 runs | — | — |');
  });

  it('lists its goals missed with the others', () => {
    const misses = missesOf(sectionsOf(merged)).filter((miss) => miss.section === 'Order editors');
    expect(misses).toEqual([{ section: 'Order editors', call: 'Order Adjustments: order queried → every field filled, painted', p95: 'p95 420.0 ms', goal: 'p95 ≤ 300 ms' }]);
    expect(whyMissed(misses[0] ?? { section: '', call: '', p95: '', goal: '' })).not.toBe(whyMissed({ section: '', call: 'other', p95: '', goal: '' }));
  });

  it('says when it ran on PGlite instead of PostgreSQL', () => {
    const fallback = mergeReport(undefined, { ...editors, editors: { ...(editors.editors ?? { database: '', postalCodes: 0, runs: 0, orders: [], dates: [], figures: [] }), database: 'PGlite (embedded)', fallback: 'no PostgreSQL server installed under /usr/lib/postgresql' } });
    expect(fallback).toContain('**Not on PostgreSQL**: no PostgreSQL server installed under /usr/lib/postgresql; measured on the embedded PGlite instead.');
  });
});
