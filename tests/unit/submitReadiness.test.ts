import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { detailText } from '../../runtime/kinds/grid/BadgeCell';
import { fieldsInError, trimmedValues } from '../../runtime/kinds/page/forms/formReadiness';
import type { PageSubmit } from '../../runtime/kinds/page/forms/types';
import { submitReadiness } from '../../runtime/kinds/page/forms/submitReadiness';
import { readState } from '../../runtime/kinds/page/state/pageStore';

const error = (property: string, name = 'pattern'): RJSFValidationError => ({ property, name, message: 'x', stack: 'x' });

describe('fieldsInError: what stops a submit, in the form’s order', () => {
  it('lists blank required fields and refused ones once each, in the order of the form', () => {
    expect(fieldsInError(['dates_closed', 'regions'], ['regions', 'dates_closed'], [])).toEqual(['dates_closed', 'regions']);
    expect(fieldsInError(['ruleName', 'schedule', 'eventBusName'], [], [error('.eventBusName'), error('.ruleName'), error('.ruleName', 'maxLength')])).toEqual(['ruleName', 'eventBusName']);
  });

  it('is empty when nothing stops it', () => {
    expect(fieldsInError(['email'], [], [])).toEqual([]);
  });
});

describe('trimmedValues: the `trim` fields without their surrounding spaces', () => {
  it('trims only the fields that say so, and only text', () => {
    const fields = [{ name: 'email', trim: true }, { name: 'note' }, { name: 'count', trim: true }];
    expect(trimmedValues(fields, { email: '  a@b.ca ', note: ' kept ', count: 3 })).toEqual({ email: 'a@b.ca', note: ' kept ', count: 3 });
  });
});

describe('detailText: a column’s second text, over the row', () => {
  it('fills the template, and says nothing while it fills to blank', () => {
    expect(detailText('{lastPullDate} {lastPullTime}', { lastPullDate: '2026-11-26', lastPullTime: '06:00:00' })).toBe('2026-11-26 06:00:00');
    expect(detailText('{lastPullDate} {lastPullTime}', {})).toBe('');
    expect(detailText(undefined, { lastPullDate: '2026-11-26' })).toBe('');
  });
});

// 002 §5 Report form: Submit waits for a type, a valid name and (but for three types) a region, and says which.
const reportSubmit: Pick<PageSubmit, 'requires'> = {
  requires: [
    { holds: { field: 'report.reportType', filled: true }, message: 'Please choose report type' },
    { holds: { field: 'report.reportName', matches: '^[A-Za-z0-9_ ]+$' }, message: 'Special characters are not allowed' },
    { holds: { any: [{ field: 'report.reportType', in: ['ERROR_REPORT'] }, { field: 'report.deliveryRegion', filled: true }] }, message: 'Please choose region' },
  ],
};
const readinessOf = (submit: Pick<PageSubmit, 'enabledWhen' | 'incomplete' | 'requires'>, report: object) => submitReadiness(submit, (path) => readState({ report }, path));

describe('submitReadiness: the button waits for its conditions and says the first that fails', () => {
  it('names the first unmet requirement, in the order written', () => {
    expect(readinessOf(reportSubmit, {})).toEqual({ enabled: false, note: 'Please choose report type' });
    expect(readinessOf(reportSubmit, { reportType: 'ORDER_REPORT_SAME_DAY', reportName: 'qa-rep', deliveryRegion: [] })).toEqual({ enabled: false, note: 'Special characters are not allowed' });
    expect(readinessOf(reportSubmit, { reportType: 'ORDER_REPORT_SAME_DAY', reportName: 'qa rep', deliveryRegion: [] })).toEqual({ enabled: false, note: 'Please choose region' });
  });

  it('is enabled with no note once every requirement holds', () => {
    expect(readinessOf(reportSubmit, { reportType: 'ORDER_REPORT_SAME_DAY', reportName: 'qa rep', deliveryRegion: ['Winnipeg'] })).toEqual({ enabled: true, note: undefined });
    expect(readinessOf(reportSubmit, { reportType: 'ERROR_REPORT', reportName: 'errors' })).toEqual({ enabled: true, note: undefined });
  });

  it("says `incomplete` while `enabledWhen` fails, before any requirement", () => {
    const submit = { ...reportSubmit, enabledWhen: { field: 'report.ready', equals: true }, incomplete: 'Not ready yet' };
    expect(readinessOf(submit, { reportType: 'ERROR_REPORT', reportName: 'errors' })).toEqual({ enabled: false, note: 'Not ready yet' });
    expect(readinessOf(submit, { ready: true, reportName: 'errors' })).toEqual({ enabled: false, note: 'Please choose report type' });
  });

  it('is enabled with no note when the submit gives no condition', () => {
    expect(readinessOf({}, {})).toEqual({ enabled: true, note: undefined });
  });
});
