import { describe, expect, it } from 'vitest';
import type { LookupOptions } from '../../runtime/kinds/grid/cellText';
import {
  NO_EDITS,
  afterSave,
  applyEdits,
  changeList,
  changeNote,
  dropRow,
  editCell,
  failureNotes,
  rebaseConflicts,
  isChanged,
  isFailed,
  rowWithChanges,
  type AppliedRows,
} from '../../runtime/kinds/grid/pendingEdits';
import type { Column, Row } from '../../runtime/kinds/grid/types';

const columns: Column[] = [
  { field: 'town_name', header: 'Town', editor: 'text' },
  { field: 'zone_id', header: 'Zone', editor: { lookup: 'zones' }, display: 'zone_name' },
  { field: 'region_name', header: 'Region' },
];

const lookups: LookupOptions = {
  zones: [
    { value: 1, label: 'Winnipeg North', row: {} },
    { value: 2, label: 'Winnipeg South', row: {} },
  ],
};

const transcona: Row = { town_id: 10, town_name: 'Transcona', zone_id: 1, zone_name: 'Winnipeg North', region_name: 'Winnipeg' };
const stVital: Row = { town_id: 11, town_name: 'St. Vital', zone_id: 2, zone_name: 'Winnipeg South', region_name: 'Winnipeg' };
const keyOf = (row: Row) => String(row.town_id);

function twoRowsEdited() {
  let edits = editCell(NO_EDITS, '10', transcona, 'town_name', 'Transcona East');
  edits = editCell(edits, '10', transcona, 'zone_id', 2);
  edits = editCell(edits, '11', stVital, 'town_name', 'Saint Vital');
  return edits;
}

describe('pending edits', () => {
  it('collects changes per row with the loaded value and the typed one', () => {
    const edits = twoRowsEdited();
    expect(edits.map((edit) => edit.key)).toEqual(['10', '11']);
    expect(edits[0]?.changes).toEqual({ town_name: { from: 'Transcona', to: 'Transcona East' }, zone_id: { from: 1, to: 2 } });
    expect(edits[0]?.original).toBe(transcona);
    expect(isChanged(edits, '10', 'zone_id')).toBe(true);
    expect(isChanged(edits, '10', 'region_name')).toBe(false);
    expect(isChanged(edits, '12', 'town_name')).toBe(false);
  });

  it('keeps the value first loaded as the original across several edits of a cell', () => {
    let edits = editCell(NO_EDITS, '10', transcona, 'town_name', 'A');
    edits = editCell(edits, '10', { ...transcona, town_name: 'A' }, 'town_name', 'B');
    expect(edits[0]?.changes.town_name).toEqual({ from: 'Transcona', to: 'B' });
  });

  it('removes a change typed back to its original value, and the row when nothing is left', () => {
    let edits = twoRowsEdited();
    edits = editCell(edits, '10', transcona, 'zone_id', 1);
    expect(Object.keys(edits[0]?.changes ?? {})).toEqual(['town_name']);
    edits = editCell(edits, '10', transcona, 'town_name', 'Transcona');
    expect(edits.map((edit) => edit.key)).toEqual(['11']);
  });

  it('treats text typed for a number, and empty text for a missing value, as unchanged', () => {
    expect(editCell(NO_EDITS, '10', transcona, 'zone_id', '1')).toEqual([]);
    expect(editCell(NO_EDITS, '10', { ...transcona, note: null }, 'note', '')).toEqual([]);
  });

  it('writes the running note of changed columns per row', () => {
    expect(changeNote(NO_EDITS, columns, lookups)).toBe('');
    expect(changeNote(twoRowsEdited(), columns, lookups)).toBe('2 rows changed — Transcona: Town, Zone; St. Vital: Town');
    expect(changeNote(editCell(NO_EDITS, '11', stVital, 'zone_id', 1), columns, lookups)).toBe('1 row changed — St. Vital: Zone');
  });

  it('lists every change for the confirm with lookup labels instead of ids', () => {
    expect(changeList(twoRowsEdited(), columns, lookups)).toEqual([
      { key: '10', row: 'Transcona', column: 'Town', from: 'Transcona', to: 'Transcona East', failed: false },
      { key: '10', row: 'Transcona', column: 'Zone', from: 'Winnipeg North', to: 'Winnipeg South', failed: false },
      { key: '11', row: 'St. Vital', column: 'Town', from: 'St. Vital', to: 'Saint Vital', failed: false },
    ]);
  });

  it('applies changes to the rows shown and to the row a per-row update sends', () => {
    const edits = twoRowsEdited();
    const shown = applyEdits([transcona, stVital, { town_id: 12, town_name: 'Selkirk' }], edits, keyOf);
    expect(shown[0]).toMatchObject({ town_name: 'Transcona East', zone_id: 2 });
    expect(shown[1]).toMatchObject({ town_name: 'Saint Vital', zone_id: 2 });
    expect(shown[2]).toEqual({ town_id: 12, town_name: 'Selkirk' });
    expect(transcona.town_name).toBe('Transcona');
    const first = edits[0];
    if (!first) throw new Error('no edit');
    expect(rowWithChanges(first)).toEqual({ ...transcona, town_name: 'Transcona East', zone_id: 2 });
  });

  it('keeps an edited row\'s object while its edit is unchanged, so one more edit changes one row', () => {
    const applied: AppliedRows = new WeakMap();
    const rows = [transcona, stVital];
    const edits = twoRowsEdited();
    const shown = applyEdits(rows, edits, keyOf, applied);
    const next = editCell(edits, '11', stVital, 'zone_id', 3);
    const after = applyEdits(rows, next, keyOf, applied);
    expect(after[0]).toBe(shown[0]);
    expect(after[1]).not.toBe(shown[1]);
    expect(after[1]).toMatchObject({ town_name: 'Saint Vital', zone_id: 3 });
  });

  it('after a partial failure clears saved rows and keeps failed ones pending, marked, with everything typed', () => {
    const edits = afterSave(twoRowsEdited(), { saved: ['11'], failed: ['10'] });
    expect(edits.map((edit) => edit.key)).toEqual(['10']);
    expect(isFailed(edits, '10')).toBe(true);
    expect(edits[0]?.changes).toEqual({ town_name: { from: 'Transcona', to: 'Transcona East' }, zone_id: { from: 1, to: 2 } });
    expect(changeList(edits, columns, lookups).every((line) => line.failed)).toBe(true);
    // A failed row saved later leaves the list.
    expect(afterSave(edits, { saved: ['10'], failed: [] })).toEqual([]);
  });

  it('keeps the server’s reason with each failed row, replacing it at the next failure and dropping it once saved', () => {
    const edits = afterSave(twoRowsEdited(), { saved: [], failed: ['10', '11'], reasons: { '10': 'The town name is taken.' } });
    expect(failureNotes(edits, columns, lookups)).toEqual([
      { key: '10', row: 'Transcona', reason: 'The town name is taken.', conflict: false },
      { key: '11', row: 'St. Vital', reason: undefined, conflict: false },
    ]);
    const again = afterSave(edits, { saved: ['11'], failed: ['10'], reasons: { '10': 'HTTP 502' } });
    expect(failureNotes(again, columns, lookups)).toEqual([{ key: '10', row: 'Transcona', reason: 'HTTP 502', conflict: false }]);
    expect(failureNotes(afterSave(again, { saved: ['10'], failed: [] }), columns, lookups)).toEqual([]);
  });

  it('marks the rows someone else changed; reloading them keeps what was typed over the stored row and its new version', () => {
    const edits = afterSave(twoRowsEdited(), { saved: [], failed: ['10', '11'], conflicts: ['10'] });
    expect(failureNotes(edits, columns, lookups).map((note) => note.conflict)).toEqual([true, false]);
    const stored: Row[] = [
      { ...transcona, town_name: 'Transcona North', version: 2 },
      { ...stVital, version: 5 },
    ];
    const rebased = rebaseConflicts(edits, stored, (row) => String(row.town_id));
    const first = rebased.find((edit) => edit.key === '10');
    expect(first?.original).toEqual(stored[0]);
    expect(first?.changes).toEqual({ town_name: { from: 'Transcona North', to: 'Transcona East' }, zone_id: { from: 1, to: 2 } });
    expect(first?.failed).toBe(false);
    expect(rowWithChanges(first ?? edits[0]!)).toMatchObject({ version: 2, town_name: 'Transcona East' });
    // A row that was not in conflict is left as it was.
    expect(rebased.find((edit) => edit.key === '11')).toBe(edits[1]);
    // A change someone else already made leaves nothing pending.
    const same = rebaseConflicts(afterSave(editCell(NO_EDITS, '10', transcona, 'town_name', 'Transcona East'), { saved: [], failed: ['10'], conflicts: ['10'] }), [{ ...transcona, town_name: 'Transcona East', version: 3 }], (row) => String(row.town_id));
    expect(same).toEqual([]);
  });

  it('keeps the failed mark while the row is edited further', () => {
    const edits = editCell(afterSave(twoRowsEdited(), { saved: [], failed: ['10', '11'] }), '10', transcona, 'town_name', 'Transcona West');
    expect(isFailed(edits, '10')).toBe(true);
    expect(edits[0]?.changes.town_name).toEqual({ from: 'Transcona', to: 'Transcona West' });
  });

  it('drops the edits of a deleted row; refresh starts from no edits', () => {
    expect(dropRow(twoRowsEdited(), '10').map((edit) => edit.key)).toEqual(['11']);
    const edits = NO_EDITS;
    expect(edits).toEqual([]);
  });

  it('names a row by its key when its first column is empty', () => {
    const edits = editCell(NO_EDITS, '13', { town_id: 13, town_name: '' }, 'zone_id', 1);
    expect(changeNote(edits, columns, lookups)).toBe('1 row changed — 13: Zone');
  });
});
