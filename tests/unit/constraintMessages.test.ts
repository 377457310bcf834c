import { describe, expect, it } from 'vitest';
import { constraintMessage } from '../../runtime/kinds/form/constraintMessages';

const postal = { label: 'Postal Code' };

describe('constraintMessage: a readable message from the label and the limit', () => {
  it('words the lengths', () => {
    expect(constraintMessage({ keyword: 'maxLength', params: { limit: 7 } }, postal)).toBe('Postal Code must be at most 7 characters.');
    expect(constraintMessage({ keyword: 'minLength', params: { limit: 6 } }, postal)).toBe('Postal Code must be at least 6 characters.');
    expect(constraintMessage({ keyword: 'minLength', params: { limit: 1 } }, postal)).toBe("Postal Code can't be empty.");
    expect(constraintMessage({ keyword: 'maxLength', params: { limit: 1 } }, { label: 'Initial' })).toBe('Initial must be at most 1 character.');
  });

  it('words the numbers, types and choices', () => {
    expect(constraintMessage({ keyword: 'minimum', params: { comparison: '>=', limit: 1 } }, { label: 'Orders per file' })).toBe('Orders per file must be at least 1.');
    expect(constraintMessage({ keyword: 'maximum', params: { comparison: '<=', limit: 5000 } }, { label: 'Orders per file' })).toBe('Orders per file must be at most 5000.');
    expect(constraintMessage({ keyword: 'exclusiveMinimum', params: { limit: 0 } }, { label: 'Rate' })).toBe('Rate must be more than 0.');
    expect(constraintMessage({ keyword: 'exclusiveMaximum', params: { limit: 100 } }, { label: 'Rate' })).toBe('Rate must be less than 100.');
    expect(constraintMessage({ keyword: 'multipleOf', params: { multipleOf: 1 } }, { label: 'Quantity' })).toBe('Quantity must be a whole number.');
    expect(constraintMessage({ keyword: 'multipleOf', params: { multipleOf: 0.25 } }, { label: 'Hours' })).toBe('Hours must be a multiple of 0.25.');
    expect(constraintMessage({ keyword: 'type', params: { type: 'integer' } }, { label: 'Zone' })).toBe('Zone must be a whole number.');
    expect(constraintMessage({ keyword: 'type', params: { type: 'string,null' } }, { label: 'Note' })).toBe('Note must be text.');
    expect(constraintMessage({ keyword: 'enum', params: { allowedValues: ['MB', 'ON'] } }, { label: 'Province' })).toBe('Province must be one of the choices offered.');
    expect(constraintMessage({ keyword: 'const', params: { allowedValue: 'yes' } }, { label: 'Consent' })).toBe("Consent must be 'yes'.");
    expect(constraintMessage({ keyword: 'required', params: { missingProperty: 'town_name' } }, { label: 'Town' })).toBe('Town is required.');
  });

  it('words the known formats, and lists', () => {
    expect(constraintMessage({ keyword: 'format', params: { format: 'date' } }, { label: 'Delivery Date' })).toBe('Delivery Date must be a date written yyyy-mm-dd.');
    expect(constraintMessage({ keyword: 'format', params: { format: 'email' } }, { label: 'Email' })).toBe('Email must be an e-mail address.');
    expect(constraintMessage({ keyword: 'format', params: { format: 'ipv6' } }, { label: 'Host' })).toBe('Host is not in the expected form.');
    expect(constraintMessage({ keyword: 'minItems', params: { limit: 1 } }, { label: 'Regions' })).toBe('Regions needs at least 1 entry.');
    expect(constraintMessage({ keyword: 'maxItems', params: { limit: 20 } }, { label: 'Regions' })).toBe('Regions can hold at most 20 entries.');
    expect(constraintMessage({ keyword: 'uniqueItems', params: { i: 1, j: 0 } }, { label: 'Regions' })).toBe('Regions must not hold the same entry twice.');
    expect(constraintMessage({ keyword: 'maxLength', params: { limit: 50 } }, { label: 'Tags', entry: true })).toBe('Each entry of Tags must be at most 50 characters.');
  });

  it('never words a pattern from the expression: the widget says the form of its value, else only that it is not in the expected form', () => {
    expect(constraintMessage({ keyword: 'pattern', params: { pattern: '^\\d{4}-\\d{2}-\\d{2}$' } }, { label: 'Delivery Date', valueForm: 'a date written yyyy-mm-dd' })).toBe('Delivery Date must be a date written yyyy-mm-dd.');
    const refused = constraintMessage({ keyword: 'pattern', params: { pattern: '^[0-9]{1,9}$' } }, { label: 'Template id' });
    expect(refused).toBe('Template id is not in the expected form.');
    expect(refused).not.toContain('[0-9]');
  });
});
