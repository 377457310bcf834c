import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { PageField } from '../../runtime/generated/screen';
import type { ResolvedForm } from '../../runtime/kinds/form/types';
import { deriveFormSchema, fieldLabel, fieldRequired } from '../../runtime/kinds/page/forms/deriveFormSchema';
import { blankRequiredFields, hiddenFields, mergeErrors, shownValues, visibleErrors, withoutHidden } from '../../runtime/kinds/page/forms/formReadiness';
import { pageFormIdOf } from '../../runtime/kinds/form/pageFormId';
import { cardsOf } from '../../runtime/kinds/page/blocks/cards/cardsOf';
import { safeHref } from '../../runtime/kinds/page/blocks/cards/safeHref';
import opsLink from '../../schemas/entities/ops-link.schema.json';

describe('deriveFormSchema: a page form takes its types and limits from the entity', () => {
  it('copies the keywords of the payload properties, titles them with the labels, and keeps the required ones', () => {
    const fields: PageField[] = [{ name: 'name', label: 'Link Name' }, { name: 'link' }];
    expect(deriveFormSchema(opsLink, 'create', fields)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 100, title: 'Link Name' },
        link: { type: 'string', minLength: 1, maxLength: 2048, pattern: '^[Hh][Tt][Tt][Pp][Ss]?://', title: 'link' },
      },
      required: ['name', 'link'],
    });
  });

  it('reads the entity itself without a payload, never copies descriptions, and leaves unknown properties out', () => {
    const schema = deriveFormSchema(opsLink, undefined, [{ name: 'link', required: false }, { name: 'nope' }]);
    expect(schema).toEqual({ type: 'object', properties: { link: { type: 'string', minLength: 1, maxLength: 2048, title: 'link' } } });
  });

  it('gives the same schema for the same input (the build and the page must agree)', () => {
    const fields: PageField[] = [{ name: 'link', label: 'Link' }];
    expect(JSON.stringify(deriveFormSchema(opsLink, 'update', fields))).toBe(JSON.stringify(deriveFormSchema(opsLink, 'update', fields)));
  });

  it('labels and requires by the field first, then the entity', () => {
    expect(fieldLabel({ name: 'a' }, { title: 'A title' })).toBe('A title');
    expect(fieldLabel({ name: 'a', label: 'Label' }, { title: 'A title' })).toBe('Label');
    expect(fieldRequired({ name: 'a' }, { required: ['a'] })).toBe(true);
    expect(fieldRequired({ name: 'a', required: false }, { required: ['a'] })).toBe(false);
  });

  it('names block and modal forms apart', () => {
    expect(pageFormIdOf('/secure/ops/links', { form: 'create' })).toBe('/secure/ops/links#forms/create');
    expect(pageFormIdOf('/secure/ops/links', { block: 'create' })).toBe('/secure/ops/links#blocks/create');
  });
});

describe('form readiness', () => {
  const fields: PageField[] = [{ name: 'name' }, { name: 'note', showWhen: { field: 'f.name', filled: true } }];
  const form: ResolvedForm = { title: 'T', endpoint: 'e', schema: {}, messages: { name: { required: 'Name is required' } } };
  const error = (name: string, property: string, message: string): RJSFValidationError =>
    name === 'required' ? { name, params: { missingProperty: property }, property: '', message, stack: message } : { name, property: `.${property}`, message, stack: message };

  it('hides a field while its showWhen does not hold, and neither validates nor sends it', () => {
    expect(hiddenFields(fields, () => '')).toEqual(['note']);
    expect(hiddenFields(fields, () => 'x')).toEqual([]);
    expect(shownValues({ name: '', note: 'kept?' }, ['note'])).toEqual({ name: '' });
    expect(withoutHidden([error('required', 'note', 'm'), error('required', 'name', 'm')], ['note']).map((e) => (e.params as { missingProperty?: unknown } | undefined)?.missingProperty)).toEqual(['name']);
  });

  it('counts blank text as missing for required fields that are shown', () => {
    expect(blankRequiredFields(['name', 'note'], { name: '  ', note: '' }, ['note'])).toEqual(['name']);
    expect(blankRequiredFields(['name'], { name: 'a' }, [])).toEqual([]);
  });

  it('shows errors of touched fields only, a required one only with its specified message', () => {
    const errors = [error('required', 'name', 'ajv text'), error('maxLength', 'note', 'too long')];
    expect(visibleErrors(form, errors, new Set())).toBeUndefined();
    expect(visibleErrors(form, errors, new Set(['name', 'note']))).toEqual({ name: { __errors: ['ajv text'] }, note: { __errors: ['too long'] } });
    const unspecified: ResolvedForm = { ...form, messages: {} };
    expect(visibleErrors(unspecified, errors, new Set(['name']))).toBeUndefined();
    expect(mergeErrors({ a: { __errors: ['x'] } }, { a: { __errors: ['x', 'y'] } })).toEqual({ a: { __errors: ['x', 'y'] } });
  });
});

describe('cards', () => {
  it('link only to http(s) addresses', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref(' http://x.ca ')).toBe('http://x.ca');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,hi')).toBeUndefined();
    expect(safeHref('example.com')).toBeUndefined();
  });

  it('fill each card from its row', () => {
    expect(cardsOf({ title: '{name}', link: '{link}' }, [{ name: 'Wiki', link: 'https://wiki.example.com' }, { name: 'Bad', link: 'javascript:x' }])).toEqual([
      { key: '0:Wiki', title: 'Wiki', linkText: 'https://wiki.example.com', href: 'https://wiki.example.com', row: { name: 'Wiki', link: 'https://wiki.example.com' } },
      { key: '1:Bad', title: 'Bad', linkText: 'javascript:x', href: undefined, row: { name: 'Bad', link: 'javascript:x' } },
    ]);
  });
});
