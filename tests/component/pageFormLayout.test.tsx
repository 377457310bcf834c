// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

// The layout itself (boxes, widths, edges) is measured in a real browser: tests/e2e/formLayout.spec.ts.

const root = process.cwd();

// Vitest leaves CSS imports empty: the form stylesheet is read as a file, so computed styles can be read.
const formCss = readFileSync(join(root, 'runtime/kinds/form/form.css'), 'utf8');
let style: HTMLStyleElement | undefined;
function withFormCss(): void {
  style = document.createElement('style');
  style.textContent = formCss;
  document.head.append(style);
}

afterEach(() => {
  style?.remove();
  style = undefined;
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

async function renderScreen(file: string, answer: (path: string) => unknown) {
  // With its shared entries written in (Rules config uses the shared order-pull lookup).
  const definition = resolvedDefinitionSync(file) as PageScreen;
  serveAdminApi((request) => (request.method === 'GET' ? { status: 200, body: answer(request.path) } : undefined));
  renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
}

const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('a select of a page form with nothing chosen (Driver mass SMS)', () => {
  it("shows its placeholder as the first, selected option, and the choices under it", async () => {
    await renderScreen('screens/sms/driver-mass-sms.screen.json', (path) => (path === '/onfleet/driver/region/all' ? [{ regionId: 'hub-wpg', regionName: 'Winnipeg Hub' }] : []));
    const region = await screen.findByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(optionTexts(region)).toEqual(['Choose a Region', 'Winnipeg Hub']));
    const placeholder = within(region).getByRole<HTMLOptionElement>('option', { name: 'Choose a Region' });
    expect(placeholder.selected).toBe(true);
    fireEvent.change(region, { target: { value: '0' } });
    await waitFor(() => expect(within(region).getByRole<HTMLOptionElement>('option', { name: 'Winnipeg Hub' }).selected).toBe(true));
  });
});

describe('a hint of a page form (Rules config)', () => {
  it('sits under its control, before the field\'s messages, and describes the control', async () => {
    await renderScreen('screens/reports/rules-config.screen.json', () => []);
    const name = await screen.findByRole('textbox', { name: 'Rule Name' });
    const hint = screen.getByText('EXP_ is added in front when missing.');
    expect(name.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(hint.closest('[id]')?.id);
    fireEvent.change(name, { target: { value: 'Bad name!' } });
    fireEvent.blur(name);
    const message = await screen.findByText('Special characters are not allowed', { selector: 'li' });
    expect(hint.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('the frame of a form block', () => {
  it('lays a form block of more than four fields (Rules config) in the one column of a page form, not the wide modal grid', async () => {
    withFormCss();
    await renderScreen('screens/reports/rules-config.screen.json', () => []);
    const name = await screen.findByRole('textbox', { name: 'Rule Name' });
    const fieldset = name.closest('fieldset') as HTMLFieldSetElement;
    expect(fieldset.querySelectorAll(':scope > .form-field').length).toBeGreaterThan(4);
    expect(getComputedStyle(fieldset).display).not.toBe('grid');
    expect(getComputedStyle(fieldset).borderTopStyle === 'none' || getComputedStyle(fieldset).borderTopWidth === '0px').toBe(true);
  });

  it('draws nothing for a form block whose fields are all hidden (Driver mass SMS before a template), and keeps its submit', async () => {
    withFormCss();
    await renderScreen('screens/sms/driver-mass-sms.screen.json', () => []);
    const send = await screen.findByRole('button', { name: 'Execute SMS Process' });
    const form = send.closest('form') as HTMLFormElement;
    const fieldset = form.querySelector('fieldset.form-fields--root') as HTMLFieldSetElement;
    expect(fieldset.querySelectorAll('.form-field')).toHaveLength(0);
    expect(getComputedStyle(fieldset).display).toBe('none');
    const region = await screen.findByRole('combobox', { name: 'Region' });
    expect(getComputedStyle(region.closest('fieldset') as HTMLFieldSetElement).display).not.toBe('none');
  });
});
