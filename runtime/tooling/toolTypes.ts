/**
 * The types every capability's tools (`<capability>/tools/`) and the command-line loops over them
 * share: how a check reports, what a diff area is, a scaffold flag, a route a definition opens, a
 * form found in a definition. Neutral: imports no registry and no capability.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { JsonObject } from './diff/json.ts';
import type { Change } from './diff/model.ts';
import type { ProblemCode } from './problemCodes.ts';
import type { SharedSet } from './shared/sharedDefinitions.ts';

/**
 * Reports one problem at a JSON pointer of the definition: its message, the code of its rule
 * (problemCodes.ts) and, when the rule knows a precise one, a fix (the names allowed there).
 */
export type Report = (pointer: string, message: string, code: ProblemCode, fix?: string) => void;

/** One area of `screens:diff`: what changed between two versions of a definition, read as raw JSON. */
export type DiffArea = (before: JsonObject, after: JsonObject) => Change[];

/** A flag of `screens:new` a kind takes: a value or a switch, and its line of the usage. */
export interface KindFlag {
  takes: 'value' | 'switch';
  /** `--<name> <argument>`, then '<kinds>[, <when>]: <says>'. */
  usage: { argument?: string; when?: string; says: string };
}

/** A route a definition opens (toolbar and row action `navigate`, a form's `submit.navigate.to`), where it is written. */
export interface NavigationTarget {
  pointer: string;
  route: string;
  /** A dashboard link to a screen not built yet (`planned`): its route must be no definition's. */
  planned?: boolean;
}

/** A form found in a definition file: its id, where it sits, and its JSON Schema. */
export interface FormSchemaEntry {
  formId: string;
  /** `screens/places/town.screen.json:/forms/add/schema`, for messages. */
  location: string;
  schema: RJSFSchema;
}

/** Entity schemas by name (`town` for schemas/entities/town.schema.json). */
export type EntitySchemas = ReadonlyMap<string, unknown>;

/** A definition file as read from disk: its path (relative to the project) and parsed JSON. */
export interface ScreenFile {
  file: string;
  data: unknown;
  /** The shared entries its `{ "use": … }`s name (screens/shared/*.json beside it); none when omitted. */
  shared?: SharedSet;
}
