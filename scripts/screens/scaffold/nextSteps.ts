import type { ScreenDefinition } from '../../../runtime/generated/screen';
import { openedRoutes } from '../../../runtime/kinds/catalogue/openedRoutes';
import type { ScreenFile } from '../checkScreens';
import { toolsOfKind } from '../../../runtime/kinds/toolRegistry';

/** Menu orders already taken in a group, for the checklist. */
function ordersIn(screens: readonly ScreenFile[], group: string | undefined): number[] {
  const orders = screens
    .map(({ data }) => (typeof data === 'object' && data !== null ? (data as { menu?: { group?: string; order?: number } }).menu : undefined))
    .filter((menu) => menu !== undefined && menu.group === group && typeof menu.order === 'number')
    .map((menu) => menu?.order ?? 0);
  return [...new Set(orders)].sort((a, b) => a - b);
}

/** The 'What to fill next' checklist printed after a definition is written; `address` is where the console runs. */
export function whatToFillNext(file: string, screen: ScreenDefinition, screens: readonly ScreenFile[], address: string): string {
  // The kind's own items first (runtime/kinds/<kind>/tools.ts), then what every screen has.
  const items: string[] = [...toolsOfKind(screen.kind).scaffold.nextSteps(screen)];
  const routes = new Set(screens.map(({ data }) => (typeof data === 'object' && data !== null ? (data as { route?: unknown }).route : undefined)));
  for (const route of openedRoutes(screen).filter((opened) => !routes.has(opened))) {
    items.push(`The screen at ${route} it opens: write it (npm run screens:new -- --route ${route} …); until then screens:check reports the route unknown.`);
  }
  const group = screen.menu?.group;
  const taken = ordersIn(screens, group);
  const free = taken.length > 0 ? `taken: ${taken.join(', ')}; next free: ${Math.max(...taken) + 1}` : 'none taken yet';
  items.push(`Menu order: menu.order within ${group ? `group ${group}` : 'the top entries'} (${free}); without it the entry sorts after the ordered ones.`);
  if (!screen.description) items.push('description: what the screen is for (shown in the screen catalogue).');
  return [
    'What to fill next:',
    ...items.map((item) => `  [ ] ${item}`),
    'Then:',
    '  npm run screens:check    every name, field and placeholder resolves',
    `  npm run dev              then open ${address}${screen.route}`,
    `  npm run screens:diff     review what the change means before committing ${file}`,
  ].join('\n');
}
