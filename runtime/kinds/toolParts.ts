/**
 * What a screen kind's tools' parts are (`<kind>/tools.ts`, listed by toolRegistry.ts): the type
 * each kind's tools satisfy, apart from the registry that imports them, so no tools file imports
 * its registry back.
 */
import type { CheckContext } from '../tooling/checkContext.ts';
import type { Entity } from '../tooling/scaffold/entities.ts';
import type { KindQuestions } from '../tooling/scaffold/questions.ts';
import type { ScaffoldRequest } from '../tooling/scaffold/request.ts';
import type { DiffArea, EntitySchemas, FormSchemaEntry, KindFlag, NavigationTarget, Report } from '../tooling/toolTypes.ts';
import type { Kind, ScreenOfKind } from './kindParts.ts';

export type ScaffoldRequestOf<K extends Kind> = Extract<ScaffoldRequest, { kind: K }>;

export interface KindTools<K extends Kind> {
  /** Its rules a schema cannot say (names and placeholders resolving), run once the definition validates and its shared entries resolve. */
  check(screen: ScreenOfKind<K>, context: CheckContext, report: Report): void;
  /** Every route a screen of the kind opens, with its pointer. */
  navigationTargets(screen: ScreenOfKind<K>): NavigationTarget[];
  /** The forms it compiles validators for, read leniently from raw JSON (`at`: `<file>` for locations). */
  validatorForms: (file: string, route: string, data: Record<string, unknown>, entities: EntitySchemas) => FormSchemaEntry[];
  diff: {
    /** Areas of its own, compared after the common ones (a page's blocks and modal forms). */
    areas: readonly DiffArea[];
    /** Top-level properties its areas read besides the common ones (the rest is listed as 'Other properties'). */
    known: readonly string[];
    /** Whether its own areas compare its `forms` (then the common forms area leaves them alone). */
    ownsForms: boolean;
  };
  /** `npm run screens:new` for the kind. */
  scaffold: {
    /** Its own flags, by name without dashes (given for another kind, one is refused, naming the kinds that take it). */
    flags: Readonly<Record<string, KindFlag>>;
    /** Asks what the kind needs beyond what every screen has. */
    ask(questions: KindQuestions): Promise<{ request: ScaffoldRequestOf<K>; entity?: Entity }>;
    /** The definition it writes. */
    build(request: ScaffoldRequestOf<K>, entity: Entity | undefined): ScreenOfKind<K>;
    /** The kind's items of the 'What to fill next' checklist. */
    nextSteps(screen: ScreenOfKind<K>): string[];
    /** One line saying what was written: 'grid of town; 4 columns; …'. */
    summary(screen: ScreenOfKind<K>): string;
  };
}
