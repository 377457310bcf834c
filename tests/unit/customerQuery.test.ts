import { describe, expect, it } from 'vitest';
import { customerQuery } from '../../server/api/admin/customerList/customerQuery';
import { anyOf } from '../support/matchers';

describe('customer list query', () => {
  it('is unpaged without offset and limit, newest first without sortBy', () => {
    expect(customerQuery({})).toEqual({ ok: true, value: { text: '', page: undefined, sort: undefined } });
    expect(customerQuery({ email: '  Tremblay@ ', filterOn: 'email', sortBy: 'email', sortOrder: 'desc' })).toEqual({
      ok: true,
      value: { text: 'tremblay@', page: undefined, sort: { column: 'email', order: 'desc' } },
    });
  });

  it('pages with either of offset and limit (defaults 0 and 20), sorting ascending unless told', () => {
    expect(customerQuery({ offset: '40', limit: '20', sortBy: 'email' })).toEqual({ ok: true, value: { text: '', page: { offset: 40, limit: 20 }, sort: { column: 'email', order: 'asc' } } });
    expect(customerQuery({ limit: '50' })).toMatchObject({ ok: true, value: { page: { offset: 0, limit: 50 } } });
    expect(customerQuery({ offset: '20' })).toMatchObject({ ok: true, value: { page: { offset: 20, limit: 20 } } });
  });

  it('names every bad parameter', () => {
    expect(customerQuery({ offset: '1.5', limit: '10001', sortBy: 'VIPList', sortOrder: 'down', filterOn: 'phone' })).toEqual({
      ok: false,
      fields: {
        offset: 'must be a whole number from 0 to 2147483647',
        limit: 'must be a whole number from 1 to 10000',
        sortBy: 'must be one of email',
        sortOrder: 'must be one of asc, desc',
        filterOn: 'must be email',
      },
    });
    expect(customerQuery({ sortOrder: 'asc' })).toEqual({ ok: false, fields: { sortBy: 'is needed with sortOrder' } });
    expect(customerQuery({ email: 'a\u0000b' })).toMatchObject({ ok: false, fields: { email: anyOf(String) } });
  });
});
