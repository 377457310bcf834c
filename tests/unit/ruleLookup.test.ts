import { describe, expect, it, vi } from 'vitest';
import type { Call } from '../../runtime/api/call';
import { registerDomainRules } from '../../runtime/domain/domainRules';
import type { Lookup } from '../../runtime/generated/screen';
import { LookupAnswers } from '../../runtime/lookups/lookupAnswers';
import { loadLookupOptions } from '../../runtime/lookups/lookupOptions';
import { isRuleLookup, lookupEndpoint, ruleLookupOptions } from '../../runtime/lookups/ruleLookup';
import { consoleDomainRules } from '../../src/domain/consoleRules';

const weeks: Lookup = { rule: 'nextWeekCodes', args: { count: 2 } };
const regions: Lookup = { endpoint: { method: 'GET', path: '/places/region', rows: 'rows' }, value: 'region_id', label: 'region_name' };
const NEW_YEARS_EVE = Date.UTC(2026, 11, 31, 18, 0);

describe('rule lookups', () => {
  it('tells a rule lookup from an endpoint lookup, and gives the call only of the latter', () => {
    expect(isRuleLookup(weeks)).toBe(true);
    expect(isRuleLookup(regions)).toBe(false);
    expect(lookupEndpoint(weeks)).toBeUndefined();
    expect(lookupEndpoint(regions)).toBe('endpoint' in regions ? regions.endpoint : undefined);
    expect(lookupEndpoint(undefined)).toBeUndefined();
  });

  it('turns the rule’s rows into options, the row itself kept for templates ({weeks.label})', () => {
    expect(ruleLookupOptions({ rule: 'nextWeekCodes', args: { count: 2 } }, consoleDomainRules.lookupRules, NEW_YEARS_EVE)).toEqual([
      { value: '5326', label: '5326', row: { value: '5326', label: '5326' } },
      { value: '0127', label: '0127', row: { value: '0127', label: '0127' } },
    ]);
  });

  it('fails with the rule’s name when the app registers no such rule', () => {
    expect(() => ruleLookupOptions({ rule: 'weekCodes' }, consoleDomainRules.lookupRules, NEW_YEARS_EVE)).toThrow('Unknown lookup rule "weekCodes"');
    expect(() => ruleLookupOptions({ rule: 'nextWeekCodes' }, undefined, NEW_YEARS_EVE)).toThrow('Unknown lookup rule "nextWeekCodes"');
  });

  it('loads a rule lookup without any call, and an endpoint lookup through its call', async () => {
    registerDomainRules(consoleDomainRules);
    const call = vi.fn<Call>(() => Promise.resolve({ ok: true, status: 200, data: { rows: [{ region_id: 3, region_name: 'Manitoba' }] }, successText: undefined }));
    const answers = new LookupAnswers();
    expect((await loadLookupOptions(weeks, call, answers, () => NEW_YEARS_EVE)).map((option) => option.value)).toEqual(['5326', '0127']);
    expect(call).not.toHaveBeenCalled();
    expect(await loadLookupOptions(regions, call, answers)).toEqual([{ value: 3, label: 'Manitoba', row: { region_id: 3, region_name: 'Manitoba' } }]);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
