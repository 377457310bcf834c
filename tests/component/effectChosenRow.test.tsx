// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/** The cities a province offers, each with its region (001 §4 order loading: a city sets the region). */
const CITIES = [
  { id: 'transcona', name: 'Transcona', regionCode: 'WPG' },
  { id: 'brandon', name: 'Brandon', regionCode: 'RMB' },
];

// 001 §4: choosing a city sets the region from the city list; the effect reads the row just chosen.
const definition = JSON.parse(readFileSync('tests/fixtures/form-language/cityRegion.screen.json', 'utf8')) as PageScreen;

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

describe("a field's onChange reading the lookup row just chosen", () => {
  it('sets the region of the city chosen, and of the next one when the city changes', async () => {
    serveAdminApi((request) => (request.method === 'GET' && request.path === '/v3/cities' ? { status: 200, body: CITIES } : undefined));
    renderPage(definition, { validators: await compilePageFormsInNode(definition, process.cwd()) });
    const city = await screen.findByLabelText<HTMLSelectElement>('City');
    await waitFor(() => expect([...city.options].map((option) => option.textContent)).toContain('Brandon'));
    const region = screen.getByLabelText<HTMLInputElement>('Region');
    const pick = (name: string) => fireEvent.change(city, { target: { value: [...city.options].find((option) => option.textContent === name)?.value } });
    pick('Transcona');
    await waitFor(() => expect(region.value).toBe('WPG'));
    pick('Brandon');
    await waitFor(() => expect(region.value).toBe('RMB'));
  });
});
