import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focuses the element when `shown` turns true, so a screen reader announces it; when it goes
 * away with the focus inside it, focus goes back to where it was before.
 */
export function useFocusOnShow<T extends HTMLElement>(shown: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!shown) return undefined;
    const previous = document.activeElement;
    // The element shown now: by the cleanup, React may already have let go of it (ref.current null).
    const element = ref.current;
    element?.focus();
    return () => {
      const active = document.activeElement;
      // Removed with its focused button, the warning leaves focus on the body.
      const focusWasInside = active === null || active === document.body || (element?.contains(active) ?? false);
      if (focusWasInside && previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [shown]);
  return ref;
}
