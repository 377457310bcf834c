import type { TemplateGlobals } from '../../templates/globals';
import { renderTemplate } from '../../templates/template';
import type { PageField } from '../page/forms/types';
import type { FormValues } from './types';

/**
 * The values a form starts with by its fields' `default`: a literal as it is, a template filled
 * from the globals only (`{today}`, `{user.initials}`; one placeholder keeps the type). A template
 * that fills to blank gives no value (the entity's own `default`, if any, then shows).
 */
export function fieldDefaults(fields: readonly PageField[], globals: TemplateGlobals): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const start = field.default;
    if (start === undefined) continue;
    const value = typeof start === 'string' ? renderTemplate(start, { ...globals }) : start;
    if (value !== undefined && value !== null && value !== '') values[field.name] = value;
  }
  return values;
}

/** Whether the globals a form's defaults read are there yet (the page publishes the user and today once signed in). */
export function globalsReady(fields: readonly PageField[], globals: TemplateGlobals): boolean {
  const reads = fields.some((field) => typeof field.default === 'string' && field.default.includes('{'));
  return !reads || globals.today !== '';
}
