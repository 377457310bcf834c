import { describe, expect, it } from 'vitest';
import { parseArgs, runScreensDiff } from '../../scripts/screens/diff/cli';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { UsageError } from '../../scripts/screens/diff/load';
import { quote } from '../../runtime/tooling/diff/markdown';
import { NO_CHANGES, renderMarkdown } from '../../scripts/screens/diff/render';

const none = new Map<string, unknown>();

function grid(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    $schema: '../../schemas/screen.schema.json',
    route: '/secure/town',
    title: 'Add New Town',
    menu: { group: 'Delivery', label: 'Town', order: 6 },
    kind: 'grid',
    entity: 'town',
    rowKey: 'town_id',
    endpoints: { list: { method: 'GET', path: '/places/town', rows: 'result' } },
    paging: { mode: 'client', sizes: [20, 'All'], defaultSize: 20 },
    columns: [
      { field: 'town_name', header: 'Town', editor: 'text' },
      { field: 'zone_id', header: 'Zone' },
    ],
    messages: { loadFailed: 'Error on table data initialization' },
    ...overrides,
  };
}

/** The same value with every object's keys in reverse order. */
function reversed(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(reversed);
  if (typeof json === 'object' && json !== null) return Object.fromEntries(Object.entries(json).reverse().map(([key, value]) => [key, reversed(value)]));
  return json;
}

function one(before: unknown, after: unknown) {
  return diffScreens(new Map([['screens/places/town.screen.json', before]]), new Map([['screens/places/town.screen.json', after]]), none, none);
}

describe('diffScreens', () => {
  it('sees no change in key order', () => {
    const model = one(grid(), reversed(grid()));
    expect(model.screens).toEqual([]);
    expect(renderMarkdown(model, { base: 'a', head: 'b' })).toBe(`${NO_CHANGES}\n`);
  });

  it('does not depend on the order of the maps it is given', () => {
    const a = grid();
    const b = grid({ route: '/secure/zone', title: 'Zone', menu: { label: 'Zone' } });
    const changedB = grid({ route: '/secure/zone', title: 'Zones', menu: { label: 'Zone' } });
    const first = diffScreens(
      new Map([['screens/a.screen.json', a], ['screens/b.screen.json', b]]),
      new Map([['screens/b.screen.json', changedB], ['screens/c.screen.json', a]]),
      none,
      none,
    );
    const second = diffScreens(
      new Map([['screens/b.screen.json', b], ['screens/a.screen.json', a]]),
      new Map([['screens/c.screen.json', a], ['screens/b.screen.json', changedB]]),
      none,
      none,
    );
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(first.screens.map((screen) => [screen.route, screen.status])).toEqual([
      ['/secure/town', 'moved'],
      ['/secure/zone', 'changed'],
    ]);
  });

  it('treats a written-out default as no change', () => {
    const explicit = grid({ endpoints: { list: { method: 'GET', path: '/places/town', rows: 'result', service: 'admin' } }, paging: { mode: 'client', sizes: [20, 'All'], defaultSize: 20, allLimit: 10000 } });
    expect(one(grid(), explicit).screens).toEqual([]);
  });

  it('reports a change of kind, entity and row key', () => {
    const [screen] = one(grid(), grid({ kind: 'table', entity: 'zone', rowKey: 'zone_id' })).screens;
    expect(screen?.changes.map((change) => `${change.subject}: ${change.facts.join('; ')}`)).toEqual([
      'Kind: `grid` → `table`',
      'Entity: `town` → `zone`',
      'Row key: `town_id` → `zone_id`',
    ]);
  });

  it('tells repeated identities apart instead of pairing them wrongly', () => {
    const before = grid({ columns: [{ field: 'zone_id', header: 'Zone' }, { field: 'zone_id', header: 'Zone again' }] });
    const after = grid({ columns: [{ field: 'zone_id', header: 'Zone' }] });
    const [screen] = one(before, after).screens;
    expect(screen?.changes.map((change) => [change.key, change.facts])).toEqual([['columns/zone_id#2', ['removed']]]);
  });

  it('survives definitions that are not objects or lack a route', () => {
    const model = diffScreens(new Map([['screens/x.screen.json', []]]), new Map([['screens/x.screen.json', { title: 'X' }]]), none, none);
    expect(model.screens[0]?.changes[0]).toEqual({ area: 'screen', key: 'title', subject: 'Title', facts: ["added ('X')"] });
  });

  it('flags every data risk and counts them', () => {
    const after = grid({
      endpoints: { list: { method: 'POST', path: '/places/town', rows: 'result' } },
      columns: [
        { field: 'town_name', header: 'Town', editor: 'text' },
        { field: 'zone_id', header: 'Zone', editor: { lookup: 'zones' } },
      ],
    });
    const model = one(grid(), after);
    expect(model.summary.risks).toBe(2);
    expect(model.screens[0]?.risks).toEqual(['endpoint `list`: method changed', 'column `zone_id` became editable']);
  });
});

describe('renderMarkdown', () => {
  it('splits a long bullet into sub-bullets and keeps a short one on a line', () => {
    const model = one(grid(), grid({ paging: { mode: 'server', sizes: [20, 50, 100, 'All'], defaultSize: 50, allLimit: 5000, offsetParam: 'start' } }));
    const text = renderMarkdown(model, { base: '`main`', head: 'working tree' });
    expect(text).toContain('- Paging:\n  - mode `client` → `server`\n  - sizes 20, All → 20, 50, 100, All\n');
    const short = renderMarkdown(one(grid(), grid({ title: 'Towns' })), { base: '`main`', head: 'working tree' });
    expect(short).toContain("- Title: 'Add New Town' → 'Towns'\n");
    expect(short.startsWith('# Screen definitions: `main` → working tree\n\nNo data risks · Screens: 1 changed\n')).toBe(true);
  });

  it('quotes texts exactly, escaping only what Markdown would format', () => {
    expect(quote('Town is required')).toBe("'Town is required'");
    expect(quote("Town isn't saved")).toBe('"Town isn\'t saved"');
    expect(quote('Delete {town_name}?')).toBe("'Delete {town_name}?'");
    expect(quote('*bold* _it_ $5 [x](y) <b>')).toBe("'\\*bold\\* \\_it\\_ \\$5 \\[x\\](y) \\<b>'");
  });
});

describe('arguments', () => {
  it('defaults BASE to main and HEAD to the working tree', () => {
    expect(parseArgs([])).toEqual({ json: false, help: false, base: 'main' });
    expect(parseArgs(['--json', 'HEAD~3', 'HEAD'])).toEqual({ json: true, help: false, base: 'HEAD~3', head: 'HEAD' });
    expect(parseArgs(['--', '--weird-branch'])).toEqual({ json: false, help: false, base: '--weird-branch' });
  });

  it('--out FILE or --out=FILE names the file to write', () => {
    expect(parseArgs(['--json', '--out', 'diff.json', 'main'])).toEqual({ json: true, help: false, out: 'diff.json', base: 'main' });
    expect(parseArgs(['--out=report.md'])).toEqual({ json: false, help: false, out: 'report.md', base: 'main' });
    expect(() => parseArgs(['--out'])).toThrow('--out needs a file name');
    expect(() => parseArgs(['--out', '--json'])).toThrow('--out needs a file name');
    expect(() => parseArgs(['--out='])).toThrow('--out needs a file name');
  });

  it('rejects unknown options and extra arguments with exit code 2', async () => {
    expect(() => parseArgs(['--yaml'])).toThrow(UsageError);
    const extra = await runScreensDiff(['a', 'b', 'c'], { root: '/nonexistent' });
    expect(extra.code).toBe(2);
    expect(extra.stderr).toMatch(/^screens:diff: too many arguments: a b c/);
    const help = await runScreensDiff(['--help'], { root: '/nonexistent' });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run screens:diff -- [--json] [--out FILE] [BASE] [HEAD]');
  });
});
