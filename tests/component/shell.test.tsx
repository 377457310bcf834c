// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserManager } from '../../runtime/auth/userManager';
import type { CatalogueScreen } from '../../runtime/generated/screen';
import { DashboardCards } from '../../runtime/kinds/dashboard/DashboardCards';
import { screenEntries } from '../../runtime/screens/definitions';
import { ToastProvider, useToasts, type ToastVariant } from '../../runtime/ui/toasts';
import catalogueJson from '../../screens/dev-corner/screen-catalogue.screen.json';
import { ConsoleProviders } from '../../src/ConsoleProviders';
import { consoleRoutes } from '../../src/routes';
import {
  IDENTITY,
  ORIGIN,
  STAFF,
  TEST_CONFIG,
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

/** Text, not a link, described by a visible 'Not yet available' note. */
function expectNotYetAvailable(label: HTMLElement): void {
  expect(label.closest('a')).toBeNull();
  const noteId = label.getAttribute('aria-describedby');
  if (!noteId) throw new Error(`${label.textContent ?? ''}: no accessible description`);
  expect(document.getElementById(noteId)?.textContent).toBe('Not yet available');
  expect(label.parentElement?.textContent).toBe(`${label.textContent ?? ''} Not yet available`);
}

const catalogueDefinition = catalogueJson as CatalogueScreen;

/** The console's style sheets in load order; component tests do not load CSS by themselves. */
const STYLE_FILES = [
  'src/global.css',
  'src/shell/shell.css',
  'src/shell/session/sessionWarning.css',
  'src/pages/public.css',
  'runtime/ui/toasts/toasts.css',
  'runtime/kinds/dashboard/dashboard.css',
  'runtime/kinds/catalogue/catalogue.css',
] as const;

// Not `new URL(…, import.meta.url)`: Vite rewrites that as an asset address in jsdom tests.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function installStyles(): void {
  const style = document.createElement('style');
  style.dataset.testStyles = '';
  style.textContent = STYLE_FILES.map((file) => readFileSync(resolve(ROOT, file), 'utf8')).join('\n');
  document.head.append(style);
}

/** The declarations of the rule with exactly this selector in the installed sheets. */
function cssRule(selector: string): CSSStyleDeclaration | undefined {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSStyleRule && rule.selectorText === selector) return rule.style;
    }
  }
  return undefined;
}

type Rgb = readonly [number, number, number];
interface Rgba {
  rgb: Rgb;
  alpha: number;
}
const WHITE: Rgb = [255, 255, 255];

function parseColor(value: string): Rgba {
  if (value === '' || value === 'transparent') return { rgb: WHITE, alpha: 0 };
  const parts = (/^rgba?\((.+)\)$/.exec(value.trim())?.[1] ?? '').split(/[\s,/]+/).filter(Boolean).map(Number);
  const [r, g, b, alpha = 1] = parts;
  if (r === undefined || g === undefined || b === undefined || parts.some(Number.isNaN)) throw new Error(`unreadable colour '${value}'`);
  return { rgb: [r, g, b], alpha };
}

function over(top: Rgba, bottom: Rgb): Rgb {
  const mix = (index: 0 | 1 | 2) => top.rgb[index] * top.alpha + bottom[index] * (1 - top.alpha);
  return [mix(0), mix(1), mix(2)];
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Every opaque colour that can be behind the element: its own, a gradient's stops, or its parent's. */
function backgroundsBehind(element: Element | null): Rgb[] {
  if (!element) return [WHITE];
  const style = getComputedStyle(element);
  const below = () => backgroundsBehind(element.parentElement);
  const stops = style.backgroundImage.match(/rgba?\([^)]*\)/g);
  if (stops) return stops.flatMap((stop) => below().map((bottom) => over(parseColor(stop), bottom)));
  const color = parseColor(style.backgroundColor);
  if (color.alpha === 0) return below();
  return below().map((bottom) => over(color, bottom));
}

function opacityOf(element: Element | null): number {
  return element ? Number(getComputedStyle(element).opacity || '1') * opacityOf(element.parentElement) : 1;
}

/** Visible, enabled texts under root whose colour is below 4.5:1 on any background behind them. */
function lowContrastTexts(root: HTMLElement): string[] {
  const elements = new Set<Element>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim() && node.parentElement && !node.parentElement.closest('[hidden], :disabled')) elements.add(node.parentElement);
  }
  expect(elements.size).toBeGreaterThan(0);
  return [...elements].flatMap((element) => {
    const text = parseColor(getComputedStyle(element).color);
    return backgroundsBehind(element).flatMap((background) => {
      const shown = over({ rgb: text.rgb, alpha: text.alpha * opacityOf(element) }, background);
      const ratio = contrastRatio(shown, background);
      return ratio < 4.5 ? [`'${element.textContent?.trim() ?? ''}' rgb(${shown.map(Math.round).join(', ')}) on rgb(${background.map(Math.round).join(', ')}): ${ratio.toFixed(2)}`] : [];
    });
  });
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
  for (const style of document.head.querySelectorAll('style[data-test-styles]')) style.remove();
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

  it('links every card entry to its screen: each has a definition now (all 54 staff screens built)', async () => {
    await renderDashboard();
    const defined = new Set(screenEntries.map((entry) => entry.route));
    const cards = screen.getAllByRole('article');
    dashboardDefinition.cards.forEach((card, index) => {
      const element = cards[index];
      if (!element) throw new Error(`card ${index} missing`);
      for (const link of card.links) {
        expect(defined.has(link.route), link.route).toBe(true);
        expect(within(element).getByRole('link', { name: link.label }).getAttribute('href')).toBe(link.route);
      }
    });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Town' }).getAttribute('href')).toBe('/secure/town');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Checkout Automation' }).getAttribute('href')).toBe('/secure/orders/checkout-automation');
    expect(screen.queryByText('Not yet available')).toBeNull();
  });

  it('shows a link to a screen without a definition as text with a Not yet available note', () => {
    render(
      <MemoryRouter>
        <DashboardCards
          cards={[{ title: 'Places', links: [{ label: 'Town', route: '/secure/town' }, { label: 'Ghost Town', route: '/secure/ghost-town' }, { label: 'Mine', route: '/secure/{userId}/mine' }] }]}
          params={{ userId: 'u 1' }}
          isAvailable={(route) => route !== '/secure/ghost-town'}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Town' }).getAttribute('href')).toBe('/secure/town');
    expect(screen.getByRole('link', { name: 'Mine' }).getAttribute('href')).toBe('/secure/u%201/mine');
    expect(screen.queryByRole('link', { name: /Ghost Town/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expectNotYetAvailable(screen.getByText('Ghost Town'));
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

describe('collapsed side menu', () => {
  it('is a narrow rail sized by the Menu button, which keeps its name and says it is collapsed', async () => {
    installStyles();
    await renderDashboard();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Menu', expanded: false })).toBe(toggle);
    const shell = toggle.closest('.shell');
    const rail = toggle.closest('aside');
    if (!shell || !rail) throw new Error('shell or rail missing');
    // The rail's column is as wide as its content (the button), so the button is never clipped.
    expect(getComputedStyle(shell).gridTemplateColumns.split(' ')[0]).toBe('min-content');
    expect(getComputedStyle(rail).overflowX).toBe('visible');
    expect(rail.querySelector('[hidden]')?.id).toBe('main-menu');
    // An icon shows what the button does; it stays out of the accessible name.
    expect(within(toggle).getByText('☰').getAttribute('aria-hidden')).toBe('true');
    expect(toggle.hasAttribute('hidden')).toBe(false);
  });
});

describe('skip link', () => {
  it('is the first focusable element of the shell and moves focus to the main content', async () => {
    const { path } = await renderDashboard();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const focusable = document.body.querySelectorAll('a[href], button:not(:disabled), input, select, textarea, [tabindex]:not([tabindex="-1"])');
    expect(focusable[0]).toBe(skip);
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(main.id).toBe('main-content');
    expect(main.tabIndex).toBe(-1);
    skip.focus();
    fireEvent.click(skip);
    expect(document.activeElement).toBe(main);
    expect(path()).toBe(DASHBOARD);
  });

  it('is off screen until focused, then shown', async () => {
    installStyles();
    await renderDashboard();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(getComputedStyle(skip).position).toBe('absolute');
    expect(getComputedStyle(skip).transform).toMatch(/^translateY\(calc\(-100% - /);
    // jsdom does not match :focus in computed styles; the rule itself brings it back.
    expect(cssRule('.skip-link:focus')?.transform).toBe('none');
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
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(true));
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
    expect(await screen.findByRole('heading', { name: WELCOME })).toBeTruthy();
    expect(path()).toBe('/');
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});

describe('user menu keyboard (WAI-ARIA menu button)', () => {
  function items(): [HTMLElement, HTMLElement] {
    const [profile, logOut] = within(screen.getByRole('menu', { name: STAFF.name })).getAllByRole('menuitem');
    if (!profile || !logOut) throw new Error('menu items missing');
    expect(profile.textContent).toBe('Profile');
    expect(logOut.textContent).toBe('Log out');
    return [profile, logOut];
  }

  function press(key: string): void {
    const target = document.activeElement;
    if (!target) throw new Error('nothing focused');
    fireEvent.keyDown(target, { key });
  }

  it.each(['Enter', ' ', 'ArrowDown'])('%j on the button opens the menu on the first item', async (key) => {
    await renderDashboard();
    const button = screen.getByRole('button', { name: STAFF.name });
    button.focus();
    press(key);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(items()[0]);
  });

  it('ArrowUp on the button opens the menu on the last item', async () => {
    await renderDashboard();
    screen.getByRole('button', { name: STAFF.name }).focus();
    press('ArrowUp');
    expect(document.activeElement).toBe(items()[1]);
  });

  it('a click opens the menu on the first item too', async () => {
    await renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: STAFF.name }));
    expect(document.activeElement).toBe(items()[0]);
  });

  it('moves with the arrows (wrapping), Home and End, with one item in the tab order', async () => {
    await renderDashboard();
    screen.getByRole('button', { name: STAFF.name }).focus();
    press('ArrowDown');
    const [profile, logOut] = items();
    const tabIndexes = () => [profile.tabIndex, logOut.tabIndex];
    expect(tabIndexes()).toEqual([0, -1]);
    press('ArrowDown');
    expect(document.activeElement).toBe(logOut);
    expect(tabIndexes()).toEqual([-1, 0]);
    press('ArrowDown');
    expect(document.activeElement).toBe(profile);
    press('ArrowUp');
    expect(document.activeElement).toBe(logOut);
    press('Home');
    expect(document.activeElement).toBe(profile);
    expect(tabIndexes()).toEqual([0, -1]);
    press('End');
    expect(document.activeElement).toBe(logOut);
    expect(tabIndexes()).toEqual([-1, 0]);
  });

  it('Escape closes the menu and gives focus back to the button', async () => {
    await renderDashboard();
    const button = screen.getByRole('button', { name: STAFF.name });
    button.focus();
    press('ArrowDown');
    press('ArrowDown');
    press('Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('Tab closes the menu', async () => {
    await renderDashboard();
    const button = screen.getByRole('button', { name: STAFF.name });
    button.focus();
    press('Enter');
    press('Tab');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter on an item chooses it', async () => {
    await renderDashboard();
    screen.getByRole('button', { name: STAFF.name }).focus();
    press('ArrowDown');
    // A button's Enter is its click.
    fireEvent.click(items()[0]);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeTruthy();
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
    // It shows once the shell has read the token: awaited, not timed (a loaded machine takes longer).
    const warning = await screen.findByRole('alertdialog');
    expect(warning.textContent).toMatch(/Your session will expire in (2:00|1:5\d)/);
    expect(screen.getByRole('alertdialog', { name: /^Your session will expire in (2:00|1:5\d)$/ })).toBe(warning);
    expect(within(warning).getByRole('button', { name: 'Refresh Session' })).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('takes focus when it appears, so it is announced', async () => {
    await renderSettledDashboard(120);
    const warning = await screen.findByRole('alertdialog');
    await waitFor(() => expect(document.activeElement).toBe(warning));
  });

  it('sits below the top bar, whose height it reads', async () => {
    installStyles();
    await renderSettledDashboard(120);
    const topBar = screen.getByRole('banner');
    const warning = await screen.findByRole('alertdialog');
    // 3rem at the 16 px root: the bar's height, and the warning half a rem below it.
    expect(getComputedStyle(topBar).minHeight).toBe('48px');
    expect(getComputedStyle(warning).top).toBe('56px');
    // A taller top bar moves the warning with it.
    document.documentElement.style.setProperty('--top-bar-height', '5rem');
    try {
      expect(getComputedStyle(topBar).minHeight).toBe('80px');
      expect(getComputedStyle(warning).top).toBe('88px');
    } finally {
      document.documentElement.style.removeProperty('--top-bar-height');
    }
  });

  it('stays hidden when the stored token expires in an hour', async () => {
    await renderSettledDashboard(3600);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText(/Your session will expire/)).toBeNull();
  });
});

describe('colour contrast of normal text (WCAG 1.4.3, at least 4.5:1)', () => {
  function ShowToasts() {
    const toasts = useToasts();
    const variants: ToastVariant[] = ['success', 'warning', 'danger'];
    return (
      <button type="button" onClick={() => variants.forEach((variant) => toasts.show({ text: `A ${variant} toast`, variant }))}>
        Show
      </button>
    );
  }

  it('the shell: menu, version badge, top bar, open user menu, dashboard, footer and session warning', async () => {
    installStyles();
    storeUser({ expiresInSeconds: 120 });
    renderConsole(DASHBOARD);
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: STAFF.name }));
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(lowContrastTexts(document.body)).toEqual([]);
  });

  it("a dashboard entry's Not yet available note", () => {
    installStyles();
    render(
      <MemoryRouter>
        <DashboardCards cards={[{ title: 'Places', links: [{ label: 'Ghost Town', route: '/secure/ghost-town' }] }]} params={{}} isAvailable={() => false} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Not yet available')).toBeTruthy();
    expect(lowContrastTexts(document.body)).toEqual([]);
  });

  it('the Profile dialog', async () => {
    installStyles();
    await renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: STAFF.name }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(lowContrastTexts(screen.getByRole('dialog', { name: 'Profile' }))).toEqual([]);
  });

  it('the screen catalogue', async () => {
    installStyles();
    storeUser();
    const userManager = createUserManager(IDENTITY, ORIGIN);
    const router = createMemoryRouter(consoleRoutes([dashboardDefinition, catalogueDefinition]), { initialEntries: [catalogueDefinition.route] });
    try {
      render(
        <ConsoleProviders config={TEST_CONFIG} userManager={userManager}>
          <RouterProvider router={router} />
        </ConsoleProviders>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: catalogueDefinition.title })).toBeTruthy();
      expect(screen.getAllByRole('article').length).toBe(screenEntries.length);
      expect(lowContrastTexts(document.body)).toEqual([]);
    } finally {
      cleanup();
      void userManager.events.unload();
    }
  });

  it.each(['/', '/nowhere'])('the public page %s', async (path) => {
    installStyles();
    renderConsole(path);
    await screen.findByRole('heading', { level: 1 });
    expect(lowContrastTexts(document.body)).toEqual([]);
  });

  it('toasts of every variant, one shown twice', () => {
    installStyles();
    render(
      <ToastProvider>
        <ShowToasts />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getAllByText('×2')).toHaveLength(3);
    const stack = document.querySelector('.ui-toasts');
    if (!(stack instanceof HTMLElement)) throw new Error('toast stack missing');
    expect(lowContrastTexts(stack)).toEqual([]);
  });
});
