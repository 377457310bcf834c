import { useEffect, useRef } from 'react';

/**
 * Scrolls the time grid to `top` once per day shown, when its events are first drawn: the user
 * sees the day's pulls (or the current time) without scrolling past 04:00, and a reload after an
 * action keeps the place they scrolled to.
 */
export function useOpeningScroll(day: string, ready: boolean, top: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrolledDay = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!ready || scrolledDay.current === day || !scroller.current) return;
    scrolledDay.current = day;
    scroller.current.scrollTop = top;
  }, [day, ready, top]);
  return scroller;
}
