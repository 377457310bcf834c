import type { GridScreen } from '../../generated/screen';

/** A route a grid opens (a toolbar button's or row action's `navigate`), with its JSON pointer under `at`. */
export interface GridTarget {
  pointer: string;
  route: string;
}

type GridParts = Pick<GridScreen, 'toolbar' | 'rowActions'>;

/** The routes a grid's toolbar buttons and row actions open, in definition order. */
export function gridTargets(grid: GridParts, at: string): GridTarget[] {
  const targets: GridTarget[] = [];
  grid.toolbar?.forEach((button, i) => {
    if (typeof button.action === 'object' && 'navigate' in button.action) targets.push({ pointer: `${at}/toolbar/${i}/action/navigate`, route: button.action.navigate });
  });
  grid.rowActions?.forEach((action, i) => {
    if ('navigate' in action) targets.push({ pointer: `${at}/rowActions/${i}/navigate`, route: action.navigate });
  });
  return targets;
}
