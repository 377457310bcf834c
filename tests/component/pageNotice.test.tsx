// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/** The notice block, on Schedule drivers (002 §2: the route exists, its screen is not shown). */
const definition = resolvedDefinitionSync('screens/schedule/drivers.screen.json') as PageScreen;
const HUB = '/secure/mass-sms-hub/onfleet-drivers-today';

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

describe('notice block', () => {
  it('shows the text of the definition in paragraphs, calls nothing, and its link opens the screen it names', async () => {
    const { requests } = serveAdminApi(() => undefined);
    const { router } = renderPage(definition, { entry: { routes: [HUB] } });
    const first = await screen.findByText(/^Schedule drivers has no screen yet/);
    expect(first.tagName).toBe('P');
    expect(first.textContent).toBe('Schedule drivers has no screen yet: the specification names this address but does not show what the screen holds.');
    expect(screen.getByText(/^Nothing can be done here for now\./).tagName).toBe('P');
    expect(requests).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'Open the Driver mass SMS hub' }));
    await screen.findByText(HUB);
    expect(router.state.location.pathname).toBe(HUB);
  });
});
