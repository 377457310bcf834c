import { describe, expect, it } from 'vitest';
import type { ResolvedForm } from '../../runtime/kinds/form/types';
import { formLayout, wideFields } from '../../runtime/kinds/form/formLayout';

const formOf = (properties: Record<string, object>, computed?: Record<string, string>): ResolvedForm => ({
  title: 'Add',
  endpoint: 'create',
  schema: { type: 'object', properties },
  ...(computed && { computed }),
});

const fields = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index}`, { type: 'string' }]));

describe('formLayout', () => {
  it('keeps four fields or fewer in the default modal, one column', () => {
    expect(formLayout(formOf(fields(4)))).toEqual({ size: 'default', columns: 1 });
  });

  it('opens more than four fields in the wide modal, two columns', () => {
    expect(formLayout(formOf(fields(5)))).toEqual({ size: 'wide', columns: 2 });
  });
});

describe('wideFields', () => {
  it('spans shown computed texts and long text fields across both columns', () => {
    const form = formOf(
      { name: { type: 'string' }, note: { type: 'string', maxLength: 500 }, code: { type: 'string', maxLength: 10 }, pick: { type: 'string', enum: ['a'], maxLength: 500 }, flag: { type: 'boolean' } },
      { name: '{code}', hidden: '{code}' },
    );
    expect(wideFields(form)).toEqual(['name', 'note']);
  });
});
