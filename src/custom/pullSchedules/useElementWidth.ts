import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width in pixels of the element the returned ref is put on, measured before the first paint
 * and again whenever it changes size; undefined until measured (0 where nothing is laid out, as
 * in jsdom, reads as unmeasured to the rules using it).
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    // Without ResizeObserver (an old engine, jsdom) the first measure stands.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
