import { describe, expect, it } from 'vitest';
import type { OptionSets } from '../../runtime/generated/screen';
import { formatCell } from '../../runtime/kinds/grid/formats';
import { resolveColumnOptions } from '../../runtime/kinds/grid/optionSets';
import { filterRows } from '../../runtime/kinds/grid/paging';
import { shownTextOf } from '../../runtime/kinds/grid/searchText';
import { valueText } from '../../runtime/kinds/grid/cellText';
import { deleteFailedText } from '../../runtime/kinds/grid/useRowDelete';

const sets: OptionSets = { reportTypes: [{ value: 'ORDER_REPORT_SAME_DAY', label: 'Same day' }, { value: 'ERROR_REPORT', label: 'Error' }] };
const typeColumn = resolveColumnOptions({ field: 'reportType', header: 'Report Type', format: { labels: 'reportTypes' } }, sets);
const rows = [
  { reportName: 'WINNIPEG_SAME_DAY', reportType: 'ORDER_REPORT_SAME_DAY', deliveryRegion: ['Winnipeg', 'Rural_MB'] },
  { reportName: 'ALL_ERRORS', reportType: 'ERROR_REPORT', deliveryRegion: [] },
];

describe('a column showing an option set’s labels (`format: { labels }`)', () => {
  it('shows the label of the value, and a value the set does not label as it is', () => {
    expect(formatCell(typeColumn, 'ORDER_REPORT_SAME_DAY', 'en-CA')).toBe('Same day');
    expect(formatCell(typeColumn, 'FLASHBOX_REPORT', 'en-CA')).toBeUndefined();
    expect(formatCell(typeColumn, '', 'en-CA')).toBeUndefined();
  });

  it('is found by the client search by its label as well as its value', () => {
    const shown = shownTextOf([typeColumn], 'en-CA');
    expect(filterRows(rows, 'same day', ['reportType'], shown).map((row) => row.reportName)).toEqual(['WINNIPEG_SAME_DAY']);
    expect(filterRows(rows, 'ERROR_REP', ['reportType'], shown).map((row) => row.reportName)).toEqual(['ALL_ERRORS']);
    expect(filterRows(rows, 'same day', ['reportType']).map((row) => row.reportName)).toEqual([]);
    expect(filterRows(rows, 'rural', ['deliveryRegion'], shown).map((row) => row.reportName)).toEqual(['WINNIPEG_SAME_DAY']);
  });
});

describe('cells and failures of the configs list', () => {
  it('reads a list as its items, comma-separated', () => {
    expect(valueText({ field: 'deliveryRegion', header: 'Region' }, ['Winnipeg', 'Rural_MB'], {})).toBe('Winnipeg, Rural_MB');
  });

  it('a failed delete says the server’s sentence first with serverErrorText, else deleteFailed (002 §8)', () => {
    expect(deleteFailedText({ serverErrorText: true }, 'response error', 'There is no order report x.', 404)).toBe('There is no order report x.');
    expect(deleteFailedText({ serverErrorText: true }, 'response error', undefined, 502)).toBe('response error');
    expect(deleteFailedText({}, 'Delete failed.', 'server says', 500)).toBe('Delete failed.');
    expect(deleteFailedText({}, undefined, undefined, 500)).toBe('The delete failed (HTTP 500).');
  });
});
