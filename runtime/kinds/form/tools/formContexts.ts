import type { Form, GridScreen, Lookup } from '../../../generated/screen';
import { isRuleLookup } from '../../../lookups/ruleLookup.ts';
import { lookupChoiceOf } from '../widgets/registry.ts';
import type { EntityFields, EntityFieldSets } from '../../../tooling/entityFields.ts';
import { fieldsContext, undescribedContext, type TemplateContext } from '../../../tooling/templateRules.ts';

/**
 * A lookup's rows are not described by the definition: they are taken as the rows of the
 * entities holding the lookup's value field; when none does, any placeholder may resolve.
 */
export function lookupRowContext(lookup: Lookup, entities: EntityFields): TemplateContext {
  // A rule lookup's rows are `{ value, label }`.
  if (isRuleLookup(lookup)) return fieldsContext(new Set(['value', 'label']));
  const holders = [...entities.values()].filter((candidate) => candidate.fields.has(lookup.value));
  return holders.length === 0 ? undescribedContext : fieldsContext(new Set(holders.flatMap((holder) => [...holder.fields])));
}

/**
 * What a form's templates read (formTemplates.ts): its values and computed fields, `{select.label}`
 * and `{select.<column>}` of a chosen lookup row, and the row when every opener of the form passes
 * one (row actions do, toolbar buttons do not; a form nothing opens is taken at its `initial`).
 */
export function formContexts(
  screen: GridScreen,
  name: string,
  form: Form,
  entity: EntityFieldSets,
  entities: EntityFields,
): { values: TemplateContext; flat: TemplateContext } {
  // Computed fields are fields of the form too: a template may read an earlier one.
  const properties = new Set(form.fields.map((field) => field.name));
  const selects = new Map<string, Lookup | undefined>();
  for (const field of form.fields) {
    const choice = lookupChoiceOf(field.ui);
    if (choice && !choice.several) selects.set(field.name, screen.lookups?.[choice.lookup]);
  }
  const fromRowAction = (screen.rowActions ?? []).some((action) => 'openForm' in action && action.openForm === name);
  const fromToolbar = (screen.toolbar ?? []).some((button) => typeof button.action === 'object' && 'openForm' in button.action && button.action.openForm === name);
  const withRow = fromRowAction ? !fromToolbar : !fromToolbar && form.initial === 'row';
  const flatKnows = (path: string) => properties.has(path) || (withRow && entity.fields.has(path));
  const values: TemplateContext = {
    knows(path) {
      const dot = path.indexOf('.');
      if (dot < 0) return flatKnows(path);
      const head = path.slice(0, dot);
      const column = path.slice(dot + 1);
      if (!selects.has(head)) return false;
      const lookup = selects.get(head);
      return column === 'label' || lookup === undefined || lookupRowContext(lookup, entities).knows(column);
    },
  };
  return { values, flat: { knows: flatKnows } };
}
