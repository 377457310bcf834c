import { Suspense } from 'react';
import { preloadable } from '../../../runtime/ui/preloadable';
import { useSessionWarning } from './useSessionWarning';

export interface SessionWarningProps {
  expiresAtMs: number;
  onExpired: () => void;
  onRefresh: () => Promise<void>;
}

/**
 * The dialog's code is not part of the first page (docs/download-sizes.md): the clock runs here,
 * and the dialog loads the first time the warning shows (at once, once loaded).
 */
export const sessionWarningDialog = preloadable(() => import('./SessionWarningDialog').then((module) => module.default));

export function SessionWarning({ expiresAtMs, onExpired, onRefresh }: SessionWarningProps) {
  const warning = useSessionWarning({ expiresAtMs, onExpired });
  if (!warning.shown) return null;
  const Dialog = sessionWarningDialog.Component;
  return (
    <Suspense fallback={null}>
      <Dialog text={warning.text} onDismiss={warning.dismiss} onRefresh={onRefresh} />
    </Suspense>
  );
}
