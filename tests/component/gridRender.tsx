/** Renders grid screens inside the console's real providers (config, auth, toasts, overlay, SWR, router). */
import { render, renderHook, type RenderResult } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { createUserManager } from '../../runtime/auth/userManager';
import type { GridScreen } from '../../runtime/generated/screen';
import { gridSliceOfScreen } from '../../runtime/kinds/grid/gridSlice';
import { useGridController } from '../../runtime/kinds/grid/useGridController';
import townJson from '../../screens/places/town.screen.json';
import { ConsoleProviders } from '../../src/ConsoleProviders';
import { consoleRoutes } from '../../src/routes';
import { IDENTITY, ORIGIN, TEST_CONFIG, storeUser } from './support/renderConsole';

// JSON imports widen literal types; screens:check has validated the definition against the meta-schema.
export const townScreen = townJson as unknown as GridScreen;

const userManagers = new Set<UserManager>();

function Providers({ userManager, children }: { userManager: UserManager; children: ReactNode }) {
  // A fresh SWR cache per render, so no test sees another's lists.
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ConsoleProviders config={TEST_CONFIG} userManager={userManager}>
        {children}
      </ConsoleProviders>
    </SWRConfig>
  );
}

function signedInUserManager(): UserManager {
  storeUser();
  const userManager = createUserManager(IDENTITY, ORIGIN);
  userManagers.add(userManager);
  return userManager;
}

/** The controller hook of a screen, with a signed-in session. */
export function renderGridController(screen: GridScreen) {
  const userManager = signedInUserManager();
  const grid = gridSliceOfScreen(screen);
  return renderHook(() => useGridController(grid), {
    // Row actions that open another screen navigate: the controller lives under a router, as in the console.
    wrapper: ({ children }) => (
      <MemoryRouter initialEntries={[screen.route]}>
        <Providers userManager={userManager}>{children}</Providers>
      </MemoryRouter>
    ),
  });
}

/** The whole console at a grid screen's route (shell, menu, the screen), signed in. */
export function renderGridScreen(screen: GridScreen, extraPaths: string[] = []): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const userManager = signedInUserManager();
  const router = createMemoryRouter(consoleRoutes([screen]), { initialEntries: [screen.route, ...extraPaths], initialIndex: 0 });
  const view = render(
    <Providers userManager={userManager}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/** Stops the token timers of the user managers made here and clears both web storages. */
export function resetGridRenders(): void {
  for (const userManager of userManagers) void userManager.events.unload();
  userManagers.clear();
  sessionStorage.clear();
  localStorage.clear();
}
