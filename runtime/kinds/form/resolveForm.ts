import type { Form, Widget } from '../../generated/screen.ts';
import { deriveFormSchema, enumLabels, sourceProperties, sourceSchema } from '../page/forms/deriveFormSchema.ts';
import type { ResolvedForm } from './types.ts';
import { widgetPartsOf } from './widgets/registry.ts';

/**
 * A grid or sub-table form as the form runtime runs it: its JSON Schema derived from the entity
 * (the very function the build compiles it with, scripts/forms), its fields' widgets, messages and
 * computed templates by field name, in the fields' order. A select over an enum the entity labels
 * (`x-labels`) shows those labels unless the field gives its own.
 */
export function resolveForm(form: Form, entitySchema: unknown): ResolvedForm {
  const { entity: _entity, payload, fields, ...rest } = form;
  void _entity;
  const properties = sourceProperties(sourceSchema(entitySchema, payload), entitySchema);
  const ui: Record<string, Widget> = {};
  const messages: Record<string, Record<string, string>> = {};
  const computed: Record<string, string> = {};
  for (const field of fields) {
    const widget = withEntityLabels(field.ui, enumLabels(properties[field.name]));
    if (widget) ui[field.name] = widget;
    if (field.messages) messages[field.name] = Object.fromEntries(Object.entries(field.messages).filter((entry): entry is [string, string] => entry[1] !== undefined));
    if (field.computed !== undefined) computed[field.name] = field.computed;
  }
  return {
    ...rest,
    schema: deriveFormSchema(entitySchema, payload, fields),
    order: fields.map((field) => field.name),
    ui,
    messages,
    ...(Object.keys(computed).length > 0 && { computed }),
  };
}

/** The field's widget with the entity's enum labels when it shows a select of its own without any (page forms too). */
export function withEntityLabels(widget: Widget | undefined, labels: Record<string, string> | undefined): Widget | undefined {
  if (!labels) return widget;
  if (widget === undefined) return { widget: 'select', labels };
  return widgetPartsOf(widget.widget).withEnumLabels(widget, labels);
}
