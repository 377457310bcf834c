// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  STAFF,
  USER_STORAGE_KEY,
  WELCOME,
  dashboardDefinition,
  findWelcome,
  installDialogPolyfill,
  renderConsole,
  resetConsole,
  storeUser,
  type RenderedConsole,
} from './support/renderConsole';

const DASHBOARD = `/secure/${STAFF.sub}/dashboard`;

async function renderDashboard(): Promise<RenderedConsole> {
  storeUser();
  const view = renderConsole(DASHBOARD);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return view;
}

function mainMenu(): HTMLElement | null {
  return screen.queryByRole('navigation', { name: 'Main menu' });
}

beforeAll(() => {
  installDialogPolyfill();
});

beforeEach(() => {
  document.title = '';
});

afterEach(() => {
  cleanup();
  resetConsole();
  vi.restoreAllMocks();
});

describe('dashboard', () => {
  it('shows the heading and every card of the definition', async () => {
    await renderDashboard();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(
      dashboardDefinition.cards.map((card) => card.title),
    );
    expect(screen.getAllByRole('article', { name: 'Operation' })).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'Places' })).toBeTruthy();
  });

  it('links each card entry to the route of the definition', async () => {
    await renderDashboard();
    const cards = screen.getAllByRole('article');
    dashboardDefinition.cards.forEach((card, index) => {
      const element = cards[index];
      if (!element) throw new Error(`card ${index} missing`);
      const links = within(element).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        card.links.map((link) => [link.label, link.route]),
      );
    });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Town' }).getAttribute('href')).toBe('/secure/town');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Zone Delivery Rate' }).getAttribute('href')).toBe('/secure/zone-delivery-rate');
  });

  it('follows a card link into the shell', async () => {
    const { path } = await renderDashboard();
    fireEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Town' }));
    expect(await screen.findByRole('heading', { name: '404 - Maybe this page moved?' })).toBeTruthy();
    expect(path()).toBe('/secure/town');
    expect(mainMenu()).not.toBeNull();
  });

  it('shows the menu, the version badge with the environment and the user button', async () => {
    await renderDashboard();
    const menu = mainMenu();
    if (!menu) throw new Error('main menu missing');
    const dashboardLink = within(menu).getByRole('link', { name: 'Dashboard' });
    expect(dashboardLink.getAttribute('href')).toBe(DASHBOARD);
    expect(dashboardLink.getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('v1.0.0')).toBeTruthy();
    expect(screen.getByText('Staging')).toBeTruthy();
    const userButton = screen.getByRole('button', { name: STAFF.name });
    expect(userButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('titles the document after the screen, and gives the title back on leaving it', async () => {
    document.title = 'Operations console';
    await renderDashboard();
    await waitFor(() => expect(document.title).toBe('Dashboard – Operations console'));
    fireEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Town' }));
    await screen.findByRole('heading', { name: '404 - Maybe this page moved?' });
    expect(document.title).toBe('Operations console');
  });
});

describe('side menu', () => {
  it('collapses and expands with the Menu button', async () => {
    await renderDashboard();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(mainMenu()).not.toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(mainMenu()).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByText('Staging')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(mainMenu()).not.toBeNull();
    expect(screen.getByText('Staging')).toBeTruthy();
  });
});

describe('user menu', () => {
  it('opens with Profile and Log out, and closes with Escape', async () => {
    await renderDashboard();
    const userButton = screen.getByRole('button', { name: STAFF.name });
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(userButton);
    const menu = screen.getByRole('menu', { name: STAFF.name });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Log out']);
    expect(userButton.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(userButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when clicking elsewhere', async () => {
    await renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: STAFF.name }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('heading', { level: 1, name: 'Dashboard' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Profile opens a dialog with the name and e-mail of the signed-in user', async () => {
    await renderDashboard();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: STAFF.name }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(screen.queryByRole('menu')).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByText(STAFF.name)).toBeTruthy();
    expect(within(dialog).getByText(STAFF.email)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('Log out forgets the stored user and ends at the welcome page', async () => {
    const { path } = await renderDashboard();
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: STAFF.name }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await findWelcome()).toBeTruthy();
    expect(path()).toBe('/');
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(mainMenu()).toBeNull();
  });

  it('Log out still signs out locally when revoking the refresh token fails', async () => {
    storeUser({ refreshToken: 'refresh-token' });
    const { path } = renderConsole(DASHBOARD);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    fireEvent.click(screen.getByRole('button', { name: STAFF.name }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: WELCOME }, { timeout: 10_000 })).toBeTruthy();
    expect(path()).toBe('/');
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});

describe('unknown path inside the shell', () => {
  it('shows the 404 page in the shell with a Home link to /', async () => {
    storeUser();
    const { path } = renderConsole(`/secure/${STAFF.sub}/nowhere`);
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Maybe this page moved?' })).toBeTruthy();
    expect(path()).toBe(`/secure/${STAFF.sub}/nowhere`);
    expect(mainMenu()).not.toBeNull();
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.getAttribute('href')).toBe('/');
    // Signed in, home leads back to the dashboard.
    fireEvent.click(home);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(path()).toBe(DASHBOARD);
  });
});

describe('session warning in the shell', () => {
  /**
   * The warning is evaluated in an effect after the shell's first commit, so the dashboard
   * heading can be on screen a moment before it. Let that effect and its update run.
   */
  async function renderSettledDashboard(expiresInSeconds: number): Promise<void> {
    storeUser({ expiresInSeconds });
    renderConsole(DASHBOARD);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(document.title).toBe('Dashboard – Operations console'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
  }

  it('appears when the stored token expires within 5 minutes', async () => {
    await renderSettledDashboard(120);
    const warning = screen.getByRole('alertdialog');
    expect(warning.textContent).toMatch(/Your session will expire in (2:00|1:59)/);
    expect(screen.getByRole('alertdialog', { name: /^Your session will expire in (2:00|1:59)$/ })).toBe(warning);
    expect(within(warning).getByRole('button', { name: 'Refresh Session' })).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays hidden when the stored token expires in an hour', async () => {
    await renderSettledDashboard(3600);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText(/Your session will expire/)).toBeNull();
  });
});
