import { describe, expect, it } from 'vitest';
import { pageGlobals } from '../../runtime/kinds/page/state/pageGlobals';
import { readState } from '../../runtime/kinds/page/state/pageStore';
import { GLOBAL_PLACEHOLDERS, isGlobalPath, templateGlobals } from '../../runtime/templates/globals';
import { renderTemplate } from '../../runtime/templates/template';
import { initials } from '../../src/domain/initials';

describe('initials', () => {
  it('takes the first letter of the first word and the first two of each later one (001 §9)', () => {
    expect(initials('Alex Morgan')).toBe('AMo');
    expect(initials('  marie-ève  de la tremblay ')).toBe('MDeLaTr');
    expect(initials('Jordan')).toBe('J');
    expect(initials('élise roy')).toBe('ÉRo');
    expect(initials('ALEX MORGAN')).toBe('AMo');
    expect(initials('Li Ng O')).toBe('LNgO');
    expect(initials('')).toBe('');
  });
});

describe('template globals: the signed-in user and today', () => {
  it('are the user (with initials) and the business date in Winnipeg', () => {
    // 2026-11-27 03:00 UTC is still the 26th in Winnipeg (UTC−05).
    const globals = templateGlobals({ email: 'dana@example.com', name: 'Dana Florist' }, Date.UTC(2026, 10, 27, 3, 0));
    expect(globals).toEqual({ user: { email: 'dana@example.com', name: 'Dana Florist', initials: 'DFl' }, today: '2026-11-26' });
    expect(renderTemplate('{user.initials}-{today}', { ...globals })).toBe('DFl-2026-11-26');
  });

  it('read empty without a user', () => {
    expect(templateGlobals(undefined, Date.UTC(2026, 10, 27, 12, 0)).user).toEqual({ email: '', name: '', initials: '' });
  });

  it('are exactly four names', () => {
    expect(GLOBAL_PLACEHOLDERS).toEqual(['user.email', 'user.name', 'user.initials', 'today']);
    expect(isGlobalPath('user.phone')).toBe(true);
    expect(isGlobalPath('today')).toBe(true);
    expect(isGlobalPath('todays')).toBe(false);
  });

  it('are read back from the page state', () => {
    const state = { user: { email: 'a@b.ca', name: 'A B', initials: 'AB' }, today: '2026-11-26' };
    expect(pageGlobals((path) => readState(state, path))).toEqual(state);
    expect(pageGlobals(() => undefined)).toEqual({ user: { email: '', name: '', initials: '' }, today: '' });
  });
});
