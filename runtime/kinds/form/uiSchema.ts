import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Form } from '../../generated/screen';
import type { FormContext, FormValues } from './types';

export type FormUiSchema = UiSchema<FormValues, RJSFSchema, FormContext>;

/** The field names of a form schema. */
export function schemaFields(form: Form): string[] {
  const properties = (form.schema as RJSFSchema).properties;
  return properties ? Object.keys(properties) : [];
}

/** Computed fields that are in the schema: shown, read-only. */
export function shownComputedFields(form: Form): string[] {
  const fields = new Set(schemaFields(form));
  return Object.keys(form.computed ?? {}).filter((field) => fields.has(field));
}

/**
 * The RJSF uiSchema of a form: field order, each field's widget (by its registry name) with its
 * placeholder and options, and computed fields read-only. Options loaded at run time are not here:
 * they reach the widgets through `formContext`.
 */
export function formUiSchema(form: Form): FormUiSchema {
  const ui: FormUiSchema = {};
  if (form.order && form.order.length > 0) {
    const listed = new Set(form.order);
    ui['ui:order'] = schemaFields(form).every((field) => listed.has(field)) ? [...form.order] : [...form.order, '*'];
  }
  for (const [field, widget] of Object.entries(form.ui ?? {})) {
    if (!widget) continue;
    const entry: FormUiSchema = { 'ui:widget': widget.widget };
    if ('placeholder' in widget && widget.placeholder !== undefined) entry['ui:placeholder'] = widget.placeholder;
    if (widget.widget === 'date' && widget.notBefore) entry['ui:options'] = { notBefore: widget.notBefore };
    if (widget.widget === 'time') entry['ui:options'] = { seconds: widget.seconds === true };
    ui[field] = entry;
  }
  for (const field of shownComputedFields(form)) ui[field] = { ...ui[field], 'ui:readonly': true };
  return ui;
}
