import { describe, expect, it } from 'vitest';
import type { CallResult } from '../../runtime/api/callEndpoint';
import type { GridScreen } from '../../runtime/generated/screen';
import { arraysBody, arraysUpdateBody, failedText, failureReason, failureReasons, requestFieldHeaders, saveOutcome, savedText } from '../../runtime/kinds/grid/batchRequest';
import { cellText, selectValues, valueText } from '../../runtime/kinds/grid/cellText';
import { NO_EDITS, editCell } from '../../runtime/kinds/grid/pendingEdits';
import { emptyGridRowCache, toGridRows } from '../../runtime/kinds/grid/gridRows';
import type { Column, Row } from '../../runtime/kinds/grid/types';

type BatchUpdate = NonNullable<GridScreen['batchUpdate']>;

const batch: BatchUpdate = {
  endpoint: 'update',
  mode: 'arrays',
  arrays: { townIDArray: 'town_id', townNameArray: 'town_name', zoneIDArray: 'zone_id' },
  body: { forceCascadeUpdate: '{confirm.force}' },
  confirm: { title: 'Update', checkbox: { name: 'force', label: 'Force', default: true } },
  failureStyle: 'danger',
  serverErrorText: true,
};

const a: Row = { town_id: 10, town_name: 'Transcona', zone_id: 1 };
const b: Row = { town_id: 11, town_name: 'St. Vital', zone_id: 2 };
const edits = editCell(editCell(NO_EDITS, '10', a, 'zone_id', 3), '11', b, 'town_name', 'Saint Vital');

const ok = (successText?: string): CallResult => ({ ok: true, status: 200, data: {}, successText });
const failed = (errorText?: string, status = 400): CallResult => ({ ok: false, status, data: {}, errorText });

describe('batch request', () => {
  it('builds parallel arrays in row order with the changes applied', () => {
    expect(arraysBody(edits, batch.arrays)).toEqual({
      townIDArray: [10, 11],
      townNameArray: ['Transcona', 'Saint Vital'],
      zoneIDArray: [3, 2],
    });
  });

  it('adds the body templates reading the confirm checkbox, keeping its boolean type', () => {
    expect(arraysUpdateBody(batch, edits, false)).toMatchObject({ forceCascadeUpdate: false, townIDArray: [10, 11] });
    expect(arraysUpdateBody(batch, edits, true).forceCascadeUpdate).toBe(true);
  });

  it('pairs per-row answers with rows, or one answer with every row', () => {
    expect(saveOutcome(['10', '11'], [failed('Town exists'), ok('Town updated')])).toEqual({
      saved: ['11'],
      failed: ['10'],
      successText: 'Town updated',
      errorText: 'Town exists',
      failedStatus: 400,
    });
    expect(saveOutcome(['10', '11'], [ok()])).toMatchObject({ saved: ['10', '11'], failed: [] });
    expect(saveOutcome(['10', '11'], [failed(undefined, 500)])).toMatchObject({ saved: [], failed: ['10', '11'], failedStatus: 500 });
  });

  it('toasts the server sentence or a count on success', () => {
    expect(savedText(saveOutcome(['10'], [ok('Town updated successfully')]))).toBe('Town updated successfully');
    expect(savedText(saveOutcome(['10', '11'], [ok(), ok()]))).toBe('2 rows updated.');
  });

  it('toasts the server error when asked and sent, else the screen message', () => {
    const messages = { loadFailed: 'x', updateFailed: 'Town update process failed.' };
    expect(failedText(batch, messages, saveOutcome(['10'], [failed('Town name taken')]))).toBe('Town name taken');
    expect(failedText(batch, messages, saveOutcome(['10'], [failed()]))).toBe('Town update process failed.');
    expect(failedText({ ...batch, serverErrorText: false }, messages, saveOutcome(['10'], [failed('Town name taken')]))).toBe(
      'Town update process failed.',
    );
  });
});

describe('why a row was not saved', () => {
  const headerOf = requestFieldHeaders({ mode: 'perRow' }, { body: { code: '{postalcode}', town_id: '{town_id}' } }, [
    { field: 'postalcode', header: 'Postal Code' },
    { field: 'town_id', header: 'Town' },
  ]);
  const refused: CallResult = { ok: false, status: 400, data: { error: 'The postal code is not valid.', fields: { postalcode: 'must look like A1A 1A1', town_id: ['is in another zone'] } }, errorText: 'The postal code is not valid.' };

  it('gives the server sentence with its field errors under the column headers', () => {
    expect(failureReason({ ...refused, data: { fields: { code: 'must look like A1A 1A1', town_id: ['is in another zone'], version: 'is 2 now' } } }, headerOf)).toBe(
      'The postal code is not valid. · Postal Code: must look like A1A 1A1 · Town: is in another zone',
    );
  });

  it('names array fields by their columns, and leaves out fields no column carries', () => {
    const arrays = requestFieldHeaders(batch, { body: undefined }, [{ field: 'town_name', header: 'Town' }]);
    const stale: CallResult = { ok: false, status: 409, data: { fields: { 'versionArray.0': 'is 2 now', 'townNameArray.0': 'is taken' } }, errorText: 'Town A was changed.' };
    expect(failureReason(stale, arrays)).toBe('Town A was changed. · Town: is taken');
    // Without a sentence, the raw field errors are better than nothing.
    expect(failureReason({ ...stale, errorText: undefined, data: { fields: { 'versionArray.0': 'is 2 now' } } }, arrays)).toBe('versionArray.0: is 2 now');
  });

  it('says the server was not reached, or the status, when nothing was said', () => {
    expect(failureReason({ ok: false, status: 0, data: undefined, errorText: undefined }, headerOf)).toBe('The server could not be reached.');
    expect(failureReason(failed(undefined, 502), headerOf)).toBe('HTTP 502');
    expect(failureReason(ok(), headerOf)).toBeUndefined();
  });

  it('pairs reasons with their rows, or gives the one answer to every row', () => {
    expect(failureReasons(['1', '2'], [ok(), refused], headerOf)).toEqual({ '2': failureReason(refused, headerOf) });
    expect(failureReasons(['1', '2'], [failed('Town exists')], headerOf)).toEqual({ '1': 'Town exists', '2': 'Town exists' });
  });
});

describe('cell texts', () => {
  const zone: Column = { field: 'zone_id', header: 'Zone', editor: { lookup: 'zones' }, display: 'zone_name' };
  const rate: Column = { field: 'rate', header: 'Rate', editor: { options: ['$0', '$1'] } };
  const status: Column = { field: 'status', header: 'Status', editor: 'boolean' };
  const lookups = { zones: [{ value: 3, label: 'Winnipeg East', row: {} }] };

  it('shows the display field until edited, then the lookup label', () => {
    const row = { zone_id: 3, zone_name: 'Old name' };
    expect(cellText(zone, row, false, lookups)).toBe('Old name');
    expect(cellText(zone, row, true, lookups)).toBe('Winnipeg East');
    expect(cellText(zone, { zone_id: 3 }, false, lookups)).toBe('Winnipeg East');
    expect(cellText(zone, { zone_id: 9 }, true, lookups)).toBe('9');
  });

  it('offers the fixed options or the lookup values', () => {
    expect(selectValues(rate, lookups)).toEqual(['$0', '$1']);
    expect(selectValues(zone, lookups)).toEqual([3]);
    expect(selectValues(status, lookups)).toBeUndefined();
    expect(valueText(status, true, lookups)).toBe('Yes');
    expect(valueText(status, false, lookups)).toBe('No');
  });

  it('wraps rows for the grid, keeping each wrapper while its row and edit stay the same', () => {
    const cache = emptyGridRowCache();
    const keyOf = (row: Row) => String(row.town_id);
    const first = toGridRows([a, b], edits, keyOf, cache);
    expect(first.map((row) => [row.key, row.changed, row.failed])).toEqual([
      ['10', ['zone_id'], false],
      ['11', ['town_name'], false],
    ]);
    // One more edit elsewhere: the rows edited before keep their wrappers (the grid redraws none of them).
    const again = toGridRows([a, b], [...edits], keyOf, cache);
    expect(again[0]).toBe(first[0]);
    expect(again[1]).toBe(first[1]);
    // Their edits gone: wrappers of the unedited rows, kept from then on.
    const plain = toGridRows([a, b], NO_EDITS, keyOf, cache);
    expect(plain.map((row) => row.changed)).toEqual([[], []]);
    expect(toGridRows([a, b], NO_EDITS, keyOf, cache)[0]).toBe(plain[0]);
    // A row loaded again is another object: a new wrapper, the others kept.
    const reloaded = { ...b };
    const afterReload = toGridRows([a, reloaded], NO_EDITS, keyOf, cache);
    expect(afterReload[0]).toBe(plain[0]);
    expect(afterReload[1]).not.toBe(plain[1]);
    expect(afterReload[1]?.values).toBe(reloaded);
  });
});
