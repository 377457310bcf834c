import { describe, expect, it } from 'vitest';
import { rateKind } from '../../server/api/admin/rateHandlers';

const place = { listPath: '/rates/zone', itemPath: '/rates/zone/rate', schema: { $defs: { create: {}, update: {}, delete: {} } }, table: 'zone_delivery_rate', trimmed: ['name'] };

describe('rateKind', () => {
  it('words the answers of a rate from its name in sentences', () => {
    const kind = rateKind('special zone delivery rate', place);
    expect(kind.title).toBe('Special Zone Delivery Rate');
    expect(kind.noun).toEqual({ one: 'Special zone delivery rate', many: 'Special zone delivery rates' });
    expect(kind.invalid).toBe('The special zone delivery rate is not valid.');
    expect(kind.name).toBe('special zone delivery rate');
  });

  it('keeps where the rate is as given', () => {
    const kind = rateKind('delivery rate', { ...place, listPath: '/rates', itemPath: '/rates', table: 'delivery_rate' });
    expect([kind.listPath, kind.itemPath, kind.table, kind.trimmed]).toEqual(['/rates', '/rates', 'delivery_rate', ['name']]);
    expect(kind.title).toBe('Delivery Rate');
  });
});
