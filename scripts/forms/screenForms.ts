import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import type { PageField } from '../../runtime/generated/screen';
import { formIdOf } from '../../runtime/kinds/form/formId.ts';
import { deriveFormSchema } from '../../runtime/kinds/page/forms/deriveFormSchema.ts';
import { pageFormIdOf } from '../../runtime/kinds/page/forms/pageFormId.ts';
import { readScreenFiles, type ScreenFile } from '../screens/checkScreens.ts';

/** A form found in a definition file: its id, where it sits, and its JSON Schema. */
export interface FormSchemaEntry {
  formId: string;
  /** `screens/places/town.screen.json:/forms/add/schema`, for messages. */
  location: string;
  schema: RJSFSchema;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Entity schemas by name (`town` for schemas/entities/town.schema.json). */
export type EntitySchemas = ReadonlyMap<string, unknown>;

/**
 * Every form schema of a set of parsed definitions: the `schema` of a grid's forms, and for a
 * page the schema derived from its entity (runtime/kinds/page/forms/deriveFormSchema.ts, the very
 * function the page runs) for each form block and each modal form. Definitions are read leniently
 * (the screen checker reports what is wrong with them): a file without a route, a form without a
 * schema object, or a page form naming no known entity is skipped.
 */
export function formSchemasOf(files: readonly ScreenFile[], entities: EntitySchemas = new Map()): FormSchemaEntry[] {
  const entries: FormSchemaEntry[] = [];
  for (const { file, data } of files) {
    if (!isObject(data) || typeof data.route !== 'string') continue;
    if (data.kind === 'page') {
      entries.push(...pageFormSchemasOf(file, data.route, data, entities));
      continue;
    }
    if (!isObject(data.forms)) continue;
    for (const [name, form] of Object.entries(data.forms)) {
      if (!isObject(form) || !isObject(form.schema)) continue;
      entries.push({ formId: formIdOf(data.route, name), location: `${file}:/forms/${name}/schema`, schema: form.schema });
    }
  }
  return entries;
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

function pageFormSchemasOf(file: string, route: string, page: Record<string, unknown>, entities: EntitySchemas): FormSchemaEntry[] {
  const entries: FormSchemaEntry[] = [];
  const add = (formId: string, location: string, value: unknown) => {
    const form = pageFormLike(value);
    const entity = form ? entities.get(form.entity) : undefined;
    if (form && entity !== undefined) entries.push({ formId, location, schema: deriveFormSchema(entity, form.payload, form.fields) as RJSFSchema });
  };
  const blocks = Array.isArray(page.blocks) ? page.blocks : [];
  blocks.forEach((block, index) => {
    if (isObject(block) && block.block === 'form' && typeof block.id === 'string') add(pageFormIdOf(route, { block: block.id }), `${file}:/blocks/${index}`, block);
  });
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

/** The definition files below each folder (relative to `root`; a missing folder holds none) and the problems reading them. */
export async function readDefinitionFiles(root: string, dirs: readonly string[]): Promise<{ files: ScreenFile[]; problems: string[] }> {
  const files: ScreenFile[] = [];
  const problems: string[] = [];
  for (const dir of dirs) {
    if (!existsSync(join(root, dir))) continue;
    const read = await readScreenFiles(root, dir);
    files.push(...read.files);
    problems.push(...read.problems);
  }
  return { files, problems };
}
