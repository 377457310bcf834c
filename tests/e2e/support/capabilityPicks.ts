import type { Block, Column, Form, FormField, GridBlock, GridScreen, ScreenDefinition, SubTable } from '../../../runtime/generated/screen';
import { textOf } from '../../../shared/textOf';

/**
 * Which screens the capability tests run on, read from the definitions: for each capability, the
 * distinct ways definitions use it, and the fewest screens that between them use every way. A
 * definition that starts using a capability in a new way is picked the next run, without a test
 * naming it. Pure (no browser), so the picking is unit-tested (tests/unit/gridCapabilitiesPicks.test.ts).
 */

/** A grid screen of the menu. */
export type MenuGrid = GridScreen & { menu: { label: string } };

/** A grid block of a page screen of the menu, with the page that holds it. */
export interface PageGrid {
  screen: { title: string; route: string; menu: { label: string } };
  block: GridBlock;
}

/** The fewest items that together use every way any of them uses (greedy: most new ways first, then file order). */
export function fewestCovering<T>(items: readonly T[], waysOf: (item: T) => readonly string[]): T[] {
  const uncovered = new Set(items.flatMap((item) => [...waysOf(item)]));
  const chosen: T[] = [];
  const gain = (item: T) => new Set(waysOf(item).filter((way) => uncovered.has(way))).size;
  while (uncovered.size > 0) {
    const best = items.reduce((top, item) => (gain(item) > gain(top) ? item : top));
    chosen.push(best);
    for (const way of waysOf(best)) uncovered.delete(way);
  }
  return chosen;
}

/** Grid screens of the menu, in file order. */
export function menuGrids(definitions: readonly ScreenDefinition[]): MenuGrid[] {
  return definitions.filter((screen): screen is MenuGrid => screen.kind === 'grid' && screen.menu !== undefined);
}

/** Blocks of a page, those inside tabs too. */
function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => (block.block === 'tabs' ? [block, ...block.tabs.flatMap((tab) => allBlocks(tab.blocks))] : [block]));
}

/** Grid blocks shown when their page opens (no `when`), of the page screens of the menu. */
export function pageGrids(definitions: readonly ScreenDefinition[]): PageGrid[] {
  return definitions.flatMap((screen) => {
    if (screen.kind !== 'page' || screen.menu === undefined) return [];
    const menu = screen.menu;
    return allBlocks(screen.blocks).flatMap((block) => (block.block === 'grid' && block.when === undefined ? [{ screen: { title: screen.title, route: screen.route, menu }, block }] : []));
  });
}

/** A sub-table under the rows of a grid screen or of a page's grid block, with the grid it is under. */
export interface SubTableOf {
  screen: { title: string; route: string; menu: { label: string } };
  /** The grid whose rows expand into it: a grid screen, or a grid block of the page (`block`). */
  grid: Pick<GridScreen, 'entity' | 'search' | 'columns'> & { title?: string };
  block: boolean;
  table: SubTable;
}

/** The sub-tables of the grid screens and of the page grid blocks shown when their page opens, in file order. */
export function subTablesOf(definitions: readonly ScreenDefinition[]): SubTableOf[] {
  const screens = menuGrids(definitions).map((screen) => ({ screen, grid: screen, block: false }));
  const blocks = pageGrids(definitions).map(({ screen, block }) => ({ screen, grid: block, block: true }));
  return [...screens, ...blocks].flatMap(({ screen, grid, block }) =>
    (grid.expand?.tables ?? []).map((table) => ({ screen: { title: screen.title, route: screen.route, menu: screen.menu }, grid: { entity: grid.entity, search: grid.search, columns: grid.columns, title: block ? grid.title : undefined }, block, table })),
  );
}

/** A sub-table's Delete: the confirm (browser box or console dialog), under a grid screen's rows or a page block's. */
export function subTableDeleteWays(entry: Pick<SubTableOf, 'table' | 'block'>): string[] {
  const remove = entry.table.delete;
  return remove ? [`${remove.style} confirm, under a ${entry.block ? 'page grid block' : 'grid screen'}`] : [];
}

/** Delete: the confirm (browser box or console dialog) together with the paging the row disappears from. */
export function deleteWays(grid: Pick<GridScreen, 'delete' | 'paging'>): string[] {
  return grid.delete ? [`${grid.delete.style} confirm, ${grid.paging.mode} paging`] : [];
}

/** Edits kept for Update All Changes (not saved on Enter). */
export function keepsPendingEdits(grid: Pick<GridScreen, 'batchUpdate' | 'toolbar'>): boolean {
  return grid.batchUpdate !== undefined && grid.batchUpdate.saveOn !== 'edit' && (grid.toolbar ?? []).some((entry) => entry.action === 'batchUpdate');
}

/** The values a column's select editor offers from an option set or a list (a lookup's are the service's). */
export function editorOptions(grid: Pick<GridScreen, 'options'>, column: Pick<Column, 'editor'>): string[] {
  const editor = column.editor;
  if (typeof editor !== 'object' || !('options' in editor)) return [];
  const values = typeof editor.options === 'string' ? (grid.options?.[editor.options] ?? []) : editor.options;
  return values.map((value) => textOf(value));
}

/** A column edited with a select: its values from an option set (or a list), or from a lookup. */
export function selectKind(grid: Pick<GridScreen, 'options'>, column: Pick<Column, 'editor'>): 'option-set' | 'lookup' | undefined {
  if (editorOptions(grid, column).length > 1) return 'option-set';
  return typeof column.editor === 'object' && 'lookup' in column.editor ? 'lookup' : undefined;
}

/** Edits saved and kept after a reload: the paging and the update call (a call per row, or arrays), and the kinds of select edited. */
export function keptEditWays(grid: Pick<GridScreen, 'batchUpdate' | 'toolbar' | 'paging' | 'columns' | 'options'>): string[] {
  if (!grid.batchUpdate || !keepsPendingEdits(grid)) return [];
  const select = grid.columns.map((column) => selectKind(grid, column)).find((kind) => kind !== undefined);
  return [`${grid.paging.mode} paging, ${grid.batchUpdate.mode} update`, ...(select ? [`${select} select`] : [])];
}

/** A chain of select fields, each offering the choices of the one before (province → region → zone …). */
export function cascadesOf(form: Pick<Form, 'fields'>): FormField[][] {
  const fields = form.fields;
  const parentOf = (field: FormField) => (field.ui && 'parent' in field.ui ? field.ui.parent : undefined);
  const childOf = (name: string) => fields.find((field) => parentOf(field) === name);
  const heads = fields.filter((field) => parentOf(field) === undefined && childOf(field.name) !== undefined);
  return heads.map((head) => {
    const chain = [head];
    for (let next = childOf(head.name); next; next = childOf(next.name)) chain.push(next);
    return chain;
  });
}

/** An add form (a toolbar button opening it) with its screen and the label of that button. */
export interface AddForm {
  screen: MenuGrid;
  buttonLabel: string;
  form: Form;
}

export function addFormsOf(grids: readonly MenuGrid[]): AddForm[] {
  return grids.flatMap((screen) =>
    (screen.toolbar ?? []).flatMap((entry) => {
      const name = typeof entry.action === 'object' && 'openForm' in entry.action ? entry.action.openForm : undefined;
      const form = name === undefined ? undefined : screen.forms?.[name];
      return form ? [{ screen, buttonLabel: entry.label, form }] : [];
    }),
  );
}

/** Cascade: its depth (a 3- and a 4-level chain clear differently). */
export function cascadeWays(form: Pick<Form, 'fields'>): string[] {
  return cascadesOf(form).map((chain) => `${chain.length} levels`);
}

/** The `{field}` placeholders of a template, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{([^}|]+)(?:\|[^}]*)?\}/g)].map((match) => match[1] ?? '');
}
