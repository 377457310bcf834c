import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import metaSchema from '../../schemas/screen.schema.json' with { type: 'json' };
import zoneScreen from '../../screens/places/zone.screen.json';
import { describe as describeError, formatProblem, readScreenFiles } from '../../scripts/screens/checkScreens';
import { formatScreenText } from '../../runtime/tooling/format/formatScreen';
import { resolvedMetaSchema } from '../../scripts/screens/shared/resolvedMetaSchema';
import { resolveShared } from '../../runtime/tooling/shared/resolveShared';
import { SHARED_SECTIONS, sharedSetOf } from '../../runtime/tooling/shared/sharedDefinitions';
import { nameShared } from '../../runtime/tooling/shared/nameShared';
import { isList } from '../../shared/isList';

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
        fields: { note: { name: 'note', label: 'Note', messages: { required: 'Write a note' } } },
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

  it('writes in a shared endpoint under the name the screen gives it, and says an unknown one', () => {
    const call = { method: 'GET', path: '/pull-automation/order/{orderName}' };
    const withCall = sharedSetOf([{ file: 'screens/shared/calls.json', text: JSON.stringify({ $schema: SCHEMA, endpoints: { orderQuery: call } }) }], describeError).shared;
    expect(resolveShared({ endpoints: { order: { use: 'orderQuery' } } }, withCall).data).toEqual({ endpoints: { order: call } });
    expect(resolveShared({ endpoints: { order: { use: 'orderQuerx' } } }, withCall).problems.map(([pointer, , code]) => [pointer, code])).toEqual([['/endpoints/order/use', 'shared.unknown-name']]);
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

  it("writes an option set's values into a condition's `in` and a custom block's prop naming it", () => {
    const labelled = sharedSetOf([{ file: 'screens/shared/options.json', text: JSON.stringify({ $schema: SCHEMA, options: { free: ['A', { value: 'B', label: 'Bee' }] } }) }], describeError).shared;
    const page = {
      kind: 'page',
      blocks: [
        { block: 'form', submit: { requires: [{ holds: { any: [{ field: 'f.type', in: { use: 'free' } }, { field: 'f.type', in: ['C'] }] }, message: 'm' }] } },
        { block: 'custom', props: { types: { use: 'free' }, other: { use: 'kept' }, size: 2 } },
      ],
    };
    const resolved = resolveShared(page, labelled);
    expect(resolved.data).toEqual({
      kind: 'page',
      blocks: [
        { block: 'form', submit: { requires: [{ holds: { any: [{ field: 'f.type', in: ['A', 'B'] }, { field: 'f.type', in: ['C'] }] }, message: 'm' }] } },
        { block: 'custom', props: { types: ['A', 'B'], other: { use: 'kept' }, size: 2 } },
      ],
    });
    expect(resolved.problems).toEqual([['/blocks/1/props/other/use', 'unknown shared option set "kept" (shared option sets: free)', 'shared.unknown-name', 'use one of: free']]);
  });

  it('says which name is unknown, and which are shared, and leaves it as it is', () => {
    const resolved = resolveShared({ lookups: { zones: { use: 'zones' } }, paging: { use: 'client50' } }, shared);
    expect(resolved.problems).toEqual([
      ['/lookups/zones/use', 'unknown shared lookup "zones" (shared lookups: regions)', 'shared.unknown-name', 'use one of: regions'],
      ['/paging/use', 'unknown shared paging preset "client50" (shared paging presets: client20)', 'shared.unknown-name', 'use one of: client20'],
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
      ['/forms/add/fields/0/rename/zone', '"zone" is not a field of shared cascade "regionZone" (its fields: region_id, zone_id)', 'shared.rename.unknown-field', 'use one of: region_id, zone_id'],
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

describe('a shared field', () => {
  const NOTE = { name: 'note', label: 'Note', messages: { required: 'Write a note' } };
  const NAME = { name: 'name', label: 'Name' };

  it('takes the place of its `use` in a grid, sub-table or page form, as if written there', () => {
    const page = {
      forms: { edit: { fields: [NAME, { use: 'note' }] } },
      blocks: [{ block: 'form', fields: [{ use: 'note' }] }, { block: 'grid', expand: { tables: [{ forms: { add: { fields: [{ use: 'note' }, NAME] } } }] } }],
    };
    const resolved = resolveShared(page, shared);
    expect(resolved.problems).toEqual([]);
    expect(resolved.data).toEqual({
      forms: { edit: { fields: [NAME, NOTE] } },
      blocks: [{ block: 'form', fields: [NOTE] }, { block: 'grid', expand: { tables: [{ forms: { add: { fields: [NOTE, NAME] } } }] } }],
    });
    expect(resolved.uses).toEqual([
      { section: 'fields', name: 'note', pointer: '/forms/edit/fields/1' },
      { section: 'fields', name: 'note', pointer: '/blocks/0/fields/0' },
      { section: 'fields', name: 'note', pointer: '/blocks/1/expand/tables/0/forms/add/fields/0' },
    ]);
  });

  it('takes the form’s own name', () => {
    const resolved = resolveShared({ forms: { add: { fields: [{ use: 'note', rename: { note: 'remark' } }] } } }, shared);
    expect(resolved.data).toEqual({ forms: { add: { fields: [{ ...NOTE, name: 'remark' }] } } });
    expect(resolveShared({ forms: { add: { fields: [{ use: 'note', rename: { notes: 'remark' } }] } } }, shared).problems).toEqual([
      ['/forms/add/fields/0/rename/notes', '"notes" is not a field of shared field "note" (its fields: note)', 'shared.rename.unknown-field', 'use one of: note'],
    ]);
  });

  it('takes the form’s own messages over its own and whether this form requires it; a cascade takes neither', () => {
    const resolved = resolveShared({ blocks: [{ block: 'form', fields: [{ use: 'note', required: false, messages: { required: 'A note, please', maxLength: 'Shorter' } }] }] }, shared);
    expect(resolved.problems).toEqual([]);
    expect(resolved.data).toEqual({ blocks: [{ block: 'form', fields: [{ ...NOTE, required: false, messages: { required: 'A note, please', maxLength: 'Shorter' } }] }] });
    const cascade = resolveShared({ blocks: [{ block: 'form', fields: [{ use: 'regionZone', required: true, messages: { required: 'x' } }] }] }, shared);
    expect(cascade.problems.map(([pointer, , code]) => [pointer, code])).toEqual([
      ['/blocks/0/fields/0/messages', 'shared.messages.on-cascade'],
      ['/blocks/0/fields/0/required', 'shared.messages.on-cascade'],
    ]);
  });

  it('takes when this form locks it (readOnlyWhen: the checkout\'s address while the cart goes to the first cart\'s address); a cascade does not', () => {
    const locked = { field: 'carts.sameAddress', equals: true };
    const resolved = resolveShared({ blocks: [{ block: 'form', fields: [{ use: 'note', readOnlyWhen: locked }] }] }, shared);
    expect(resolved.problems).toEqual([]);
    expect(resolved.data).toEqual({ blocks: [{ block: 'form', fields: [{ ...NOTE, readOnlyWhen: locked }] }] });
    const cascade = resolveShared({ blocks: [{ block: 'form', fields: [{ use: 'regionZone', readOnlyWhen: locked }] }] }, shared);
    expect(cascade.problems.map(([pointer, , code]) => [pointer, code])).toEqual([['/blocks/0/fields/0/readOnlyWhen', 'shared.messages.on-cascade']]);
  });

  it('has a problem found in it said at its `use`, and those after it at their written place, beside a cascade', () => {
    const resolved = resolveShared({ forms: { add: { fields: [{ use: 'note' }, { use: 'regionZone' }, NAME] } } }, shared);
    expect(resolved.written('/forms/add/fields/0/label', 'x')).toEqual(['/forms/add/fields/0', 'x (field "note" of shared field "note")']);
    expect(resolved.written('/forms/add/fields/2/ui', 'y')).toEqual(['/forms/add/fields/1', 'y (field "zone_id" of shared cascade "regionZone")']);
    expect(resolved.written('/forms/add/fields/3/label', 'z')).toEqual(['/forms/add/fields/2/label', 'z']);
  });

  it('says an unknown name with the shared fields and cascades a form may name', () => {
    expect(resolveShared({ forms: { add: { fields: [{ use: 'notes' }] } } }, shared).problems).toEqual([
      ['/forms/add/fields/0/use', 'unknown shared field or cascade "notes" (shared fields: note; shared cascades: regionZone)', 'shared.unknown-name', 'use one of: note, regionZone'],
    ]);
    expect(resolveShared({ fields: [{ use: 'notes' }] }, sharedSetOf([]).shared).problems).toEqual([['/fields/0/use', 'unknown shared field or cascade "notes" (there are no shared fields or cascades)', 'shared.unknown-name']]);
  });

  it('never has a cascade’s name: a form naming it could mean either', () => {
    const file = (name: string, data: object) => ({ file: `screens/shared/${name}.json`, text: JSON.stringify({ $schema: SCHEMA, ...data }) });
    const read = sharedSetOf([file('cascades', { cascades: { place: [{ name: 'region_id' }, { name: 'zone_id' }] } }), file('fields', { fields: { place: { name: 'zone_id' } } })], describeError);
    expect(read.problems.map(formatProblem)).toEqual(['screens/shared/fields.json:/fields/place: shared field "place" is already declared as a shared cascade in screens/shared/cascades.json']);
    expect(read.problems.map((problem) => problem.code)).toEqual(['shared.duplicate-name']);
    expect([...read.shared.fields.keys()]).toEqual([]);
  });

  it('is either a grid form’s field or a page form’s, never both at once', () => {
    const read = sharedSetOf([{ file: 'screens/shared/fields.json', text: JSON.stringify({ $schema: SCHEMA, fields: { both: { name: 'x', from: 'y', computed: '{z}' } } }) }], describeError);
    expect(read.problems.map(formatProblem)).toEqual(['screens/shared/fields.json:/fields/both: unknown property "from"', 'screens/shared/fields.json:/fields/both: unknown property "computed"']);
  });
});

describe('nameShared: a new definition names what the project shares', () => {
  it('writes an entry equal to a shared one by name, whatever its key order, and keeps the others written out', () => {
    const screen = {
      lookups: { regions: { label: 'region_name', value: 'region_id', endpoint: { path: '/places/region', method: 'GET' }, loadFailed: 'Regions could not be loaded' }, towns: { endpoint: { method: 'GET', path: '/places/town' }, value: 'town_id', label: 'town_name' } },
      paging: { mode: 'client', sizes: [20], defaultSize: 20 },
      toolbar: [{ label: 'Add New', action: { openForm: 'add' } }, { action: 'refresh', label: 'Refresh' }],
      blocks: [{ block: 'grid', paging: { mode: 'client', sizes: [50], defaultSize: 50 } }],
    };
    const named = nameShared(screen, shared);
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
    expect(JSON.stringify(resolved)).not.toMatch(/#\/\$defs\/(Lookup|Paging|Toolbar|OptionSet|FormField|PageField)Entry"/);
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

  it('write no lookup, option set, cascade, paging preset or toolbar button out in two screens, and no form field out twice: one used twice is shared', async () => {
    const { files } = await readScreenFiles(root, 'screens');
    const writtenIn = new Map<string, Set<string>>();
    const note = (what: string, value: unknown, file: string) => {
      if (typeof value !== 'object' || value === null || 'use' in value) return;
      const key = `${what} ${JSON.stringify(what === 'lookup' ? { ...value, loadFailed: undefined } : value)}`;
      writtenIn.set(key, (writtenIn.get(key) ?? new Set()).add(file));
    };
    const fieldsAt = new Map<string, string[]>();
    const noteField = (field: object, place: string) => fieldsAt.set(JSON.stringify(field), [...(fieldsAt.get(JSON.stringify(field)) ?? []), place]);
    const walk = (value: unknown, file: string, at = ''): void => {
      if (isList(value)) return value.forEach((item, index) => walk(item, file, `${at}/${index}`));
      if (typeof value !== 'object' || value === null) return;
      const entries: Array<[string, unknown]> = Object.entries(value);
      for (const [key, item] of entries) {
        if (key === 'lookups' && typeof item === 'object' && item !== null) Object.values(item as Record<string, unknown>).forEach((lookup) => note('lookup', lookup, file));
        if (key === 'options' && typeof item === 'object' && item !== null && !Array.isArray(item)) Object.values(item as Record<string, unknown>).forEach((set) => note('option set', set, file));
        if (key === 'paging') note('paging', item, file);
        if (key === 'toolbar' && isList(item)) item.forEach((button) => note('toolbar button', button, file));
        // A cascade level: a select narrowed by the field above it.
        if (key === 'fields' && isList(item)) item.forEach((field) => typeof field === 'object' && field !== null && 'ui' in field && typeof field.ui === 'object' && field.ui !== null && 'parent' in field.ui && note('cascade level', field.ui, file));
        // A form field (it has a name): written out once in all the definitions, even in one screen.
        if (key === 'fields' && isList(item)) item.forEach((field, index) => typeof field === 'object' && field !== null && 'name' in field && noteField(field, `${file}:${at}/${key}/${index}`));
        walk(item, file, `${at}/${key}`);
      }
    };
    for (const { file, data } of files) walk(data, file);
    const repeated = [...writtenIn].filter(([, where]) => where.size > 1).map(([what, where]) => `${what} in ${[...where].join(', ')}`);
    const fieldsRepeated = [...fieldsAt].filter(([, places]) => places.length > 1).map(([field, places]) => `form field ${field} at ${places.join(', ')}`);
    expect([...repeated, ...fieldsRepeated]).toEqual([]);
  });

  it('use every shared entry (none is left declared for nothing)', async () => {
    const { files } = await readScreenFiles(root, 'screens');
    const project = files[0]?.shared;
    if (!project) throw new Error('the definitions were read without their shared entries');
    const declared = SHARED_SECTIONS.flatMap((section) => [...project[section].keys()].map((name) => `${section}/${name}`));
    const used = new Set(files.flatMap(({ data }) => resolveShared(data, project).uses.map((use) => `${use.section}/${use.name}`)));
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((name) => !used.has(name))).toEqual([]);
  });
});
