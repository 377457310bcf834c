// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import { findDialog, optionTexts, optionValue, renderForm, resetFormRenders, serveAdminApi, shownToasts } from './formRender';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';

// As the console receives it: shared entries (screens/shared/) written in.
const region = resolvedDefinitionSync('screens/places/region.screen.json') as GridScreen;
const WAREHOUSES = [
  { id: 1, name: 'Winnipeg Depot', sku: 'wpg' },
  { id: 2, name: 'Calgary Depot', sku: 'yyc' },
];
const ROW = { region_id: 12, region_name: 'Calgary', warehouse_id: 1, warehouse_name: 'Winnipeg Depot', province_id: 3 };

afterEach(() => {
  cleanup();
  resetFormRenders();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an edit form opened for a row (initial: row)', () => {
  it('opens filled from the row, and sends to the row path with a column of the chosen option', async () => {
    const { requests } = serveAdminApi((request) => {
      if (request.method === 'GET' && request.path === '/warehouse') return { status: 200, body: WAREHOUSES };
      if (request.method === 'PUT' && request.path === '/places/region/12') return { status: 200, body: { success: 'Region updated.' } };
      return undefined;
    });
    const { onSaved, onDirtyChange } = renderForm(region, 'edit', { row: ROW });
    const dialog = await findDialog('Update Region');
    const warehouse = within(dialog).getByRole('combobox', { name: 'Warehouse' });
    await waitFor(() => expect(optionTexts(warehouse)).toEqual(['Choose a warehouse', 'Winnipeg Depot - wpg', 'Calgary Depot - yyc']));
    expect((warehouse as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Winnipeg Depot - wpg');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);

    fireEvent.change(warehouse, { target: { value: optionValue(warehouse, 'Calgary Depot - yyc') } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ warehouse_id: 2, short_code: 'YYC' }]);
    expect(shownToasts()).toEqual([{ text: 'Region updated.', variant: 'success' }]);
  });
});
