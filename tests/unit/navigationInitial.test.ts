import { describe, expect, it } from 'vitest';
import type { GridScreen, PageScreen } from '../../runtime/generated/screen';
import { openedRoutes } from '../../runtime/kinds/catalogue/openedRoutes';
import { initialPlan, rowValues, rowWithKey, type FormInitial } from '../../runtime/kinds/page/blocks/form/initialValues';
import { readNavigationState } from '../../runtime/navigation/navigationState';
import { navigationTargets, unknownRouteProblem } from '../../scripts/screens/navigationRules';

const initial: FormInitial = { from: 'navigation', key: 'ruleName', load: 'rules', keep: ['version'], notFound: 'x', loadFailed: 'y' };
const fields = ['ruleName', 'description'];
const row = { id: 5, ruleName: 'EXP_A', description: 'Daily', schedule: 'cron(0 9 ? * * *)', version: 3, input0: null };
const carried = { carried: { ruleName: 'EXP_A' }, row };

describe('initialPlan: how a form started from the navigation starts', () => {
  it('takes the carried row (its fields and the kept ones) when the address names its key or none', () => {
    expect(initialPlan(initial, fields, carried, '?ruleName=EXP_A')).toEqual({ from: 'row', values: { ruleName: 'EXP_A', description: 'Daily', version: 3 } });
    expect(initialPlan(initial, fields, carried, '')).toEqual({ from: 'row', values: { ruleName: 'EXP_A', description: 'Daily', version: 3 } });
  });
  it('loads by the address’s key when the state is missing, foreign or for another row', () => {
    expect(initialPlan(initial, fields, null, '?ruleName=EXP_B')).toEqual({ from: 'load', key: 'EXP_B' });
    expect(initialPlan(initial, fields, { ruleName: 'EXP_B' }, '?ruleName=EXP_B')).toEqual({ from: 'load', key: 'EXP_B' });
    expect(initialPlan(initial, fields, carried, '?ruleName=EXP_B')).toEqual({ from: 'load', key: 'EXP_B' });
  });
  it('starts empty with no key, an empty key, or no `load` to fall back on', () => {
    expect(initialPlan(initial, fields, undefined, '')).toEqual({ from: 'empty' });
    expect(initialPlan(initial, fields, undefined, '?ruleName=')).toEqual({ from: 'empty' });
    expect(initialPlan({ from: 'navigation', key: 'ruleName' }, fields, undefined, '?ruleName=EXP_B')).toEqual({ from: 'empty' });
  });
  it('rowValues leaves out absent and null values; rowWithKey compares keys as text', () => {
    expect(rowValues(row, ['ruleName', 'input0', 'missing'], [])).toEqual({ ruleName: 'EXP_A' });
    expect(rowWithKey([{ id: 7 }, { id: 8 }], 'id', '8')).toEqual({ id: 8 });
    expect(rowWithKey([{ id: null }], 'id', 'null')).toBeUndefined();
  });
  it('readNavigationState accepts only { carried, row } objects', () => {
    expect(readNavigationState(carried)).toEqual(carried);
    expect(readNavigationState({ row })).toBeUndefined();
    expect(readNavigationState('EXP_A')).toBeUndefined();
  });
});

const list = {
  kind: 'grid',
  toolbar: [{ label: 'New Rule', action: { navigate: '/secure/reports/rules-config' } }, { label: 'Refresh', action: 'refresh' }],
  rowActions: [{ label: 'Update', navigate: '/secure/reports/rules-config', carry: ['ruleName'] }, { label: 'Enable', endpoint: 'enable' }],
} as unknown as GridScreen;
const page = {
  kind: 'page',
  endpoints: {},
  blocks: [
    { id: 'rule', block: 'form', entity: 'rule', fields: [{ name: 'ruleName' }], submit: { label: 'Submit', endpoint: 'submit', failure: 'x', navigate: { to: '/secure/reports/rules-list' } } },
    { id: 'work', block: 'tabs', tabs: [{ label: 'A', blocks: [{ id: 'g', block: 'grid', toolbar: [{ label: 'Go', action: { navigate: '/secure/town' } }] }] }] },
  ],
} as unknown as PageScreen;

describe('routes a definition opens', () => {
  it('navigationTargets points at each navigate (toolbar, row action, submit, inside tabs)', () => {
    expect(navigationTargets(list)).toEqual([
      { pointer: '/toolbar/0/action/navigate', route: '/secure/reports/rules-config' },
      { pointer: '/rowActions/0/navigate', route: '/secure/reports/rules-config' },
    ]);
    expect(navigationTargets(page)).toEqual([
      { pointer: '/blocks/0/submit/navigate/to', route: '/secure/reports/rules-list' },
      { pointer: '/blocks/1/tabs/0/blocks/0/toolbar/0/action/navigate', route: '/secure/town' },
    ]);
  });
  it('unknownRouteProblem names a route no definition has', () => {
    expect(unknownRouteProblem({ pointer: '/x', route: '/secure/a' }, new Set(['/secure/a']))).toBeUndefined();
    expect(unknownRouteProblem({ pointer: '/x', route: '/secure/b' }, new Set(['/secure/a']))).toBe('unknown route "/secure/b" (no screen definition has it)');
  });
  it('the catalogue lists them once each, sorted', () => {
    expect(openedRoutes(list)).toEqual(['/secure/reports/rules-config']);
    expect(openedRoutes(page)).toEqual(['/secure/reports/rules-list', '/secure/town']);
  });
});
