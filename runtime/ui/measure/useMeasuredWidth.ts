import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width in pixels of the element `element` holds, measured before the first paint and again
 * whenever it changes size; undefined until measured. Without ResizeObserver (jsdom) the first
 * measure stands.
 */
export function useMeasuredWidth(element: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const measured = element.current;
    if (!measured) return undefined;
    setWidth(measured.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(measured.clientWidth));
    observer.observe(measured);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
