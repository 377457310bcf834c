// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import { compileScreenFormsInNode } from '../../scripts/forms/compileInNode';
import cutoffsText from '../fixtures/valid-screens/cutoffs.screen.json?raw';
import { findDialog, renderForm, resetFormRenders, serveAdminApi, shownToasts } from './formRender';

// A grid form with `load` (tests/fixtures/valid-screens/cutoffs.screen.json, form datesClosed):
// GET /region-rules/{region_id}/rule when it opens, PUT with what was read.
const cutoffs = JSON.parse(cutoffsText) as GridScreen;
const ROW = { region: 'Winnipeg', region_id: 7, province: 'Manitoba' };

afterEach(() => {
  cleanup();
  resetFormRenders();
  vi.unstubAllGlobals();
});

describe('a grid form that loads its values (load)', () => {
  it('opens filled from the answer over the row, and sends what it read (the rule version) back', async () => {
    const { requests } = serveAdminApi((request) => {
      if (request.method === 'GET' && request.path === '/region-rules/7/rule') return { status: 200, body: { region_id: 7, closeDates: '2026-12-24', version: 3 } };
      if (request.method === 'PUT' && request.path === '/region-rules/7/rule') return { status: 200, body: { success: 'Closed dates of Winnipeg have been updated.' } };
      return undefined;
    });
    const { onSaved } = renderForm(cutoffs, 'datesClosed', { row: ROW, validators: compileScreenFormsInNode(cutoffs) });
    // 'Loading…' first, then the form in a dialog of its own.
    expect(within(await findDialog('Dates Closed')).getByText('Loading…')).toBeTruthy();
    const dates = await screen.findByRole('textbox', { name: 'closeDates' });
    const dialog = await findDialog('Dates Closed');
    expect((dates as HTMLInputElement).value).toBe('2026-12-24');
    fireEvent.change(dates, { target: { value: '2026-12-24,2026-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ type: 'datesClosed', closeDates: '2026-12-24,2026-12-31', version: 3 });
  });

  it('toasts its failed message and closes when the values cannot be read', async () => {
    serveAdminApi(() => ({ status: 500, body: { error: 'boom' } }));
    const { onClose } = renderForm(cutoffs, 'datesClosed', { row: ROW, validators: compileScreenFormsInNode(cutoffs) });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(shownToasts()).toEqual([{ text: 'Error fetching rule.', variant: 'warning' }]);
  });
});
