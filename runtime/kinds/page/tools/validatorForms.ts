/** The forms the build compiles validators for on a page: its form blocks (inside tabs too), its grid blocks' forms, its modal forms. */
import type { PageField } from '../../../generated/screen';
import { pageFormIdOf } from '../../form/pageFormId.ts';
import { gridBlockKey } from '../../grid/gridSlice.ts';
import { gridAndSubTableFormsOf } from '../../grid/tools/validatorForms.ts';
import { isObject as isJsonObject } from '../../../tooling/diff/json.ts';
import type { EntitySchemas, FormSchemaEntry } from '../../../tooling/toolTypes.ts';
import { isBlockKind, toolsOf } from '../blocks/toolRegistry.ts';
import { deriveFormSchema } from '../forms/deriveFormSchema.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

interface PageFormLike {
  entity: string;
  payload: string | undefined;
  fields: PageField[];
}

/** A page form's parts, when they have the shape the derivation needs. */
function pageFormLike(value: unknown): PageFormLike | undefined {
  if (!isObject(value) || typeof value.entity !== 'string' || !Array.isArray(value.fields)) return undefined;
  const fields = value.fields.filter((field): field is PageField => isObject(field) && typeof field.name === 'string');
  return { entity: value.entity, payload: typeof value.payload === 'string' ? value.payload : undefined, fields };
}

/** A page's forms, each schema derived from its entity as the page's form derives it. */
export function pageFormSchemasOf(file: string, route: string, page: Record<string, unknown>, entities: EntitySchemas): FormSchemaEntry[] {
  const entries: FormSchemaEntry[] = [];
  const add = (formId: string, location: string, value: unknown) => {
    const form = pageFormLike(value);
    const entity = form ? entities.get(form.entity) : undefined;
    if (form && entity !== undefined) entries.push({ formId, location, schema: deriveFormSchema(entity, form.payload, form.fields) });
  };
  // The forms of the page's blocks, those inside tabs included, as each block kind compiles them.
  const walk = (blocks: unknown, at: string): void => {
    (Array.isArray(blocks) ? blocks : []).forEach((block: unknown, index) => {
      if (!isJsonObject(block) || typeof block.id !== 'string' || !isBlockKind(block.block)) return;
      const id = block.id;
      const location = `${file}:${at}/${index}`;
      toolsOf(block.block).validatorForms(block, {
        pageForm: (form) => add(pageFormIdOf(route, { block: id }), location, form),
        gridForms: (grid) => entries.push(...gridAndSubTableFormsOf(gridBlockKey(route, id), location, grid, page.options, entities)),
        walk: (inner, under) => walk(inner, `${at}/${index}${under}`),
      });
    });
  };
  walk(page.blocks, '/blocks');
  for (const [name, form] of Object.entries(isObject(page.forms) ? page.forms : {})) add(pageFormIdOf(route, { form: name }), `${file}:/forms/${name}`, form);
  return entries;
}
