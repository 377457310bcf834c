import { useEffect, useState } from 'react';

/** How often a form looks at the clock again, as the page looks at its business date (PageView): once a minute. */
export const CLOCK_CHECK_MS = 60_000;

/**
 * The current instant (ms), looked at again every minute: a form's `today` and its date rules'
 * `now` both come from it, so a calendar left open disables a day once its cutoff passes.
 */
export function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
