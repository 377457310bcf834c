// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import { Modal } from '../../runtime/ui/modal';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { findDialog, messagesBeside, optionTexts, renderForm, resetFormRenders, serveAdminApi } from './formRender';

// The real modal, watched: which size the form asks it for.
vi.mock('../../runtime/ui/modal', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../runtime/ui/modal')>();
  return { ...actual, Modal: vi.fn(actual.Modal) };
});

// Vitest leaves CSS imports empty: the stylesheet is read as a file.
const formCss = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../runtime/kinds/form/form.css'), 'utf8');
// As the console reads them: the shared lookups and paging they name written in.
const zoneRate = resolvedDefinitionSync('screens/rates/zone-delivery-rate.screen.json') as GridScreen;
const town = resolvedDefinitionSync('screens/places/town.screen.json') as GridScreen;

function api() {
  return serveAdminApi((request) => {
    if (request.method !== 'GET') return undefined;
    if (request.path === '/province') return { status: 200, body: [{ id: 1, name: 'Manitoba' }] };
    if (request.path === '/places/region') return { status: 200, body: [{ region_id: 10, region_name: 'Winnipeg', province_id: 1 }] };
    if (request.path.startsWith('/places/zone')) return { status: 200, body: { result: [{ zone_id: 100, zone_name: 'Winnipeg South', region_id: 10 }] } };
    return undefined;
  });
}

async function openZoneRateForm() {
  api();
  const rendered = renderForm(zoneRate, 'add');
  const dialog = await findDialog('Add Zone Delivery Rate');
  const province = within(dialog).getByRole('combobox', { name: 'Province' });
  await waitFor(() => expect(optionTexts(province)).toEqual(['Choose a Province', 'Manitoba']));
  return { ...rendered, dialog, province };
}

const modalSizes = () => vi.mocked(Modal).mock.calls.map(([props]) => props.size ?? 'default');
const formOf = (dialog: HTMLElement) => dialog.querySelector('form') as HTMLFormElement;
const rootFieldset = (dialog: HTMLElement) => formOf(dialog).querySelector('fieldset') as HTMLFieldSetElement;

let style: HTMLStyleElement;
beforeEach(() => {
  vi.mocked(Modal).mockClear();
  // The form's own stylesheet, so computed styles can be read (jsdom applies no CSS imports).
  style = document.createElement('style');
  style.textContent = formCss;
  document.head.append(style);
});

afterEach(() => {
  style.remove();
  cleanup();
  resetFormRenders();
  vi.unstubAllGlobals();
});

describe('a form with more than four fields', () => {
  it('opens in the wide modal with its fields in two columns, the computed name across both', async () => {
    const { dialog } = await openZoneRateForm();
    expect(new Set(modalSizes())).toEqual(new Set(['wide']));
    expect(getComputedStyle(rootFieldset(dialog)).display).toBe('grid');
    expect(getComputedStyle(rootFieldset(dialog)).gridTemplateColumns).toBe('repeat(2, minmax(0px, 1fr))');
    const nameField = within(dialog).getByLabelText('Name').closest('.form-field') as HTMLElement;
    expect(getComputedStyle(nameField).gridColumn).toBe('1 / -1');
    const provinceField = within(dialog).getByLabelText('Province').closest('.form-field') as HTMLElement;
    expect(getComputedStyle(provinceField).gridColumn).not.toBe('1 / -1');
  });

  it('has Cancel and Save outside the form (the modal footer), Save submitting the form by its id', async () => {
    const { dialog, province } = await openZoneRateForm();
    const form = formOf(dialog);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(form.id).not.toBe('');
    expect(form.contains(save) || form.contains(cancel)).toBe(false);
    expect(save.getAttribute('type')).toBe('submit');
    expect(save.getAttribute('form')).toBe(form.id);
    expect(cancel.getAttribute('type')).toBe('button');
    expect(within(form).queryAllByRole('button')).toEqual([]);
    fireEvent.click(save);
    await waitFor(() => expect(messagesBeside(province)).toEqual(['Choose a Province']));
  });

  it('focuses the first field one can type or choose in, and no read-only control comes before it', async () => {
    const { dialog, province } = await openZoneRateForm();
    expect(document.activeElement).toBe(province);
    // The computed name is text: the form's first keyboard stop is an editable field.
    const stops = [...formOf(dialog).querySelectorAll<HTMLElement>('input, select, textarea, button, [tabindex]')].filter(
      (element) => !element.hasAttribute('disabled') && element.getAttribute('type') !== 'hidden' && element.tabIndex >= 0,
    );
    expect(stops[0]).toBe(province);
    expect(formOf(dialog).querySelectorAll('[readonly]')).toHaveLength(0);
  });
});

describe('a form with four fields or fewer', () => {
  it('opens in the default modal, in one column', async () => {
    serveAdminApi((request) => (request.method === 'GET' && request.path.startsWith('/places/zone') ? { status: 200, body: { result: [] } } : undefined));
    renderForm(town, 'add');
    const dialog = await findDialog('Add Town');
    expect(new Set(modalSizes())).toEqual(new Set(['default']));
    expect(getComputedStyle(rootFieldset(dialog)).display).not.toBe('grid');
    expect(within(dialog).getByRole('button', { name: 'Save' }).getAttribute('form')).toBe(formOf(dialog).id);
  });
});

describe('no box inside the modal', () => {
  it('draws no frame, padding or background around the fields', async () => {
    const { dialog } = await openZoneRateForm();
    const fieldsets = [...dialog.querySelectorAll('fieldset')];
    expect(fieldsets).toHaveLength(1);
    const fieldset = getComputedStyle(rootFieldset(dialog));
    expect(fieldset.borderTopWidth === '0px' || fieldset.borderTopStyle === 'none').toBe(true);
    expect([fieldset.paddingTop, fieldset.paddingLeft, fieldset.marginTop, fieldset.marginLeft]).toEqual(['0px', '0px', '0px', '0px']);
    expect(['', 'none', 'transparent', 'rgba(0, 0, 0, 0)']).toContain(fieldset.backgroundColor);
    expect(dialog.querySelector('legend')).toBeNull();
  });
});
