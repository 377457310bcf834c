import { render, screen, type RenderResult } from '@testing-library/react';
import { User, type UserManager } from 'oidc-client-ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createUserManager } from '../../../runtime/auth/userManager';
import type { ConsoleConfig } from '../../../runtime/config/loadConfig';
import type { DashboardScreen } from '../../../runtime/generated/screen';
import dashboardJson from '../../../screens/dashboard.screen.json';
import { ConsoleProviders } from '../../../src/ConsoleProviders';
import { consoleRoutes } from '../../../src/routes';

/** An authority nobody listens on: every call to the provider fails at once. */
export const IDENTITY: ConsoleConfig['identity'] = {
  authority: 'http://127.0.0.1:9/oidc',
  clientId: 'console',
  scope: 'openid profile email',
};

export const ORIGIN = 'http://localhost:3000';

/** Where oidc-client-ts (WebStorageStateStore, prefix "oidc.") keeps the signed-in user. */
export const USER_STORAGE_KEY = `oidc.user:${IDENTITY.authority}:${IDENTITY.clientId}`;

export const TEST_CONFIG: ConsoleConfig = {
  environment: 'Staging',
  identity: IDENTITY,
  services: {
    admin: 'http://127.0.0.1:9/admin',
    shop: 'http://127.0.0.1:9/shop',
    storefrontGraphql: 'http://127.0.0.1:9/graphql',
    labels: 'http://127.0.0.1:9/labels',
    dev: 'http://127.0.0.1:9/dev',
  },
};

export const dashboardDefinition = dashboardJson as DashboardScreen;

export const WELCOME = 'Welcome to the operations console';
export const AUTH_FAILED = 'Failed to authenticate. Please try again.';

export interface StoredUserOptions {
  sub?: string;
  name?: string;
  email?: string;
  /** Seconds from now until the token expires; negative for an expired token. */
  expiresInSeconds?: number;
  refreshToken?: string;
}

export const STAFF = { sub: 'staff-42', name: 'Dana Florist', email: 'dana@example.com' } as const;

/** Writes a real oidc-client-ts user into session storage, as a completed sign-in would. */
export function storeUser(options: StoredUserOptions = {}): User {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const expiresAt = nowSeconds + (options.expiresInSeconds ?? 3600);
  const user = new User({
    id_token: 'header.payload.signature',
    access_token: 'access-token',
    refresh_token: options.refreshToken,
    token_type: 'Bearer',
    scope: IDENTITY.scope,
    profile: {
      sub: options.sub ?? STAFF.sub,
      name: options.name ?? STAFF.name,
      email: options.email ?? STAFF.email,
      iss: IDENTITY.authority,
      aud: IDENTITY.clientId,
      exp: expiresAt,
      iat: nowSeconds,
    },
    expires_at: expiresAt,
  });
  sessionStorage.setItem(USER_STORAGE_KEY, user.toStorageString());
  return user;
}

export type ConsoleRouter = ReturnType<typeof createMemoryRouter>;

export interface RenderedConsole extends RenderResult {
  router: ConsoleRouter;
  userManager: UserManager;
  /** The router's current path name. */
  path: () => string;
}

const userManagers = new Set<UserManager>();

/** The tree of src/App.tsx, with a memory router starting at `path`. */
export function renderConsole(path: string): RenderedConsole {
  const userManager = createUserManager(IDENTITY, ORIGIN);
  userManagers.add(userManager);
  const router = createMemoryRouter(consoleRoutes([dashboardDefinition]), { initialEntries: [path] });
  const view = render(
    <ConsoleProviders config={TEST_CONFIG} userManager={userManager}>
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  return { ...view, router, userManager, path: () => router.state.location.pathname };
}

/**
 * Stops the access-token timers oidc-client-ts starts when it loads a stored user and clears
 * both web storages. Call after `cleanup()`.
 */
export function resetConsole(): void {
  for (const userManager of userManagers) void userManager.events.unload();
  userManagers.clear();
  sessionStorage.clear();
  localStorage.clear();
}

/**
 * jsdom 29 has HTMLDialogElement but neither showModal() nor close(). This stand-in opens the
 * dialog (the `open` attribute), closes it with a `close` event, and, as browsers do, turns
 * Escape inside an open dialog into a cancelable `cancel` event that closes it unless prevented.
 * No top layer and no inert page: the browser tests check those.
 */
export function installDialogPolyfill(): void {
  if (typeof HTMLDialogElement === 'undefined') return;
  const proto = HTMLDialogElement.prototype as Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>>;
  if (typeof proto.showModal !== 'function') {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      if (this.hasAttribute('open')) return;
      this.setAttribute('open', '');
      this.addEventListener('keydown', escapeCancels);
    };
  }
  if (typeof proto.close !== 'function') {
    proto.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.removeEventListener('keydown', escapeCancels);
      this.dispatchEvent(new Event('close'));
    };
  }
}

function escapeCancels(this: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  event.preventDefault();
  const cancel = new Event('cancel', { cancelable: true });
  if (this.dispatchEvent(cancel)) this.close();
}

/** Waits for the welcome page (the public sign-in page). */
export async function findWelcome(): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name: WELCOME });
}
