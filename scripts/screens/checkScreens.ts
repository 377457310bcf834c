import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import metaSchema from '../../schemas/screen.schema.json' with { type: 'json' };

/** A definition file as read from disk: its path (relative to the project) and parsed JSON. */
export interface ScreenFile {
  file: string;
  data: unknown;
}

const ajv = new Ajv2020({ allErrors: true, strict: true });
const validateScreen = ajv.compile(metaSchema);

/**
 * Every problem in a set of definitions, each as `file:/json/pointer: message`, all at once:
 * meta-schema validation, then the rules a schema cannot say (unique routes and menu entries).
 */
export function checkScreens(files: ScreenFile[]): string[] {
  const problems: string[] = [];
  const routes = new Map<string, string>();
  const menuEntries = new Map<string, string>();
  for (const { file, data } of files) {
    if (!validateScreen(data)) {
      problems.push(...schemaProblems(file, validateScreen.errors ?? []));
      continue;
    }
    const screen = data as { route: string; menu?: { group?: string; label: string } };
    const sameRoute = routes.get(screen.route);
    if (sameRoute) problems.push(`${file}:/route: route "${screen.route}" is already used by ${sameRoute}`);
    else routes.set(screen.route, file);
    if (screen.menu) {
      const key = `${screen.menu.group ?? '(top)'} › ${screen.menu.label}`;
      const sameEntry = menuEntries.get(key);
      if (sameEntry) problems.push(`${file}:/menu/label: menu entry "${key}" is already used by ${sameEntry}`);
      else menuEntries.set(key, file);
    }
  }
  return problems;
}

/** Keeps the most precise error of each place: a failed `oneOf` repeats what its branch said. */
function schemaProblems(file: string, errors: ErrorObject[]): string[] {
  const precise = errors.filter((error) => error.keyword !== 'oneOf' || errors.length === 1);
  return [...new Set(precise.map((error) => `${file}:${error.instancePath || '/'}: ${describe(error)}`))];
}

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown property "${String(error.params.additionalProperty)}"`;
    case 'required':
      return `missing required property "${String(error.params.missingProperty)}"`;
    case 'enum':
      return `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(error.params.allowedValue)}`;
    default:
      return error.message ?? 'is invalid';
  }
}

/** Reads every `*.screen.json` below `dir`; a file that is not JSON is reported, not thrown. */
export async function readScreenFiles(root: string, dir = 'screens'): Promise<{ files: ScreenFile[]; problems: string[] }> {
  const files: ScreenFile[] = [];
  const problems: string[] = [];
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.screen.json'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
  for (const file of paths) {
    const text = await readFile(join(root, file), 'utf8');
    try {
      files.push({ file, data: JSON.parse(text) as unknown });
    } catch (error) {
      problems.push(`${file}:/: not valid JSON (${(error as Error).message})`);
    }
  }
  return { files, problems };
}
