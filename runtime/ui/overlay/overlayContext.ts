import { createContext, useContext } from 'react';

export type OverlayWork<T> = Promise<T> | (() => Promise<T>);

/** How far a long piece of work has come: '12 of 200 rows sent'. */
export interface OverlayProgress {
  done: number;
  total: number;
  /** What is counted, e.g. 'rows sent'. */
  what: string;
}

export interface OverlayApi {
  /** Shows the overlay until work settles; resolves or rejects like the work. `text` replaces 'Please wait...' while it runs (a submit's `waitText`). */
  during<T>(work: OverlayWork<T>, text?: string): Promise<T>;
  /** Shows (or, with null, removes) a progress bar under 'Please wait...' while the overlay is up. */
  progress(progress: OverlayProgress | null): void;
}

export const OverlayContext = createContext<OverlayApi | null>(null);

export function useOverlay(): OverlayApi {
  const api = useContext(OverlayContext);
  // Fail loudly: a silent no-op would hide a missing provider.
  if (api === null) throw new Error('useOverlay() must be used inside <OverlayProvider>');
  return api;
}
