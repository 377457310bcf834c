import { useCallback, useMemo, useState } from 'react';
import type { OverlayApi, OverlayProgress, OverlayWork } from './overlayContext';

export interface PendingWork {
  busy: boolean;
  progress: OverlayProgress | null;
  /** The text the latest work asked the overlay to say; undefined = 'Please wait...'. */
  text: string | undefined;
  api: OverlayApi;
}

/** Counts in-flight work so overlapping operations keep the overlay up until the last ends. */
export function usePendingWork(): PendingWork {
  const [pending, setPending] = useState(0);
  const [progress, setProgress] = useState<OverlayProgress | null>(null);
  const [text, setText] = useState<string | undefined>(undefined);

  const during = useCallback(async <T>(work: OverlayWork<T>, said?: string): Promise<T> => {
    setPending((count) => count + 1);
    if (said !== undefined) setText(said);
    try {
      // Inside try so a synchronously throwing factory still decrements.
      return await (typeof work === 'function' ? work() : work);
    } finally {
      setPending((count) => {
        // The last work over: a progress it reported goes with the overlay.
        if (count <= 1) {
          setProgress(null);
          setText(undefined);
        }
        return Math.max(0, count - 1);
      });
    }
  }, []);

  const api = useMemo<OverlayApi>(() => ({ during, progress: setProgress }), [during]);
  return { busy: pending > 0, progress, text, api };
}
