import { createContext, useContext } from 'react';

export type OverlayWork<T> = Promise<T> | (() => Promise<T>);

export interface OverlayApi {
  /** Shows the overlay until work settles; resolves or rejects like the work. */
  during<T>(work: OverlayWork<T>): Promise<T>;
}

export const OverlayContext = createContext<OverlayApi | null>(null);

export function useOverlay(): OverlayApi {
  const api = useContext(OverlayContext);
  // Fail loudly: a silent no-op would hide a missing provider.
  if (api === null) throw new Error('useOverlay() must be used inside <OverlayProvider>');
  return api;
}
