import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { buttonKeyTarget, menuKeyAction } from './menuKeys';

export interface MenuButton {
  open: boolean;
  /** The item with tabIndex 0 (roving tabindex); null while closed. */
  activeIndex: number | null;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  itemRef: (index: number) => (element: HTMLElement | null) => void;
  onButtonClick: () => void;
  onButtonKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onMenuKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Closes the menu; with returnFocus, the button takes focus again. */
  close: (returnFocus: boolean) => void;
}

/**
 * State and keyboard of a WAI-ARIA menu button with `count` items: opening focuses the first
 * item (the last with ArrowUp), arrows wrap, Home/End, Escape closes back to the button, Tab
 * closes and moves on, a click outside closes.
 */
export function useMenuButton(count: number): MenuButton {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const open = activeIndex !== null;

  const focusItem = useCallback((index: number) => {
    setActiveIndex(index);
    // Already rendered when the menu is open; otherwise the effect below focuses it.
    items.current[index]?.focus();
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setActiveIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (activeIndex !== null) items.current[activeIndex]?.focus();
  }, [activeIndex]);

  useEffect(() => {
    if (!open) return;
    const onMouseDown = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) close(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const itemRef = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      items.current[index] = element;
    },
    [],
  );

  const onButtonClick = useCallback(() => {
    if (open) close(false);
    else focusItem(0);
  }, [open, close, focusItem]);

  const onButtonKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      const target = buttonKeyTarget(event.key, count);
      if (target === null) return;
      // Enter and Space would also click the button, toggling the menu shut again.
      event.preventDefault();
      focusItem(target);
    },
    [count, focusItem],
  );

  const onMenuKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const action = menuKeyAction(event.key, activeIndex ?? 0, count);
      if (action.type === 'focus') {
        event.preventDefault();
        focusItem(action.index);
      } else if (action.type === 'close') {
        // No preventDefault: Tab still moves focus on from the menu.
        close(action.returnFocus);
      }
    },
    [activeIndex, count, focusItem, close],
  );

  return { open, activeIndex, rootRef, buttonRef, itemRef, onButtonClick, onButtonKeyDown, onMenuKeyDown, close };
}
