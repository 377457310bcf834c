import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import metaSchema from '../../schemas/screen.schema.json' with { type: 'json' };
import zoneScreen from '../../screens/places/zone.screen.json';
import { describe as describeError, readScreenFiles } from '../../scripts/screens/checkScreens';
import { formatScreenText } from '../../scripts/screens/format/formatScreen';
import { resolvedMetaSchema } from '../../scripts/screens/shared/resolvedMetaSchema';
import { resolveShared } from '../../scripts/screens/shared/resolveShared';
import { sharedSetOf } from '../../scripts/screens/shared/sharedDefinitions';
import { useShared } from '../../scripts/screens/shared/useShared';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SCHEMA = '../../schemas/screen.schema.json#/$defs/SharedDefinitions';

const { shared, problems: sharedProblems } = sharedSetOf(
  [
    {
      file: 'screens/shared/lookups.json',
      text: JSON.stringify({ $schema: SCHEMA, lookups: { regions: { endpoint: { method: 'GET', path: '/places/region' }, value: 'region_id', label: 'region_name', loadFailed: 'Regions could not be loaded' } } }),
    },
    {
      file: 'screens/shared/grids.json',
      text: JSON.stringify({
        $schema: SCHEMA,
        options: { rates: ['$0', '$1'] },
        paging: { client20: { mode: 'client', sizes: [20], defaultSize: 20 } },
        toolbar: { refresh: { label: 'Refresh', action: 'refresh' } },
        cascades: {
          regionZone: [
            { name: 'region_id', ui: { widget: 'lookupSelect', lookup: 'regions', placeholder: 'Choose a Region' } },
            { name: 'zone_id', ui: { widget: 'lookupSelect', lookup: 'zones', parent: 'region_id', parentKey: 'region_id' }, messages: { required: 'Choose a Zone' } },
          ],
        },
      }),
    },
  ],
  describeError,
);

const REGIONS = { endpoint: { method: 'GET', path: '/places/region' }, value: 'region_id', label: 'region_name', loadFailed: 'Regions could not be loaded' };
const PAGING = { mode: 'client', sizes: [20], defaultSize: 20 };
const REFRESH = { label: 'Refresh', action: 'refresh' };

describe('shared definitions are written into the screens naming them', () => {
  it('reads the shared files without a problem', () => expect(sharedProblems).toEqual([]));

  it('writes in lookups, option sets, paging and toolbar buttons where a grid screen names them', () => {
    const screen = {
      kind: 'grid',
      lookups: { regions: { use: 'regions' }, towns: { endpoint: { method: 'GET', path: '/places/town' }, value: 'town_id', label: 'town_name' } },
      options: { rates: { use: 'rates' }, flags: [0, 1] },
      paging: { use: 'client20' },
      toolbar: [{ label: 'Add New', action: { openForm: 'add' } }, { use: 'refresh' }],
    };
    const before = structuredClone(screen);
    const resolved = resolveShared(screen, shared);
    expect(resolved.problems).toEqual([]);
    expect(resolved.data).toEqual({
      kind: 'grid',
      lookups: { regions: REGIONS, towns: screen.lookups.towns },
      options: { rates: ['$0', '$1'], flags: [0, 1] },
      paging: PAGING,
      toolbar: [{ label: 'Add New', action: { openForm: 'add' } }, REFRESH],
    });
    expect(screen).toEqual(before);
    expect(resolved.uses).toEqual([
      { section: 'lookups', name: 'regions', pointer: '/lookups/regions' },
      { section: 'options', name: 'rates', pointer: '/options/rates' },
      { section: 'paging', name: 'client20', pointer: '/paging' },
      { section: 'toolbar', name: 'refresh', pointer: '/toolbar/1' },
    ]);
  });

  it('keeps a screen’s own load failure text over the shared lookup’s', () => {
    const resolved = resolveShared({ lookups: { regions: { use: 'regions', loadFailed: 'Error fetching Regions.' } } }, shared);
    expect(resolved.data).toEqual({ lookups: { regions: { ...REGIONS, loadFailed: 'Error fetching Regions.' } } });
  });

  it('writes them in at any depth: grid blocks, tabs, sub-tables', () => {
    const page = { kind: 'page', blocks: [{ block: 'tabs', tabs: [{ blocks: [{ block: 'grid', paging: { use: 'client20' }, expand: { tables: [{ id: 'cutoffs', paging: { use: 'client20' }, toolbar: [{ use: 'refresh' }] }] } }] }] }] };
    const resolved = resolveShared(page, shared);
    expect(resolved.data).toEqual({ kind: 'page', blocks: [{ block: 'tabs', tabs: [{ blocks: [{ block: 'grid', paging: PAGING, expand: { tables: [{ id: 'cutoffs', paging: PAGING, toolbar: [REFRESH] }] } }] }] }] });
    expect(resolved.uses.map((use) => use.pointer)).toEqual([
      '/blocks/0/tabs/0/blocks/0/paging',
      '/blocks/0/tabs/0/blocks/0/expand/tables/0/paging',
      '/blocks/0/tabs/0/blocks/0/expand/tables/0/toolbar/0',
    ]);
  });

  it('says which name is unknown, and which are shared, and leaves it as it is', () => {
    const resolved = resolveShared({ lookups: { zones: { use: 'zones' } }, paging: { use: 'client50' } }, shared);
    expect(resolved.problems).toEqual([
      ['/lookups/zones/use', 'unknown shared lookup "zones" (shared lookups: regions)'],
      ['/paging/use', 'unknown shared paging preset "client50" (shared paging presets: client20)'],
    ]);
    expect(resolved.data).toEqual({ lookups: { zones: { use: 'zones' } }, paging: { use: 'client50' } });
  });
});

describe('a shared cascade', () => {
  const form = (fields: unknown[]) => ({ forms: { add: { entity: 'zone-delivery-rate', fields } } });
  const NAME = { name: 'name', label: 'Name' };
  const RATE = { name: 'rate', ui: { widget: 'select' } };

  it('puts its fields in the place of its `use`, in order', () => {
    const resolved = resolveShared(form([NAME, { use: 'regionZone' }, RATE]), shared);
    expect(resolved.problems).toEqual([]);
    expect(resolved.data).toEqual(
      form([
        NAME,
        { name: 'region_id', ui: { widget: 'lookupSelect', lookup: 'regions', placeholder: 'Choose a Region' } },
        { name: 'zone_id', ui: { widget: 'lookupSelect', lookup: 'zones', parent: 'region_id', parentKey: 'region_id' }, messages: { required: 'Choose a Zone' } },
        RATE,
      ]),
    );
  });

  it('takes the form’s own names, and the field below a renamed one follows it', () => {
    const resolved = resolveShared(form([{ use: 'regionZone', rename: { region_id: 'regionId', zone_id: 'zoneId' } }]), shared);
    const fields = (resolved.data as { forms: { add: { fields: Array<{ name: string; ui: { parent?: string; parentKey?: string } }> } } }).forms.add.fields;
    expect(fields.map((field) => field.name)).toEqual(['regionId', 'zoneId']);
    expect(fields[1]?.ui).toMatchObject({ parent: 'regionId', parentKey: 'region_id' });
  });

  it('says a renamed field it lacks', () => {
    expect(resolveShared(form([{ use: 'regionZone', rename: { zone: 'zoneId' } }]), shared).problems).toEqual([
      ['/forms/add/fields/0/rename/zone', '"zone" is not a field of shared cascade "regionZone" (its fields: region_id, zone_id)'],
    ]);
  });

  it('has problems found in its fields said at its `use`, and those after it at their written place', () => {
    const resolved = resolveShared(form([NAME, { use: 'regionZone' }, RATE]), shared);
    expect(resolved.written('/forms/add/fields/2/ui/lookup', 'unknown lookup "zones"')).toEqual(['/forms/add/fields/1', 'unknown lookup "zones" (field "zone_id" of shared cascade "regionZone")']);
    expect(resolved.written('/forms/add/fields/3/ui/widget', 'x')).toEqual(['/forms/add/fields/2/ui/widget', 'x']);
    expect(resolved.written('/forms/add/fields/0/label', 'x')).toEqual(['/forms/add/fields/0/label', 'x']);
    expect(resolved.written('/columns/3', 'x')).toEqual(['/columns/3', 'x']);
  });
});

describe('useShared: a new definition names what the project shares', () => {
  it('writes an entry equal to a shared one by name, whatever its key order, and keeps the others written out', () => {
    const screen = {
      lookups: { regions: { label: 'region_name', value: 'region_id', endpoint: { path: '/places/region', method: 'GET' }, loadFailed: 'Regions could not be loaded' }, towns: { endpoint: { method: 'GET', path: '/places/town' }, value: 'town_id', label: 'town_name' } },
      paging: { mode: 'client', sizes: [20], defaultSize: 20 },
      toolbar: [{ label: 'Add New', action: { openForm: 'add' } }, { action: 'refresh', label: 'Refresh' }],
      blocks: [{ block: 'grid', paging: { mode: 'client', sizes: [50], defaultSize: 50 } }],
    };
    const named = useShared(screen, shared);
    expect(named).toEqual({
      lookups: { regions: { use: 'regions' }, towns: screen.lookups.towns },
      paging: { use: 'client20' },
      toolbar: [{ label: 'Add New', action: { openForm: 'add' } }, { use: 'refresh' }],
      blocks: [{ block: 'grid', paging: { mode: 'client', sizes: [50], defaultSize: 50 } }],
    });
    expect(resolveShared(named, shared).data).toEqual(screen);
  });
});

describe('screens:format', () => {
  it('orders a written-out entry where a `use` could stand, and a shared file by its own def', () => {
    const screen = formatScreenText(JSON.stringify({ $schema: 'x', kind: 'grid', toolbar: [{ action: 'refresh', label: 'Refresh' }, { use: 'addNew' }], paging: { defaultSize: 20, sizes: [20], mode: 'client' } }));
    expect(screen).toContain('"paging": { "mode": "client", "sizes": [20], "defaultSize": 20 }');
    expect(screen).toContain('"toolbar": [{ "label": "Refresh", "action": "refresh" }, { "use": "addNew" }]');
    const file = formatScreenText(JSON.stringify({ lookups: { regions: { label: 'region_name', value: 'region_id', endpoint: { path: '/places/region', method: 'GET' } } }, $schema: SCHEMA }));
    const parsed = JSON.parse(file) as { lookups: { regions: Record<string, unknown> } };
    expect(Object.keys(parsed)).toEqual(['$schema', 'lookups']);
    expect(Object.keys(parsed.lookups.regions)).toEqual(['endpoint', 'value', 'label']);
    expect(file).toContain('"endpoint": { "method": "GET", "path": "/places/region" }');
  });
});

describe('the types are those of resolved definitions', () => {
  it('keeps only the written-out form of each place that may name a shared entry', () => {
    const resolved = resolvedMetaSchema(metaSchema) as { $defs: Record<string, unknown> };
    expect(Object.keys(resolved.$defs)).not.toContain('LookupEntry');
    expect(Object.keys(resolved.$defs)).toContain('SharedDefinitions');
    expect(JSON.stringify(resolved)).not.toMatch(/#\/\$defs\/(Lookup|Paging|Toolbar|OptionSet)Entry"/);
    const grid = resolved.$defs.GridScreen as { properties: { paging: unknown; lookups: { additionalProperties: unknown } } };
    expect(grid.properties.paging).toMatchObject({ $ref: '#/$defs/Paging' });
    expect(grid.properties.lookups.additionalProperties).toEqual({ $ref: '#/$defs/Lookup' });
  });
});

describe('the project’s definitions', () => {
  it('reach the console resolved: a definition imported by the app holds no `use`', () => {
    const zone = zoneScreen as unknown as GridScreen;
    expect(zone.paging).toEqual({ mode: 'server', sizes: [20, 50, 100, 150, 200, 250, 'All'], defaultSize: 20, allLimit: 10000 });
    expect(zone.lookups?.regions).toMatchObject({ value: 'region_id', label: 'region_name' });
    expect(JSON.stringify(zone)).not.toContain('"use"');
  });

  it('write no lookup, option set, cascade, paging preset or toolbar button out in two screens: one used twice is shared', async () => {
    const { files } = await readScreenFiles(root, 'screens');
    const writtenIn = new Map<string, Set<string>>();
    const note = (what: string, value: unknown, file: string) => {
      if (typeof value !== 'object' || value === null || 'use' in value) return;
      const key = `${what} ${JSON.stringify(what === 'lookup' ? { ...value, loadFailed: undefined } : value)}`;
      writtenIn.set(key, (writtenIn.get(key) ?? new Set()).add(file));
    };
    const walk = (value: unknown, file: string): void => {
      if (Array.isArray(value)) return value.forEach((item) => walk(item, file));
      if (typeof value !== 'object' || value === null) return;
      for (const [key, item] of Object.entries(value)) {
        if (key === 'lookups' && typeof item === 'object' && item !== null) Object.values(item).forEach((lookup) => note('lookup', lookup, file));
        if (key === 'options' && typeof item === 'object' && item !== null && !Array.isArray(item)) Object.values(item).forEach((set) => note('option set', set, file));
        if (key === 'paging') note('paging', item, file);
        if (key === 'toolbar' && Array.isArray(item)) item.forEach((button) => note('toolbar button', button, file));
        // A cascade level: a select narrowed by the field above it.
        if (key === 'fields' && Array.isArray(item)) item.forEach((field) => typeof field === 'object' && field !== null && 'ui' in field && typeof field.ui === 'object' && field.ui !== null && 'parent' in field.ui && note('cascade level', field.ui, file));
        walk(item, file);
      }
    };
    for (const { file, data } of files) walk(data, file);
    const repeated = [...writtenIn].filter(([, where]) => where.size > 1).map(([what, where]) => `${what} in ${[...where].join(', ')}`);
    expect(repeated).toEqual([]);
  });

  it('use every shared entry (none is left declared for nothing)', async () => {
    const { files } = await readScreenFiles(root, 'screens');
    const project = files[0]?.shared;
    if (!project) throw new Error('the definitions were read without their shared entries');
    const declared = (['lookups', 'options', 'paging', 'toolbar', 'cascades'] as const).flatMap((section) => [...project[section].keys()].map((name) => `${section}/${name}`));
    const used = new Set(files.flatMap(({ data }) => resolveShared(data, project).uses.map((use) => `${use.section}/${use.name}`)));
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((name) => !used.has(name))).toEqual([]);
  });
});
