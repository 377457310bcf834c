import { describe, expect, it } from 'vitest';
import type { Form, GridScreen, ScreenDefinition } from '../../runtime/generated/screen';
import { resolvedDefinitionsSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { addFormsOf, cascadesOf, cascadeWays, deleteWays, fewestCovering, keptEditWays, menuGrids, pageGrids, placeholdersOf, subTableDeleteWays, subTablesOf } from '../../tests/e2e/support/capabilityPicks';

// The definitions as the browser tests read them (shared entries written in).
const definitions = resolvedDefinitionsSync(process.cwd()).map(({ definition }) => definition as ScreenDefinition);
const grids = menuGrids(definitions);
const titles = (screens: ReadonlyArray<{ title: string }>) => screens.map((screen) => screen.title);

/** A copy of a grid screen with a change, as a definition edit would make it. */
const edited = (screen: GridScreen, change: Partial<GridScreen>) => ({ ...screen, ...change, title: `${screen.title} (edited)` });

describe('picking the screens a capability test runs on', () => {
  it('picks the fewest items covering every way, most new ways first, then file order', () => {
    const ways: Record<string, string[]> = { a: ['x'], b: ['x', 'y'], c: ['z'], d: ['y', 'z'] };
    expect(fewestCovering(['a', 'b', 'c', 'd'], (item) => ways[item] ?? [])).toEqual(['b', 'c']);
    expect(fewestCovering([], () => ['x'])).toEqual([]);
  });

  it('Delete: one screen with a browser confirm and one with the console dialog (server and client paging)', () => {
    const picked = fewestCovering(grids.filter((screen) => screen.delete), deleteWays);
    expect(picked.flatMap(deleteWays)).toEqual(['browser confirm, server paging', 'modal confirm, client paging']);
    expect(titles(picked)).toEqual(['Postal Codes', 'Delivery Rate']);
  });

  it('Delete: a screen that starts deleting in a new way (a dialog over server paging) is picked too', () => {
    const town = grids.find((screen) => screen.route === '/secure/town');
    const remove = town?.delete;
    expect(remove).toBeDefined();
    if (!town || !remove) return;
    const changed = edited(town, { delete: { ...remove, style: 'modal' } });
    const picked = fewestCovering([...grids.filter((screen) => screen.delete), changed], deleteWays);
    expect(titles(picked)).toContain('Add New Town (edited)');
    expect(picked.flatMap(deleteWays)).toEqual(['browser confirm, server paging', 'modal confirm, client paging', 'modal confirm, server paging']);
  });

  it('Edits kept after a reload: one screen per paging and update call and per kind of select (option set, lookup); not the screens saving on Enter', () => {
    const picked = fewestCovering(grids, keptEditWays);
    expect(titles(picked)).toEqual(['Postal Codes', 'Special Zone Delivery Rate', 'Add New Town']);
    expect(picked.flatMap(keptEditWays)).toEqual(['server paging, perRow update', 'lookup select', 'client paging, perRow update', 'option-set select', 'server paging, arrays update', 'lookup select']);
    expect(titles(grids.filter((screen) => keptEditWays(screen).length === 0))).toEqual(expect.arrayContaining(['Latest order pulls']));
  });

  it('Edits kept after a reload: a screen moved to arrays over client paging is picked for it', () => {
    const rates = grids.find((screen) => screen.route === '/secure/delivery-rate');
    const batch = rates?.batchUpdate;
    expect(batch).toBeDefined();
    if (!rates || !batch) return;
    const changed = edited(rates, { batchUpdate: { ...batch, mode: 'arrays', arrays: { idArray: 'id' } } });
    expect(titles(fewestCovering([...grids, changed], keptEditWays))).toContain('Delivery Rate (edited)');
  });

  it('Cascade: the 4-level chain of Add Postal Code and one 3-level chain of the rates', () => {
    const forms = addFormsOf(grids).filter((entry) => cascadesOf(entry.form).length > 0);
    const picked = fewestCovering(forms, (entry) => cascadeWays(entry.form));
    expect(picked.map((entry) => entry.form.title)).toEqual(['Add Postal Code', 'Add Special Zone Delivery Rate']);
    expect(cascadesOf(picked[0]?.form ?? ({ fields: [] } as unknown as Form))[0]?.map((field) => field.label)).toEqual(['Province', 'Region', 'Zone', 'Town']);
  });

  it('Cascade: a form whose chain gains a level is picked for that depth', () => {
    const form: Pick<Form, 'fields'> = {
      fields: [
        { name: 'province_id', ui: { widget: 'lookupSelect', lookup: 'provinces' } },
        { name: 'region_id', ui: { widget: 'lookupSelect', lookup: 'regions', parent: 'province_id', parentKey: 'province_id' } },
      ],
    };
    expect(cascadeWays(form)).toEqual(['2 levels']);
    const entries = [...addFormsOf(grids).map((entry) => cascadeWays(entry.form)), cascadeWays(form)];
    expect(fewestCovering(entries, (ways) => ways)).toContain(entries.at(-1));
  });

  it('lists the grid blocks shown when their page opens, inside tabs too, and not those waiting for a condition', () => {
    const blocks = pageGrids(definitions).map((entry) => `${entry.screen.title}: ${entry.block.id}`);
    expect(blocks).toEqual(expect.arrayContaining(['Dates Closed: datesClosed', 'Cutoffs: regions', 'Driver mass SMS hub: template']));
    expect(blocks).not.toContain('Driver mass SMS hub: drivers');
  });

  it('Delete in a sub-table: the Default Cutoffs of Cutoffs stand for both of its sub-tables (a dialog, under a page grid block)', () => {
    const tables = subTablesOf(definitions);
    expect(tables.map((entry) => `${entry.screen.title}: ${entry.table.title}`)).toEqual(['Cutoffs: Default Cutoffs', 'Cutoffs: Override Cutoffs']);
    const picked = fewestCovering(tables.filter((entry) => entry.table.delete), subTableDeleteWays);
    expect(picked.map((entry) => entry.table.title)).toEqual(['Default Cutoffs']);
    expect(picked.flatMap(subTableDeleteWays)).toEqual(['modal confirm, under a page grid block']);
  });

  it('Delete in a sub-table: one under a grid screen’s rows, or asking with the browser’s box, is picked too', () => {
    const [defaults] = subTablesOf(definitions);
    const remove = defaults?.table.delete;
    expect(remove).toBeDefined();
    if (!defaults || !remove) return;
    const underGrid = { ...defaults, block: false };
    const browser = { ...defaults, table: { ...defaults.table, title: 'Browser', delete: { ...remove, style: 'browser' as const } } };
    const picked = fewestCovering([defaults, underGrid, browser], subTableDeleteWays);
    expect(picked.flatMap(subTableDeleteWays)).toEqual(['modal confirm, under a page grid block', 'modal confirm, under a grid screen', 'browser confirm, under a page grid block']);
  });

  it('reads the placeholders of a confirm template', () => {
    expect(placeholdersOf('Delete {name} of {region_name|upper}?')).toEqual(['name', 'region_name']);
  });
});
