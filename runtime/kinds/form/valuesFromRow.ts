import type { PageField } from '../../generated/screen';
import { renderTemplate } from '../../templates/template';
import type { FormValues } from './types';
import { isEmptyValue } from './values';

type RowField = Pick<PageField, 'name' | 'from'> & { opensWith?: string | undefined };

/**
 * The values a modal form opens with: for each field, its `opensWith` template filled over the row
 * (a password listed encoded opens decoded), else the row's value of its `from` field, else of its
 * name; a field whose value is empty opens empty.
 */
export function valuesFromRow(form: { fields: readonly RowField[] }, row: Record<string, unknown> | undefined): FormValues {
  if (!row) return {};
  const entries = form.fields.map((field) => [field.name, field.opensWith === undefined ? row[field.from ?? field.name] : renderTemplate(field.opensWith, row)] as const);
  return Object.fromEntries(entries.filter(([, value]) => !isEmptyValue(value)));
}
