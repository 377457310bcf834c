import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkScreens } from '../../scripts/screens/checkScreens';
import { buildGrid } from '../../runtime/kinds/grid/tools/scaffold';
import { readEntity } from '../../runtime/tooling/scaffold/entities';
import { consoleCheckContext } from '../../scripts/screens/consoleCheckContext.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('screens:new over an entity holding lists of objects', () => {
  it('shows each list as a read-only sub-table under the row, not as a column, and the result passes the checker', async () => {
    const entity = await readEntity(root, 'cutoff-region');
    const screen = buildGrid(
      { kind: 'grid', entity: 'cutoff-region', rowKey: 'region_id', list: { method: 'GET', path: '/cutoff/default/all' }, paged: false, route: '/secure/orders/cutoffs-new', title: 'Cutoffs', label: 'Cutoffs', group: 'Delivery', file: 'screens/orders/cutoffs-new.screen.json', force: false },
      entity,
    );
    expect(screen.columns.map((column) => column.field)).toEqual(['region_id', 'region', 'province', 'cities']);
    expect(screen.expand?.tables.map((table) => [table.id, table.title, table.rows, table.rowKey])).toEqual([
      ['defaultcutoffs', 'Default Cutoffs', 'default_cutoffs', 'id'],
      ['overridecutoffs', 'Override Cutoffs', 'override_cutoffs', 'id'],
    ]);
    expect(screen.expand?.tables[0]?.columns.map((column) => column.field)).toEqual(['id', 'region_id', 'day_of_week', 'cut_off_time', 'effect', 'effect_label']);
    expect(checkScreens([{ file: 'screens/orders/cutoffs-new.screen.json', data: screen }], await consoleCheckContext(root))).toEqual([]);
  });
});
