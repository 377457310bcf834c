import type { RJSFSchema } from '@rjsf/utils';
import type { ResolvedForm } from './types';

/** The field names of a form schema: every one is shown. */
export function schemaFields(form: ResolvedForm): string[] {
  const properties = (form.schema as RJSFSchema).properties;
  return properties ? Object.keys(properties) : [];
}

/** Computed fields that are in the schema: shown as text. */
export function shownComputedFields(form: ResolvedForm): string[] {
  const fields = new Set(schemaFields(form));
  return Object.keys(form.computed ?? {}).filter((field) => fields.has(field));
}
