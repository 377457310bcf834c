/**
 * Keyboard of the WAI-ARIA menu button pattern, as pure functions: which item a key focuses,
 * or whether it closes the menu. Indexes wrap around; `count` is the number of items.
 */

/** The item a key on the closed (or open) menu button opens at; null for other keys. */
export function buttonKeyTarget(key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'Enter':
    case ' ':
    case 'ArrowDown':
      return 0;
    case 'ArrowUp':
      return count - 1;
    default:
      return null;
  }
}

export type MenuKeyAction =
  | { type: 'focus'; index: number }
  /** Escape gives focus back to the button; Tab lets it move on. */
  | { type: 'close'; returnFocus: boolean }
  | { type: 'none' };

/** What a key pressed on item `index` of the open menu does. */
export function menuKeyAction(key: string, index: number, count: number): MenuKeyAction {
  if (count === 0) return { type: 'none' };
  switch (key) {
    case 'ArrowDown':
      return { type: 'focus', index: (index + 1) % count };
    case 'ArrowUp':
      return { type: 'focus', index: (index - 1 + count) % count };
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: count - 1 };
    case 'Escape':
      return { type: 'close', returnFocus: true };
    case 'Tab':
      return { type: 'close', returnFocus: false };
    default:
      return { type: 'none' };
  }
}
