import type { RouteObject } from 'react-router';
import { ScreenView } from '../runtime/kinds/ScreenView';
import { routerPath } from '../runtime/screens/routes';
import type { ScreenDefinition } from '../runtime/generated/screen';
import { LoginCallback } from './pages/LoginCallback';
import { LoginPage } from './pages/LoginPage';
import { Logout } from './pages/Logout';
import { NotFound } from './pages/NotFound';
import { RequireAuth } from './shell/RequireAuth';
import { ShellLayout } from './shell/ShellLayout';
import { SIGN_IN_CALLBACK_PATH } from '../runtime/auth/userManager';

/**
 * Public pages are shell code (they exist before any definition can be read); every screen
 * under /secure comes from its definition, and its loader (`preload`) starts what it loads first.
 */
export function consoleRoutes(screens: readonly ScreenDefinition[], preload?: (screen: ScreenDefinition) => void): RouteObject[] {
  return [
    { path: '/', element: <LoginPage /> },
    { path: '/login', element: <LoginPage /> },
    { path: SIGN_IN_CALLBACK_PATH, element: <LoginCallback /> },
    { path: '/logout', element: <Logout /> },
    {
      path: '/secure',
      element: (
        <RequireAuth>
          <ShellLayout />
        </RequireAuth>
      ),
      children: [
        ...screens.map((screen) => ({
          path: routerPath(screen.route),
          element: <ScreenView screen={screen} />,
          // The route is known: start the screen's code and first calls now, without waiting for either.
          ...(preload && {
            loader: () => {
              preload(screen);
              return null;
            },
          }),
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
