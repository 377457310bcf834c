import { describe, expect, it } from 'vitest';
import { cellsClearedBy, derivedValue, rowOptions } from '../../runtime/kinds/grid/cascadeCells';
import { cellText, isDerivedChanging, selectValues } from '../../runtime/kinds/grid/cellText';
import type { Column } from '../../runtime/kinds/grid/types';

const zone: Column = { field: 'zone_id', header: 'Zone', editor: { lookup: 'zones' }, display: 'zone_name' };
const town: Column = { field: 'town_id', header: 'Town', editor: { lookup: 'towns', parent: 'zone_id', parentKey: 'zone_id' }, display: 'town_name' };
const region: Column = { field: 'region_name', header: 'Region', derived: { from: 'zone_id', lookup: 'zones', field: 'region_name' } };
const columns = [town, zone, region];

const lookups = {
  zones: [
    { value: 1, label: 'Winnipeg North', row: { zone_id: 1, region_name: 'Winnipeg' } },
    { value: 3, label: 'Brandon Zone', row: { zone_id: 3, region_name: 'Westman' } },
  ],
  towns: [
    { value: 10, label: 'Transcona', row: { town_id: 10, zone_id: 1 } },
    { value: 11, label: 'Elmwood', row: { town_id: 11, zone_id: 1 } },
    { value: 20, label: 'Brandon', row: { town_id: 20, zone_id: 3 } },
  ],
};

describe('grid cascade: a lower level follows the row’s higher level', () => {
  it('offers only the towns of the row’s zone, and every town without a row', () => {
    expect(rowOptions(town, { zone_id: 1 }, lookups).map((option) => option.label)).toEqual(['Transcona', 'Elmwood']);
    expect(selectValues(town, lookups, { zone_id: '3' })).toEqual([20]);
    expect(selectValues(town, lookups)).toEqual([10, 11, 20]);
    expect(selectValues(zone, lookups, { zone_id: 1 })).toEqual([1, 3]);
  });

  it('clears the town when the zone changes to one it does not belong to, and only then', () => {
    expect(cellsClearedBy(columns, 'zone_id', { zone_id: 3, town_id: 10 }, lookups)).toEqual(['town_id']);
    expect(cellsClearedBy(columns, 'zone_id', { zone_id: 1, town_id: 11 }, lookups)).toEqual([]);
    expect(cellsClearedBy(columns, 'town_id', { zone_id: 3, town_id: 10 }, lookups)).toEqual([]);
    expect(cellsClearedBy(columns, 'zone_id', { zone_id: 3, town_id: null }, lookups)).toEqual([]);
  });

  it('clears nothing while the options are not loaded (nothing is known to be wrong)', () => {
    expect(cellsClearedBy(columns, 'zone_id', { zone_id: 3, town_id: 10 }, { zones: lookups.zones })).toEqual([]);
  });
});

describe('grid derived cells follow pending edits', () => {
  it('reads the new region from the zone chosen', () => {
    expect(derivedValue(region, { zone_id: 3, region_name: 'Winnipeg' }, lookups)).toBe('Westman');
  });

  it('shows the loaded value until its source changes, then the value it will have', () => {
    const row = { zone_id: 3, region_name: 'Winnipeg' };
    expect(cellText(region, row, [], lookups)).toBe('Winnipeg');
    expect(cellText(region, row, ['zone_id'], lookups)).toBe('Westman');
    expect(isDerivedChanging(region, ['zone_id'])).toBe(true);
    expect(isDerivedChanging(region, ['town_id'])).toBe(false);
  });
});
