import type { PageField } from '../../generated/screen';
import type { FormValues } from './types';
import { isEmptyValue } from './values';

/** The values a modal form opens with: the row's values of its fields (each field's `from`, else its name). */
export function valuesFromRow(form: { fields: readonly Pick<PageField, 'name' | 'from'>[] }, row: Record<string, unknown> | undefined): FormValues {
  if (!row) return {};
  return Object.fromEntries(form.fields.filter((field) => !isEmptyValue(row[field.from ?? field.name])).map((field) => [field.name, row[field.from ?? field.name]]));
}
