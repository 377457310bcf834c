import type { RouteObject } from 'react-router';
import { ScreenRoute } from '../runtime/kinds/ScreenView';
import { loadScreenCode } from '../runtime/kinds/screenCode';
import { routerPath } from '../runtime/screens/routes';
import type { RoutedScreen } from '../runtime/screens/definitions';
import { LazyLoginCallback } from './pages/lazyPages';
import { Logout } from './pages/Logout';
import { NotFound } from './pages/NotFound';
import { RequireAuth } from './shell/RequireAuth';
import { ShellLayout } from './shell/ShellLayout';
import { SIGN_IN_CALLBACK_PATH } from '../runtime/auth/signInPaths';

function NothingYet() {
  return null;
}

/** The sign-in page, loaded with its route: a signed-in tab (the dashboard by its address) never downloads it. */
const loginPage = () => import('./pages/LoginPage').then(({ LoginPage }) => ({ Component: LoginPage, HydrateFallback: NothingYet }));

/**
 * Public pages are shell code (they exist before any definition can be read; the sign-in page and
 * its callback load with their routes); every screen
 * under /secure comes from its definition; its loader starts what it calls first (`preload`) and
 * loads what it renders with.
 */
export function consoleRoutes(screens: readonly RoutedScreen[], preload?: (screen: RoutedScreen) => Promise<void>): RouteObject[] {
  return [
    { path: '/', lazy: loginPage },
    { path: '/login', lazy: loginPage },
    { path: SIGN_IN_CALLBACK_PATH, element: <LazyLoginCallback /> },
    { path: '/logout', element: <Logout /> },
    {
      path: '/secure',
      // Opened by its address, a screen's route renders nothing until its loader has its code.
      HydrateFallback: NothingYet,
      element: (
        <RequireAuth>
          <ShellLayout />
        </RequireAuth>
      ),
      children: [
        ...screens.map((screen) => ({
          path: routerPath(screen.route),
          element: <ScreenRoute screen={screen} />,
          // The route is known: the screen's first calls start now, and it renders once its
          // definition and code are here (never behind a Suspense fallback, which React holds back
          // for some 300 ms). Code that does not load now loads again as the screen renders, and
          // fails there, visibly.
          loader: async () => {
            void preload?.(screen);
            await loadScreenCode(screen).catch(() => undefined);
            return null;
          },
        })),
        { path: '*', element: <NotFound /> },
      ],
    },
    {
      path: '*',
      element: (
        <main>
          <NotFound />
        </main>
      ),
    },
  ];
}
