import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { formIdOf } from '../../runtime/kinds/form/formId.ts';
import { readScreenFiles, type ScreenFile } from '../screens/checkScreens.ts';

/** A form found in a definition file: its id, where it sits, and its JSON Schema. */
export interface FormSchemaEntry {
  formId: string;
  /** `screens/places/town.screen.json:/forms/add/schema`, for messages. */
  location: string;
  schema: RJSFSchema;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every form schema of a set of parsed definitions. Definitions are read leniently (the screen
 * checker reports what is wrong with them): a file without a route or a form without a schema
 * object is skipped.
 */
export function formSchemasOf(files: readonly ScreenFile[]): FormSchemaEntry[] {
  const entries: FormSchemaEntry[] = [];
  for (const { file, data } of files) {
    if (!isObject(data) || typeof data.route !== 'string' || !isObject(data.forms)) continue;
    for (const [name, form] of Object.entries(data.forms)) {
      if (!isObject(form) || !isObject(form.schema)) continue;
      entries.push({ formId: formIdOf(data.route, name), location: `${file}:/forms/${name}/schema`, schema: form.schema });
    }
  }
  return entries;
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
