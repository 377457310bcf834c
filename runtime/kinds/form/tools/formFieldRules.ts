import type { Form, OptionSets } from '../../../generated/screen';
import type { AppRegistries } from '../../../tooling/checkContext.ts';
import type { EntityFieldSets } from '../../../tooling/entityFields.ts';
import { widgetProblems } from '../widgets/toolRegistry.ts';
import { checkFieldEffects } from './fieldEffectRules.ts';
import { checkConstraintMessages } from './fieldMessageRules.ts';
import { nearFix } from '../../../tooling/problemCodes.ts';
import type { Report } from '../../../tooling/toolTypes.ts';


/**
 * The fields of a grid or sub-table form against its entity, as a page form's are checked: the
 * payload exists, each field names one of its properties once, lookups and cascade parents exist,
 * the widget fits the property's type, a select's labels name values it offers, and a computed
 * field is one of the form's properties.
 */
export function checkFormFields(at: string, form: Form, entity: EntityFieldSets | undefined, lookupNames: ReadonlySet<string>, options: OptionSets | undefined, app: AppRegistries, report: Report): void {
  if (!entity) {
    report(`${at}/entity`, `unknown entity "${form.entity}" (no schemas/entities/${form.entity}.schema.json)`, 'entity.unknown');
    return;
  }
  const payload = form.payload ?? '';
  const where = form.payload === undefined ? `schemas/entities/${form.entity}.schema.json` : `$defs.${form.payload} of schemas/entities/${form.entity}.schema.json`;
  const properties = form.payload === undefined ? entity.fields : entity.payloads.get(form.payload);
  if (!properties) {
    report(`${at}/payload`, `unknown payload "${payload}" (no $defs.${payload} in schemas/entities/${form.entity}.schema.json)`, 'entity.unknown-payload');
    return;
  }
  const seen = new Set<string>();
  form.fields.forEach((field, k) => {
    const pointer = `${at}/fields/${k}`;
    if (!properties.has(field.name)) report(`${pointer}/name`, `unknown property "${field.name}" (not in ${where})`, 'form.field.unknown-property', nearFix(field.name, properties));
    if (seen.has(field.name)) report(`${pointer}/name`, `field "${field.name}" is already in the form`, 'form.field.duplicate');
    seen.add(field.name);
    const ui = field.ui;
    const widgetContext = {
      form: 'grid' as const,
      field: field.name,
      fields: new Set(form.fields.map((other) => other.name)),
      lookups: lookupNames,
      propertyType: entity.types?.get(payload)?.get(field.name),
      propertyEnum: entity.enums.get(payload)?.get(field.name),
      optionSets: options,
      dateRules: Object.keys(app.domainRules.dateRules),
      // A grid screen's form has no blocks around it: only a page's blocks publish state.
      statePathProblem: () => 'a grid screen has no page state (only a page\'s blocks publish any)',
    };
    for (const [where, problem, code, fix] of ui ? widgetProblems(ui, widgetContext) : []) report(`${pointer}${where}`, problem, code, fix);
    if (field.computed !== undefined && ui !== undefined) report(`${pointer}/ui`, 'a computed field is shown as text: it takes no widget', 'form.field.computed-with-widget');
    // Its `onChange` templates are read with the form's other templates (gridTemplates.ts).
    const effectContext = { fields: new Set(form.fields.map((other) => other.name)), properties: entity.properties?.get(payload), types: entity.types?.get(payload) };
    checkFieldEffects(field, pointer, { ...effectContext, template: () => undefined, app }, report);
    checkConstraintMessages(pointer, field, entity.constraints?.get(payload)?.get(field.name), report);
  });
}

/** The computed fields of a form: name, template and the pointer of the template. */
export function computedFields(at: string, form: Form): { name: string; template: string; pointer: string }[] {
  return form.fields.flatMap((field, k) => (field.computed === undefined ? [] : [{ name: field.name, template: field.computed, pointer: `${at}/fields/${k}/computed` }]));
}
