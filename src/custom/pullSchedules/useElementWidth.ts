import { useRef } from 'react';
import { useMeasuredWidth } from '../../../runtime/ui/measure/useMeasuredWidth';

/**
 * The width in pixels of the element the returned ref is put on, measured before the first paint
 * and again whenever it changes size; undefined until measured (0 where nothing is laid out, as
 * in jsdom, reads as unmeasured to the rules using it).
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  return { ref, width: useMeasuredWidth(ref) };
}
