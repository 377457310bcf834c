import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A popup dialog opened by a button: focus moves into it when it opens, Escape closes it (only it,
 * not a modal form around it) and gives focus back to the button, a press outside closes it where
 * the press put focus. `pick` closes it giving focus back, after a choice.
 */
export function useCalendarPopup() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);

  const closeAndRefocus = () => {
    setOpen(false);
    button.current?.focus();
  };

  // Into the popup (what it holds may then move focus further: the calendar, to a day).
  useEffect(() => {
    const element = popup.current;
    if (open && element && !element.contains(document.activeElement)) element.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && (popup.current?.contains(target) || button.current?.contains(target))) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onPopupKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    closeAndRefocus();
  };

  return { open, toggle: () => setOpen((shown) => !shown), closeAndRefocus, button, popup, onPopupKeyDown };
}
