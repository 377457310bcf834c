import { describe, expect, it } from 'vitest';
import type { ScreenDefinition } from '../../runtime/generated/screen';
import { buildMenu } from '../../runtime/screens/menu';
import { fillRoute, routerPath } from '../../runtime/screens/routes';

function screen(route: string, menu?: ScreenDefinition['menu']): ScreenDefinition {
  return { $schema: '../schemas/screen.schema.json', route, title: route, kind: 'dashboard', menu, cards: [{ title: 'c', links: [{ label: 'l', route: '/secure/x' }] }] };
}

describe('buildMenu', () => {
  it('puts top entries first, then groups in the specified order, leaving empty groups out', () => {
    const menu = buildMenu([
      screen('/secure/labels-a', { group: 'Labels', label: 'Word to PDF' }),
      screen('/secure/town', { group: 'Delivery', label: 'Town' }),
      screen('/secure/{userId}/dashboard', { label: 'Dashboard' }),
      screen('/secure/reports/a', { group: 'Reports', label: 'Rules list' }),
      screen('/secure/no-menu'),
    ]);
    expect(menu.map((section) => section.group)).toEqual([undefined, 'Delivery', 'Reports', 'Labels']);
    expect(menu[0]?.items).toEqual([{ label: 'Dashboard', route: '/secure/{userId}/dashboard' }]);
  });

  it('orders entries in a group by order, then by label', () => {
    const menu = buildMenu([
      screen('/secure/zone', { group: 'Delivery', label: 'Zone' }),
      screen('/secure/region', { group: 'Delivery', label: 'Region' }),
      screen('/secure/rates', { group: 'Delivery', label: 'Zone Delivery Rate', order: 1 }),
    ]);
    expect(menu[0]?.items.map((item) => item.label)).toEqual(['Zone Delivery Rate', 'Region', 'Zone']);
  });

  it('leaves out screens without a menu entry', () => {
    expect(buildMenu([screen('/secure/hidden')])).toEqual([]);
  });
});

describe('routes', () => {
  it('turns a definition route into a router path below /secure', () => {
    expect(routerPath('/secure/{userId}/dashboard')).toBe(':userId/dashboard');
    expect(routerPath('/secure/orders/manual-fullfillment')).toBe('orders/manual-fullfillment');
  });

  it('fills known parameters, encoded, and leaves unknown ones', () => {
    expect(fillRoute('/secure/{userId}/dashboard', { userId: 'a b' })).toBe('/secure/a%20b/dashboard');
    expect(fillRoute('/secure/{other}/x', { userId: 'u' })).toBe('/secure/{other}/x');
  });
});
