import { describe, expect, it } from 'vitest';
import { lockedFields } from '../../runtime/kinds/page/forms/formReadiness';
import type { PageField } from '../../runtime/kinds/page/forms/types';

// A field's `readOnlyWhen`: locked while its condition holds over the page state (001 §4: Same address = Yes locks the address).
describe('lockedFields', () => {
  const fields: PageField[] = [
    { name: 'sameAddress' },
    { name: 'address', readOnlyWhen: { field: 'cart.sameAddress', equals: true } },
    { name: 'postalCode', readOnlyWhen: { any: [{ field: 'cart.sameAddress', equals: true }, { field: 'user.email', filled: false }] } },
  ];
  const reading = (state: Record<string, unknown>) => (path: string) => state[path];

  it('names the fields whose condition holds now, read as showWhen is (page state paths, all/any/not)', () => {
    expect(lockedFields(fields, reading({ 'cart.sameAddress': true, 'user.email': 'alex@example.com' }))).toEqual(['address', 'postalCode']);
    expect(lockedFields(fields, reading({ 'cart.sameAddress': false, 'user.email': 'alex@example.com' }))).toEqual([]);
    expect(lockedFields(fields, reading({ 'cart.sameAddress': false }))).toEqual(['postalCode']);
  });

  it('locks nothing without a readOnlyWhen', () => {
    expect(lockedFields([{ name: 'address' }], reading({}))).toEqual([]);
  });
});
