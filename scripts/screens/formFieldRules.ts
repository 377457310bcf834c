import type { Form, OptionSets } from '../../runtime/generated/screen';
import { consoleDomainRules } from '../../src/domain/consoleRules.ts';
import type { EntityFieldSets } from './entityFields.ts';
import { widgetTypeProblem } from './widgetTypes.ts';
import { checkFieldEffects } from './fieldEffectRules.ts';

type Report = (pointer: string, message: string) => void;

const isDateRule = (name: string): boolean => Object.hasOwn(consoleDomainRules.dateRules, name);

/**
 * The fields of a grid or sub-table form against its entity, as a page form's are checked: the
 * payload exists, each field names one of its properties once, lookups and cascade parents exist,
 * the widget fits the property's type, a select's labels name values it offers, and a computed
 * field is one of the form's properties.
 */
export function checkFormFields(at: string, form: Form, entity: EntityFieldSets | undefined, lookupNames: ReadonlySet<string>, options: OptionSets | undefined, report: Report): void {
  if (!entity) {
    report(`${at}/entity`, `unknown entity "${form.entity}" (no schemas/entities/${form.entity}.schema.json)`);
    return;
  }
  const payload = form.payload ?? '';
  const where = form.payload === undefined ? `schemas/entities/${form.entity}.schema.json` : `$defs.${form.payload} of schemas/entities/${form.entity}.schema.json`;
  const properties = form.payload === undefined ? entity.fields : entity.payloads.get(form.payload);
  if (!properties) {
    report(`${at}/payload`, `unknown payload "${payload}" (no $defs.${payload} in schemas/entities/${form.entity}.schema.json)`);
    return;
  }
  const seen = new Set<string>();
  form.fields.forEach((field, k) => {
    const pointer = `${at}/fields/${k}`;
    if (!properties.has(field.name)) report(`${pointer}/name`, `unknown property "${field.name}" (not in ${where})`);
    if (seen.has(field.name)) report(`${pointer}/name`, `field "${field.name}" is already in the form`);
    seen.add(field.name);
    const ui = field.ui;
    if (ui?.widget === 'lookupSelect') {
      if (!lookupNames.has(ui.lookup)) report(`${pointer}/ui/lookup`, `unknown lookup "${ui.lookup}"`);
      if (ui.parent !== undefined && !form.fields.some((other) => other.name === ui.parent)) report(`${pointer}/ui/parent`, `no field "${ui.parent}" in the form`);
      if (ui.parent !== undefined && ui.parentKey === undefined) report(`${pointer}/ui`, 'a cascading select needs "parentKey"');
    }
    if (ui?.widget === 'lookupMultiSelect' && !lookupNames.has(ui.lookup)) report(`${pointer}/ui/lookup`, `unknown lookup "${ui.lookup}"`);
    if (ui?.widget === 'file') report(`${pointer}/ui/widget`, 'a file field is for page forms (a grid form sends JSON)');
    const type = entity.types?.get(payload)?.get(field.name);
    const shapeProblem = type === undefined || ui === undefined ? undefined : widgetTypeProblem(ui.widget, type);
    if (shapeProblem) report(`${pointer}/ui/widget`, `${shapeProblem} ("${field.name}" is ${type})`);
    if ((ui?.widget === 'date' || ui?.widget === 'dates') && ui.rule !== undefined && !isDateRule(ui.rule)) {
      report(`${pointer}/ui/rule`, `unknown date rule "${ui.rule}" (known: ${Object.keys(consoleDomainRules.dateRules).join(', ')})`);
    }
    if (ui?.widget === 'select' && ui.labels !== undefined) {
      const offered = ui.options !== undefined ? options?.[ui.options] : entity.enums.get(payload)?.get(field.name);
      const texts = new Set((offered ?? []).map((value) => String(value)));
      for (const key of Object.keys(ui.labels)) if (!texts.has(key)) report(`${pointer}/ui/labels`, `label for "${key}", which the select does not offer (${offered ? [...texts].join(', ') : 'no enum'})`);
    }
    if (field.computed !== undefined && ui !== undefined) report(`${pointer}/ui`, 'a computed field is shown as text: it takes no widget');
    // Its `onChange` templates are read with the form's other templates (gridTemplates.ts).
    const effectContext = { fields: new Set(form.fields.map((other) => other.name)), properties: entity.properties?.get(payload), types: entity.types?.get(payload) };
    checkFieldEffects(field, pointer, { ...effectContext, template: () => undefined }, report);
  });
}

/** The computed fields of a form: name, template and the pointer of the template. */
export function computedFields(at: string, form: Form): { name: string; template: string; pointer: string }[] {
  return form.fields.flatMap((field, k) => (field.computed === undefined ? [] : [{ name: field.name, template: field.computed, pointer: `${at}/fields/${k}/computed` }]));
}
