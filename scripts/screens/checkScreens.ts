import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import type { ScreenDefinition } from '../../runtime/generated/screen';
import { kindToolsOf } from '../../runtime/kinds/toolRegistry.ts';
import metaSchema from '../../schemas/screen.schema.json' with { type: 'json' };
import { withoutCustomBlockBranches } from '../customBlockBranches.ts';
import { entityFieldSets, type EntityFieldSets } from '../../runtime/tooling/entityFields.ts';
import { jsonSyntaxError, lineAndColumn } from '../../runtime/tooling/jsonSyntax.ts';
import { endpointRouteProblems } from '../../runtime/tooling/endpointRouteRules.ts';
import { navigationTargets, unknownRouteProblem } from './navigationRules.ts';
import { readSharedTexts } from './shared/readShared.ts';
import { resolveShared } from '../../runtime/tooling/shared/resolveShared.ts';
import { NO_SHARED, sharedSetOf, type SharedSet } from '../../runtime/tooling/shared/sharedDefinitions.ts';
import type { ScreenFile, NavigationTarget } from '../../runtime/tooling/toolTypes.ts';
import { formatProblem, type ScreenProblem } from '../../runtime/tooling/problems.ts';
import { isInlineFormSchema, schemaProblemCode } from '../../runtime/tooling/schemaProblemCode.ts';
import { nearFix, type ProblemCode } from '../../runtime/tooling/problemCodes.ts';
import type { CheckContext } from '../../runtime/tooling/checkContext.ts';

export type { ScreenFile, ScreenProblem };
export { formatProblem };

// `discriminator` picks the one branch of a kind (or widget) to report on, not every branch.
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, discriminator: true });
// Without what a custom block gives per component (the editor's completion): the custom-block
// rules say each of those problems once, in the contract's words (scripts/customBlockBranches.ts).
const validateScreen = ajv.compile(withoutCustomBlockBranches(metaSchema));

/**
 * Every problem in a set of definitions, each with its code, file, pointer, message and fix (`formatProblem`
 * words it `file:/json/pointer: message`), all at once:
 * meta-schema validation, then the rules a schema cannot say (unique routes and menu entries, every
 * route a definition opens (`navigate`) being one of theirs,
 * and the rules of each kind (`check` in runtime/kinds/<kind>/tools.ts: for grids and pages every
 * name and placeholder resolving, see gridRules.ts and pageRules.ts).
 */
export function checkScreens(files: ScreenFile[], context: CheckContext): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  const found = (file: string, pointer: string, message: string, code: ProblemCode, fix?: string) => problems.push({ code, file, pointer, message, ...(fix === undefined ? {} : { fix }) });
  const routes = new Map<string, string>();
  const menuEntries = new Map<string, string>();
  const targets: Array<NavigationTarget & { file: string }> = [];
  for (const { file, data: written, shared } of files) {
    if (!validateScreen(written)) {
      for (const [pointer, message, code] of schemaErrors(validateScreen.errors ?? [])) found(file, pointer, message, code);
      continue;
    }
    // The rules below read the definition with its shared entries written in; a name that is not
    // shared leaves it incomplete, so only that is said.
    const resolved = resolveShared(written, shared ?? NO_SHARED);
    for (const problem of resolved.problems) found(file, ...problem);
    const data = resolved.data;
    // Said where the author wrote it: a problem in a shared cascade's field points at its `use`.
    const report = (pointer: string, message: string, code: ProblemCode, fix?: string) => found(file, ...resolved.written(pointer, message), code, fix);
    // A shared field may suit one kind of form and not another: it is checked where it is written in.
    if (resolved.problems.length === 0 && !validateScreen(data)) {
      for (const [pointer, message, code] of schemaErrors(validateScreen.errors ?? [])) report(pointer, message, code);
      continue;
    }
    // Valid against the meta-schema: a definition of one of its kinds.
    const screen = data as ScreenDefinition;
    if (resolved.problems.length === 0) kindToolsOf(screen)?.check(screen, context, report);
    // Every endpoint a route of its service answers, with its method (when the context has the routes).
    for (const problem of endpointRouteProblems(screen, context.services)) report(...problem);
    targets.push(...navigationTargets(screen).map((target) => ({ ...target, pointer: resolved.written(target.pointer, '')[0], file })));
    const sameRoute = routes.get(screen.route);
    if (sameRoute) found(file, '/route', `route "${screen.route}" is already used by ${sameRoute}`, 'route.duplicate');
    else routes.set(screen.route, file);
    if (screen.menu) {
      const key = `${screen.menu.group ?? '(top)'} › ${screen.menu.label}`;
      const sameEntry = menuEntries.get(key);
      if (sameEntry) found(file, '/menu/label', `menu entry "${key}" is already used by ${sameEntry}`, 'menu.duplicate-entry');
      else menuEntries.set(key, file);
    }
  }
  // A screen opens another by its route: that route must be one of the definitions checked together.
  const known = new Set(routes.keys());
  for (const target of targets) {
    if (target.planned) {
      if (known.has(target.route)) found(target.file, target.pointer, `route "${target.route}" is built (${routes.get(target.route) ?? ''}): the link is no longer "planned"`, 'route.planned-but-built', 'remove "planned"');
      continue;
    }
    const problem = unknownRouteProblem(target, known);
    if (problem) found(target.file, target.pointer, problem, 'route.unknown', nearFix(target.route, known));
  }
  return problems;
}

/**
 * One `[pointer, message, code]` per problem, each once: errors inside the branches of a failed
 * `oneOf` (the forms a value may take) are folded into that `oneOf`'s own message.
 */
function schemaErrors(errors: ErrorObject[]): Array<[string, string, ProblemCode]> {
  // A failed `if`/`then`/`else` (written out, or `use`) is told by the errors of the branch taken.
  errors = errors.filter((error) => error.keyword !== 'if');
  const failedChoices = errors.filter((error) => error.keyword === 'oneOf').map((error) => `${error.schemaPath}/`);
  const kept = errors.filter((error) => !failedChoices.some((prefix) => error.schemaPath.startsWith(prefix)));
  const said = new Map(kept.map((error): [string, [string, string, ProblemCode]] => [`${pointerOf(error)}: ${describe(error)}`, [pointerOf(error), describe(error), schemaProblemCode(error)]]));
  return [...said.values()];
}

function pointerOf(error: ErrorObject): string {
  const tag = error.keyword === 'discriminator' ? `/${String(error.params.tag)}` : '';
  return `${error.instancePath}${tag}` || '/';
}

/** An error of the meta-schema in words. */
export function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'additionalProperties':
      // Forms name entity properties (one dialect): an inline JSON Schema is the old way, said plainly.
      if (isInlineFormSchema(error)) {
        return 'no inline JSON Schema: a form names its entity ("entity", "payload") and lists "fields" by property name (types, limits, enums and defaults come from schemas/entities)';
      }
      return `unknown property "${String(error.params.additionalProperty)}"`;
    case 'required':
      return `missing required property "${String(error.params.missingProperty)}"`;
    case 'enum':
      return `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(error.params.allowedValue)}`;
    case 'oneOf':
      return 'matches none of the allowed forms (see the meta-schema description)';
    case 'discriminator':
      return error.params.error === 'mapping'
        ? `unknown ${String(error.params.tag)} "${String(error.params.tagValue)}"`
        : `missing "${String(error.params.tag)}"`;
    default:
      return error.message ?? 'is invalid';
  }
}

/**
 * Reads every `*.screen.json` below `dir`, each with the shared entries of `<dir>/shared/*.json`;
 * a file that is not JSON is reported (line and column), not thrown, and so is a broken shared file.
 */
export async function readScreenFiles(root: string, dir = 'screens'): Promise<{ files: ScreenFile[]; problems: ScreenProblem[] }> {
  const files: ScreenFile[] = [];
  const read = sharedSetOf(await readSharedTexts(root, dir), describe);
  const shared: SharedSet = read.shared;
  const problems: ScreenProblem[] = [...read.problems];
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.screen.json'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
  for (const file of paths) {
    const text = await readFile(join(root, file), 'utf8');
    try {
      files.push({ file, data: JSON.parse(text) as unknown, shared });
    } catch (error) {
      const mistake = jsonSyntaxError(text) ?? { ...lineAndColumn(text, text.length), reason: (error as Error).message };
      problems.push({ code: 'file.not-json', file, pointer: '', message: `line ${mistake.line}, column ${mistake.column}: not valid JSON: ${mistake.reason}` });
    }
  }
  return { files, problems };
}

/** The row fields (and answer list rows) of every `schemas/entities/*.schema.json`, by entity name. */
export async function readEntityFields(root: string): Promise<Map<string, EntityFieldSets>> {
  const dir = join(root, 'schemas/entities');
  const entities = new Map<string, EntityFieldSets>();
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.schema.json')).sort()) {
    const schema = JSON.parse(await readFile(join(dir, name), 'utf8')) as unknown;
    entities.set(name.replace(/\.schema\.json$/, ''), entityFieldSets(schema));
  }
  return entities;
}
