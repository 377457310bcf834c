import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { kindToolsOf } from '../../runtime/kinds/toolRegistry.ts';
import { topLevelFormsOf } from '../../runtime/kinds/grid/tools/validatorForms.ts';
import { formatProblem, readScreenFiles, type ScreenFile } from '../screens/checkScreens.ts';
import type { EntitySchemas, FormSchemaEntry } from '../../runtime/tooling/toolTypes.ts';
import { resolvedScreenFile } from '../../runtime/tooling/shared/resolveShared.ts';

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
    problems.push(...read.problems.map(formatProblem));
  }
  return { files, problems };
}
