import { describe, expect, it } from 'vitest';
import type { ScreenDefinition } from '../../runtime/generated/screen';
import { routeAvailability } from '../../runtime/kinds/dashboard/availableRoutes';
import { buildMenu } from '../../runtime/screens/menu';
import { buttonKeyTarget, menuKeyAction } from '../../src/shell/menuKeys';
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

describe('routeAvailability (dashboard links)', () => {
  const isAvailable = routeAvailability(['/secure/town', '/secure/{userId}/dashboard', '/secure/a.b']);

  it('knows a route that has a definition, and no other', () => {
    expect(isAvailable('/secure/town')).toBe(true);
    expect(isAvailable('/secure/town/')).toBe(true);
    expect(isAvailable('/secure/orders/manual-fullfillment')).toBe(false);
    expect(isAvailable('/secure/town/more')).toBe(false);
    expect(isAvailable('/secure/townhall')).toBe(false);
  });

  it('matches a parameter segment with any one segment, or with the same template', () => {
    expect(isAvailable('/secure/{userId}/dashboard')).toBe(true);
    expect(isAvailable('/secure/staff-42/dashboard')).toBe(true);
    expect(isAvailable('/secure/dashboard')).toBe(false);
    expect(isAvailable('/secure/a/b/dashboard')).toBe(false);
  });

  it('reads the routes literally', () => {
    expect(isAvailable('/secure/a.b')).toBe(true);
    expect(isAvailable('/secure/axb')).toBe(false);
  });

  it('knows nothing without definitions', () => {
    expect(routeAvailability([])('/secure/town')).toBe(false);
  });
});

describe('user menu keys (WAI-ARIA menu button)', () => {
  it('opens on the first item with Enter, Space or ArrowDown, on the last with ArrowUp', () => {
    expect(['Enter', ' ', 'ArrowDown', 'ArrowUp', 'a', 'Escape'].map((key) => buttonKeyTarget(key, 3))).toEqual([0, 0, 0, 2, null, null]);
    expect(buttonKeyTarget('ArrowDown', 0)).toBeNull();
  });

  it('moves with wrapping arrows, Home and End; Escape closes back to the button, Tab closes', () => {
    expect(menuKeyAction('ArrowDown', 0, 2)).toEqual({ type: 'focus', index: 1 });
    expect(menuKeyAction('ArrowDown', 1, 2)).toEqual({ type: 'focus', index: 0 });
    expect(menuKeyAction('ArrowUp', 0, 2)).toEqual({ type: 'focus', index: 1 });
    expect(menuKeyAction('ArrowUp', 1, 2)).toEqual({ type: 'focus', index: 0 });
    expect(menuKeyAction('Home', 1, 3)).toEqual({ type: 'focus', index: 0 });
    expect(menuKeyAction('End', 0, 3)).toEqual({ type: 'focus', index: 2 });
    expect(menuKeyAction('Escape', 1, 2)).toEqual({ type: 'close', returnFocus: true });
    expect(menuKeyAction('Tab', 1, 2)).toEqual({ type: 'close', returnFocus: false });
    expect(menuKeyAction('x', 1, 2)).toEqual({ type: 'none' });
    expect(menuKeyAction('ArrowDown', 0, 0)).toEqual({ type: 'none' });
  });
});
