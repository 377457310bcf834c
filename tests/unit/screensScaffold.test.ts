import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueScreen, DashboardScreen, GridScreen, PageScreen } from '../../runtime/generated/screen';
import { resolveForm } from '../../runtime/kinds/form/resolveForm';
import { compileScreenFormsInNode } from '../../scripts/forms/compileInNode';
import { checkScreens, readScreenFiles, type ScreenFile } from '../../scripts/screens/checkScreens';
import { isCanonical } from '../../runtime/tooling/format/formatScreen';
import { guessLabelField, guessRowKey, readEntity } from '../../runtime/tooling/scaffold/entities';
import { defaultFile } from '../../runtime/tooling/scaffold/request';
import { runScaffold } from '../../scripts/screens/scaffold/scaffold';
import { singular, titleCase } from '../../runtime/tooling/scaffold/text';
import { resolveShared } from '../../runtime/tooling/shared/resolveShared';
import { sharedSetSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { consoleCheckContext } from '../../scripts/screens/consoleCheckContext.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The menu orders the project's definitions take in one menu group, ascending (what the scaffold reports as taken). */
function menuOrdersOf(group: string): number[] {
  const orders: number[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.screen.json')) {
        const menu = (JSON.parse(readFileSync(path, 'utf8')) as { menu?: { group?: string; order?: number } }).menu;
        if (menu?.group === group && typeof menu.order === 'number') orders.push(menu.order);
      }
    }
  };
  walk(join(root, 'screens'));
  return orders.sort((a, b) => a - b);
}
const entitySchema = (name: string): unknown => JSON.parse(readFileSync(join(root, 'schemas/entities', `${name}.schema.json`), 'utf8')) as unknown;
/** Every entity of schemas/entities, as the scaffold lists them when one is unknown. */
const knownEntities = readdirSync(join(root, 'schemas/entities'))
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => name.replace(/\.schema\.json$/, ''))
  .sort()
  .join(', ');

/** The project's shared definitions (screens/shared/), which the copies scaffolded into hold too. */
const projectShared = sharedSetSync(root, 'screens');

/** A project copy (schemas and screens) to scaffold into. */
async function projectCopy(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'screens-new-'));
  await cp(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
  await cp(join(root, 'screens'), join(dir, 'screens'), { recursive: true });
  return dir;
}

class Collector extends Writable {
  text = '';
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.text += String(chunk);
    done();
  }
}

/** Runs `screens:new` with flags only (no terminal), `PORT` unset unless `env` says. */
async function scaffold(dir: string, argv: string[], env: Record<string, string> = {}) {
  const stdout = new Collector();
  const stderr = new Collector();
  const code = await runScaffold(argv, dir, { stdin: new PassThrough(), stdout, stderr, interactive: false, env });
  return { code, stdout: stdout.text, stderr: stderr.text.trim() };
}

const warehouseFlags = ['--route', '/secure/places/warehouse', '--title', 'Warehouses', '--group', 'Delivery', '--label', 'Warehouse', '--kind', 'grid', '--entity', 'warehouse', '--list', 'GET /warehouse'];

/** Every scaffold case, each with its own route, menu label and file so they can all be checked together. */
const cases: Array<{ name: string; file: string; argv: string[] }> = [
  { name: 'dashboard', file: 'screens/ops/home.screen.json', argv: ['--kind', 'dashboard', '--route', '/secure/{userId}/ops/home', '--title', 'Ops Home', '--label', 'Ops Home'] },
  {
    name: 'dashboard in a group',
    file: 'screens/reports/overview.screen.json',
    argv: ['--kind', 'dashboard', '--route', '/secure/reports/overview', '--title', 'Reports', '--group', 'Reports', '--label', 'Overview', '--description', 'Links to the reports.'],
  },
  { name: 'catalogue', file: 'screens/ops/screens.screen.json', argv: ['--kind', 'catalogue', '--route', '/secure/ops/screens', '--title', 'All Screens', '--group', 'Operations', '--label', 'All Screens'] },
  { name: 'grid, list only', file: 'screens/places/warehouse.screen.json', argv: warehouseFlags },
  {
    name: 'page with a form block',
    file: 'screens/x/new-link.screen.json',
    argv: ['--kind', 'page', '--route', '/secure/x/new-link', '--title', 'New Ops Link', '--group', 'Operations', '--label', 'New Ops Link', '--entity', 'ops-link', '--submit', 'POST /ops/link'],
  },
  { name: 'grid with create', file: 'screens/x/provinces.screen.json', argv: ['--route', '/secure/x/provinces', '--title', 'Provinces', '--group', 'Delivery', '--label', 'Province', '--entity', 'province', '--list', 'GET /province', '--create', 'POST /province'] },
  { name: 'grid with update', file: 'screens/x/hubs.screen.json', argv: ['--route', '/secure/x/hubs', '--title', 'Delivery Hubs', '--group', 'Driver', '--label', 'Delivery Hub', '--entity', 'delivery-hub', '--list', 'GET /onfleet/driver/region/all', '--update', 'PUT /onfleet/driver/region/{regionId}'] },
  { name: 'grid with delete', file: 'screens/x/regions.screen.json', argv: ['--route', '/secure/x/regions', '--title', 'Regions', '--group', 'Operations', '--label', 'Region', '--entity', 'region', '--list', 'GET /places/region', '--delete', 'DELETE /places/region/{region_id}'] },
  {
    name: 'grid with selection and export',
    file: 'screens/x/customers.screen.json',
    argv: ['--route', '/secure/x/customers', '--title', 'Customers', '--group', 'Customer', '--label', 'Customers', '--entity', 'region', '--list', 'GET /places/region', '--selection', 'multi', '--export'],
  },
  {
    name: 'grid with create, update and delete',
    file: 'screens/x/rates.screen.json',
    argv: ['--route', '/secure/x/rates', '--title', 'Zone Delivery Rates', '--group', 'Operations', '--label', 'Zone Delivery Rate', '--entity', 'zone-delivery-rate', '--list', 'GET /rates/zone', '--create', 'POST /rates/zone/rate', '--update', 'PUT /rates/zone/rate/{id}', '--delete', 'DELETE /rates/zone/rate/{id}'],
  },
  {
    name: 'grid paged on the server',
    file: 'screens/x/codes.screen.json',
    argv: ['--route', '/secure/x/codes', '--title', 'Postal Codes', '--group', 'Customer', '--label', 'Postal Code', '--entity', 'postal-code', '--list', 'GET /places/postalcodes', '--paged', '--create', 'POST /places/postalcodes', '--update', 'PUT /places/postalcodes/{postalcode_id}', '--delete', 'DELETE /places/postalcodes/{postalcode_id}'],
  },
  {
    name: 'grid opening its form screen',
    file: 'screens/x/rules.screen.json',
    argv: ['--route', '/secure/x/rules', '--title', 'Rules', '--group', 'Reports', '--label', 'Rule', '--entity', 'rule', '--row-key', 'ruleName', '--list', 'GET /order-pull/rules', '--form-route', '/secure/x/rule-form'],
  },
  {
    name: 'page started from the list',
    file: 'screens/x/rule-form.screen.json',
    argv: ['--kind', 'page', '--route', '/secure/x/rule-form', '--title', 'Rule Form', '--group', 'Reports', '--label', 'Rule Form', '--entity', 'rule', '--submit', 'POST /order-pull/rules', '--list-route', '/secure/x/rules', '--key', 'ruleName'],
  },
  {
    name: 'grid with flags written --name=value, row key given',
    file: 'screens/labels/zones.screen.json',
    argv: ['--route=/secure/zones', '--title=Zones', '--group=Labels', '--label=Zone', '--entity=zone', '--row-key=zone_id', '--list=GET /places/zone', '--paged', '--create=POST /places/zone'],
  },
];

describe('screens:new writes valid, canonical definitions', () => {
  let dir: string;
  const outputs = new Map<string, { text: string; stdout: string }>();

  beforeAll(async () => {
    dir = await projectCopy();
    for (const { name, file, argv } of cases) {
      const result = await scaffold(dir, argv);
      expect(result.stderr, name).toBe('');
      expect(result.code, name).toBe(0);
      outputs.set(name, { text: await readFile(join(dir, file), 'utf8'), stdout: result.stdout });
    }
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** An output as the console receives it: the shared entries it names written in. */
  const screenOf = <T extends GridScreen | DashboardScreen | CatalogueScreen>(name: string) => resolveShared(JSON.parse(outputs.get(name)?.text ?? 'null'), projectShared).data as T;

  it('adds checkbox selection and an Export CSV button when asked by flag', () => {
    const customers = screenOf<GridScreen>('grid with selection and export');
    expect(customers.selection).toBe('multi');
    expect(customers.toolbar).toContainEqual({ label: 'Export CSV', action: { export: { fileName: 'customers.csv', bom: true } } });
  });

  it('--form-route: New … opens the form screen empty, Update with the row key; --list-route: the form starts from the carried row and goes back', () => {
    const rules = screenOf<GridScreen>('grid opening its form screen');
    expect(rules.toolbar?.[0]).toEqual({ label: 'New Rule', action: { navigate: '/secure/x/rule-form' } });
    expect(rules.rowActions).toEqual([{ label: 'Update', navigate: '/secure/x/rule-form', carry: ['ruleName'] }]);
    const form = JSON.parse(outputs.get('page started from the list')?.text ?? 'null') as PageScreen;
    const block = form.blocks[0];
    expect(block?.block === 'form' && block.initial).toEqual({ from: 'navigation', key: 'ruleName', keep: ['version'] });
    expect(block?.block === 'form' && block.submit?.navigate).toEqual({ to: '/secure/x/rules' });
  });

  it('every output passes checkScreens with the real entities and the real definitions, all at once', async () => {
    const { files: real } = await readScreenFiles(root, 'screens');
    const scaffolded: ScreenFile[] = cases.map(({ name, file }) => ({ file, data: JSON.parse(outputs.get(name)?.text ?? 'null') as unknown, shared: projectShared }));
    expect(checkScreens([...real, ...scaffolded], await consoleCheckContext(root))).toEqual([]);
  });

  for (const { name, file } of cases) {
    it(`${name}: is canonical, points $schema at the meta-schema, reports where it wrote`, () => {
      const output = outputs.get(name);
      expect(output && isCanonical(output.text)).toBe(true);
      const depth = file.split('/').length - 1;
      expect(screenOf(name).$schema).toBe(`${'../'.repeat(depth)}schemas/screen.schema.json`);
      expect(output?.stdout).toContain(`Wrote ${file} (`);
      expect(output?.stdout).toContain('What to fill next:');
    });
  }

  it('the forms compile into validators as the build compiles them', () => {
    for (const { name } of cases) {
      const screen = screenOf<GridScreen | DashboardScreen>(name);
      if (screen.kind !== 'grid') continue;
      expect(Object.keys(compileScreenFormsInNode(screen)), name).toEqual(Object.keys(screen.forms ?? {}).map((form) => `${screen.route}#${form}`));
    }
  });

  it('a dashboard is one card "Links" with a link to the dashboard', () => {
    expect(screenOf<DashboardScreen>('dashboard')).toEqual({
      $schema: '../../schemas/screen.schema.json',
      route: '/secure/{userId}/ops/home',
      title: 'Ops Home',
      menu: { label: 'Ops Home' },
      kind: 'dashboard',
      cards: [{ title: 'Links', links: [{ label: 'Dashboard', route: '/secure/{userId}/dashboard' }] }],
    });
    expect(screenOf<DashboardScreen>('dashboard in a group')).toMatchObject({ description: 'Links to the reports.', menu: { group: 'Reports', label: 'Overview' } });
  });

  it('a catalogue needs only its route, title and menu entry', () => {
    expect(screenOf<CatalogueScreen>('catalogue')).toEqual({
      $schema: '../../schemas/screen.schema.json',
      route: '/secure/ops/screens',
      title: 'All Screens',
      menu: { group: 'Operations', label: 'All Screens' },
      kind: 'catalogue',
    });
  });

  it('writes what the project shares by name: the Refresh button, the paging preset', () => {
    const written = JSON.parse(outputs.get('grid, list only')?.text ?? 'null') as Record<string, unknown>;
    expect(written.paging).toEqual({ use: 'client20to100All' });
    expect(written.toolbar).toEqual([{ use: 'refresh' }]);
    expect((JSON.parse(outputs.get('grid with create, update and delete')?.text ?? 'null') as Record<string, unknown>).toolbar).toEqual([{ use: 'addNew' }, { use: 'updateAllChanges' }, { use: 'refresh' }]);
  });

  it('a grid over only a list: read-only columns (row key first), client paging, search, Refresh', () => {
    expect(screenOf<GridScreen>('grid, list only')).toEqual({
      $schema: '../../schemas/screen.schema.json',
      route: '/secure/places/warehouse',
      title: 'Warehouses',
      menu: { group: 'Delivery', label: 'Warehouse' },
      kind: 'grid',
      entity: 'warehouse',
      rowKey: 'id',
      endpoints: { list: { method: 'GET', path: '/warehouse' } },
      paging: { mode: 'client', sizes: [20, 50, 100, 'All'], defaultSize: 20 },
      columns: [
        { field: 'id', header: 'ID' },
        { field: 'name', header: 'Name' },
        { field: 'sku', header: 'SKU' },
        { field: 'orderMailbox', header: 'Order Mailbox' },
      ],
      search: { label: 'Search', filterOn: [{ field: 'name', label: 'Name' }] },
      toolbar: [{ label: 'Refresh', action: 'refresh' }],
      messages: { loadFailed: 'Error on table data initialization' },
    });
  });

  it('create adds Add New and a form naming the create payload\'s properties, with required messages', () => {
    const rates = screenOf<GridScreen>('grid with create, update and delete');
    const form = rates.forms?.add;
    expect(form?.title).toBe('Add Zone Delivery Rate');
    expect(form?.endpoint).toBe('create');
    expect(form?.failedMessage).toBe('createFailed');
    expect(form?.entity).toBe('zone-delivery-rate');
    expect(form?.payload).toBe('create');
    expect(form?.fields.map((field) => field.name)).toEqual(['name', 'zoneId', 'applicableStartTime', 'applicableEndTime', 'applicableDate', 'isSameDayOnly', 'displayText', 'rate']);
    expect(form?.fields.find((field) => field.name === 'zoneId')).toEqual({ name: 'zoneId', label: 'Zone ID', messages: { required: 'Zone ID is required' } });
    expect(form?.fields.find((field) => field.name === 'isSameDayOnly')?.messages).toEqual({ required: 'Is Same Day Only is required' });
    // Types and limits are the entity's: derived, never written in the definition.
    const schema = resolveForm(form ?? { title: '', endpoint: '', entity: '', fields: [{ name: '' }] }, entitySchema('zone-delivery-rate')).schema as { properties: Record<string, unknown>; required: string[] };
    expect(schema.properties.zoneId).toEqual({ type: 'integer', title: 'Zone ID', minimum: 1, maximum: 2147483647 });
    expect(schema.properties.applicableDate).toEqual({ type: 'integer', title: 'Applicable Date', enum: [0, 1] });
    expect(schema.required).toEqual(['name', 'zoneId', 'applicableStartTime', 'applicableEndTime', 'applicableDate', 'isSameDayOnly', 'displayText', 'rate']);
    expect(rates.toolbar).toEqual([
      { label: 'Add New', action: { openForm: 'add' } },
      { label: 'Update All Changes', action: 'batchUpdate' },
      { label: 'Refresh', action: 'refresh' },
    ]);
    expect(rates.messages).toEqual({
      loadFailed: 'Error on table data initialization',
      noChanges: 'Alert! There is no available changes for update',
      createFailed: 'Zone Delivery Rate saving process failed.',
      updateFailed: 'Zone Delivery Rate update process failed.',
      deleteFailed: 'Zone Delivery Rate delete process failed.',
    });
  });

  it('the form follows the create payload ($defs.create) when the entity has one', () => {
    const zones = screenOf<GridScreen>('grid with flags written --name=value, row key given');
    expect(zones.rowKey).toBe('zone_id');
    expect(zones.columns[0]).toEqual({ field: 'zone_id', header: 'Zone ID' });
    expect(zones.forms?.add).toMatchObject({
      entity: 'zone',
      payload: 'create',
      fields: [
        { name: 'zone_name', label: 'Zone Name', messages: { required: 'Zone Name is required' } },
        { name: 'region_id', label: 'Region ID', messages: { required: 'Region ID is required' } },
      ],
    });
  });

  it('without a create payload the form takes the entity properties other than the key and read-only ones', () => {
    const provinces = screenOf<GridScreen>('grid with create');
    expect(provinces.forms?.add).toEqual({
      title: 'Add Province',
      endpoint: 'create',
      entity: 'province',
      fields: [{ name: 'name', label: 'Name', messages: { required: 'Name is required' } }],
      failedMessage: 'createFailed',
    });
    expect(provinces.columns).toEqual([
      { field: 'id', header: 'ID' },
      { field: 'name', header: 'Name' },
    ]);
    expect(provinces.messages).toEqual({ loadFailed: 'Error on table data initialization', createFailed: 'Province saving process failed.' });
  });

  it('update makes the text columns editable (not the key, not read-only ones) and adds a per-row batch update', () => {
    const hubs = screenOf<GridScreen>('grid with update');
    expect(hubs.rowKey).toBe('regionId');
    expect(hubs.columns).toEqual([
      { field: 'regionId', header: 'Region ID' },
      { field: 'regionName', header: 'Region Name', editor: 'text' },
      { field: 'dispatchMailbox', header: 'Dispatch Mailbox' },
    ]);
    expect(hubs.batchUpdate).toEqual({ endpoint: 'update', mode: 'perRow', confirm: { title: 'Update All Changes' } });
    expect(hubs.endpoints.update).toEqual({ method: 'PUT', path: '/onfleet/driver/region/{regionId}' });
    expect(hubs.toolbar?.map((button) => button.label)).toEqual(['Update All Changes', 'Refresh']);
    const rates = screenOf<GridScreen>('grid with create, update and delete');
    expect(rates.columns.filter((column) => column.editor).map((column) => column.field)).toEqual(['name', 'displayText', 'rate', 'applicableStartTime', 'applicableEndTime']);
    const codes = screenOf<GridScreen>('grid paged on the server');
    expect(codes.columns.filter((column) => column.editor).map((column) => column.field)).toEqual(['postalcode']);
  });

  it('delete adds a modal confirm naming the row by its label field', () => {
    expect(screenOf<GridScreen>('grid with delete').delete).toEqual({
      endpoint: 'delete',
      confirm: 'Please confirm that you want to delete this Region {region_name}.',
      style: 'modal',
    });
    expect(screenOf<GridScreen>('grid with create, update and delete').delete?.confirm).toBe('Please confirm that you want to delete this Zone Delivery Rate {name}.');
    expect(screenOf<GridScreen>('grid paged on the server').delete?.confirm).toBe('Please confirm that you want to delete this Postal Code {postalcode}.');
    expect(screenOf<GridScreen>('grid with delete').messages).toEqual({ loadFailed: 'Error on table data initialization', deleteFailed: 'Region delete process failed.' });
  });

  it('--paged: rows and total of the list answer, server paging', () => {
    const codes = screenOf<GridScreen>('grid paged on the server');
    expect(codes.endpoints.list).toEqual({ method: 'GET', path: '/places/postalcodes', rows: 'result', total: 'meta.0.totalrows' });
    expect(codes.paging).toEqual({ mode: 'server', sizes: [20, 50, 100, 150, 200, 250, 'All'], defaultSize: 20, allLimit: 10000 });
    expect(codes.rowKey).toBe('postalcode_id');
    expect(codes.columns[0]).toEqual({ field: 'postalcode_id', header: 'Postalcode ID' });
    expect(codes.search).toEqual({ label: 'Search', filterOn: [{ field: 'postalcode', label: 'Postalcode' }] });
  });

  it('prints what to fill next', () => {
    const stdout = outputs.get('grid with create, update and delete')?.stdout ?? '';
    expect(stdout).toContain('Wrote screens/x/rates.screen.json (grid of zone-delivery-rate; 12 columns; row key id; client paging; toolbar: Add New, Update All Changes, Refresh; Delete link).');
    expect(stdout).toContain('  [ ] Column headers (ID, Name, Display Text, Rate, Applicable Start Time,');
    expect(stdout).toContain('now editable: name, displayText, rate, applicableStartTime, applicableEndTime');
    expect(stdout).toContain('  [ ] Form "add": field labels (schema titles)');
    expect(stdout).toContain('  [ ] Message texts from the spec: messages.loadFailed, messages.noChanges, messages.createFailed, messages.updateFailed, messages.deleteFailed, and the delete question (delete.confirm).');
    expect(stdout).toContain('  [ ] Menu order: menu.order within group Operations (none taken yet)');
    expect(stdout).toContain('  npm run screens:check');
    expect(stdout).toContain('  npm run dev              then open http://127.0.0.1:5173/secure/x/rates');
    expect(stdout).toContain('  npm run screens:diff');
    const taken = menuOrdersOf('Delivery');
    expect(taken.length).toBeGreaterThan(0);
    expect(outputs.get('grid, list only')?.stdout).toContain(
      `  [ ] Menu order: menu.order within group Delivery (taken: ${taken.join(', ')}; next free: ${Math.max(...taken) + 1}); without it the entry sorts after the ordered ones.`,
    );
    expect(outputs.get('dashboard')?.stdout).toContain('  [ ] Cards and links:');
  });
});

describe('screens:new prints the address npm run dev serves', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await projectCopy();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const dashboard = (name: string) => ['--kind', 'dashboard', '--route', `/secure/${name}`, '--title', name, '--label', name];

  it('on the port of PORT', async () => {
    const { code, stdout } = await scaffold(dir, dashboard('eight'), { PORT: '8080' });
    expect(code).toBe(0);
    expect(stdout).toContain('  npm run dev              then open http://127.0.0.1:8080/secure/eight');
  });

  it('on 5173 without PORT, or with a PORT the server would refuse', async () => {
    expect((await scaffold(dir, dashboard('unset'))).stdout).toContain('then open http://127.0.0.1:5173/secure/unset');
    expect((await scaffold(dir, dashboard('empty'), { PORT: '' })).stdout).toContain('then open http://127.0.0.1:5173/secure/empty');
    expect((await scaffold(dir, dashboard('word'), { PORT: 'eighty' })).stdout).toContain('then open http://127.0.0.1:5173/secure/word');
  });
});

describe('screens:new refuses', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await projectCopy();
    await writeFile(join(dir, 'screens/places/existing.screen.json'), '{}\n');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const refusals: Array<[string, string[], string]> = [
    ['a malformed route', ['--route', '/places/warehouse', '--title', 'W', '--entity', 'warehouse', '--list', 'GET /warehouse'], '--route "/places/warehouse" is malformed: a route is /secure followed by segments of letters, digits, _ or - (or {param}), e.g. /secure/places/warehouse'],
    ['a route with a space', ['--route', '/secure/my places', '--title', 'W', '--entity', 'warehouse', '--list', 'GET /warehouse'], '--route "/secure/my places" is malformed: a route is /secure followed by segments of letters, digits, _ or - (or {param}), e.g. /secure/places/warehouse'],
    ['a route used by another definition', ['--route', '/secure/town', '--title', 'W', '--entity', 'warehouse', '--list', 'GET /warehouse'], '--route "/secure/town" is already used by screens/places/town.screen.json (to replace that definition, add --force)'],
    ['a route used by another definition, even with --force', ['--route', '/secure/town', '--title', 'W', '--entity', 'warehouse', '--list', 'GET /warehouse', '--file', 'screens/places/w.screen.json', '--force'], '--route "/secure/town" is already used by screens/places/town.screen.json'],
    ['an unknown entity', ['--route', '/secure/w', '--title', 'W', '--entity', 'wharehouse', '--list', 'GET /warehouse'], `--entity "wharehouse" is unknown: no schemas/entities/wharehouse.schema.json (known: ${knownEntities})`],
    ['a malformed list endpoint', ['--route', '/secure/w', '--title', 'W', '--entity', 'warehouse', '--list', '/warehouse'], '--list "/warehouse" is malformed: write "METHOD /path" with METHOD one of GET, POST, PUT, DELETE, e.g. "GET /warehouse"'],
    ['an unknown method', ['--route', '/secure/w', '--title', 'W', '--entity', 'warehouse', '--list', 'GET /warehouse', '--update', 'PATCH /warehouse/{id}'], '--update "PATCH /warehouse/{id}" is malformed: write "METHOD /path" with METHOD one of GET, POST, PUT, DELETE, e.g. "PUT /warehouse/{id}"'],
    ['a path without its slash', ['--route', '/secure/w', '--title', 'W', '--entity', 'warehouse', '--list', 'GET /warehouse', '--create', 'POST warehouse'], '--create "POST warehouse" is malformed: write "METHOD /path" with METHOD one of GET, POST, PUT, DELETE, e.g. "POST /warehouse"'],
    ['an unclosed placeholder', ['--route', '/secure/w', '--title', 'W', '--entity', 'warehouse', '--list', 'GET /warehouse', '--delete', 'DELETE /warehouse/{id'], '--delete "DELETE /warehouse/{id" is malformed: write "METHOD /path" with METHOD one of GET, POST, PUT, DELETE, e.g. "DELETE /warehouse/{id}"'],
    ['a placeholder that is no field', ['--route', '/secure/w', '--title', 'W', '--entity', 'warehouse', '--list', 'GET /warehouse', '--delete', 'DELETE /warehouse/{warehouse_id}'], '--delete "DELETE /warehouse/{warehouse_id}": placeholder {warehouse_id} is not a field of entity warehouse (id, name, sku, orderMailbox)'],
    ['a create placeholder that is no form field', ['--route', '/secure/w', '--title', 'W', '--entity', 'warehouse', '--list', 'GET /warehouse', '--create', 'POST /warehouse/{id}'], '--create "POST /warehouse/{id}": placeholder {id} is not a field of the Add New form (name, sku)'],
    ['an existing file without --force', ['--route', '/secure/w', '--title', 'W', '--entity', 'warehouse', '--list', 'GET /warehouse', '--file', 'screens/places/existing.screen.json'], 'screens/places/existing.screen.json already exists: nothing written (use --force to overwrite it)'],
    ['a file outside screens/', ['--route', '/secure/w', '--title', 'W', '--entity', 'warehouse', '--list', 'GET /warehouse', '--file', 'src/w.json'], '--file "src/w.json" must be a screens/**/*.screen.json path (definitions live under screens/)'],
    ['a menu entry used by another definition', ['--route', '/secure/w', '--title', 'W', '--group', 'Delivery', '--label', 'Town', '--entity', 'warehouse', '--list', 'GET /warehouse'], '--label "Town" is already in the menu group Delivery (screens/places/town.screen.json): choose another --label'],
    ['an unknown menu group', ['--route', '/secure/w', '--title', 'W', '--group', 'Deliveries'], '--group "Deliveries" is not a menu group: one of Delivery, Driver, Reports, Operations, Customer, Labels, Dev Corner'],
    ['an unknown kind', ['--kind', 'table'], '--kind "table" is not a kind the scaffold writes: use grid, dashboard, catalogue or page'],
    ['a row key that is no field', ['--route', '/secure/w', '--title', 'W', '--entity', 'warehouse', '--row-key', 'wid', '--list', 'GET /warehouse'], '--row-key "wid" is not a field of entity warehouse (id, name, sku, orderMailbox)'],
    ['grid flags on a dashboard', ['--kind', 'dashboard', '--route', '/secure/d', '--title', 'D', '--entity', 'warehouse'], '--entity applies to --kind grid or page only'],
    ['a missing list endpoint', ['--route', '/secure/w', '--title', 'W', '--entity', 'warehouse'], 'missing --list, e.g. --list "GET /warehouse"'],
    ['a missing route', ['--title', 'W'], 'missing --route, e.g. --route /secure/places/warehouse'],
    ['an empty title', ['--route', '/secure/w', '--title', ' '], '--title is empty: give a text'],
    ['a flag without its value', ['--route'], '--route needs a value'],
    ['a flag given twice', ['--route', '/secure/a', '--route', '/secure/b'], '--route is given twice'],
  ];

  for (const [what, argv, message] of refusals) {
    it(`${what}, with exit code 2 and nothing written`, async () => {
      const { files: before } = await readScreenFiles(dir, 'screens');
      const result = await scaffold(dir, argv);
      expect(result.stderr).toBe(message);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      const { files: after } = await readScreenFiles(dir, 'screens');
      expect(after.map(({ file }) => file)).toEqual(before.map(({ file }) => file));
    });
  }

  it('an unknown option, with the usage', async () => {
    const result = await scaffold(dir, ['--colour', 'red']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^unknown option --colour\nusage: npm run screens:new/);
  });

  it('overwrites an existing file with --force, and may then keep its route', async () => {
    const file = 'screens/places/existing.screen.json';
    const first = await scaffold(dir, ['--route', '/secure/existing', '--title', 'Existing', '--label', 'Existing', '--entity', 'province', '--list', 'GET /province', '--file', file, '--force']);
    expect(first.code).toBe(0);
    const again = await scaffold(dir, ['--route', '/secure/existing', '--title', 'Existing', '--label', 'Existing', '--entity', 'warehouse', '--list', 'GET /warehouse', '--file', file, '--force']);
    expect(again.stderr).toBe('');
    expect(again.code).toBe(0);
    expect((JSON.parse(await readFile(join(dir, file), 'utf8')) as GridScreen).entity).toBe('warehouse');
  });
});

/** A terminal whose user answers each question, in order, as it is asked. */
function fakeTerminal(answers: string[]) {
  const stdin = new PassThrough();
  const questions: string[] = [];
  let transcript = '';
  const stdout = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const text = String(chunk);
      transcript += text;
      if (text.endsWith(': ')) {
        questions.push(text);
        const answer = answers.shift();
        setImmediate(() => (answer === undefined ? stdin.end() : stdin.write(`${answer}\n`)));
      }
      done();
    },
  });
  return { stdin, stdout, questions, transcript: () => transcript };
}

describe('screens:new asks on a terminal', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await projectCopy();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('asks for each value in order, says what is wrong and asks again, then writes', async () => {
    const terminal = fakeTerminal([
      '', // kind: grid
      'places/warehouse', // malformed: asked again
      '/secure/places/warehouse',
      'Warehouses',
      'delivery', // group, any case
      'Warehouse',
      '', // no description
      'wharehouse', // unknown: asked again
      'warehouse',
      '', // row key: guessed id
      'GET /warehouse',
      'n', // not paged
      'POST /warehouse',
      'PUT /warehouse/{id}',
      '', // no delete
      '', // default file
    ]);
    const stderr = new Collector();
    const code = await runScaffold([], dir, { stdin: terminal.stdin, stdout: terminal.stdout, stderr, interactive: true, env: {} });
    expect(stderr.text).toBe('');
    expect(code).toBe(0);
    expect(terminal.questions).toEqual([
      'Kind (grid, dashboard, catalogue or page) [grid]: ',
      'Route (e.g. /secure/places/warehouse): ',
      'Route (e.g. /secure/places/warehouse): ',
      'Title (heading and tab title): ',
      'Menu group (Delivery, Driver, Reports, Operations, Customer, Labels, Dev Corner; empty for a top entry): ',
      'Menu label [Warehouses]: ',
      'Description (what the screen is for; empty for none): ',
      `Entity (${knownEntities}): `,
      `Entity (${knownEntities}): `,
      'Row key (field identifying a row) [id]: ',
      'List call, e.g. GET /warehouse: ',
      'Does the list answer one page { result, meta: [{ totalrows }] } (server paging)? (y/N) [n]: ',
      'Create call, e.g. POST /warehouse (empty for none): ',
      'Update call, e.g. PUT /warehouse/{id} (empty for none): ',
      'Delete call, e.g. DELETE /warehouse/{id} (empty for none): ',
      'File [screens/places/warehouse.screen.json]: ',
    ]);
    expect(terminal.transcript()).toContain('  --route "places/warehouse" is malformed');
    expect(terminal.transcript()).toContain('  --entity "wharehouse" is unknown');
    expect(terminal.transcript()).toContain('Wrote screens/places/warehouse.screen.json');
    const screen = resolveShared(JSON.parse(await readFile(join(dir, 'screens/places/warehouse.screen.json'), 'utf8')), projectShared).data as GridScreen;
    expect(screen).toMatchObject({ route: '/secure/places/warehouse', title: 'Warehouses', menu: { group: 'Delivery', label: 'Warehouse' }, entity: 'warehouse', rowKey: 'id' });
    expect(screen.toolbar?.map((button) => button.label)).toEqual(['Add New', 'Update All Changes', 'Refresh']);
    expect(screen.delete).toBeUndefined();
  });

  it('asks only what the flags leave out, and asks before overwriting', async () => {
    await mkdir(join(dir, 'screens/operations'), { recursive: true });
    await writeFile(join(dir, 'screens/operations/ops.screen.json'), '{}\n');
    const terminal = fakeTerminal(['Ops Overview', '', '', 'y']);
    const stderr = new Collector();
    const code = await runScaffold(['--kind', 'dashboard', '--route', '/secure/ops', '--group', 'Operations', '--description', 'Links.'], dir, {
      stdin: terminal.stdin,
      stdout: terminal.stdout,
      stderr,
      interactive: true,
      env: {},
    });
    expect(stderr.text).toBe('');
    expect(code).toBe(0);
    expect(terminal.questions).toEqual([
      'Title (heading and tab title): ',
      'Menu label [Ops Overview]: ',
      'File [screens/operations/ops.screen.json]: ',
      'screens/operations/ops.screen.json already exists. Overwrite it? (y/N) [n]: ',
    ]);
    expect(JSON.parse(await readFile(join(dir, 'screens/operations/ops.screen.json'), 'utf8'))).toMatchObject({ kind: 'dashboard', title: 'Ops Overview', menu: { group: 'Operations', label: 'Ops Overview' } });
  });

  it('refuses when the input ends before every question is answered', async () => {
    const terminal = fakeTerminal(['dashboard', '/secure/unfinished']);
    const stderr = new Collector();
    const code = await runScaffold([], dir, { stdin: terminal.stdin, stdout: terminal.stdout, stderr, interactive: true, env: {} });
    expect(code).toBe(2);
    expect(stderr.text).toBe('input ended before every question was answered\n');
    expect(existsSync(join(dir, 'screens/unfinished.screen.json'))).toBe(false);
  });
});

describe('screens:new guesses', () => {
  it('headers in Title Case and titles in the singular', () => {
    expect(titleCase('town_name')).toBe('Town Name');
    expect(titleCase('displayText')).toBe('Display Text');
    expect(titleCase('region_id')).toBe('Region ID');
    expect(titleCase('warehouse_sku')).toBe('Warehouse SKU');
    expect(titleCase('isSameDayOnly')).toBe('Is Same Day Only');
    expect(titleCase('zoneIDArray')).toBe('Zone ID Array');
    expect(singular('Warehouses')).toBe('Warehouse');
    expect(singular('Postal Codes')).toBe('Postal Code');
    expect(singular('Delivery Categories')).toBe('Delivery Category');
    expect(singular('Boxes')).toBe('Box');
    expect(singular('Addresses')).toBe('Address');
    expect(singular('Status')).toBe('Status');
    expect(singular('Zone Delivery Rate')).toBe('Zone Delivery Rate');
  });

  it('the row key and the label field of each real entity', async () => {
    const guesses: Record<string, [string | undefined, string]> = {};
    for (const name of ['warehouse', 'town', 'zone', 'region', 'postal-code', 'delivery-hub', 'zone-delivery-rate', 'province']) {
      const entity = await readEntity(root, name);
      const rowKey = guessRowKey(entity);
      guesses[name] = [rowKey, guessLabelField(entity, rowKey ?? '')];
    }
    expect(guesses).toEqual({
      warehouse: ['id', 'name'],
      town: ['town_id', 'town_name'],
      zone: ['id', 'name'],
      region: ['region_id', 'region_name'],
      'postal-code': ['postalcode_id', 'postalcode'],
      'delivery-hub': ['regionId', 'regionName'],
      'zone-delivery-rate': ['id', 'name'],
      province: ['id', 'name'],
    });
  });

  it('the file from the route, or from the menu group for a one-segment route', () => {
    expect(defaultFile('/secure/places/warehouse', 'Delivery')).toBe('screens/places/warehouse.screen.json');
    expect(defaultFile('/secure/warehouse', 'Dev Corner')).toBe('screens/dev-corner/warehouse.screen.json');
    expect(defaultFile('/secure/warehouse', undefined)).toBe('screens/warehouse.screen.json');
    expect(defaultFile('/secure/{userId}/dashboard', undefined)).toBe('screens/dashboard.screen.json');
  });
});
