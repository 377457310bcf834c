import type { RJSFSchema } from '@rjsf/utils';
import { schemaFields, shownComputedFields } from './formFields';
import type { ResolvedForm } from './types';

/** A form with more fields than this opens in the wide modal, its fields in two columns. */
export const ONE_COLUMN_MAX_FIELDS = 4;

/** A text field taking more characters than this spans both columns. */
const LONG_TEXT_LENGTH = 80;

/** The class of a field spanning both columns (form.css). */
export const WIDE_FIELD_CLASS = 'form-field--wide';

export interface FormLayout {
  /** The modal's size. */
  size: 'default' | 'wide';
  columns: 1 | 2;
}

/** How a form is laid out: every field of its schema is shown, so it is wide with more than four of them. */
export function formLayout(form: ResolvedForm): FormLayout {
  return schemaFields(form).length > ONE_COLUMN_MAX_FIELDS ? { size: 'wide', columns: 2 } : { size: 'default', columns: 1 };
}

/** Fields spanning both columns: computed texts (built from several fields) and long text fields. */
export function wideFields(form: ResolvedForm): string[] {
  const properties = (form.schema as RJSFSchema).properties ?? {};
  const computed = new Set(shownComputedFields(form));
  return schemaFields(form).filter((field) => {
    const property = properties[field];
    if (computed.has(field)) return true;
    return typeof property === 'object' && property.type === 'string' && property.enum === undefined && (property.maxLength ?? 0) > LONG_TEXT_LENGTH;
  });
}
