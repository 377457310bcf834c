import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { detailText } from '../../runtime/kinds/grid/BadgeCell';
import { fieldsInError, trimmedValues } from '../../runtime/kinds/page/forms/formReadiness';

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
