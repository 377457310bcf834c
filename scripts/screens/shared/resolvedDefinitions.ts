import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { definitionsFolderOf, readSharedTextsSync } from './readShared.ts';
import { resolveShared } from '../../../runtime/tooling/shared/resolveShared.ts';
import { sharedSetOf, type SharedSet } from '../../../runtime/tooling/shared/sharedDefinitions.ts';

/** The shared entries of `<root>/<dir>/shared/` (a broken shared file is left to the checker to report). */
export function sharedSetSync(root: string, dir: string): SharedSet {
  return sharedSetOf(readSharedTextsSync(root, dir)).shared;
}

/**
 * Every definition below `<root>/<dir>` as the runtime receives it (shared entries written in),
 * with its path relative to `root`, in file order: for the browser tests that drive themselves
 * from the definitions, which collect their tests at once.
 */
export function resolvedDefinitionsSync(root: string, dir = 'screens'): Array<{ file: string; definition: unknown }> {
  const shared = sharedSetSync(root, dir);
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.screen.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((path) => ({ file: relative(root, path).split(sep).join('/'), definition: resolveShared(JSON.parse(readFileSync(path, 'utf8')) as unknown, shared).data }));
}

/** One definition file (a path from `root`, or absolute) as the runtime receives it: shared entries written in. */
export function resolvedDefinitionSync(file: string, root = process.cwd()): unknown {
  const path = resolve(root, file);
  const folder = definitionsFolderOf(path, root);
  const definition = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  return folder === undefined ? definition : resolveShared(definition, sharedSetSync(folder, '.')).data;
}
