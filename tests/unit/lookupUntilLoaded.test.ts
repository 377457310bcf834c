import { describe, expect, it } from 'vitest';
import type { EndpointLookup } from '../../runtime/generated/screen';
import { untilLoaded } from '../../runtime/lookups/untilLoaded';

describe('a lookup’s options until its call answers (`untilLoaded`)', () => {
  it('offers the written values, each its own label, and labelled items by their label', () => {
    const lookup: EndpointLookup = { endpoint: { method: 'GET', path: '/order-pull/regions' }, value: 'tag', label: '{name}({province_code})', untilLoaded: ['Halifax', { value: 'Winnipeg', label: 'Winnipeg(MB)' }] };
    expect(untilLoaded(lookup).map(({ value, label }) => ({ value, label }))).toEqual([
      { value: 'Halifax', label: 'Halifax' },
      { value: 'Winnipeg', label: 'Winnipeg(MB)' },
    ]);
  });

  it('offers nothing without them, and for a rule lookup', () => {
    expect(untilLoaded({ endpoint: { method: 'GET', path: '/places/region' }, value: 'region_id', label: 'region_name' })).toEqual([]);
    expect(untilLoaded({ rule: 'nextWeekCodes' })).toEqual([]);
    expect(untilLoaded(undefined)).toEqual([]);
  });
});
