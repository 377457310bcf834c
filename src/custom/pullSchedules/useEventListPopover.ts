import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A button opening a list of events next to it (not modal): opening moves focus to the list's first
 * event; Escape (not one closing an event's own menu) and the button close it, focus back on the
 * button; a press elsewhere on the page closes it, but not one inside a dialog an event's menu opened.
 */
export function useEventListPopover() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    listRef.current?.querySelector<HTMLElement>('button')?.focus();
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || rootRef.current?.contains(target) || target.closest('dialog')) return;
      close(false);
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [open, close]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      // An Escape inside an event's menu closes that menu only; the next one closes the list.
      if (!open || event.key !== 'Escape' || (event.target instanceof Element && event.target.closest('[role="menu"]'))) return;
      event.preventDefault();
      close(true);
    },
    [open, close],
  );

  return { open, toggle: () => (open ? close(false) : setOpen(true)), rootRef, buttonRef, listRef, onKeyDown };
}
