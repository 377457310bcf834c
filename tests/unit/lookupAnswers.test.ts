import { describe, expect, it } from 'vitest';
import type { CallResult } from '../../runtime/api/callEndpoint';
import type { Call } from '../../runtime/api/useApi';
import type { Endpoint } from '../../runtime/generated/screen';
import { LOOKUP_KEPT_MS, LookupAnswers, resourcePath, writeChangesLookup } from '../../runtime/lookups/lookupAnswers';

const regions: Endpoint = { method: 'GET', path: '/places/region' };
const towns: Endpoint = { method: 'GET', path: '/places/town', query: { offset: '0', limit: '10000' } };

/** A call that answers from a list of results in turn, counting calls per path. */
function callAnswering(...results: CallResult[]): { call: Call; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    call: (endpoint) => {
      calls.push(endpoint.path);
      const result = results.shift();
      if (!result) throw new Error('no more answers');
      return Promise.resolve(result);
    },
  };
}

const ok = (data: unknown): CallResult => ({ ok: true, status: 200, data, successText: undefined });

describe('LookupAnswers', () => {
  it('calls a lookup once for every user of it', async () => {
    const answers = new LookupAnswers();
    const { call, calls } = callAnswering(ok(['Winnipeg']));
    const [first, second] = await Promise.all([answers.load(call, regions), answers.load(call, regions)]);
    expect(first).toEqual(['Winnipeg']);
    expect(second).toBe(first);
    expect(await answers.load(call, { ...regions })).toBe(first);
    expect(calls).toEqual(['/places/region']);
  });

  it('calls again once the answer is older than five minutes (changes made by others)', async () => {
    const answers = new LookupAnswers();
    const { call, calls } = callAnswering(ok(['Winnipeg']), ok(['Winnipeg', 'Selkirk']));
    await answers.load(call, regions, 0);
    expect(await answers.load(call, regions, LOOKUP_KEPT_MS - 1)).toEqual(['Winnipeg']);
    expect(await answers.load(call, regions, LOOKUP_KEPT_MS)).toEqual(['Winnipeg', 'Selkirk']);
    expect(calls).toHaveLength(2);
  });

  it('does not keep a failure: the next user calls again', async () => {
    const answers = new LookupAnswers();
    const { call, calls } = callAnswering({ ok: false, status: 503, data: undefined, errorText: 'The database is not available.' }, ok(['Winnipeg']));
    await expect(answers.load(call, regions)).rejects.toThrow('The database is not available.');
    expect(await answers.load(call, regions)).toEqual(['Winnipeg']);
    expect(calls).toHaveLength(2);
  });

  it('forgets the lookups a write changed, and only those', async () => {
    const answers = new LookupAnswers();
    const { call, calls } = callAnswering(ok(['regions']), ok(['towns']), ok(['regions again']));
    await answers.load(call, regions);
    await answers.load(call, towns);
    expect(answers.forgetChangedBy({ method: 'POST', path: '/places/postalcodes' })).toBe(false);
    expect(answers.forgetChangedBy({ method: 'PUT', path: '/places/region/{region_id}' })).toBe(true);
    expect(await answers.load(call, regions)).toEqual(['regions again']);
    expect(await answers.load(call, towns)).toEqual(['towns']);
    expect(calls).toEqual(['/places/region', '/places/town', '/places/region']);
  });
});

describe('which writes change which lookups', () => {
  it('reads the resource of a path up to its first parameter', () => {
    expect(resourcePath('/places/region/{region_id}')).toBe('/places/region');
    expect(resourcePath('/places/town')).toBe('/places/town');
    expect(resourcePath('/ops/link/{name}/')).toBe('/ops/link');
  });

  it('a write to the lookup resource or below it, on the same service', () => {
    expect(writeChangesLookup({ method: 'PUT', path: '/places/town' }, towns)).toBe(true);
    expect(writeChangesLookup({ method: 'DELETE', path: '/places/zone/{zone_id}' }, { method: 'GET', path: '/places/zone' })).toBe(true);
    expect(writeChangesLookup({ method: 'POST', path: '/onfleet/driver/region/all/sync' }, { method: 'GET', path: '/onfleet/driver/region/all' })).toBe(true);
    expect(writeChangesLookup({ method: 'POST', path: '/rates' }, { method: 'GET', path: '/rates/zone' })).toBe(false);
    expect(writeChangesLookup({ method: 'POST', path: '/places/townships' }, towns)).toBe(false);
    expect(writeChangesLookup({ method: 'PUT', path: '/places/town', service: 'shop' }, towns)).toBe(false);
  });
});
