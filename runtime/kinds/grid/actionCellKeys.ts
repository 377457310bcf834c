import type { SuppressKeyboardEventParams } from 'ag-grid-community';

/**
 * Keyboard use of the action cell (Edit, Delete …), whose links are buttons inside one grid cell:
 * Enter or Space on the focused cell moves focus to its first button; Tab and Shift+Tab move
 * between its buttons (and on out of the cell past the last or first); Enter and Space press the
 * focused button; Escape goes back to the cell. Returns true for the keys the grid must leave
 * alone (AG Grid's `suppressKeyboardEvent`).
 */
export function actionCellKeyDown({ event }: Pick<SuppressKeyboardEventParams, 'event'>): boolean {
  if (event.type !== 'keydown') return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  const cell = target.closest<HTMLElement>('.ag-cell');
  if (!cell) return false;
  const buttons = [...cell.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  if (buttons.length === 0) return false;
  const key = event.key;

  if (target === cell) {
    if (key !== 'Enter' && key !== ' ') return false;
    event.preventDefault();
    buttons[0]?.focus();
    return true;
  }

  const index = buttons.indexOf(target as HTMLButtonElement);
  if (index < 0) return false;
  if (key === 'Enter' || key === ' ') return true;
  if (key === 'Escape') {
    cell.focus();
    return true;
  }
  if (key === 'Tab') {
    const next = buttons[index + (event.shiftKey ? -1 : 1)];
    if (!next) return false;
    event.preventDefault();
    next.focus();
    return true;
  }
  return false;
}
