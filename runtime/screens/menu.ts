import type { MenuGroup } from '../generated/screen';
import type { ScreenSummary } from './definitions';

export interface MenuItem {
  label: string;
  route: string;
}

export interface MenuSection {
  /** undefined for the top entries above the groups. */
  group: MenuGroup | undefined;
  items: MenuItem[];
}

/** Menu order of the groups (000 §1). */
export const MENU_GROUPS: readonly MenuGroup[] = ['Delivery', 'Driver', 'Reports', 'Operations', 'Customer', 'Labels', 'Dev Corner'];

/**
 * The left menu from the definitions that declare a menu entry: top entries first, then the
 * groups in specified order; empty groups are left out, so unbuilt areas never show.
 */
export function buildMenu(screens: readonly ScreenSummary[]): MenuSection[] {
  const sections: MenuSection[] = [undefined, ...MENU_GROUPS].map((group) => {
    const items = screens
      .filter((screen) => screen.menu && screen.menu.group === group)
      .sort((a, b) => (a.menu?.order ?? Infinity) - (b.menu?.order ?? Infinity) || (a.menu?.label ?? '').localeCompare(b.menu?.label ?? ''))
      .map((screen) => ({ label: screen.menu?.label ?? screen.title, route: screen.route }));
    return { group, items };
  });
  return sections.filter((section) => section.items.length > 0);
}
