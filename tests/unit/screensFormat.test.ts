import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatScreenFiles, screenFilesOf } from '../../scripts/screens/format/files';
import { formatScreenText, formatScreenValue, isCanonical } from '../../runtime/tooling/format/formatScreen';
import type { JsonObject } from '../../runtime/tooling/format/json';
import { orderJsonSchema } from '../../runtime/tooling/format/keyOrder';
import { layout } from '../../runtime/tooling/format/layout';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** Keys of every object of a parsed text, in order, by JSON pointer. */
function keyOrders(text: string): Map<string, string[]> {
  const orders = new Map<string, string[]>();
  const walk = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else if (typeof value === 'object' && value !== null) {
      orders.set(pointer || '/', Object.keys(value));
      for (const [key, item] of Object.entries(value)) walk(item, `${pointer}/${key}`);
    }
  };
  walk(JSON.parse(text) as unknown, '');
  return orders;
}

const keysAt = (text: string, pointer: string) => keyOrders(text).get(pointer);

/** A grid definition written with every object's keys out of order. */
const shuffledGrid = {
  messages: { deleteFailed: 'D', custom: 'C', loadFailed: 'L', another: 'A' },
  columns: [{ editor: 'text', header: 'Town', field: 'town_name' }, { width: 80, display: 'zone_name', editor: { lookup: 'zones' }, header: 'Zone', field: 'zone_id' }],
  kind: 'grid',
  paging: { defaultSize: 20, sizes: [20, 'All'], mode: 'client' },
  endpoints: {
    zeta: { path: '/z', method: 'GET' },
    list: { total: 'meta.0.totalrows', rows: 'result', path: '/places/town', method: 'GET' },
    alpha: { body: { b: '{b}', a: '{a}' }, method: 'POST', path: '/a' },
  },
  rowKey: 'town_id',
  entity: 'town',
  toolbar: [{ action: { failedMessage: 'custom', call: 'zeta' }, label: 'Call' }, { action: 'refresh', label: 'Refresh' }, { action: { openForm: 'add' }, label: 'Add' }],
  route: '/secure/town',
  batchUpdate: { confirm: { confirmLabel: 'Go', checkbox: { default: true, label: 'Force', name: 'force' }, title: 'Sure?' }, mode: 'arrays', endpoint: 'alpha', body: { z: '1', a: '2' }, arrays: { y: 'zone_id', x: 'town_id' } },
  title: 'Towns',
  forms: {
    zed: { fields: [{ name: 'town_name' }], entity: 'town', endpoint: 'alpha', title: 'Zed' },
    add: {
      failedMessage: 'custom',
      fields: [
        { messages: { required: 'Choose', minLength: 'Short' }, ui: { placeholder: 'Choose a Zone', parentKey: 'x', lookup: 'zones', widget: 'lookupSelect' }, label: 'Zone', name: 'zone_id' },
        { ui: { placeholder: 'Town', widget: 'text' }, required: true, name: 'town_name', messages: { required: 'Town is required' } },
      ],
      payload: 'create',
      entity: 'town',
      endpoint: 'alpha',
      title: 'Add Town',
    },
  },
  $schema: '../../schemas/screen.schema.json',
  menu: { order: 3, label: 'Town', group: 'Delivery' },
  unknownThing: { b: 1, a: 2 },
};

describe('screens:format key order', () => {
  const text = formatScreenValue(shuffledGrid);

  it('puts $schema first, then the properties in the order the meta-schema declares them (grid branch chosen by kind)', () => {
    expect(keysAt(text, '/')).toEqual([
      '$schema', 'route', 'title', 'menu', 'kind', 'entity', 'rowKey', 'endpoints', 'paging', 'columns', 'toolbar', 'batchUpdate', 'forms', 'messages', 'unknownThing',
    ]);
    expect(keysAt(text, '/menu')).toEqual(['group', 'label', 'order']);
    expect(keysAt(text, '/paging')).toEqual(['mode', 'sizes', 'defaultSize']);
    expect(keysAt(text, '/columns/1')).toEqual(['field', 'header', 'editor', 'display', 'width']);
    expect(keysAt(text, '/batchUpdate')).toEqual(['endpoint', 'mode', 'arrays', 'confirm', 'body']);
    expect(keysAt(text, '/batchUpdate/confirm')).toEqual(['title', 'checkbox', 'confirmLabel']);
    expect(keysAt(text, '/batchUpdate/confirm/checkbox')).toEqual(['name', 'label', 'default']);
    expect(keysAt(text, '/toolbar/0')).toEqual(['label', 'action']);
    expect(keysAt(text, '/toolbar/0/action')).toEqual(['call', 'failedMessage']);
    expect(keysAt(text, '/forms/add')).toEqual(['title', 'endpoint', 'entity', 'payload', 'fields', 'failedMessage']);
    expect(keysAt(text, '/forms/add/fields/0')).toEqual(['name', 'label', 'ui', 'messages']);
    expect(keysAt(text, '/forms/add/fields/1')).toEqual(['name', 'ui', 'required', 'messages']);
  });

  it('follows $ref and additionalProperties maps (endpoint properties inside the endpoints map)', () => {
    expect(keysAt(text, '/endpoints/list')).toEqual(['method', 'path', 'rows', 'total']);
    expect(keysAt(text, '/endpoints/alpha')).toEqual(['method', 'path', 'body']);
  });

  it('chooses the widget branch by "widget"', () => {
    expect(keysAt(text, '/forms/add/fields/0/ui')).toEqual(['widget', 'lookup', 'parentKey', 'placeholder']);
    expect(keysAt(text, '/forms/add/fields/1/ui')).toEqual(['widget', 'placeholder']);
  });

  it("keeps the author's order of map keys and lists: endpoints, bodies, arrays, forms, form fields, field messages, extra message keys", () => {
    expect(keysAt(text, '/endpoints')).toEqual(['zeta', 'list', 'alpha']);
    expect(keysAt(text, '/endpoints/alpha/body')).toEqual(['b', 'a']);
    expect(keysAt(text, '/batchUpdate/arrays')).toEqual(['y', 'x']);
    expect(keysAt(text, '/batchUpdate/body')).toEqual(['z', 'a']);
    expect(keysAt(text, '/forms')).toEqual(['zed', 'add']);
    expect((JSON.parse(text) as { forms: { add: { fields: Array<{ name: string }> } } }).forms.add.fields.map((field) => field.name)).toEqual(['zone_id', 'town_name']);
    expect(keysAt(text, '/forms/add/fields/0/messages')).toEqual(['required', 'minLength']);
    expect(keysAt(text, '/messages')).toEqual(['loadFailed', 'deleteFailed', 'custom', 'another']);
    expect(keysAt(text, '/unknownThing')).toEqual(['b', 'a']);
  });

  it("orders a JSON Schema by keyword, keeping its properties' order and its data as written", () => {
    const schema = {
      required: ['town_name'],
      'x-note': 'kept',
      properties: {
        zone_id: { title: 'Zone', type: 'integer', minimum: 1, description: 'The zone' },
        town_name: { maxLength: 100, minLength: 1, pattern: '^\\S', title: 'Town', type: 'string', default: { b: 1, a: 2 } },
      },
      $id: 'first-of-the-others',
      type: 'object',
    };
    const ordered = layout(orderJsonSchema(schema));
    expect(keysAt(ordered, '/')).toEqual(['type', 'properties', 'required', '$id', 'x-note']);
    expect(keysAt(ordered, '/properties')).toEqual(['zone_id', 'town_name']);
    expect(keysAt(ordered, '/properties/zone_id')).toEqual(['type', 'title', 'description', 'minimum']);
    expect(keysAt(ordered, '/properties/town_name')).toEqual(['type', 'title', 'default', 'pattern', 'minLength', 'maxLength']);
    expect(keysAt(ordered, '/properties/town_name/default')).toEqual(['b', 'a']);
  });

  it('orders nested JSON Schemas (items, combinators, definitions) the same way', () => {
    const schema = {
      required: ['a'],
      items: { minimum: 0, type: 'integer' },
      anyOf: [{ const: 1, title: 'One' }],
      $defs: { z: { title: 'Z', type: 'string' }, a: { type: 'string' } },
      type: 'array',
      enum: [{ b: 1, a: 1 }],
    };
    const ordered = JSON.parse(layout(orderJsonSchema(schema))) as JsonObject;
    expect(Object.keys(ordered)).toEqual(['type', 'enum', 'items', 'required', '$defs', 'anyOf']);
    expect(Object.keys(ordered.items as JsonObject)).toEqual(['type', 'minimum']);
    expect(Object.keys((ordered.anyOf as JsonObject[])[0] as JsonObject)).toEqual(['title', 'const']);
    expect(Object.keys(ordered.$defs as JsonObject)).toEqual(['z', 'a']);
    expect(Object.keys(((ordered.enum as JsonObject[])[0]) as JsonObject)).toEqual(['b', 'a']);
  });

  it('chooses the dashboard branch by kind', () => {
    const dashboard = formatScreenValue({
      cards: [{ links: [{ route: '/secure/a', label: 'A' }], title: 'Links' }],
      kind: 'dashboard',
      menu: { label: 'Home' },
      description: 'd',
      title: 'Home',
      route: '/secure/home',
      $schema: '../schemas/screen.schema.json',
    });
    expect(keysAt(dashboard, '/')).toEqual(['$schema', 'route', 'title', 'description', 'menu', 'kind', 'cards']);
    expect(keysAt(dashboard, '/cards/0')).toEqual(['title', 'links']);
    expect(keysAt(dashboard, '/cards/0/links/0')).toEqual(['label', 'route']);
  });

  it("keeps the author's order where the schema is unknown (an unknown kind)", () => {
    const unknown = formatScreenValue({ kind: 'mystery', b: { d: 1, c: 2 }, a: 1, $schema: 'x' });
    expect(keysAt(unknown, '/')).toEqual(['$schema', 'kind', 'b', 'a']);
    expect(keysAt(unknown, '/b')).toEqual(['d', 'c']);
  });
});

describe('screens:format layout', () => {
  /** A dashboard whose single link has a label of `n` characters. */
  const withLabel = (n: number) => ({
    $schema: 'x',
    route: '/secure/a',
    title: 'A',
    kind: 'dashboard',
    cards: [{ title: 'T', links: [{ label: 'L'.repeat(n), route: '/secure/b' }] }],
  });

  it('writes a value on one line when its whole line fits in 100 columns, otherwise one item per line', () => {
    // `        { "label": "…", "route": "/secure/b" }` is 45 columns plus the label (last item: no comma).
    const fits = formatScreenValue(withLabel(55)).split('\n');
    expect(fits.some((line) => line.length === 100 && line.trimStart().startsWith('{ "label"'))).toBe(true);
    const over = formatScreenValue(withLabel(56)).split('\n');
    expect(over).toContain(`          "label": "${'L'.repeat(56)}",`);
    expect(over).toContain('          "route": "/secure/b"');
  });

  it('counts the comma after a value that is not last', () => {
    const text = formatScreenValue({ kind: 'x', a: { k: 'v'.repeat(81) }, b: 1 });
    // `  "a": { "k": "…" },` is 19 columns plus the text: 81 characters fit exactly.
    expect(text).toContain(`  "a": { "k": "${'v'.repeat(81)}" },`);
    const longer = formatScreenValue({ kind: 'x', a: { k: 'v'.repeat(82) }, b: 1 });
    expect(longer).toContain(`  "a": {\n    "k": "${'v'.repeat(82)}"\n  },`);
  });

  it('keeps `{ "field": "town_name", "header": "Town", "editor": "text" }` on one line and wraps long lists', () => {
    const text = formatScreenValue({
      ...shuffledGrid,
      paging: { mode: 'client', sizes: Array.from({ length: 30 }, (_, i) => (i + 1) * 10), defaultSize: 10 },
    });
    expect(text).toContain('    { "field": "town_name", "header": "Town", "editor": "text" },\n');
    expect(text).toContain('    "sizes": [\n      10,\n      20,\n');
  });

  it('expands an object of more than 4 keys, and any value holding one, even when short', () => {
    const text = formatScreenValue({ kind: 'x', four: { a: 1, b: 2, c: 3, d: 4 }, five: { a: 1, b: 2, c: 3, d: 4, e: 5 }, holder: [{ a: 1, b: 2, c: 3, d: 4, e: 5 }] });
    expect(text).toBe(
      [
        '{',
        '  "kind": "x",',
        '  "four": { "a": 1, "b": 2, "c": 3, "d": 4 },',
        '  "five": {',
        '    "a": 1,',
        '    "b": 2,',
        '    "c": 3,',
        '    "d": 4,',
        '    "e": 5',
        '  },',
        '  "holder": [',
        '    {',
        '      "a": 1,',
        '      "b": 2,',
        '      "c": 3,',
        '      "d": 4,',
        '      "e": 5',
        '    }',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes spaces inside one-line braces, none inside one-line brackets, and empty containers as {} and []', () => {
    const text = formatScreenValue({ kind: 'x', o: { a: 1 }, l: [1, 'two', true, null], e: {}, n: [] });
    expect(text).toBe('{\n  "kind": "x",\n  "o": { "a": 1 },\n  "l": [1, "two", true, null],\n  "e": {},\n  "n": []\n}\n');
  });

  it('escapes strings as JSON.stringify does and keeps non-ASCII as is; 2 spaces, LF, final newline', () => {
    const text = formatScreenValue({ kind: 'x', s: 'Québec "City"\n\ttab \u0001 – ✓', k: 'a\\b' });
    expect(text).toBe(`{\n  "kind": "x",\n  "s": "Québec \\"City\\"\\n\\ttab \\u0001 – ✓",\n  "k": "a\\\\b"\n}\n`);
    expect(text).not.toContain('\r');
  });

  it('measures width in characters, not bytes', () => {
    const text = formatScreenValue({ kind: 'x', a: { k: 'é'.repeat(81) }, b: 1 });
    expect(text).toContain(`  "a": { "k": "${'é'.repeat(81)}" },`);
  });

  it('keeps odd keys such as __proto__ as ordinary keys', () => {
    const text = formatScreenText('{"kind":"x","__proto__":{"b":1},"a":2}');
    expect(text).toBe('{\n  "kind": "x",\n  "__proto__": { "b": 1 },\n  "a": 2\n}\n');
  });

  it('refuses text that is not JSON', () => {
    expect(() => formatScreenText('{ "a": ')).toThrow(SyntaxError);
    expect(isCanonical('{ "a": ')).toBe(false);
  });
});

/** Every screen definition of the project and of the test fixtures that is JSON. */
async function definitionTexts(): Promise<Array<{ file: string; text: string }>> {
  const files = await screenFilesOf(root, ['screens', 'tests/fixtures']);
  const texts = await Promise.all(files.map(async (file) => ({ file, text: await readFile(join(root, file), 'utf8') })));
  return texts.filter(({ text }) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  });
}

describe('screens:format on real definitions', async () => {
  const texts = await definitionTexts();
  const fixtures = [{ file: 'shuffled grid', text: JSON.stringify(shuffledGrid) }];

  it('finds the project definitions and the fixtures', () => {
    expect(texts.filter(({ file }) => file.startsWith('screens/')).length).toBeGreaterThanOrEqual(8);
    expect(texts.filter(({ file }) => file.startsWith('tests/fixtures/')).length).toBeGreaterThanOrEqual(20);
  });

  for (const { file, text } of [...fixtures, ...texts]) {
    it(`${file}: keeps the meaning and is idempotent`, () => {
      const once = formatScreenText(text);
      expect(JSON.parse(once)).toEqual(JSON.parse(text));
      expect(formatScreenText(once)).toBe(once);
      expect(once.split('\n').every((line) => Array.from(line).length <= 100 || !/^\s*("[^"]*": )?[[{].*[\]}],?$/.test(line))).toBe(true);
    });
  }

  for (const { file, text } of texts.filter(({ file }) => file.startsWith('screens/'))) {
    it(`${file}: is canonical (npm run screens:format -- --check)`, () => {
      expect(formatScreenText(text)).toBe(text);
    });
  }
});

describe('screens:format files and command', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'screens-format-'));
    await cp(join(root, 'screens/places'), join(dir, 'screens/places'), { recursive: true });
    await writeFile(join(dir, 'screens/places/ugly.screen.json'), JSON.stringify({ kind: 'dashboard', route: '/secure/u', $schema: 'x' }));
    await writeFile(join(dir, 'screens/broken.screen.json'), '{ "kind": ');
    await writeFile(join(dir, 'screens/notes.json'), '{"ignored":true}');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('lists *.screen.json below a folder, sorted, relative to the root', async () => {
    const files = await screenFilesOf(dir, ['screens']);
    expect(files).toEqual([...files].sort());
    expect(files).toContain('screens/places/ugly.screen.json');
    expect(files).toContain('screens/broken.screen.json');
    expect(files).not.toContain('screens/notes.json');
    await expect(screenFilesOf(dir, ['screens/notes.json'])).rejects.toThrow('not a screen definition');
    await expect(screenFilesOf(dir, ['nowhere'])).rejects.toThrow('no such file or folder');
  });

  it('--check reports the files that are not canonical and those that are not JSON, and exits 1; writing fixes them', async () => {
    const script = join(root, 'scripts/screens-format.ts');
    const check = await run(process.execPath, ['--import', 'tsx', script, '--check', join(dir, 'screens')], { cwd: root }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect('code' in check ? check.code : 0).toBe(1);
    const relativeDir = relative(root, dir).split('\\').join('/');
    expect(check.stderr).toContain(`${relativeDir}/screens/places/ugly.screen.json: not canonically formatted`);
    expect(check.stderr).toContain(`${relativeDir}/screens/broken.screen.json: not valid JSON`);
    expect(check.stderr).not.toContain('town.screen.json');

    const outcomes = await formatScreenFiles(dir, await screenFilesOf(dir, ['screens']), { write: true });
    expect(outcomes.filter((outcome) => outcome.status === 'reformatted').map((outcome) => outcome.file)).toEqual(['screens/places/ugly.screen.json']);
    expect(await readFile(join(dir, 'screens/places/ugly.screen.json'), 'utf8')).toBe('{\n  "$schema": "x",\n  "route": "/secure/u",\n  "kind": "dashboard"\n}\n');
    expect(await readFile(join(dir, 'screens/broken.screen.json'), 'utf8')).toBe('{ "kind": ');

    await rm(join(dir, 'screens/broken.screen.json'));
    const again = await run(process.execPath, ['--import', 'tsx', script, '--check', join(dir, 'screens')], { cwd: root });
    expect(again.stdout).toMatch(/screen definitions checked: all canonical/);
  });

  it('leaves the entity schemas alone (only screen definitions are formatted)', async () => {
    expect((await readdir(join(root, 'schemas/entities'))).some((name) => name.endsWith('.screen.json'))).toBe(false);
  });
});
