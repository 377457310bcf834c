/** The forms the build compiles validators for on a grid: its own and its sub-tables', as the console resolves them. */
import type { RJSFSchema } from '@rjsf/utils';
import type { Form, OptionSets } from '../../../generated/screen';
import { resolveForm } from '../../form/resolveForm.ts';
import { formIdOf } from '../../form/formId.ts';
import type { EntitySchemas, FormSchemaEntry } from '../../../tooling/toolTypes.ts';
import { subTableKey } from '../gridSlice.ts';
import { resolveFormOptions } from '../optionSets.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The forms of a grid (the grid kind's screen, or a grid block under its key), each schema derived
 * from its entity with the option sets its select widgets name written in as `enum`s, as the
 * console resolves them (FormModal), so the compiled schema is the one the form shows.
 */
function gridFormSchemasOf(key: string, at: string, forms: unknown, options: unknown, entities: EntitySchemas): FormSchemaEntry[] {
  if (!isObject(forms)) return [];
  const sets = isObject(options) ? (options as OptionSets) : undefined;
  return Object.entries(forms).flatMap(([name, form]) => {
    if (!isObject(form) || typeof form.entity !== 'string' || !Array.isArray(form.fields)) return [];
    const entity = entities.get(form.entity);
    if (entity === undefined) return [];
    const fields = form.fields.filter((field: unknown) => isObject(field) && typeof field.name === 'string');
    const schema = resolveFormOptions(resolveForm({ ...(form as unknown as Form), fields: fields as Form['fields'] }, entity), sets).schema as RJSFSchema;
    return [{ formId: formIdOf(key, name), location: `${at}/forms/${name}`, schema }];
  });
}

/** The forms at a definition's top and its sub-tables' (a grid screen's), located in `file`. */
export function topLevelFormsOf(file: string, route: string, data: Record<string, unknown>, entities: EntitySchemas): FormSchemaEntry[] {
  return gridAndSubTableFormsOf(route, `${file}:`, data, data.options, entities);
}

/** A grid's forms and those of its sub-tables (`expand.tables[]`, under `<key>/expand/<id>`). */
export function gridAndSubTableFormsOf(key: string, at: string, grid: Record<string, unknown>, options: unknown, entities: EntitySchemas): FormSchemaEntry[] {
  const tables = isObject(grid.expand) && Array.isArray(grid.expand.tables) ? grid.expand.tables : [];
  return [
    ...gridFormSchemasOf(key, at, grid.forms, options, entities),
    ...tables.flatMap((table: unknown, i) =>
      isObject(table) && typeof table.id === 'string' ? gridFormSchemasOf(subTableKey(key, table.id), `${at}/expand/tables/${i}`, table.forms, options, entities) : [],
    ),
  ];
}
