import { Suspense } from 'react';
import { preloadable } from '../../runtime/ui/preloadable';

/**
 * The sign-in callback's page, loaded with its route: a signed-in tab (the dashboard by its
 * address) never downloads it (docs/download-sizes.md). Once loaded it renders at once.
 */
export const loginCallbackPage = preloadable(() => import('./LoginCallback').then((module) => module.LoginCallback));

export function LazyLoginCallback() {
  const Page = loginCallbackPage.Component;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
