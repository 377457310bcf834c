import type { RJSFSchema } from '@rjsf/utils';
import type { Widget } from '../../../generated/screen';
import type { ResolvedForm } from '../../form/types';
import { withEntityLabels } from '../../form/resolveForm';
import { enumLabels, sourceProperties, sourceSchema } from './deriveFormSchema';
import { lookupChoiceOf } from '../../form/widgets/registry';
import type { PageFormSpec } from './types';

/**
 * A page form as the form runtime's `Form` (runtime/kinds/form), so its pure pieces serve page
 * forms unchanged: uiSchema, error messages, cascades, templates and bodies, layout. A select
 * over an enum the entity labels (`x-labels`) shows those labels, as in grid forms.
 */
export function asForm(spec: PageFormSpec, schema: RJSFSchema, title: string, entitySchema?: unknown): ResolvedForm {
  const ui: Record<string, Widget> = {};
  const messages: Record<string, Record<string, string>> = {};
  const properties = sourceProperties(sourceSchema(entitySchema, spec.payload), entitySchema);
  for (const field of spec.fields) {
    const widget = withEntityLabels(field.ui, enumLabels(properties[field.name]));
    if (widget) ui[field.name] = widget;
    if (field.messages) messages[field.name] = Object.fromEntries(Object.entries(field.messages).filter((entry): entry is [string, string] => entry[1] !== undefined));
  }
  return {
    title,
    // A submit that sends nothing names no endpoint (the form runtime then calls none).
    endpoint: spec.submit.endpoint ?? '',
    schema,
    order: spec.fields.map((field) => field.name),
    ui,
    messages,
    submitLabel: spec.submit.label,
  };
}

/** The lookups a page form loads (those its fields' widgets offer choices from), sorted and once each. */
export function pageFormLookups(spec: PageFormSpec): string[] {
  return [...new Set(spec.fields.flatMap((field) => lookupChoiceOf(field.ui)?.lookup ?? []))].sort();
}
