import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isBlockKind, toolsOf } from '../../runtime/kinds/page/blocks/toolRegistry.ts';
import { kindToolsOf } from '../../runtime/kinds/toolRegistry.ts';
import { isObject as isJsonObject } from '../../runtime/tooling/diff/json.ts';
import type { RJSFSchema } from '@rjsf/utils';
import type { Form, OptionSets, PageField } from '../../runtime/generated/screen';
import { resolveForm } from '../../runtime/kinds/form/resolveForm.ts';
import { formIdOf } from '../../runtime/kinds/form/formId.ts';
import { gridBlockKey, subTableKey } from '../../runtime/kinds/grid/gridSlice.ts';
import { resolveFormOptions } from '../../runtime/kinds/grid/optionSets.ts';
import { deriveFormSchema } from '../../runtime/kinds/page/forms/deriveFormSchema.ts';
import { pageFormIdOf } from '../../runtime/kinds/form/pageFormId.ts';
import { readScreenFiles, type ScreenFile } from '../screens/checkScreens.ts';
import type { EntitySchemas, FormSchemaEntry } from '../../runtime/tooling/toolTypes.ts';
import { resolvedScreenFile } from '../screens/shared/resolveShared.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every form schema of a set of parsed definitions, each derived from its entity
 * (runtime/kinds/page/forms/deriveFormSchema.ts, the very function the console runs): a grid's and
 * sub-table's forms (through runtime/kinds/form/resolveForm.ts), and a page's form blocks and modal
 * forms. Definitions are read leniently (the screen checker reports what is wrong with them): a
 * file without a route, or a form without fields or naming no known entity, is skipped.
 */
export function formSchemasOf(files: readonly ScreenFile[], entities: EntitySchemas = new Map()): FormSchemaEntry[] {
  const entries: FormSchemaEntry[] = [];
  for (const { file, data } of files) {
    if (!isObject(data) || typeof data.route !== 'string') continue;
    // Its kind says where its forms are (`validatorForms` in runtime/kinds/<kind>/tools.ts); a kind
    // the meta-schema lacks is read as a grid, whose forms are at the top.
    const forms = kindToolsOf(data)?.validatorForms ?? topLevelFormsOf;
    entries.push(...forms(file, data.route, data, entities));
  }
  return entries;
}

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
function gridAndSubTableFormsOf(key: string, at: string, grid: Record<string, unknown>, options: unknown, entities: EntitySchemas): FormSchemaEntry[] {
  const tables = isObject(grid.expand) && Array.isArray(grid.expand.tables) ? grid.expand.tables : [];
  return [
    ...gridFormSchemasOf(key, at, grid.forms, options, entities),
    ...tables.flatMap((table: unknown, i) =>
      isObject(table) && typeof table.id === 'string' ? gridFormSchemasOf(subTableKey(key, table.id), `${at}/expand/tables/${i}`, table.forms, options, entities) : [],
    ),
  ];
}

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

export function pageFormSchemasOf(file: string, route: string, page: Record<string, unknown>, entities: EntitySchemas): FormSchemaEntry[] {
  const entries: FormSchemaEntry[] = [];
  const add = (formId: string, location: string, value: unknown) => {
    const form = pageFormLike(value);
    const entity = form ? entities.get(form.entity) : undefined;
    if (form && entity !== undefined) entries.push({ formId, location, schema: deriveFormSchema(entity, form.payload, form.fields) as RJSFSchema });
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

/** Every entity schema of `<root>/schemas/entities`, parsed (a file that is not JSON is left out: the checker and types report it). */
export async function readEntitySchemas(root: string): Promise<Map<string, unknown>> {
  const dir = join(root, 'schemas/entities');
  const schemas = new Map<string, unknown>();
  if (!existsSync(dir)) return schemas;
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.schema.json')).sort()) {
    try {
      schemas.set(name.replace(/\.schema\.json$/, ''), JSON.parse(await readFile(join(dir, name), 'utf8')) as unknown);
    } catch {
      // Not JSON: nothing can be derived from it.
    }
  }
  return schemas;
}

/** The same, read synchronously (tests deriving the forms of a definition written inline). */
export function readEntitySchemasSync(root: string): Map<string, unknown> {
  const dir = join(root, 'schemas/entities');
  const schemas = new Map<string, unknown>();
  if (!existsSync(dir)) return schemas;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.schema.json')).sort()) {
    try {
      schemas.set(name.replace(/\.schema\.json$/, ''), JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown);
    } catch {
      // Not JSON: nothing can be derived from it.
    }
  }
  return schemas;
}

/** The definition files below each folder (relative to `root`; a missing folder holds none) and the problems reading them. */
export async function readDefinitionFiles(root: string, dirs: readonly string[]): Promise<{ files: ScreenFile[]; problems: string[] }> {
  const files: ScreenFile[] = [];
  const problems: string[] = [];
  for (const dir of dirs) {
    if (!existsSync(join(root, dir))) continue;
    const read = await readScreenFiles(root, dir);
    // Forms see a definition as the runtime does: its shared entries (option sets) written in.
    files.push(...read.files.map(resolvedScreenFile));
    problems.push(...read.problems);
  }
  return { files, problems };
}
