import { describe, expect, it } from 'vitest';
import type { ScreenEntry } from '../../runtime/screens/definitions';
import { screenAt } from '../../src/openedScreen';

const entry = (route: string, title: string): ScreenEntry => ({
  route,
  title,
  kind: 'grid',
  loadDefinition: () => Promise.reject(new Error('not loaded here')),
  loadedDefinition: () => undefined,
});

const screens = [entry('/secure/{userId}/dashboard', 'Dashboard'), entry('/secure/postalcode', 'Postal Codes'), entry('/secure/rules/config/{ruleName}', 'Rules config')];

describe('the screen an address opens', () => {
  it('matches fixed routes and routes with parameters', () => {
    expect(screenAt('/secure/postalcode', screens)?.title).toBe('Postal Codes');
    expect(screenAt('/secure/staff-42/dashboard', screens)?.title).toBe('Dashboard');
    expect(screenAt('/secure/rules/config/EXP_SAME_DAY', screens)?.title).toBe('Rules config');
  });

  it('is none for other addresses', () => {
    expect(screenAt('/', screens)).toBeUndefined();
    expect(screenAt('/secure/postalcode/extra', screens)).toBeUndefined();
    expect(screenAt('/login/callback', screens)).toBeUndefined();
  });
});
