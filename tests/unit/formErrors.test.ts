import { createErrorHandler, unwrapErrorHandler, type RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { ResolvedForm } from '../../runtime/kinds/form/types';
import {
  fieldOfError,
  formErrorTransformer,
  notBeforeTodayFields,
  notBeforeValidator,
  serverFieldErrors,
  withoutFieldErrors,
} from '../../runtime/kinds/form/formErrors';
import { serverFieldNames } from '../../runtime/kinds/form/serverFieldNames';

const form: ResolvedForm = {
  title: 'Add Town',
  endpoint: 'create',
  schema: { type: 'object', properties: { town_name: { type: 'string' }, zone_id: { type: 'integer' }, cutoff_date: { type: 'string' }, other_date: { type: 'string' } } },
  ui: { cutoff_date: { widget: 'date', notBefore: 'today' }, other_date: { widget: 'date' } },
  messages: {
    town_name: { required: 'Town is required', minLength: 'Town is required' },
    zone_id: { required: 'Choose a Zone' },
    cutoff_date: { notBefore: 'Choose today or a later day' },
  },
};

const required = (field: string): RJSFValidationError => ({
  name: 'required',
  property: field,
  params: { missingProperty: field },
  message: `must have required property '${field}'`,
  stack: `must have required property '${field}'`,
  schemaPath: '#/required',
});

describe('fieldOfError', () => {
  it('reads the missing property of a required error and the property of others', () => {
    expect(fieldOfError(required('zone_id'))).toBe('zone_id');
    expect(fieldOfError({ name: 'minLength', property: '.town_name', params: { limit: 1 }, stack: '' })).toBe('town_name');
    expect(fieldOfError({ name: 'type', property: '', stack: '' })).toBeUndefined();
  });
});

describe('formErrorTransformer', () => {
  const transform = formErrorTransformer(form);

  it('puts the specified message of the field and keyword in message and stack', () => {
    const [town, zone] = transform([required('town_name'), required('zone_id')], {});
    expect(town).toMatchObject({ message: 'Town is required', stack: 'Town is required' });
    expect(zone).toMatchObject({ message: 'Choose a Zone', stack: 'Choose a Zone' });
  });

  it('maps other keywords by field too', () => {
    const [error] = transform([{ name: 'minLength', property: '.town_name', params: { limit: 1 }, message: 'must NOT have fewer than 1 characters', stack: '.town_name must NOT have fewer than 1 characters' }], {});
    expect(error?.message).toBe('Town is required');
  });

  it('drops the required error of a shown computed field (reported on the inputs it reads instead)', () => {
    const withName: ResolvedForm = { ...form, schema: { type: 'object', properties: { name: { type: 'string' }, town_name: { type: 'string' } } }, computed: { name: '{town_name}' } };
    expect(formErrorTransformer(withName)([required('name'), required('town_name')], {}).map((error) => (error.params as { missingProperty?: unknown } | undefined)?.missingProperty)).toEqual(['town_name']);
  });

  it("never keeps ajv's text: where the definition says nothing, the message is made from the label and the limit", () => {
    const original: RJSFValidationError = { name: 'type', property: '.zone_id', params: { type: 'integer' }, message: 'must be integer', stack: '.zone_id must be integer' };
    expect(transform([original], {})).toEqual([{ ...original, message: 'zone_id must be a whole number.', stack: 'zone_id must be a whole number.' }]);
  });
});

describe('notBefore: today', () => {
  it('lists the dates that may not be in the past', () => {
    expect(notBeforeTodayFields(form)).toEqual(['cutoff_date']);
  });

  function errorsFor(formData: Record<string, unknown>) {
    const errors = notBeforeValidator(form, '2026-03-08')(formData, createErrorHandler(formData), {});
    return unwrapErrorHandler(errors);
  }

  it('rejects a typed date before today with the specified message', () => {
    expect(errorsFor({ cutoff_date: '2026-03-07', other_date: '2020-01-01' })).toEqual({
      __errors: [],
      cutoff_date: { __errors: ['Choose today or a later day'] },
      other_date: { __errors: [] },
    });
  });

  it('accepts today, later days and an empty field', () => {
    expect(errorsFor({ cutoff_date: '2026-03-08' })).toEqual({ __errors: [], cutoff_date: { __errors: [] } });
    expect(errorsFor({ cutoff_date: '2026-12-31' })).toEqual({ __errors: [], cutoff_date: { __errors: [] } });
    expect(errorsFor({})).toEqual({ __errors: [] });
  });
});

describe('server field errors', () => {
  it("turns the answer's fields into errors beside the fields", () => {
    expect(serverFieldErrors({ error: 'Invalid town', fields: { town_name: 'already exists', zone_id: ['is unknown', 'is closed'] } })).toEqual({
      town_name: { __errors: ['already exists'] },
      zone_id: { __errors: ['is unknown', 'is closed'] },
    });
  });

  it("shows an error keyed by the body's name beside the form field the body fills it from", () => {
    const names = serverFieldNames({ type: 'datesAvailable', availableDates: '{available_date}', cutoffTime: '{cut_off_time|hoursMinutes}', cutoffEffect: '{effect}', version: '{version}' }, ['available_date', 'cut_off_time', 'effect']);
    expect(names).toEqual({ availableDates: 'available_date', cutoffTime: 'cut_off_time', cutoffEffect: 'effect' });
    expect(serverFieldErrors({ error: 'Invalid', fields: { availableDates: '2020-01-01 is before today', cutoffTime: 'must be HH:mm', id: 'is required' } }, names)).toEqual({
      available_date: { __errors: ['2020-01-01 is before today'] },
      cut_off_time: { __errors: ['must be HH:mm'] },
      id: { __errors: ['is required'] },
    });
  });

  it('maps no key whose template is more than one placeholder, is fixed text, or names no field; nor a key that is a field itself', () => {
    expect(serverFieldNames({ name: 'EXP_{name}', zone: '{zone_id}', note: 'fixed', town_name: '{zone_id}', rows: '{user.email}' }, ['name', 'zone_id', 'town_name'])).toEqual({ zone: 'zone_id' });
    expect(serverFieldNames('{order|parseJson}', ['order'])).toEqual({});
    expect(serverFieldNames(undefined, ['order'])).toEqual({});
  });

  it('is undefined when the answer names no field', () => {
    expect(serverFieldErrors({ error: 'Boom' })).toBeUndefined();
    expect(serverFieldErrors('Bad gateway')).toBeUndefined();
    expect(serverFieldErrors(undefined)).toBeUndefined();
    expect(serverFieldErrors({ fields: { town_name: '' } })).toBeUndefined();
  });

  it('drops the errors of fields changed since', () => {
    const errors = serverFieldErrors({ fields: { town_name: 'already exists', zone_id: 'is unknown' } });
    expect(withoutFieldErrors(errors, ['town_name'])).toEqual({ zone_id: { __errors: ['is unknown'] } });
    expect(withoutFieldErrors(errors, ['town_name', 'zone_id'])).toBeUndefined();
    expect(withoutFieldErrors(errors, [])).toBe(errors);
  });
});
