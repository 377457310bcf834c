import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { ScreenDefinition } from '../../runtime/generated/screen';
import { catalogueEntries } from '../../runtime/kinds/catalogue/catalogueEntries';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import type { Change } from '../../runtime/tooling/diff/model';

const none = new Map<string, unknown>();
const FILE = 'screens/test/regions.screen.json';

function grid(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    $schema: '../../schemas/screen.schema.json',
    route: '/secure/regions',
    title: 'Regions',
    kind: 'grid',
    entity: 'region',
    rowKey: 'region_id',
    endpoints: { list: { method: 'GET', path: '/places/region' }, enable: { method: 'PUT', path: '/places/region/{region_id}/enable' } },
    paging: { mode: 'client', sizes: [20, 'All'], defaultSize: 20 },
    columns: [
      { field: 'region_name', header: 'Region' },
      { field: 'tag', header: 'Tag', editor: { options: 'tags' } },
    ],
    options: { tags: ['A', 'B'] },
    messages: { loadFailed: 'x' },
    ...overrides,
  };
}

function changes(before: unknown, after: unknown): Change[] {
  return diffScreens(new Map([[FILE, before]]), new Map([[FILE, after]]), none, none).screens.flatMap((screen) => screen.changes);
}
const said = (list: Change[]) => list.map((change) => `${change.subject}: ${change.facts.join('; ')}`);

describe('semantic diff of the grid capabilities', () => {
  it('says what changed in an option set, as a risk', () => {
    const result = changes(grid(), grid({ options: { tags: ['A', 'C'] } }));
    expect(said(result)).toEqual(['Option set `tags`: values added: `C`; values removed: `B`']);
    expect(result[0]?.risk).toContain('option set `tags` changed');
  });

  it('reads a labelled item as its value and label', () => {
    const labelled = [{ value: 'A', label: 'Alpha' }, 'B'];
    expect(said(changes(grid(), grid({ options: { tags: labelled } })))).toEqual(['Option set `tags`: values added: `A` (`Alpha`); values removed: `A`']);
    expect(said(changes(grid({ options: {} }), grid({ options: { tags: labelled } })))).toEqual(['Option set `tags`: added (2 values: `A` (`Alpha`), `B`)']);
  });

  it('describes row actions with their call, confirm and condition, navigation, selection, formats and export', () => {
    const after = grid({
      selection: 'multi',
      selectableWhen: { field: 'tag', equals: 'A' },
      columns: [
        { field: 'region_name', header: 'Region', sortable: true },
        { field: 'tag', header: 'Tag', editor: { options: 'tags' }, format: 'percentage' },
      ],
      rowActions: [
        { label: 'Enable', endpoint: 'enable', confirm: 'Enable {region_name}?', visibleWhen: { field: 'tag', equals: 'B' } },
        { label: 'Edit', navigate: '/secure/region/edit', carry: ['region_id'] },
      ],
      toolbar: [{ label: 'Export', action: { export: { fileName: 'regions.csv', bom: true } } }],
    });
    expect(said(changes(grid(), after))).toEqual(
      expect.arrayContaining([
        'Column **Region** (`region_name`): sortable `false` → `true`',
        'Column **Tag** (`tag`): format (as is) → `percentage`',
        'Row selection: mode added (`multi`); selectable when added (`tag` = `A`)',
        'Button **Export**: added (exports the rows as CSV `regions.csv` (with byte-order mark))',
        'Row action **Enable**: added (calls `enable` (confirm \'Enable {region_name}?\'), shown when `tag` = `B`)',
        'Row action **Edit**: added (opens `/secure/region/edit` with `region_id`)',
      ]),
    );
  });

  it('diffs a grid block’s own parts under the block', () => {
    const page = (columns: unknown[]) => ({
      $schema: '../../schemas/screen.schema.json',
      route: '/secure/drivers',
      title: 'Drivers',
      kind: 'page',
      endpoints: { drivers: { method: 'GET', path: '/drivers' } },
      blocks: [{ id: 'drivers', block: 'grid', entity: 'region', rowKey: 'region_id', list: 'drivers', paging: { mode: 'client', sizes: [20], defaultSize: 20 }, columns, messages: { loadFailed: 'x' } }],
    });
    const result = changes(page([{ field: 'region_name', header: 'Region' }]), page([{ field: 'region_name', header: 'Driver' }]));
    expect(said(result)).toEqual(['Block **drivers** (grid), column **Driver** (`region_name`): header \'Region\' → \'Driver\'']);
    expect(result[0]?.key).toBe('blocks/drivers/columns/region_name');
  });
});

describe('catalogue of the grid capabilities', () => {
  it('lists a grid block’s texts and a row action’s confirm and outcome texts', async () => {
    const definition = JSON.parse(await readFile('tests/fixtures/valid-screens/page-grid.screen.json', 'utf8')) as ScreenDefinition;
    const entry = catalogueEntries([definition])[0];
    expect(entry?.messages).toEqual(
      expect.arrayContaining([
        { key: 'blocks.regions.messages.loadFailed', text: 'Could not load the regions' },
        { key: 'blocks.regions.rowActions.0.confirm', text: 'Enable {region_name}?' },
        { key: 'blocks.regions.toolbar.Export.export.fileName', text: 'regions.csv' },
      ]),
    );
  });
});
