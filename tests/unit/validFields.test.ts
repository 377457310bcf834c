import { describe, expect, it } from 'vitest';
import { validFields } from '../../runtime/kinds/page/forms/formReadiness';

// A field's valid state (`valid`, 001 §5: the postal code shows valid (green) at 6 or more characters).
describe('validFields', () => {
  const fields = [{ name: 'postalCode', valid: 'Postal code complete' }, { name: 'deliveryDate' }, { name: 'tags', valid: 'Tags set' }];

  it('names the shown, filled fields with a valid text and no error', () => {
    expect(validFields(fields, { postalCode: 'R3C4T3', deliveryDate: '2026-12-03', tags: ['a'] }, [], []).map((field) => field.name)).toEqual(['postalCode', 'tags']);
  });

  it('leaves out a field in error, blank, an empty list or hidden', () => {
    expect(validFields(fields, { postalCode: 'R3C 4T', tags: ['a'] }, [], ['postalCode'])).toEqual([{ name: 'tags', valid: 'Tags set' }]);
    expect(validFields(fields, { postalCode: '   ', tags: [] }, [], [])).toEqual([]);
    expect(validFields(fields, { postalCode: 'R3C4T3' }, ['postalCode'], [])).toEqual([]);
  });
});
