import { describe, expect, it } from 'vitest';
import type { Endpoint, PageSubmit } from '../../runtime/generated/screen';
import { endpointChoicesOf } from '../../runtime/kinds/page/forms/submitAlternatives';
import { firstHolding } from '../../runtime/conditions/firstHolding';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { renderMarkdown } from '../../scripts/screens/diff/render';
import { rulesConfigPage } from './support/rulesConfigPage';

const ADDRESS = { field: 'query.shortURL', contains: '/checkouts/' };
const byAddress: Endpoint = { method: 'GET', path: '/checkout-automation/long/{id}' };

describe('endpointChoicesOf: the alternatives with the calls they name', () => {
  const submit: Pick<PageSubmit, 'endpointWhen'> = { endpointWhen: [{ when: ADDRESS, endpoint: 'byAddress' }, { when: { field: 'query.shortURL', filled: false }, endpoint: 'missing' }] };
  const choices = endpointChoicesOf({ byAddress }, submit);

  it('keeps their order, and names a call the page lacks with none (the controller then says it is unknown)', () => {
    expect(choices).toEqual([{ when: ADDRESS, name: 'byAddress', endpoint: byAddress }, { when: { field: 'query.shortURL', filled: false }, name: 'missing', endpoint: undefined }]);
    expect(endpointChoicesOf({ byAddress }, {})).toEqual([]);
  });

  it('the first whose condition holds is the one called', () => {
    const read = (url: string | undefined) => (path: string) => (path === 'query.shortURL' ? url : undefined);
    expect(firstHolding(choices, read('https://shop.example/checkouts/c7'))?.name).toBe('byAddress');
    expect(firstHolding(choices, read(undefined))?.name).toBe('missing');
    expect(firstHolding(choices, read('https://sho.rt/Ab3'))).toBeUndefined();
  });
});

describe('screens:diff says which call a submit makes instead, as a data risk', () => {
  const FILE = 'screens/reports/rules-config.screen.json';
  const none = new Map<string, unknown>();
  const withChoices = (endpointWhen: unknown) => {
    const page = rulesConfigPage([{ name: 'ruleName', label: 'Rule Name' }]);
    const [block] = page.blocks as Record<string, Record<string, unknown>>[];
    if (block && endpointWhen !== undefined) block.submit = { ...block.submit, endpointWhen };
    return page;
  };
  const markdown = (before: unknown, after: unknown) => renderMarkdown(diffScreens(new Map([[FILE, before]]), new Map([[FILE, after]]), none, none), { base: 'main', head: 'working tree' });

  it('when added and removed', () => {
    const added = markdown(withChoices(undefined), withChoices([{ when: ADDRESS, endpoint: 'byAddress' }]));
    expect(added).toContain("submits instead to (none) → `byAddress` when `query.shortURL` contains `/checkouts/`");
    expect(added).toContain('> ⚠ Data: block `rule` submits instead to (none) → `byAddress`');
    expect(markdown(withChoices([{ when: ADDRESS, endpoint: 'byAddress' }]), withChoices(undefined))).toContain("submits instead to `byAddress` when `query.shortURL` contains `/checkouts/` → (none)");
  });
});
