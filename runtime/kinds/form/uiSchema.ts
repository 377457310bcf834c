import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { schemaFields, shownComputedFields } from './formFields';
import { WIDE_FIELD_CLASS, wideFields } from './formLayout';
import type { FormContext, FormValues, ResolvedForm } from './types';

/** The widget of shown computed fields: their value as text, never an input (widgets/). */
export const COMPUTED_WIDGET = 'computedOutput';

export type FormUiSchema = UiSchema<FormValues, RJSFSchema, FormContext>;

/**
 * The RJSF uiSchema of a form: field order, each field's widget (by its registry name) with its
 * placeholder and options (a select's `labels` as RJSF's `ui:enumNames`, keyed by the value as text, so the
 * schema stays the compiled one), computed fields shown as text, the fields spanning both columns of a
 * wide form, and no submit button inside the form (the modal's footer has it). Options loaded at
 * run time are not here: they reach the widgets through `formContext`.
 */
export function formUiSchema(form: ResolvedForm): FormUiSchema {
  const ui: FormUiSchema = {};
  if (form.order && form.order.length > 0) {
    const listed = new Set(form.order);
    ui['ui:order'] = schemaFields(form).every((field) => listed.has(field)) ? [...form.order] : [...form.order, '*'];
  }
  for (const [field, widget] of Object.entries(form.ui ?? {})) {
    if (!widget) continue;
    const entry: FormUiSchema = { 'ui:widget': widget.widget };
    if ('placeholder' in widget && widget.placeholder !== undefined) entry['ui:placeholder'] = widget.placeholder;
    const messages = form.messages?.[field] ?? {};
    if (widget.widget === 'date') entry['ui:options'] = { ...(widget.notBefore && { notBefore: widget.notBefore }), ...(widget.rule !== undefined && { rule: widget.rule }) };
    if (widget.widget === 'dates') entry['ui:options'] = { ...(widget.rule !== undefined && { rule: widget.rule }), ...(messages.rule !== undefined && { ruleMessage: messages.rule }), ...(widget.addLabel !== undefined && { addLabel: widget.addLabel }) };
    if (widget.widget === 'file') entry['ui:options'] = { accept: [...widget.accept], maxBytes: widget.maxBytes, fileMessages: { accept: messages.accept, maxBytes: messages.maxBytes } };
    if (widget.widget === 'time') entry['ui:options'] = { seconds: widget.seconds === true };
    if (widget.widget === 'lookupMultiSelect' && widget.chosenLabel !== undefined) entry['ui:options'] = { chosenLabel: widget.chosenLabel };
    if (widget.widget === 'select' && widget.labels !== undefined) entry['ui:enumNames'] = Object.fromEntries(Object.entries(widget.labels).filter((label): label is [string, string] => label[1] !== undefined));
    ui[field] = entry;
  }
  for (const field of shownComputedFields(form)) ui[field] = { ...ui[field], 'ui:widget': COMPUTED_WIDGET };
  for (const field of wideFields(form)) ui[field] = { ...ui[field], 'ui:classNames': WIDE_FIELD_CLASS };
  ui['ui:submitButtonOptions'] = { norender: true };
  return ui;
}
