import type { ScreenDefinition } from '../../../runtime/generated/screen';
import { openedRoutes } from '../../../runtime/kinds/catalogue/openedRoutes';
import type { ScreenFile } from '../checkScreens';

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
  const items: string[] = [];
  if (screen.kind === 'grid') {
    const editable = screen.columns.filter((column) => column.editor !== undefined).map((column) => column.field);
    items.push(
      `Column headers (${screen.columns.map((column) => column.header).join(', ')}): use the spec's words; ` +
        `decide which columns are editable (editor text, boolean, options or a lookup) — now ${editable.length > 0 ? `editable: ${editable.join(', ')}` : 'all read-only'}; ` +
        'drop columns the screen should not show, add widths.',
    );
    if (screen.forms?.add) {
      items.push(
        'Form "add": field labels (schema titles), widgets (lookupSelect for ids, select, date, time) and the message of each field and rule (forms.add.messages).',
      );
    }
    items.push(
      `Message texts from the spec: ${Object.keys(screen.messages).map((key) => `messages.${key}`).join(', ')}` +
        `${screen.delete ? ', and the delete question (delete.confirm)' : ''}.`,
    );
  } else if (screen.kind === 'page') {
    items.push(
      'Form block "form": field labels, widgets (lookupSelect for an id, lookupMultiSelect for a list of ids, dates for several dates, as a list or comma-joined) ' +
        'and the message of each field and rule (blocks[0].fields[].messages); the submit label, ' +
        'and its success and failure texts from the spec (blocks[0].submit); add result or cards blocks as the screen needs (docs/blocks.md).',
    );
  } else if (screen.kind === 'dashboard') {
    items.push('Cards and links: titles, labels and routes of the dashboard (cards[].links[]).');
  } else {
    items.push('Search box label (searchLabel), if not the default.');
  }
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
