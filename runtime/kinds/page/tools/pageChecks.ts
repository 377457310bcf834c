import type { Block, ComputedValue, FillValue, PageField, PageScreen, PageSubmit } from '../../../generated/screen';
import type { Published } from '../blocks/parts.ts';
import type { AppRegistries } from '../../../tooling/checkContext.ts';
import type { EntityFields } from '../../../tooling/entityFields.ts';
import type { TemplateContext } from '../../../tooling/templateRules.ts';
import type { Report } from '../../../tooling/toolTypes.ts';

/** A form's parts the checker reads: its entity, payload and fields. */
export interface PageFormParts {
  entity: string;
  payload?: string | undefined;
  fields: PageField[];
}

/**
 * What the page checker (pageRules.ts) gives a block kind's rules (`check` of its tools.ts): the
 * page, where to report, and the checks every kind shares (endpoints, templates, state paths, forms).
 */
export interface PageChecks {
  screen: PageScreen;
  entities: EntityFields;
  /** The app's registries (domain rules and filters, custom components' contracts). */
  app: AppRegistries;
  report: Report;
  /** The page's blocks by id (those inside tabs too). */
  blocks: ReadonlyMap<string, Block>;
  /** Whether forms may show their outcome in the block `id` (`submit.resultIn`), as its kind's tools say. */
  showsOutcomes(id: string): boolean;
  /** Whether a form's submit may have the block `id` load again (`submit.refresh`), as its kind's tools say. */
  reloadable(id: string): boolean;
  messageKeys: ReadonlySet<string>;
  formNames: ReadonlySet<string>;
  /** Reports an endpoint the page does not have. */
  endpoint(pointer: string, name: string): void;
  /** Checks an endpoint's path, query and body templates against what fills them. */
  endpointTemplates(name: string, context: TemplateContext): void;
  /** Checks a template against what fills it (all contexts of one site are checked together). */
  fill(pointer: string, template: string, context: TemplateContext): void;
  /** What is wrong with a page state path (undefined when some block publishes it). */
  statePathProblem: (path: string) => string | undefined;
  /** Whether a placeholder reads another block's published state. */
  readsPageState(path: string): boolean;
  /** What is wrong with a placeholder naming a block of the page (undefined for any other). */
  pageStateProblem: (path: string) => string | undefined;
  /** How a block publishes the name a page state path ends at (`carts.editing`: a custom block's typed row), when it does. */
  publishedAt(path: string): Published | undefined;
  /** Checks a `FillValue` (a `fill` or `fillFrom` entry): its templates in `context`, its value rule's name. */
  fillValueChecks(pointer: string, value: FillValue, context: TemplateContext): void;
  /** Checks a form's entity, payload and fields. */
  formParts(at: string, form: PageFormParts): void;
  /** Checks a form's submit: its endpoint, body, outcome texts, guards, confirm and poll. */
  submitChecks(at: string, form: PageFormParts & { submit: PageSubmit }, rowFields: ReadonlySet<string> | undefined): void;
  /** Checks a form block's computed values: their templates and value rules. */
  computedChecks(at: string, fields: ReadonlySet<string>, computed: Readonly<Record<string, ComputedValue | undefined>>): void;
}
