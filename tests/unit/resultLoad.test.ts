import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../runtime/generated/screen';
import { loadFailureText, loadingText, resultCall } from '../../runtime/kinds/page/blocks/result/resultLoad';

const cutoffs: Endpoint = { method: 'GET', path: '/v3/region/cutoff/{region.code}', service: 'shop', query: { on: '{date.value}' } };

describe('resultCall', () => {
  it('makes no call while a placeholder of the path or query is blank', () => {
    expect(resultCall(cutoffs, undefined, {})).toEqual({ status: 'waiting' });
    expect(resultCall(cutoffs, undefined, { region: { code: 'MB' }, date: { value: '  ' } })).toEqual({ status: 'waiting' });
  });

  it('makes no call while `when` does not hold', () => {
    const when = { field: 'ask.checked', equals: true };
    expect(resultCall(cutoffs, when, { region: { code: 'MB' }, date: { value: '2026-12-01' }, ask: { checked: false } })).toEqual({ status: 'waiting' });
    expect(resultCall(cutoffs, when, { region: { code: 'MB' }, date: { value: '2026-12-01' }, ask: { checked: true } }).status).toBe('ready');
  });

  it('the filled path and query are the key: it changes when they fill differently', () => {
    const first = resultCall(cutoffs, undefined, { region: { code: 'MB' }, date: { value: '2026-12-01' } });
    const same = resultCall(cutoffs, undefined, { region: { code: 'MB' }, date: { value: '2026-12-01' }, other: 1 });
    const next = resultCall(cutoffs, undefined, { region: { code: 'SK' }, date: { value: '2026-12-01' } });
    expect(first).toEqual({ status: 'ready', key: '/v3/region/cutoff/MB?on=2026-12-01' });
    expect(same).toEqual(first);
    expect(next).toEqual({ status: 'ready', key: '/v3/region/cutoff/SK?on=2026-12-01' });
  });

  it("a POST load's filled body is part of the key, and a blank placeholder of it waits", () => {
    const inventory: Endpoint = { method: 'POST', path: '/pull-automation/inventory', body: { productType: 'Flowers', region: '{order.region}' } };
    expect(resultCall(inventory, undefined, { order: { region: ' ' } })).toEqual({ status: 'waiting' });
    const first = resultCall(inventory, undefined, { order: { region: 'MB' } });
    expect(first).toEqual({ status: 'ready', key: '/pull-automation/inventory? {"productType":"Flowers","region":"MB"}' });
    expect(resultCall(inventory, undefined, { order: { region: 'MB' }, other: 1 })).toEqual(first);
    expect(resultCall(inventory, undefined, { order: { region: 'SK' } })).not.toEqual(first);
  });
});

describe('loadFailureText', () => {
  it('reads the failed answer with {error}, else falls back to the text of its own', () => {
    expect(loadFailureText(['{error}', 'Query Cutoffs Exception'], { error: 'There is no region XX.' })).toBe('There is no region XX.');
    expect(loadFailureText(['{error}', 'Query Cutoffs Exception'], undefined)).toBe('Query Cutoffs Exception');
    expect(loadFailureText('Query Cutoffs Exception: {error}', { error: 'timeout' })).toBe('Query Cutoffs Exception: timeout');
  });

  it('an error page that is no JSON (an HTML 502) is not read as the error: the text of its own shows', () => {
    expect(loadFailureText(['{error}', 'Query Cutoffs Exception'], '<html><body>502 Bad Gateway</body></html>')).toBe('Query Cutoffs Exception');
    expect(loadFailureText(['{error}', 'Query Cutoffs Exception'], [{ error: 'a list' }])).toBe('Query Cutoffs Exception');
  });
});

describe('loadingText', () => {
  it('says the definition\'s text, filled over the page state, else the generic Loading…', () => {
    expect(loadingText('Getting Products...', {})).toBe('Getting Products...');
    expect(loadingText('Getting order {ask.orderName}...', { ask: { orderName: 'A1234' } })).toBe('Getting order A1234...');
    expect(loadingText('{ask.orderName}', { ask: {} })).toBe('Loading…');
    expect(loadingText(undefined, {})).toBe('Loading…');
  });
});
