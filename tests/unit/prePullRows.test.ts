import { describe, expect, it } from 'vitest';
import { configNamed, duplicatePulls, prePullFileName, readPrePullRow, type KnownConfig, type PrePull } from '../../server/api/admin/prePulls/prePullRows';

const WINNIPEG: KnownConfig = { uuid: '3f6c1e52-8b1d-4c6e-9a57-2d41b7e0c911', reportName: 'WINNIPEG_SAME_DAY', fileType: 'excel' };
const TORONTO: KnownConfig = { uuid: 'c4e9b2a1-7d3f-4e18-b6a2-91f05c8d7e34', reportName: 'TORONTO_NEXT_DAY', fileType: 'csv' };
const CONFIGS = [WINNIPEG, TORONTO];
const TODAY = '2026-11-27';

describe('configNamed', () => {
  it('finds a config by its name (any case, spaces as underscores) or its uuid (any case)', () => {
    expect(configNamed('winnipeg same day', CONFIGS)).toBe(WINNIPEG);
    expect(configNamed(' Toronto_Next_Day ', CONFIGS)).toBe(TORONTO);
    expect(configNamed(TORONTO.uuid.toUpperCase(), CONFIGS)).toBe(TORONTO);
    expect(configNamed('CALGARY_NEXT_DAY', CONFIGS)).toBeUndefined();
    expect(configNamed('00000000-0000-4000-8000-000000000000', CONFIGS)).toBeUndefined();
  });
});

describe('readPrePullRow', () => {
  it('reads a good row', () => {
    expect(readPrePullRow({ row: 2, cells: { report: 'winnipeg same day', deliveryDate: TODAY, note: 'Rush' } }, CONFIGS, TODAY)).toEqual({ ok: true, pull: { row: 2, config: WINNIPEG, deliveryDate: TODAY, note: 'Rush' } });
  });

  it('names every problem of a row in one reason', () => {
    expect(readPrePullRow({ row: 4, cells: { report: 'NOPE', deliveryDate: '2026-11-26', note: 'a/b' } }, CONFIGS, TODAY)).toEqual({
      ok: false,
      row: 4,
      reason: "Row 4: Report 'NOPE' is no order pull config; Delivery Date 2026-11-26 is in the past; Note may hold letters, digits, spaces, - and _ only",
    });
    expect(readPrePullRow({ row: 5, cells: {} }, CONFIGS, TODAY)).toEqual({ ok: false, row: 5, reason: 'Row 5: Report is empty; Delivery Date is empty' });
    expect(readPrePullRow({ row: 6, cells: { report: 'WINNIPEG_SAME_DAY', deliveryDate: '2027-02-29' } }, CONFIGS, TODAY)).toMatchObject({ reason: "Row 6: Delivery Date '2027-02-29' is not a yyyy-mm-dd day" });
    expect(readPrePullRow({ row: 7, cells: { report: 'WINNIPEG_SAME_DAY', deliveryDate: TODAY, note: 'x'.repeat(61) } }, CONFIGS, TODAY)).toMatchObject({ reason: 'Row 7: Note is longer than 60 characters' });
  });
});

describe('duplicatePulls and prePullFileName', () => {
  const pull = (row: number, config: KnownConfig, deliveryDate: string, note = ''): PrePull => ({ row, config, deliveryDate, note });

  it('names a row asking again for a report and day already asked for', () => {
    expect(duplicatePulls([pull(2, WINNIPEG, TODAY), pull(3, TORONTO, TODAY), pull(4, WINNIPEG, '2026-11-28'), pull(5, WINNIPEG, TODAY)])).toEqual([
      { row: 5, reason: `Row 5: WINNIPEG_SAME_DAY for ${TODAY} is already asked for in row 2` },
    ]);
  });

  it('builds the file name from the prefix, report, day and note, csv by the config', () => {
    expect(prePullFileName('(Pre-pull)', pull(2, WINNIPEG, TODAY, 'Holiday  rush'))).toBe('(Pre-pull)WINNIPEG_SAME_DAY_2026-11-27_Holiday_rush.xlsx');
    expect(prePullFileName('', pull(2, TORONTO, TODAY))).toBe('TORONTO_NEXT_DAY_2026-11-27.csv');
  });
});
