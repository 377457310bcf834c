import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { SharedDefinitions } from '../../generated/shared';
import metaSchema from '../../../schemas/screen.schema.json' with { type: 'json' };
import { esc } from '../jsonPointer.ts';
import { jsonSyntaxError, lineAndColumn } from '../jsonSyntax.ts';
import type { ScreenProblem } from '../problems.ts';
import { schemaProblemCode } from '../schemaProblemCode.ts';

/** The sections of a shared definitions file: each names its entries, which screens `use`. */
export const SHARED_SECTIONS = ['endpoints', 'lookups', 'options', 'paging', 'toolbar', 'fields', 'cascades'] as const;
export type SharedSection = (typeof SHARED_SECTIONS)[number];

/** What a section's entry is, in messages: `unknown shared lookup "regionz"`. */
export const SECTION_NOUN: Record<SharedSection, string> = {
  endpoints: 'endpoint',
  lookups: 'lookup',
  options: 'option set',
  paging: 'paging preset',
  toolbar: 'toolbar button',
  fields: 'field',
  cascades: 'cascade',
};

/**
 * The sections a `use` may name at each kind of place: an item of a form's `fields` names a
 * shared field or a cascade (whose fields come in its place), so their names never meet.
 */
export const PLACE_SECTIONS = {
  endpoints: ['endpoints'],
  lookups: ['lookups'],
  options: ['options'],
  paging: ['paging'],
  toolbar: ['toolbar'],
  fields: ['fields', 'cascades'],
  /** A list of values (a condition's `in`, a custom block's prop): an option set, written in as its values. */
  values: ['options'],
} as const satisfies Record<string, readonly SharedSection[]>;
export type SharedPlace = keyof typeof PLACE_SECTIONS;

/** One shared entry and the file declaring it. */
export interface SharedEntry {
  file: string;
  value: unknown;
  /** Its file breaks the meta-schema: the entry is not written into the screens naming it. */
  broken?: true;
}

/** Every shared entry of a definitions folder, by section then name. */
export type SharedSet = Record<SharedSection, ReadonlyMap<string, SharedEntry>>;

export const NO_SHARED: SharedSet = { endpoints: new Map(), lookups: new Map(), options: new Map(), paging: new Map(), toolbar: new Map(), fields: new Map(), cascades: new Map() };

/** A shared file as read: its path (as messages print it) and its text. */
export interface SharedText {
  file: string;
  text: string;
}

// Compiled when first needed: screens:diff reads shared files without checking them.
let validator: ValidateFunction | undefined;
function validateShared(data: unknown): { valid: boolean; errors: ErrorObject[] } {
  if (!validator) {
    const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, discriminator: true });
    ajv.addSchema(metaSchema);
    validator = ajv.getSchema(`${metaSchema.$id}#/$defs/SharedDefinitions`);
    if (!validator) throw new Error('the meta-schema has no $defs/SharedDefinitions');
  }
  const valid = validator(data) === true;
  return { valid, errors: valid ? [] : (validator.errors ?? []) };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shared entries of a set of shared files (read in the order given) and every problem in
 * them as `file:/pointer: message`: not JSON, not a SharedDefinitions (its meta-schema def: only
 * with `describe`, which words its errors), or a name already declared in the same section of
 * another file, or in another section named at the same place (the first one is kept).
 */
export function sharedSetOf(texts: readonly SharedText[], describe?: (error: ErrorObject) => string): { shared: SharedSet; problems: ScreenProblem[] } {
  const problems: ScreenProblem[] = [];
  const parsed: SharedFile[] = [];
  for (const { file, text } of texts) {
    try {
      parsed.push({ file, data: JSON.parse(text) as unknown });
    } catch (error) {
      const mistake = jsonSyntaxError(text) ?? { ...lineAndColumn(text, text.length), reason: (error as Error).message };
      problems.push({ code: 'file.not-json', file, pointer: '', message: `line ${mistake.line}, column ${mistake.column}: not valid JSON: ${mistake.reason}` });
    }
  }
  const read = sharedSetOfFiles(parsed, describe);
  return { shared: read.shared, problems: [...problems, ...read.problems] };
}

/** A shared file parsed: its path and its JSON. */
export interface SharedFile {
  file: string;
  data: unknown;
}

/** The same, for files already parsed; without `describe`, the files are not checked (screens:diff compares them as they are). */
export function sharedSetOfFiles(files: readonly SharedFile[], describe?: (error: ErrorObject) => string): { shared: SharedSet; problems: ScreenProblem[] } {
  const sections = Object.fromEntries(SHARED_SECTIONS.map((section) => [section, new Map<string, SharedEntry>()])) as Record<SharedSection, Map<string, SharedEntry>>;
  const problems: ScreenProblem[] = [];
  for (const { file, data } of files) {
    const { valid, errors } = describe ? validateShared(data) : { valid: true, errors: [] };
    // A failed `anyOf` (a shared field: a grid form's or a page form's) or `if` (a rule or endpoint lookup) is told by its branches' errors.
    const told = errors.filter((error) => error.keyword !== 'anyOf' && error.keyword !== 'if');
    if (describe && !valid) {
      const said = new Map(told.map((error): [string, ScreenProblem] => {
        const problem: ScreenProblem = { code: schemaProblemCode(error), file, pointer: error.instancePath || '/', message: describe(error) };
        return [`${problem.pointer}: ${problem.message}`, problem];
      }));
      problems.push(...said.values());
    }
    // A broken file's names are still known, so a screen naming one is told where the fault is.
    const definitions = (isObject(data) ? data : {}) as SharedDefinitions;
    for (const section of SHARED_SECTIONS) {
      for (const [name, value] of Object.entries(isObject(definitions[section]) ? definitions[section] : {})) {
        const first = sections[section].get(name);
        const other = sameNameElsewhere(sections, section, name);
        const pointer = `/${section}/${esc(name)}`;
        if (first) problems.push({ code: 'shared.duplicate-name', file, pointer, message: `shared ${SECTION_NOUN[section]} "${name}" is already declared in ${first.file}` });
        else if (other) problems.push({ code: 'shared.duplicate-name', file, pointer, message: `shared ${SECTION_NOUN[section]} "${name}" is already declared as a shared ${SECTION_NOUN[other.section]} in ${other.file}` });
        else sections[section].set(name, valid ? { file, value } : { file, value, broken: true });
      }
    }
  }
  return { shared: sections, problems };
}

/** An entry of the same name in another section a `use` at the same place may name. */
function sameNameElsewhere(sections: SharedSet, section: SharedSection, name: string): { section: SharedSection; file: string } | undefined {
  const places = Object.values(PLACE_SECTIONS).filter((place: readonly SharedSection[]) => place.includes(section));
  const others = places.flatMap((place: readonly SharedSection[]) => place.filter((one) => one !== section));
  for (const other of others) {
    const found = sections[other].get(name);
    if (found) return { section: other, file: found.file };
  }
  return undefined;
}

/** Whether a value is a `{ "use": … }` naming a shared entry. */
export function isUse(value: unknown): value is { use: string } & Record<string, unknown> {
  return isObject(value) && typeof value.use === 'string';
}
