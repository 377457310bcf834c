// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import { compileScreenFormsInNode } from '../../scripts/forms/compileInNode';
import { findDialog, optionValue, renderForm, resetFormRenders, serveAdminApi } from './formRender';

/** A grid form whose rate, when the user picks one, sets the display text from it and clears the same-day flag. */
const rates: GridScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/test-rate-effects',
  title: 'Test Rate Effects',
  kind: 'grid',
  entity: 'zone-delivery-rate',
  rowKey: 'id',
  endpoints: { list: { method: 'GET', path: '/rates/zone' }, create: { method: 'POST', path: '/rates/zone/rate', successStatus: 201 } },
  paging: { mode: 'client', sizes: [20], defaultSize: 20 },
  columns: [{ field: 'name', header: 'Name' }],
  options: { rates: ['$9', '$10', '$11'] },
  forms: {
    add: {
      title: 'Add Rate',
      endpoint: 'create',
      entity: 'zone-delivery-rate',
      payload: 'createForm',
      fields: [
        { name: 'rate', label: 'Rate', ui: { widget: 'select', placeholder: 'Choose a Rate', options: 'rates' }, onChange: { set: { displayText: 'Rate {rate}' }, clear: ['isSameDayOnly'] } },
        { name: 'displayText', label: 'Display Text', required: false },
        { name: 'isSameDayOnly', label: 'Same Day Only', ui: { widget: 'checkbox' } },
      ],
    },
  },
  messages: { loadFailed: 'Error on table data initialization' },
};

const validators = compileScreenFormsInNode(rates);

afterEach(() => {
  cleanup();
  resetFormRenders();
  vi.unstubAllGlobals();
});

describe('field effects in a grid form (`onChange`)', () => {
  it('sets and clears the named fields when the user changes the field, and keeps what the user types after', async () => {
    serveAdminApi(() => undefined);
    renderForm(rates, 'add', { validators });
    const dialog = await findDialog('Add Rate');
    const control = (name: string) => within(dialog).getByLabelText<HTMLInputElement>(name);
    fireEvent.click(control('Same Day Only'));
    await waitFor(() => expect(control('Same Day Only').checked).toBe(true));
    const rate = control('Rate');
    fireEvent.change(rate, { target: { value: optionValue(rate, '$11') } });
    await waitFor(() => expect(control('Display Text').value).toBe('Rate $11'));
    expect(control('Same Day Only').checked).toBe(false);
    fireEvent.change(control('Display Text'), { target: { value: 'Ten dollars' } });
    await waitFor(() => expect(control('Display Text').value).toBe('Ten dollars'));
    expect((control('Rate') as unknown as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('$11');
  });
});
