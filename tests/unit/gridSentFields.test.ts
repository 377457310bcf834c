import { describe, expect, it } from 'vitest';
import { EVERY_FIELD, fieldsSentBy, unsentChanges } from '../../runtime/kinds/grid/sentFields';

describe('fields an update call sends', () => {
  it('arrays mode sends the fields named by the arrays', () => {
    const sent = fieldsSentBy({ mode: 'arrays', arrays: { townIDArray: 'town_id', townNameArray: 'town_name', zoneIDArray: 'zone_id' } }, { method: 'PUT', path: '/places/town' });
    expect(sent).toEqual(new Set(['town_id', 'town_name', 'zone_id']));
    expect(unsentChanges({ changes: { region_name: { from: 'A', to: 'B' }, town_name: { from: 'x', to: 'y' } } }, sent)).toEqual(['region_name']);
  });

  it('per-row mode sends what the path and body templates read', () => {
    const sent = fieldsSentBy({ mode: 'perRow' }, { method: 'PUT', path: '/places/postalcodes/{postalcode_id}', body: { code: '{postalcode|upper}', town_id: '{town_id}', label: '{zoneId.label}' } });
    expect(sent).toEqual(new Set(['postalcode_id', 'postalcode', 'town_id', 'zoneId']));
    expect(unsentChanges({ changes: { zone_id: { from: 1, to: 2 } } }, sent)).toEqual(['zone_id']);
  });

  it('per-row mode without a body sends the whole row', () => {
    const sent = fieldsSentBy({ mode: 'perRow' }, { method: 'PUT', path: '/rates/{id}' });
    expect(sent).toBe(EVERY_FIELD);
    expect(unsentChanges({ changes: { anything: { from: 1, to: 2 } } }, sent)).toEqual([]);
  });

  it('a GET sends only what its path reads', () => {
    expect(fieldsSentBy({ mode: 'perRow' }, { method: 'GET', path: '/rates/{id}' })).toEqual(new Set(['id']));
  });
});
