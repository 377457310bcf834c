import { useEffect, type RefObject } from 'react';
import { firstFocusable } from '../../ui/modal/focus';

/**
 * Once a dialog's form is locked (a success it says while it waits to close), focus left on a
 * control now disabled (or lost to the page) goes to the dialog's first usable control (Cancel),
 * so a keyboard user stays in the dialog and can close it sooner. `inside` is any element of it.
 */
export function useRefocusWhenLocked(inside: RefObject<HTMLElement | null>, locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const dialog = inside.current?.closest('dialog');
    if (!dialog) return;
    const active = document.activeElement;
    const usable = active instanceof HTMLElement && dialog.contains(active) && !active.matches(':disabled');
    if (!usable) firstFocusable(dialog)?.focus();
  }, [inside, locked]);
}
