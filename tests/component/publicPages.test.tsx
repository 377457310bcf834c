// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginCallbackPage } from '../../src/pages/lazyPages';
import {
  AUTH_FAILED,
  STAFF,
  WELCOME,
  findWelcome,
  renderConsole,
  resetConsole,
  storeUser,
} from './support/renderConsole';

const DASHBOARD = `/secure/${STAFF.sub}/dashboard`;

beforeEach(() => {
  // The pages log failed sign-ins; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  resetConsole();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('welcome page', () => {
  it.each(['/', '/login'])('%s signed out shows the welcome text, the sign-in button and the footer links', async (path) => {
    const { path: location } = renderConsole(path);
    expect(await findWelcome()).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    // Enabled once the (empty) stored user has been read.
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Support', 'Privacy', 'Terms', 'Help Center']);
    // The footer links have no targets: following one stays on the page.
    fireEvent.click(within(footer).getByRole('link', { name: 'Help Center' }));
    expect(location()).toBe(path);
    expect(screen.getByRole('heading', { name: WELCOME })).toBeTruthy();
  });

  it.each(['/', '/login'])('%s signed in goes to the dashboard of the signed-in user', async (path) => {
    storeUser();
    const { path: location } = renderConsole(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe(DASHBOARD);
    expect(screen.queryByRole('heading', { name: WELCOME })).toBeNull();
  });

  it('says so when sign-in cannot start because the provider is unreachable', async () => {
    const { path: location } = renderConsole('/');
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(AUTH_FAILED);
    expect(location()).toBe('/');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toHaveProperty('disabled', false);
  });
});

describe('protected routes signed out', () => {
  it.each(['/secure/zone-delivery-rate', `/secure/abc/dashboard`, DASHBOARD])('%s goes to the welcome page', async (path) => {
    const { path: location } = renderConsole(path);
    expect(await findWelcome()).toBeTruthy();
    expect(location()).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('treats an expired stored user as signed out', async () => {
    storeUser({ expiresInSeconds: -60 });
    const { path: location } = renderConsole(DASHBOARD);
    expect(await findWelcome()).toBeTruthy();
    expect(location()).toBe('/');
    // No redirect back to the dashboard either: the welcome page stays.
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(location()).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });
});

describe('sign-in callback', () => {
  // The callback's page loads with its route; loaded before, each check is of what shows at that instant.
  beforeAll(async () => {
    await loginCallbackPage.load();
  });

  it('reads Authenticating..., then fails without a code and returns to /login after 2 seconds', async () => {
    vi.useFakeTimers();
    const { path: location } = renderConsole('/login/callback');
    expect(screen.getByText('Authenticating...')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert').textContent).toBe(AUTH_FAILED);
    expect(screen.queryByText('Authenticating...')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_999);
    });
    expect(location()).toBe('/login/callback');
    expect(screen.getByRole('alert').textContent).toBe(AUTH_FAILED);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(location()).toBe('/login');
    expect(screen.getByRole('heading', { level: 1, name: WELCOME })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('unknown paths', () => {
  it('/nowhere shows the 404 page with a Home link to /', async () => {
    const { path: location } = renderConsole('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Maybe this page moved?' })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.getAttribute('href')).toBe('/');
    fireEvent.click(home);
    expect(await findWelcome()).toBeTruthy();
    expect(location()).toBe('/');
  });
});
