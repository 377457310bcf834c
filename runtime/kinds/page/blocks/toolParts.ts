/**
 * The tools' parts of a block kind (`<kind>/tools.ts`): its checker rules, its diff description,
 * how it opens the page's modal forms and which forms it compiles validators for. Only the tools
 * (scripts/) read them, through toolRegistry.ts; the app never imports a tools file.
 */
import type { Json, JsonObject } from '../../../tooling/diff/json.ts';
import type { Change } from '../../../tooling/diff/model.ts';
import type { PageChecks } from '../tools/pageChecks.ts';
import type { Entity } from '../../../tooling/scaffold/entities.ts';
import type { Block } from '../../../generated/screen';
import type { BlockKind, BlockOf, OpenedRoute, Publication, PublishContext } from './parts';
import type { AnyCustomContract } from '../../../custom/customContract.ts';
import type { EntityFields } from '../../../tooling/entityFields.ts';

/** Where a block sits in a diff: its change key (`blocks/<id>`), its id and how the change list names it. */
export interface DiffPlace {
  key: string;
  id: string;
  subject: string;
}

/** How a block opens one of the page's modal forms: for a row (its templates read the row), and that row's entity. */
export interface FormOpening {
  row: boolean;
  entity: string | undefined;
  /** The row's fields when the opener says them exactly (a custom component's contract), over the entity's. */
  rowFields?: ReadonlySet<string>;
  /** The opener takes the values the form's submit was pressed with: the form sends nothing (a custom component's contract). */
  handsValues?: boolean;
}

/** What an opener may need to say how it opens a form: the app's component contracts and the entities. */
export interface FormOpeningContext {
  customContracts: Readonly<Record<string, AnyCustomContract>>;
  entities: EntityFields;
}

/** What a block's validator forms are added to: the build's form list, and the walk over blocks it holds. */
export interface ValidatorFormSink {
  /** Adds a page form (entity, payload, fields) under the page form id of this block. */
  pageForm(form: Json): void;
  /** Adds a grid's forms and its sub-tables' forms. */
  gridForms(grid: JsonObject): void;
  /** Walks blocks it holds, at their pointer relative to the block. */
  walk(blocks: Json, at: string): void;
}

export interface BlockTools<K extends BlockKind> {
  /** What it publishes under its id in the page state (the runtime writes the same names: its `published.ts`). */
  publishes(block: BlockOf<K>, context: PublishContext): Publication;
  /** The blocks it holds, each with its pointer relative to the block (the app's part, shared). */
  children(block: BlockOf<K>): Array<{ block: Block; at: string }>;
  /** The routes it opens, pointers relative to the block (the app's part, shared). */
  opens(block: BlockOf<K>): OpenedRoute[];
  /** Its rules a schema cannot say, reported at `at` and below. */
  check(block: BlockOf<K>, at: string, page: PageChecks): void;
  /** One phrase saying what it is: 'form on `ops-link`, 2 fields, submits to `create`'. */
  describe(block: JsonObject): string;
  /** What changed in a kept block of this kind; `facts` holds what the caller said already (title, `when`). */
  changes(before: JsonObject, after: JsonObject, place: DiffPlace, facts: string[]): Change[];
  /** The blocks it holds, as raw JSON (a diff reads definitions a schema may refuse). */
  rawChildren(block: JsonObject): JsonObject[];
  /** How it opens the modal form `name` (none when it does not). */
  opensForm(block: BlockOf<K>, name: string, context: FormOpeningContext): FormOpening[];
  /** The forms it compiles validators for. */
  validatorForms(block: JsonObject, sink: ValidatorFormSink): void;
  /** Forms of the page may show their outcome in it (`submit.resultIn`); absent: none may. */
  showsOutcomes?: true;
  /** A form's submit may have it load again (`submit.refresh`, its `<id>.reloads`); absent: never. */
  reloadable?(block: BlockOf<K>): boolean;
  /** The block `screens:new` writes over an entity, when a page can start with one (a form block does; docs/adding-a-screen.md). */
  scaffold?: (start: BlockStart) => BlockOf<K>;
}

/** What `screens:new` starts a block from: its id, the entity, the call it submits to, the menu label, and the list it is opened from. */
export interface BlockStart {
  id: string;
  entity: Entity;
  submitEndpoint: string;
  label: string;
  fromList?: { route: string; key: string } | undefined;
}

export const opensNoForm = (): FormOpening[] => [];
export const noRawChildren = (): JsonObject[] => [];
export const compilesNoForm = (): void => undefined;
/** The properties every block has, said by the diff of any block (its id, kind, title, `when`). */
export const BLOCK_COMMON: readonly string[] = ['id', 'block', 'title', 'when'];
