import type { ReactNode } from 'react';
import { LoadingOverlay } from './LoadingOverlay';
import { OverlayContext } from './overlayContext';
import { usePendingWork } from './usePendingWork';

export function OverlayProvider({ children }: { children: ReactNode }) {
  const { busy, progress, text, api } = usePendingWork();
  return (
    <OverlayContext value={api}>
      {children}
      {busy && <LoadingOverlay progress={progress} text={text} />}
    </OverlayContext>
  );
}
