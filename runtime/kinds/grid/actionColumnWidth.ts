/** What the action column shows in a row: each action's link text, or its icon. */
export interface ActionShown {
  label: string;
  icon?: string;
}

/** Estimates for the console's 16 px sans-serif link text, on the generous side: a clipped link is worse than some space. */
const CHAR_PX = 9;
const ICON_PX = 28;
const GAP_PX = 12;
const CELL_PADDING_PX = 36;
const MIN_PX = 90;

/**
 * How many row actions a row can show at once, for the floor of the width: those shown on every
 * row, and one of those shown by a condition (`visibleWhen`: Enable and Disable take turns).
 */
export function rowActionsAtOnce(rowActions: readonly { label: string; visibleWhen?: unknown }[]): number {
  const always = rowActions.filter((action) => action.visibleWhen === undefined).length;
  return always + (always < rowActions.length ? 1 : 0);
}

/**
 * The action column's width: room for every action side by side (long links such as 'View Dates
 * Closed' included), and never narrower than the console's former fixed rule (90 + 70 a row action
 * shown at once).
 */
export function actionColumnWidth(shown: readonly ActionShown[], rowActionCount: number): number {
  const content = shown.reduce((sum, action) => sum + (action.icon ? ICON_PX : action.label.length * CHAR_PX), 0);
  const gaps = Math.max(0, shown.length - 1) * GAP_PX;
  return Math.max(MIN_PX + 70 * rowActionCount, Math.ceil(CELL_PADDING_PX + content + gaps));
}
