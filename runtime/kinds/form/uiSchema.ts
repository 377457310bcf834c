import { schemaFields, shownComputedFields } from './formFields';
import { WIDE_FIELD_CLASS, wideFields } from './formLayout';
import type { FormUiSchema, ResolvedForm } from './types';
import { widgetPartsOf } from './widgets/registry';

/** The widget of shown computed fields: their value as text, never an input (widgets/). */
export const COMPUTED_WIDGET = 'computedOutput';


/** Adds options to a field's entry (RJSF types an entry `any`: it is read as an object, or nothing). */
export function withFieldUi(ui: FormUiSchema, field: string, options: Record<string, unknown>): void {
  const own: unknown = ui[field];
  ui[field] = { ...(typeof own === 'object' && own !== null ? own : {}), ...options };
}

/**
 * The RJSF uiSchema of a form: field order, each field's widget (by its registry name) with its
 * placeholder and what its view reads (the widget's `uiEntry`: widgets/<widget>/index.ts), computed
 * fields shown as text, the fields spanning both columns of a wide form, and no submit button
 * inside the form (the modal's footer has it). Options loaded at run time are not here: they reach
 * the widgets through `formContext`.
 */
export function formUiSchema(form: ResolvedForm): FormUiSchema {
  const ui: FormUiSchema = {};
  if (form.order && form.order.length > 0) {
    const listed = new Set(form.order);
    ui['ui:order'] = schemaFields(form).every((field) => listed.has(field)) ? [...form.order] : [...form.order, '*'];
  }
  for (const [field, widget] of Object.entries(form.ui ?? {})) {
    if (!widget) continue;
    ui[field] = {
      'ui:widget': widget.widget,
      ...('placeholder' in widget && widget.placeholder !== undefined && { 'ui:placeholder': widget.placeholder }),
      ...widgetPartsOf(widget.widget).uiEntry(widget, form.messages?.[field] ?? {}),
    };
  }
  for (const field of shownComputedFields(form)) withFieldUi(ui, field, { 'ui:widget': COMPUTED_WIDGET });
  for (const field of wideFields(form)) withFieldUi(ui, field, { 'ui:classNames': WIDE_FIELD_CLASS });
  ui['ui:submitButtonOptions'] = { norender: true };
  return ui;
}
