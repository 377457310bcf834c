import type { Block, ComputedValue, Condition, Endpoint, FillValue, PageScreen, PageSubmit, RuleValue, SubmitBodyValue } from '../../../generated/screen';
import type { Published } from '../blocks/parts.ts';
import { placedBlocks, toolsOf } from '../blocks/toolRegistry.ts';
import { POLL_STATE_HEADS } from '../forms/pollRules.ts';
import { conditionPaths, conditionPatternProblems } from '../../../conditions/evaluateCondition.ts';
import { USER_FIELDS } from '../../../templates/globals.ts';
import type { AppRegistries, CheckContext } from '../../../tooling/checkContext.ts';
import { componentPublishContext } from '../blocks/custom/tools/customBlockRules.ts';
import type { PageChecks, PageFormParts } from './pageChecks.ts';
import { checkFieldEffects } from '../../form/tools/fieldEffectRules.ts';
import { esc } from '../../../tooling/jsonPointer.ts';
import { checkRuleLookups } from '../../../tooling/lookupRuleChecks.ts';
import { modalFormOpening } from './modalFormOpeners.ts';
import { lookupChoiceOf, sendsFile } from '../../form/widgets/registry.ts';
import { widgetProblems } from '../../form/widgets/toolRegistry.ts';
import { checkConstraintMessages } from '../../form/tools/fieldMessageRules.ts';
import { blankGuardProblems, blankOutcomeProblem, FAILURE_TEXTS, outcomeSites, unreachableAlternativeProblems } from '../../../tooling/outcomeRules.ts';
import type { Found } from '../../../tooling/problems.ts';
import { fieldsContext, plainTextProblems, templateProblems, type TemplateContext } from '../../../tooling/templateRules.ts';
import { submitStepProblems, stepReads } from '../../../tooling/submitStepRules.ts';
import { noBodyProblems } from '../../../tooling/endpointBodyRules.ts';
import { succeedsWhenProblems } from '../../../tooling/endpointAnswerRules.ts';
import { sentPayloadProblems, type SentBody } from '../../../tooling/sentPayloadRules.ts';
import { nearFix, oneOfFix, type ProblemCode } from '../../../tooling/problemCodes.ts';
import type { Report } from '../../../tooling/toolTypes.ts';
import { lockedTwice } from '../../form/tools/lockedTwice.ts';

/** What the page publishes besides its blocks: the signed-in user (`user.email`) and the business date (`today`). */
const GLOBAL_STATE = new Set(['user', 'today']);

/** What a field's `default` template reads: the globals only (it is filled when the form opens, before anything else is there). */
const DEFAULT_CONTEXT: TemplateContext = { knows: () => false, globals: true, empty: 'a default is filled when the form opens, from {today}, {user.email}, {user.name} and {user.initials} only' };

/**
 * The rules of a page definition that a schema cannot say: block ids are unique; every endpoint,
 * form, lookup, message, entity, payload and entity property named exists; every condition and
 * result reads a state path some block publishes; `resultIn` names a result block; and every
 * template's filters exist and its placeholders name what the runtime fills it from.
 */
export function checkPageScreen(screen: PageScreen, context: CheckContext, report: Report): void {
  const { entities, app } = context;
  const domainRules = app.domainRules;
  // The names a custom component publishes, from its contract (the app's, src/custom/contracts.ts).
  const PUBLISH_CONTEXT = componentPublishContext(app.customContracts);
  const endpointNames = new Set(Object.keys(screen.endpoints));
  const lookupNames = new Set(Object.keys(screen.lookups ?? {}));
  checkRuleLookups(screen.lookups, app, report);
  const formNames = new Set(Object.keys(screen.forms ?? {}));
  const messageKeys = new Set(Object.keys(screen.messages ?? {}));
  const blocks = new Map<string, Block>();
  const placed = placedBlocks(screen.blocks);
  const firstAt = new Map<string, string>();
  for (const { block, at } of placed) {
    const first = firstAt.get(block.id);
    if (first !== undefined) report(`${at}/id`, `block id "${block.id}" is already used by ${first}`, 'page.block.duplicate-id');
    else if (GLOBAL_STATE.has(block.id)) report(`${at}/id`, `"${block.id}" cannot name a block: the page publishes the ${block.id === 'user' ? 'signed-in user' : 'business date'} there`, 'page.block.reserved-id');
    else {
      blocks.set(block.id, block);
      firstAt.set(block.id, at);
    }
  }
  const endpoint = (pointer: string, name: string) => {
    if (!endpointNames.has(name)) report(pointer, `unknown endpoint "${name}"`, 'endpoint.unknown', oneOfFix(endpointNames));
  };
  for (const problem of noBodyProblems(screen.endpoints)) report(...problem);
  for (const problem of succeedsWhenProblems(screen.endpoints)) report(...problem);
  // A GraphQL call posts { query, variables }: no other method, no body of its own.
  for (const [name, called] of Object.entries(screen.endpoints)) {
    if (!called?.graphql) continue;
    if (called.method !== 'POST') report(`/endpoints/${esc(name)}/method`, `a GraphQL call is POST (it sends { query, variables }), not ${called.method}`, 'endpoint.graphql-not-post');
    if (called.body) report(`/endpoints/${esc(name)}/body`, 'a GraphQL call sends { query, variables } from "graphql": it has no "body"', 'endpoint.graphql-with-body');
  }

  /** What a state path's first steps name: a block's published state, or the user (and, in a modal form, its own values). */
  const statePathProblem = (path: string, ownForm?: { name: string; fields: ReadonlySet<string> }): string | undefined => {
    const [head = '', next] = path.split('.');
    if (ownForm && head === ownForm.name) return next === undefined || ownForm.fields.has(next) ? undefined : `form "${head}" has no field "${next}"`;
    if (head === 'user') return next === undefined || (USER_FIELDS as readonly string[]).includes(next) ? undefined : `the user has no "${next}" (only ${USER_FIELDS.join(', ')})`;
    if (head === 'today') return next === undefined ? undefined : '"today" is a date (yyyy-MM-dd) with no fields';
    const block = blocks.get(head);
    if (!block) return `no block "${head}" in the page`;
    if (next === undefined) return undefined;
    const publication = toolsOf(block.block).publishes(block, PUBLISH_CONTEXT);
    const published = publication.names.get(next);
    if (!published) return publication.notPublished(head, next);
    if (published.reads === 'value') return path.split('.').length > 2 ? `"${head}.${next}" is a value with no fields` : undefined;
    const named = path.split('.')[2];
    if (published.names && named !== undefined && !published.names.has(named)) {
      return `block "${head}" has no ${next} value "${named}"${published.names.size > 0 ? ` (${next}: ${[...published.names].join(', ')})` : ''}`;
    }
    return published.reads === 'any' ? undefined : rowReadProblem(path, published);
  };
  /** The fields of the rows a published value holds: its entity's, or one payload's of its `$defs`. */
  const publishedFields = (published: Published): ReadonlySet<string> | undefined => {
    const entity = published.entity === undefined ? undefined : entities.get(published.entity);
    return published.payload === undefined ? entity?.fields : entity?.payloads.get(published.payload);
  };
  /** Past a published row (`<grid>.selectedRow`) or list of rows (`<grid>.selected`): an item by its index (`selected.0`), then a field of their entity. */
  const rowReadProblem = (path: string, published: Published): string | undefined => {
    const [head = '', next = '', ...rest] = path.split('.');
    const [index, field] = published.reads === 'rows' ? rest : ['0', ...rest];
    if (index === undefined) return undefined;
    if (!/^\d+$/.test(index)) return `"${head}.${next}" is a list: read an item by its index (${head}.${next}.0.${index}) or go through it with "each"`;
    const fields = publishedFields(published);
    const what = published.payload === undefined ? (published.entity ?? '') : `${published.entity ?? ''}'s "${published.payload}"`;
    return field === undefined || !fields || fields.has(field) ? undefined : `the rows of ${blocks.get(head)?.block ?? ''} block "${head}" (${what}) have no field "${field}"`;
  };
  /** Whether a placeholder reads another block's published state (`template.selectedRow.templateId`, `drivers.selected.0.timezone`). */
  const readsPageState = (path: string): boolean => blocks.has(path.split('.')[0] ?? '') && statePathProblem(path) === undefined;
  /** What is wrong with a placeholder that names a block of the page (undefined for any other). */
  const pageStateProblem = (path: string): string | undefined => (blocks.has(path.split('.')[0] ?? '') ? statePathProblem(path) : undefined);
  /** What a page state path names, when it is a name some block publishes (`links.rows`, not `links.rows.0`). */
  const publishedAt = (path: string): Published | undefined => {
    const [head = '', next, ...rest] = path.split('.');
    const block = blocks.get(head);
    return block && next !== undefined && rest.length === 0 ? toolsOf(block.block).publishes(block, PUBLISH_CONTEXT).names.get(next) : undefined;
  };
  /** The fields of the items of a page state list an `each` goes through, when an entity describes them. */
  const listItemFields = (path: string): ReadonlySet<string> | undefined => {
    const published = publishedAt(path);
    return published?.list ? publishedFields(published) : undefined;
  };
  /** The problem of an `each` path: it must name a list some block publishes. */
  const eachProblem = (path: string): [string, ProblemCode] | undefined => {
    const problem = statePathProblem(path);
    if (problem) return [problem, 'state.unresolved'];
    return publishedAt(path)?.list ? undefined : [`not a list (lists: a grid block's "selected", a cards block's "rows", a form block's list field)`, 'page.submit.each-not-list'];
  };
  const condition = (pointer: string, value: Condition | undefined, ownForm?: { name: string; fields: ReadonlySet<string> }) => {
    if (!value) return;
    for (const path of conditionPaths(value)) {
      const problem = statePathProblem(path, ownForm);
      if (problem) report(pointer, `condition reads "${path}": ${problem}`, 'state.unresolved');
    }
    for (const problem of conditionPatternProblems(value)) report(pointer, problem, 'condition.bad-pattern');
  };

  /** The entity and payload of a form, and each of its fields naming a property of them. */
  /** The page's modal forms whose openers take their values (a custom component's role that says so): they send nothing. */
  const valueHandingForms = new Set<string>();
  const formParts = (at: string, form: PageFormParts, ownForm?: { name: string; fields: ReadonlySet<string> }, rowFields?: ReadonlySet<string>) => {
    const entity = entities.get(form.entity);
    if (!entity) {
      report(`${at}/entity`, `unknown entity "${form.entity}" (no schemas/entities/${form.entity}.schema.json)`, 'entity.unknown', nearFix(form.entity, entities.keys()));
      return;
    }
    const where = form.payload === undefined ? `schemas/entities/${form.entity}.schema.json` : `$defs.${form.payload} of schemas/entities/${form.entity}.schema.json`;
    const properties = form.payload === undefined ? entity.fields : entity.payloads.get(form.payload);
    if (!properties) {
      report(`${at}/payload`, `unknown payload "${form.payload ?? ''}" (no $defs.${form.payload ?? ''} in schemas/entities/${form.entity}.schema.json)`, 'entity.unknown-payload', oneOfFix([...entity.payloads.keys()]));
      return;
    }
    const seen = new Set<string>();
    const names = new Set(form.fields.map((field) => field.name));
    // A hint (and the original value beside a label) is filled from the form's values, the row it opened for and the page state, as its submit's templates are.
    // A field choosing a lookup row is read past its name as the row's columns (`{city.regionCode}`): the lookup's rows are not typed.
    const choosing = new Set(form.fields.flatMap((field) => (lookupChoiceOf(field.ui) !== undefined ? [field.name] : [])));
    const readsChosenRow = (path: string) => path.includes('.') && choosing.has(path.split('.')[0] ?? '');
    const hintContext: TemplateContext = { knows: (path) => names.has(path) || readsChosenRow(path) || (rowFields?.has(path) ?? false) || readsPageState(path), globals: true, explain: pageStateProblem };
    form.fields.forEach((field, k) => {
      const pointer = `${at}/fields/${k}`;
      if (field.hint !== undefined) templates.fill(`${pointer}/hint`, field.hint, hintContext);
      if (field.original !== undefined) templates.fill(`${pointer}/original`, field.original, hintContext);
      // A starting value is filled when the form opens: from the globals only.
      if (typeof field.default === 'string') templates.fill(`${pointer}/default`, field.default, DEFAULT_CONTEXT);
      if (field.check !== undefined && !Object.hasOwn(domainRules.valueChecks ?? {}, field.check)) {
        report(`${pointer}/check`, `unknown value check "${field.check}" (known: ${Object.keys(domainRules.valueChecks ?? {}).join(', ') || 'none'})`, 'form.field.unknown-check', oneOfFix(Object.keys(domainRules.valueChecks ?? {})));
      }
      if (field.checkArgs !== undefined && field.check === undefined) report(`${pointer}/checkArgs`, '"checkArgs" needs a "check" that judges by them', 'form.field.check-args-without-check');
      if (!properties.has(field.name)) report(`${pointer}/name`, `unknown property "${field.name}" (not in ${where})`, 'form.field.unknown-property', nearFix(field.name, properties));
      if (seen.has(field.name)) report(`${pointer}/name`, `field "${field.name}" is already in the form`, 'form.field.duplicate');
      seen.add(field.name);
      const widgetContext = {
        form: 'page' as const,
        field: field.name,
        fields: names,
        lookups: lookupNames,
        propertyType: entity.types?.get(form.payload ?? '')?.get(field.name),
        propertyEnum: entity.enums.get(form.payload ?? '')?.get(field.name),
        optionSets: screen.options,
        dateRules: Object.keys(domainRules.dateRules),
        statePathProblem: (path: string) => statePathProblem(path, ownForm),
      };
      for (const [where, problem, code, fix] of field.ui ? widgetProblems(field.ui, widgetContext) : []) report(`${pointer}${where}`, problem, code, fix);
      condition(`${pointer}/showWhen`, field.showWhen, ownForm);
      condition(`${pointer}/readOnlyWhen`, field.readOnlyWhen, ownForm);
      const effectContext = { fields: names, properties: entity.properties?.get(form.payload ?? ''), types: entity.types?.get(form.payload ?? '') };
      checkFieldEffects(field, pointer, { ...effectContext, template: (at, template) => templates.fill(at, template, hintContext), app }, report);
      checkConstraintMessages(pointer, field, entity.constraints?.get(form.payload ?? '')?.get(field.name), report);
    });
  };

  const templates = new TemplateChecks(app);
  const endpointTemplates = (name: string, context: TemplateContext) => {
    const called: Endpoint | undefined = screen.endpoints[name];
    if (!called) return;
    const at = `/endpoints/${esc(name)}`;
    templates.fill(`${at}/path`, called.path, context);
    for (const [key, template] of Object.entries(called.query ?? {})) if (template !== undefined) templates.fill(`${at}/query/${esc(key)}`, template, context);
    if (called.method !== 'GET') for (const [key, template] of Object.entries(called.body ?? {})) if (template !== undefined) templates.fill(`${at}/body/${esc(key)}`, template, context);
    // A GraphQL document is sent as written; its variables are the templates.
    for (const [key, template] of Object.entries(called.graphql?.variables ?? {})) if (template !== undefined) templates.fill(`${at}/graphql/variables/${esc(key)}`, template, context);
  };
  /** A `{ rule, args }` value: a rule the app registers, each argument a template of the context. */
  const ruleValueChecks = (pointer: string, value: RuleValue, context: TemplateContext) => {
    const known = Object.keys(domainRules.valueRules ?? {});
    if (!known.includes(value.rule)) report(`${pointer}/rule`, `unknown value rule "${value.rule}" (known: ${known.join(', ') || 'none'})`, 'form.value-rule.unknown', oneOfFix(known));
    for (const [name, template] of Object.entries(value.args)) if (template !== undefined) templates.fill(`${pointer}/args/${esc(name)}`, template, context);
  };
  /** A `FillValue` (a `fill` or `fillFrom` entry): a template, a `{ value, otherwise }` or a rule's value, its templates read in `context`. */
  const fillValueChecks = (pointer: string, value: FillValue, context: TemplateContext) => {
    if (typeof value === 'string') templates.fill(pointer, value, context);
    else if ('value' in value) templates.fill(`${pointer}/value`, value.value, context);
    else ruleValueChecks(pointer, value, context);
  };
  /** A form block's computed values read its values (a field's value may be an object: `{size.price}`) and the page state, as its body does. */
  const computedChecks = (at: string, fields: ReadonlySet<string>, computed: Readonly<Record<string, ComputedValue | undefined>>) => {
    const context: TemplateContext = { knows: (path) => fields.has(path.split('.')[0] ?? '') || readsPageState(path), globals: true, explain: pageStateProblem };
    for (const [name, value] of Object.entries(computed)) {
      const pointer = `${at}/computed/${esc(name)}`;
      if (typeof value === 'string') templates.fill(pointer, value, context);
      else if (value !== undefined) ruleValueChecks(pointer, value, context);
    }
  };
  /** The bodies of keys the page's forms send, by endpoint: held to the endpoint's `payload` once every form is read. */
  const sentBodies: SentBody[] = [];
  const sends = (pointer: string, endpointName: string | undefined, body: PageSubmit['body'] | undefined) => {
    if (endpointName !== undefined && body !== undefined && typeof body !== 'string') sentBodies.push({ pointer, endpoint: endpointName, keys: Object.keys(body) });
  };
  /** A submit's texts read the values, the row (modal forms opened for one) and `answer.*`. */
  const submitChecks = (at: string, form: PageFormParts & { submit: PageSubmit }, rowFields: ReadonlySet<string> | undefined, ownForm?: { name: string; fields: ReadonlySet<string> }) => {
    sends(`${at}/submit/body`, form.submit.endpoint, form.submit.body);
    for (const alternative of form.submit.endpointWhen ?? []) sends(`${at}/submit/body`, alternative.endpoint, form.submit.body);
    for (const [k, step] of (form.submit.before ?? []).entries()) {
      sends(`${at}/submit/before/${k}/body`, step.endpoint, step.body);
      if (step.undo) sends(`${at}/submit/before/${k}/undo/body`, step.undo.endpoint, step.undo.body);
    }
    const fields = new Set(form.fields.map((field) => field.name));
    const flat = (path: string) => fields.has(path) || (rowFields?.has(path) ?? false);
    const ownFields = fieldsContext(new Set([...fields, ...(rowFields ?? [])]));
    const under = (path: string, head: string) => path === head || path.startsWith(`${head}.`);
    // The `before` steps' answers are read by the later templates as `{<step>.answer.<path>}`.
    const steps = form.submit.before ?? [];
    const readsStep = stepReads(steps.map((step) => step.id));
    // A field choosing one lookup row (lookupSelect) is read as `{<field>.<column>}` (`{templateType.pathTags}`): the lookup's rows are not typed, any column may be read.
    const selectFields = new Set(form.fields.flatMap((field) => (lookupChoiceOf(field.ui) !== undefined ? [field.name] : [])));
    const readsChoice = (path: string) => path.includes('.') && selectFields.has(path.split('.')[0] ?? '');
    const values: TemplateContext = { knows: (path) => ownFields.knows(path) || readsChoice(path) || readsStep(path) || readsPageState(path), globals: true, explain: pageStateProblem };
    const polled = form.submit.poll;
    const withAnswer: TemplateContext = { knows: (path) => flat(path) || readsChoice(path) || under(path, 'answer') || readsStep(path) || (polled !== undefined && under(path, 'started')) || readsPageState(path), globals: true, explain: pageStateProblem };
    const called = form.submit.endpoint;
    // A modal form whose opener (a custom component) takes its values: it sends nothing, the component says what came of them.
    const handsValues = ownForm !== undefined && valueHandingForms.has(ownForm.name);
    if (handsValues && called !== undefined) report(`${at}/submit/endpoint`, `form "${ownForm.name}" hands its values to the component that opens it, which sends nothing: remove "endpoint"`, 'custom.form.hands-values-with-endpoint');
    if (called === undefined) {
      // A submit that sends nothing (Quick reports): only a form block's, and with nothing to send or wait for.
      if (ownForm && !handsValues) report(`${at}/submit`, 'a modal form\'s submit calls an endpoint: add "endpoint"', 'page.modal.needs-endpoint');
      // A search (it refreshes grids reading its answer) shows what it found there and needs no sentence.
      if (!handsValues && form.submit.success === undefined && form.submit.refresh === undefined) {
        report(`${at}/submit`, 'a submit without an endpoint says its "success" (what it did, since nothing is sent), or refreshes the grids that show what it searched ("refresh")', 'page.submit.without-endpoint-says-nothing');
      }
      for (const key of ['body', 'before', 'poll', 'confirm', 'endpointWhen'] as const) {
        if (form.submit[key] !== undefined) report(`${at}/submit/${key}`, `a submit without an endpoint sends nothing: "${key}" has nothing to do`, 'page.submit.without-endpoint-sends');
      }
    } else {
      if (form.submit.failure === undefined) report(`${at}/submit`, 'a submit calling an endpoint says its "failure"', 'page.submit.failure-missing');
      // The submit's own call and those of `endpointWhen` (one of them is called, with the same values): each checked alike.
      const calls = [{ pointer: `${at}/submit/endpoint`, name: called }, ...(form.submit.endpointWhen ?? []).map((alternative, k) => ({ pointer: `${at}/submit/endpointWhen/${k}/endpoint`, name: alternative.endpoint }))];
      for (const { pointer, name } of calls) {
        endpoint(pointer, name);
        const method = screen.endpoints[name]?.method;
        if (method !== undefined && method !== 'POST' && method !== 'PUT' && form.fields.some((field) => sendsFile(field.ui))) {
          report(pointer, `endpoint "${name}" is ${method}: a form with a file field sends multipart/form-data (POST or PUT)`, 'endpoint.wrong-method');
        }
        endpointTemplates(name, values);
      }
      // Each alternative's condition is read when the button is pressed, as `enabledWhen`'s is.
      form.submit.endpointWhen?.forEach((alternative, k) => condition(`${at}/submit/endpointWhen/${k}/when`, alternative.when, ownForm));
    }
    const fileFields = new Set(form.fields.filter((field) => sendsFile(field.ui)).map((field) => field.name));
    const bodyChecks = (bodyAt: string, body: NonNullable<PageSubmit['body']>, context: TemplateContext) => {
      if (typeof body === 'string') return templates.fill(bodyAt, body, context);
      for (const [key, value] of Object.entries(body)) if (value !== undefined) bodyValueChecks(`${bodyAt}/${esc(key)}`, value, context);
    };
    const bodyValueChecks = (pointer: string, value: SubmitBodyValue, context: TemplateContext) => {
      if (typeof value === 'string') return templates.fill(pointer, value, context);
      if ('file' in value) {
        if (!fileFields.has(value.file)) report(`${pointer}/file`, `"${value.file}" is no file field of the form${fileFields.size > 0 ? ` (file fields: ${[...fileFields].join(', ')})` : ''}`, 'page.submit.unknown-file-field', oneOfFix(fileFields));
        return;
      }
      if ('value' in value) return templates.fill(`${pointer}/value`, value.value, context);
      if ('rule' in value) return ruleValueChecks(pointer, value, context);
      const problem = eachProblem(value.each);
      if (problem) report(`${pointer}/each`, `"${value.each}": ${problem[0]}`, problem[1]);
      const itemFields = listItemFields(value.each);
      const item: TemplateContext = { knows: (path) => under(path, 'item') || (itemFields ? itemFields.has(path.split('.')[0] ?? '') : true) || values.knows(path), globals: true, explain: pageStateProblem };
      if (typeof value.as === 'string') templates.fill(`${pointer}/as`, value.as, item);
      else for (const [name, template] of Object.entries(value.as)) if (template !== undefined) templates.fill(`${pointer}/as/${esc(name)}`, template, item);
    };
    // What `fill` writes reads the answer: a template, a `{ value, otherwise }` or a rule's value, checked as a body value is.
    for (const [target, entry] of Object.entries(form.submit.fill ?? {})) {
      const pointer = `${at}/submit/fill/${esc(target)}`;
      if (ownForm) {
        report(pointer, 'only a form block fills other forms (a modal form closes)', 'page.modal.form-block-only');
        continue;
      }
      const [blockId = '', field = ''] = target.split('.');
      const filled = blocks.get(blockId);
      // A field some form of the page edits (a form block's fields are named; a result block's are not).
      const edited = filled && 'fields' in filled ? (filled.fields ?? []).flatMap((known) => ('name' in known ? [known.name] : [])) : [];
      if (!edited.includes(field)) report(pointer, `"${target}" is no field of a form block of the page`, 'page.submit.fill-unknown-field');
      if (entry !== undefined) bodyValueChecks(pointer, entry, withAnswer);
    }
    if (form.submit.body !== undefined) bodyChecks(`${at}/submit/body`, form.submit.body, values);
    steps.forEach((step, k) => {
      const stepAt = `${at}/submit/before/${k}`;
      endpoint(`${stepAt}/endpoint`, step.endpoint);
      // A step reads the answers of the steps before it only.
      const earlier = stepReads(steps.slice(0, k).map((before) => before.id));
      const stepValues: TemplateContext = { knows: (path) => ownFields.knows(path) || earlier(path) || readsPageState(path), globals: true, explain: pageStateProblem };
      if (step.body !== undefined) bodyChecks(`${stepAt}/body`, step.body, stepValues);
      else endpointTemplates(step.endpoint, stepValues);
      if (step.undo !== undefined) {
        // A step's undo runs after a later call failed: it reads what the step read, and the step's own answer.
        const made = stepReads(steps.slice(0, k + 1).map((before) => before.id));
        const undoValues: TemplateContext = { knows: (path) => ownFields.knows(path) || made(path) || readsPageState(path), globals: true, explain: pageStateProblem };
        endpoint(`${stepAt}/undo/endpoint`, step.undo.endpoint);
        if (step.undo.body !== undefined) bodyChecks(`${stepAt}/undo/body`, step.undo.body, undoValues);
        else endpointTemplates(step.undo.endpoint, undoValues);
      }
      for (const path of step.when ? conditionPaths(step.when) : []) {
        const problem = earlier(path) ? undefined : statePathProblem(path, ownForm);
        if (problem) report(`${stepAt}/when`, `condition reads "${path}": ${problem}`, 'state.unresolved');
      }
      if (step.failure !== undefined) {
        const stepAnswer: TemplateContext = { knows: (path) => flat(path) || under(path, 'answer') || earlier(path) || readsPageState(path), globals: true, explain: pageStateProblem };
        for (const site of outcomeSites(`${stepAt}/failure`, step.failure)) templates.fill(site.pointer, site.template, stepAnswer);
        const blank = blankOutcomeProblem(`${stepAt}/failure`, 'failure', step.failure);
        if (blank) report(...blank);
        for (const problem of unreachableAlternativeProblems(`${stepAt}/failure`, 'failure', step.failure)) report(...problem);
      }
    });
    for (const problem of submitStepProblems(at, form.submit, { fields, blocks: new Set(blocks.keys()), fileFields, methodOf: (name) => screen.endpoints[name]?.method })) report(...problem);
    for (const key of ['success', 'failure', 'conflict', 'networkFailure'] as const) {
      const text = form.submit[key];
      if (text === undefined) continue;
      for (const site of outcomeSites(`${at}/submit/${key}`, text)) templates.fill(site.pointer, site.template, withAnswer);
      const blank = (FAILURE_TEXTS as readonly string[]).includes(key) ? blankOutcomeProblem(`${at}/submit/${key}`, key, text) : undefined;
      if (blank) report(...blank);
      for (const problem of unreachableAlternativeProblems(`${at}/submit/${key}`, key, text)) report(...problem);
    }
    // Guards are checked before the call: they read what `enabledWhen` and `confirm` read.
    form.submit.guards?.forEach((guard, k) => {
      condition(`${at}/submit/guards/${k}/holds`, guard.holds, ownForm);
      templates.fill(`${at}/submit/guards/${k}/message`, guard.message, values);
    });
    for (const problem of blankGuardProblems(`${at}/submit/guards`, form.submit.guards)) report(...problem);
    if (form.submit.confirm !== undefined) templates.fill(`${at}/submit/confirm`, form.submit.confirm, values);
    condition(`${at}/submit/enabledWhen`, form.submit.enabledWhen, ownForm);
    // The button's other texts: each condition read as `enabledWhen`'s.
    form.submit.labelWhen?.forEach((alternative, k) => condition(`${at}/submit/labelWhen/${k}/when`, alternative.when, ownForm));
    // Requirements disable the button: the same checks as guards, their messages its note.
    form.submit.requires?.forEach((requirement, k) => {
      condition(`${at}/submit/requires/${k}/holds`, requirement.holds, ownForm);
      templates.fill(`${at}/submit/requires/${k}/message`, requirement.message, values);
    });
    for (const problem of blankGuardProblems(`${at}/submit/requires`, form.submit.requires)) report(...problem);
    if (form.submit.requires !== undefined && form.submit.incomplete !== undefined) report(`${at}/submit/incomplete`, 'a submit with `requires` takes its note from their messages: leave `incomplete` out', 'page.submit.requires-with-incomplete');
    if (polled) {
      const pollAt = `${at}/submit/poll`;
      endpoint(`${pollAt}/endpoint`, polled.endpoint);
      const method = screen.endpoints[polled.endpoint]?.method;
      if (method !== undefined && method !== 'GET') report(`${pollAt}/endpoint`, `endpoint "${polled.endpoint}" is ${method}: a poll calls with GET`, 'endpoint.wrong-method');
      endpointTemplates(polled.endpoint, { knows: (path) => fields.has(path) || under(path, 'started'), globals: true });
      if (polled.failText !== undefined) {
        for (const site of outcomeSites(`${pollAt}/failText`, polled.failText)) templates.fill(site.pointer, site.template, withAnswer);
        const blank = blankOutcomeProblem(`${pollAt}/failText`, 'failText', polled.failText);
        if (blank) report(...blank);
      }
      if (polled.stalled !== undefined) templates.fill(`${pollAt}/stalled/text`, polled.stalled.text, withAnswer);
      if (polled.resetWhen !== undefined && polled.fail === undefined) report(`${pollAt}/resetWhen`, 'resetWhen resets the form after a failure: add the "fail" condition it follows', 'page.poll.reset-without-fail');
      for (const key of ['done', 'fail', 'stop', 'resetWhen'] as const) {
        const test = polled[key];
        for (const path of test ? conditionPaths(test) : []) {
          const head = path.split('.')[0] ?? '';
          if (!(POLL_STATE_HEADS as readonly string[]).includes(head) || (head === 'progress' && path !== 'progress')) {
            report(`${pollAt}/${key}`, `condition reads "${path}": a poll condition reads only progress, started.* and answer.*`, 'page.poll.condition-path');
          }
        }
      }
    }
  };

  const checks: PageChecks = {
    screen,
    entities,
    app,
    report,
    blocks,
    showsOutcomes: (id) => {
      const block = blocks.get(id);
      return block !== undefined && toolsOf(block.block).showsOutcomes === true;
    },
    reloadable: (id) => {
      const block = blocks.get(id);
      return block !== undefined && toolsOf(block.block).reloadable?.(block) === true;
    },
    messageKeys,
    formNames,
    endpoint,
    endpointTemplates,
    fill: (pointer, template, context) => templates.fill(pointer, template, context),
    statePathProblem: (path) => statePathProblem(path),
    readsPageState,
    pageStateProblem,
    publishedAt,
    fillValueChecks,
    formParts: (at, form) => formParts(at, form),
    submitChecks: (at, form, rowFields) => submitChecks(at, form, rowFields),
    computedChecks,
  };
  for (const { block, at } of placed) {
    condition(`${at}/when`, block.when);
    toolsOf(block.block).check(block, at, checks);
  }

  for (const [name, form] of Object.entries(screen.forms ?? {})) {
    if (!form) continue;
    const at = `/forms/${esc(name)}`;
    if (modalFormOpening(placed.map((place) => place.block), name, { customContracts: app.customContracts, entities }).handsValues) valueHandingForms.add(name);
    const own = { name, fields: new Set(form.fields.map((field) => field.name)) };
    // A form opened for a row (a cards block's edit button, a grid block's row action) is filled from it: its templates read the row too.
    const opening = modalFormOpening(placed.map((place) => place.block), name, { customContracts: app.customContracts, entities });
    const { forRow, rowEntity } = opening;
    const rowFields = forRow ? (opening.rowFields ?? (rowEntity !== undefined ? entities.get(rowEntity)?.fields : undefined) ?? entities.get(form.entity)?.fields) : undefined;
    formParts(at, form, own, rowFields);
    templates.fill(`${at}/title`, form.title, rowFields ? fieldsContext(rowFields) : { knows: () => false, empty: `form "${name}" is opened without a row` });
    // A loaded form reads the answer over the row: the answer is taken as a row of the form's own entity.
    const readFields = form.load && rowFields ? new Set([...rowFields, ...(entities.get(form.entity)?.fields ?? [])]) : rowFields;
    const rowsAre = form.load ? `${rowEntity ?? form.entity}'s, with a loaded ${form.entity} over them` : `${rowEntity ?? form.entity}'s`;
    (form.readOnly ?? []).forEach((field, k) => {
      if (!own.fields.has(field)) report(`${at}/readOnly/${k}`, `no field "${field}" in the form`, 'form.field.unknown', oneOfFix(own.fields));
      else if (!forRow) report(`${at}/readOnly/${k}`, `form "${name}" is opened without a row: "readOnly" locks fields of a form opened for a row`, 'page.modal.no-row');
    });
    for (const [pointer, problem] of lockedTwice(`${at}/fields`, form.fields, form.readOnly, '"readOnly"')) report(pointer, problem, 'form.field.locked-twice');
    form.fields.forEach((field, k) => {
      if (field.from === undefined) return;
      if (!readFields) report(`${at}/fields/${k}/from`, `form "${name}" is opened without a row: "from" has no row to read`, 'page.modal.no-row');
      else if (!readFields.has(field.from)) report(`${at}/fields/${k}/from`, `unknown row field "${field.from}" (the rows are ${rowsAre})`, 'page.modal.unknown-row-field', nearFix(field.from, readFields));
    });
    // A value opening from a template over the row (a password listed encoded, opened decoded).
    form.fields.forEach((field, k) => {
      if (field.opensWith === undefined) return;
      if (!readFields) report(`${at}/fields/${k}/opensWith`, `form "${name}" is opened without a row: "opensWith" has no row to read`, 'page.modal.no-row');
      else templates.fill(`${at}/fields/${k}/opensWith`, field.opensWith, fieldsContext(readFields));
    });
    if (form.load) {
      const rowContext: TemplateContext = rowFields ? fieldsContext(rowFields) : { knows: () => false, empty: `form "${name}" is opened without a row` };
      endpoint(`${at}/load/endpoint`, form.load.endpoint);
      const method = screen.endpoints[form.load.endpoint]?.method;
      if (method !== undefined && method !== 'GET') report(`${at}/load/endpoint`, `endpoint "${form.load.endpoint}" is ${method}: a form reads its values with GET`, 'endpoint.wrong-method');
      endpointTemplates(form.load.endpoint, rowContext);
      templates.fill(`${at}/load/failure`, form.load.failure, rowContext);
    }
    submitChecks(at, form, readFields, own);
    if (form.submit.refresh !== undefined) report(`${at}/submit/refresh`, 'only a form block refreshes grid blocks (a modal form reloads the cards that opened it)', 'page.modal.form-block-only');
    if (form.submit.navigate !== undefined) report(`${at}/submit/navigate`, 'only a form block opens another screen after its submit (a modal form closes)', 'page.modal.form-block-only');
    // The dialog waits to close so that its success is read there: there must be one to read.
    if (form.submit.closeAfter !== undefined && form.submit.success === undefined) report(`${at}/submit/closeAfter`, 'a modal form that closes after its success says it in the dialog until then: give the submit its "success"', 'page.modal.close-after-without-success');
  }

  for (const [key, text] of Object.entries(screen.messages ?? {})) {
    if (text !== undefined) for (const problem of plainTextProblems(`/messages/${esc(key)}`, text)) report(...problem);
  }
  for (const problem of sentPayloadProblems(screen.endpoints, sentBodies, entities)) report(...problem);
  for (const problem of templates.problems()) report(...problem);
}

/** Templates by pointer with every context they are filled from (an endpoint may serve several forms). */
class TemplateChecks {
  private readonly sites = new Map<string, { template: string; contexts: TemplateContext[] }>();

  constructor(private readonly app: AppRegistries) {}

  fill(pointer: string, template: string, context: TemplateContext): void {
    const site = this.sites.get(pointer) ?? { template, contexts: [] };
    site.contexts.push(context);
    this.sites.set(pointer, site);
  }

  problems(): Found[] {
    return [...this.sites].flatMap(([pointer, site]) => templateProblems({ pointer, template: site.template, contexts: site.contexts }, this.app));
  }
}
