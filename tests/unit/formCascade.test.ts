import { describe, expect, it } from 'vitest';
import type { ResolvedForm } from '../../runtime/kinds/form/types';
import type { LookupOption } from '../../runtime/lookups/useLookup';
import {
  applyCascade,
  cascadeDisabled,
  cascadeOptions,
  descendantsOf,
  lookupFieldStates,
  lookupNamesOf,
  lookupSelects,
  parentOf,
} from '../../runtime/kinds/form/cascade';

const form: ResolvedForm = {
  title: 'Add Postal Code',
  endpoint: 'create',
  schema: { type: 'object', properties: { code: { type: 'string' }, province_id: { type: 'integer' }, region_id: { type: 'integer' }, zone_id: { type: 'integer' }, town_id: { type: 'integer' } } },
  ui: {
    code: { widget: 'text' },
    province_id: { widget: 'lookupSelect', lookup: 'provinces' },
    region_id: { widget: 'lookupSelect', lookup: 'regions', parent: 'province_id', parentKey: 'province_id' },
    zone_id: { widget: 'lookupSelect', lookup: 'zones', parent: 'region_id', parentKey: 'region_id' },
    town_id: { widget: 'lookupSelect', lookup: 'towns', parent: 'zone_id', parentKey: 'zone_id' },
  },
};

const option = (value: number, label: string, row: Record<string, unknown>): LookupOption => ({ value, label, row: { ...row } });
const regions = [
  option(10, 'Winnipeg', { region_id: 10, province_id: 1 }),
  option(11, 'Brandon', { region_id: 11, province_id: 1 }),
  option(20, 'Regina', { region_id: 20, province_id: 2 }),
];

describe('cascade structure', () => {
  it('lists the lookup selects, their lookups and parents', () => {
    expect(Object.keys(lookupSelects(form))).toEqual(['province_id', 'region_id', 'zone_id', 'town_id']);
    expect(lookupNamesOf(form)).toEqual(['provinces', 'regions', 'towns', 'zones']);
    expect(lookupNamesOf(undefined)).toEqual([]);
    expect(parentOf(form, 'zone_id')).toBe('region_id');
    expect(parentOf(form, 'province_id')).toBeUndefined();
    expect(parentOf(form, 'code')).toBeUndefined();
  });

  it('finds every field below a field, nearest first, transitively', () => {
    expect(descendantsOf(form, 'province_id')).toEqual(['region_id', 'zone_id', 'town_id']);
    expect(descendantsOf(form, 'region_id')).toEqual(['zone_id', 'town_id']);
    expect(descendantsOf(form, 'town_id')).toEqual([]);
    expect(descendantsOf(form, 'code')).toEqual([]);
  });

  it('stops at a cycle of a broken definition', () => {
    const cyclic: ResolvedForm = {
      ...form,
      ui: {
        a: { widget: 'lookupSelect', lookup: 'x', parent: 'b', parentKey: 'b' },
        b: { widget: 'lookupSelect', lookup: 'x', parent: 'a', parentKey: 'a' },
      },
    };
    expect(descendantsOf(cyclic, 'a')).toEqual(['b']);
  });
});

describe('applyCascade', () => {
  const full = { code: 'R3T 2N2', province_id: 1, region_id: 10, zone_id: 100, town_id: 1000 };

  it('clears every field below the changed one', () => {
    expect(applyCascade(form, full, { ...full, province_id: 2 })).toEqual({ code: 'R3T 2N2', province_id: 2 });
    expect(applyCascade(form, full, { ...full, region_id: 11 })).toEqual({ code: 'R3T 2N2', province_id: 1, region_id: 11 });
    expect(applyCascade(form, full, { ...full, zone_id: 101 })).toEqual({ code: 'R3T 2N2', province_id: 1, region_id: 10, zone_id: 101 });
  });

  it('clears the lower fields when a higher one is emptied', () => {
    const { province_id: _dropped, ...withoutProvince } = full;
    expect(applyCascade(form, full, withoutProvince)).toEqual({ code: 'R3T 2N2' });
  });

  it('leaves everything alone when an unrelated field changes', () => {
    const next = { ...full, code: 'R2C 0A1' };
    expect(applyCascade(form, full, next)).toBe(next);
  });

  it('keeps a lower field that changed in the same change', () => {
    expect(applyCascade(form, full, { ...full, province_id: 2, region_id: 20 })).toEqual({ code: 'R3T 2N2', province_id: 2, region_id: 20 });
  });
});

describe('cascade options', () => {
  const regionWidget = lookupSelects(form).region_id;
  if (!regionWidget) throw new Error('fixture');

  it('offers only the rows whose parent key equals the parent value', () => {
    expect(cascadeOptions(regionWidget, regions, { province_id: 1 }).map((o) => o.label)).toEqual(['Winnipeg', 'Brandon']);
    expect(cascadeOptions(regionWidget, regions, { province_id: 2 }).map((o) => o.label)).toEqual(['Regina']);
  });

  it('compares ids by their text (a parent id may arrive as text)', () => {
    expect(cascadeOptions(regionWidget, regions, { province_id: '2' }).map((o) => o.label)).toEqual(['Regina']);
  });

  it('offers nothing and is disabled until the parent has a value', () => {
    expect(cascadeOptions(regionWidget, regions, {})).toEqual([]);
    expect(cascadeDisabled(regionWidget, {})).toBe(true);
    expect(cascadeDisabled(regionWidget, { province_id: '' })).toBe(true);
    expect(cascadeDisabled(regionWidget, { province_id: 1 })).toBe(false);
  });

  it('offers every row of a select without a parent', () => {
    const provinceWidget = lookupSelects(form).province_id;
    if (!provinceWidget) throw new Error('fixture');
    expect(cascadeOptions(provinceWidget, regions, {})).toHaveLength(3);
    expect(cascadeDisabled(provinceWidget, {})).toBe(false);
  });

  it('compares with the parent field name when parentKey is left out', () => {
    const widget = { widget: 'lookupSelect' as const, lookup: 'regions', parent: 'province_id' };
    expect(cascadeOptions(widget, regions, { province_id: 1 })).toHaveLength(2);
  });

  it('builds the state of every select from the lookups and values', () => {
    const states = lookupFieldStates(
      form,
      {
        provinces: { status: 'ready', options: [option(1, 'Manitoba', { id: 1 })] },
        regions: { status: 'ready', options: regions },
        zones: { status: 'loading', options: [] },
        towns: { status: 'failed', options: [], error: 'HTTP 500' },
      },
      { province_id: 1 },
    );
    expect(states.province_id).toMatchObject({ disabled: false, status: 'ready' });
    expect(states.region_id?.options.map((o) => o.value)).toEqual([10, 11]);
    expect(states.zone_id).toMatchObject({ disabled: true, status: 'loading', options: [] });
    expect(states.town_id).toMatchObject({ status: 'failed', error: 'HTTP 500' });
  });
});
