import { describe, expect, it } from 'vitest';
import { showsLookupLabels } from '../../runtime/kinds/grid/cellText';
import type { Column } from '../../runtime/kinds/grid/types';

describe('a grid loads its lookups with its rows only when cells need them to be read', () => {
  const name: Column = { field: 'postalcode', header: 'Postal Code', editor: 'text' };
  const zoneWithText: Column = { field: 'zone_id', header: 'Zone', editor: { lookup: 'zones' }, display: 'zone_name' };
  const region: Column = { field: 'region_name', header: 'Region', derived: { from: 'zone_id', lookup: 'zones', field: 'region_name' } };

  it('after the rows, when every lookup column has its row text (`display`) or is derived', () => {
    expect(showsLookupLabels([name, zoneWithText, region])).toBe(false);
  });

  it('with the rows, when a column shows lookup labels with no row text of its own', () => {
    expect(showsLookupLabels([name, { field: 'delivery_hub', header: 'Delivery Hub', labels: 'deliveryHubs' }])).toBe(true);
    expect(showsLookupLabels([name, { field: 'zone_id', header: 'Zone', editor: { lookup: 'zones' } }])).toBe(true);
  });
});
