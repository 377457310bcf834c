// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeTownApi } from './gridTownApi';
import { serveTownApiPerTest } from './support/townApiPerTest';
import { renderGridScreen, townScreen } from './gridRender';
import { cell, openAndType } from './support/gridCells';

/**
 * How a cell edit reaches the screen (GridTable's value setter, useRowDataNow): inside the key
 * press and the microtasks after it, never in a later task, so the browser's next frame already
 * shows the new text; the edit stays a pending edit of the controller (the grid's rows are not
 * written), with everything that hangs on it.
 */

let api: FakeTownApi;
serveTownApiPerTest((served) => {
  api = served;
});

async function renderTown(): Promise<void> {
  renderGridScreen(townScreen);
  await waitFor(() => expect(cell(0, 'town_name').textContent).toBe('Transcona'));
}

/** Lets the microtasks queued so far run (not timers, not later tasks). */
async function microtasks(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

describe('a cell edit, as the grid paints it', () => {
  it('is a pending edit as Enter is handled and shows its text before any later task runs', async () => {
    await renderTown();
    const input = await openAndType(0, 'town_name', 'Transcona East');

    fireEvent.keyDown(input, { key: 'Enter' });
    // The controller has it already: no timer (AG Grid's async events) stands in between.
    expect(screen.getByText('1 row changed — Transcona: Town')).toBeTruthy();
    await microtasks();
    expect(cell(0, 'town_name').textContent).toBe('Transcona East');
    expect(cell(0, 'town_name').classList.contains('cell-changed')).toBe(true);
  });

  it('never writes into the rows: typing the loaded text back leaves nothing pending', async () => {
    await renderTown();
    fireEvent.keyDown(await openAndType(0, 'town_name', 'Transcona East'), { key: 'Enter' });
    await waitFor(() => expect(cell(0, 'town_name').textContent).toBe('Transcona East'));

    fireEvent.keyDown(await openAndType(0, 'town_name', 'Transcona'), { key: 'Enter' });
    await waitFor(() => expect(cell(0, 'town_name').textContent).toBe('Transcona'));
    expect(cell(0, 'town_name').classList.contains('cell-changed')).toBe(false);
    expect(screen.queryByText(/row changed/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Update All Changes' }).hasAttribute('disabled')).toBe(true);
  });

  it("a failed save still marks the row's first cell 'Not saved', and a new edit keeps the marker", async () => {
    await renderTown();
    api.failUpdatesOf.add(100);
    fireEvent.keyDown(await openAndType(0, 'town_name', 'Transcona East'), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Update All Changes (1)' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Update Town Records' })).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(within(cell(0, 'town_name')).getByText('Not saved')).toBeTruthy());

    fireEvent.keyDown(await openAndType(0, 'town_name', 'Transcona Est'), { key: 'Enter' });
    await microtasks();
    expect(cell(0, 'town_name').textContent).toBe('Transcona EstNot saved');
  });
});
