/** Controls a person can use: not disabled, not read-only, not hidden from the keyboard. */
const USABLE =
  'input:not([disabled]):not([readonly]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]):not([readonly]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** The first control of a dialog to focus: its first usable field or button, never the close cross. */
export function firstFocusable(root: HTMLElement): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>(USABLE)) {
    if (element.classList.contains('modal-close')) continue;
    if (element.closest('[hidden], [inert]')) continue;
    return element;
  }
  return null;
}

/** Elements Tab reaches inside a dialog, in order (read-only fields included: they can be read and copied). */
const TABBABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]') && element.getClientRects().length > 0);
}

/**
 * Keeps Tab inside a modal dialog: past its last control Tab goes back to the first, and
 * Shift+Tab before the first goes to the last (the platform's modal dialog would let focus
 * leave the page for the browser's own controls). Returns true when it moved focus.
 */
export function wrapTab(root: HTMLElement, event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>): boolean {
  if (event.key !== 'Tab') return false;
  const order = tabbables(root);
  const first = order[0];
  const last = order[order.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  const active = document.activeElement;
  const outside = !(active instanceof HTMLElement) || !root.contains(active) || active === root;
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/** Whether focus can go back to this element: still on the page and not disabled. */
function canTakeFocus(element: HTMLElement | null): element is HTMLElement {
  if (!element || !element.isConnected || element === document.body) return false;
  return !(element instanceof HTMLButtonElement || element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.disabled;
}

/**
 * Gives focus back after a dialog: to the control that opened it, or, when that control went away
 * or became disabled (a deleted row's link, Update All Changes once nothing is pending), to the
 * page's main heading, so keyboard users keep their place instead of starting over at the top.
 * Call it once the page is updated (the dialog's removal is committed before its siblings change).
 */
export function restoreFocus(opener: HTMLElement | null): void {
  if (canTakeFocus(opener)) {
    opener.focus();
    return;
  }
  focusPageHeading();
}

/** Focus to the page's main heading (when the control that had it is going away, e.g. a deleted row's link). */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}
