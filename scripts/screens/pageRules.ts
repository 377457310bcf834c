import type { Block, Condition, Endpoint, PageField, PageScreen, PageSubmit } from '../../runtime/generated/screen';
import { RESERVED_FIELD_NAMES } from '../../runtime/kinds/page/blocks/form/formBlockState.ts';
import { conditionPaths } from '../../runtime/kinds/page/state/evaluateCondition.ts';
import type { EntityFields } from './entityFields.ts';
import { esc } from './jsonPointer.ts';
import { fieldsContext, plainTextProblems, templateProblems, undescribedContext, type TemplateContext } from './templateRules.ts';

type Report = (pointer: string, message: string) => void;

/** What the signed-in user publishes in the page state (`user.email`). */
const USER_FIELDS = new Set(['email', 'name']);

interface PageFormParts {
  entity: string;
  payload?: string | undefined;
  fields: PageField[];
}

/**
 * The rules of a page definition that a schema cannot say: block ids are unique; every endpoint,
 * form, lookup, message, entity, payload and entity property named exists; every condition and
 * result reads a state path some block publishes; `resultIn` names a result block; and every
 * template's filters exist and its placeholders name what the runtime fills it from.
 */
export function checkPageScreen(screen: PageScreen, entities: EntityFields, report: Report): void {
  const endpointNames = new Set(Object.keys(screen.endpoints));
  const lookupNames = new Set(Object.keys(screen.lookups ?? {}));
  const formNames = new Set(Object.keys(screen.forms ?? {}));
  const messageKeys = new Set(Object.keys(screen.messages ?? {}));
  const blocks = new Map<string, Block>();
  screen.blocks.forEach((block, i) => {
    const first = [...blocks.values()].findIndex((other) => other.id === block.id);
    if (first >= 0) report(`/blocks/${i}/id`, `block id "${block.id}" is already used by /blocks/${first}`);
    else blocks.set(block.id, block);
  });
  const endpoint = (pointer: string, name: string) => {
    if (!endpointNames.has(name)) report(pointer, `unknown endpoint "${name}"`);
  };

  /** What a state path's first steps name: a block's published state, or the user (and, in a modal form, its own values). */
  const statePathProblem = (path: string, ownForm?: { name: string; fields: ReadonlySet<string> }): string | undefined => {
    const [head = '', next] = path.split('.');
    if (ownForm && head === ownForm.name) return next === undefined || ownForm.fields.has(next) ? undefined : `form "${head}" has no field "${next}"`;
    if (head === 'user') return next === undefined || USER_FIELDS.has(next) ? undefined : `the user has no "${next}" (only ${[...USER_FIELDS].join(', ')})`;
    const block = blocks.get(head);
    if (!block) return `no block "${head}" in the page`;
    if (next === undefined) return undefined;
    if (block.block === 'form') {
      const names = new Set([...block.fields.map((field) => field.name), ...RESERVED_FIELD_NAMES]);
      return names.has(next) ? undefined : `block "${head}" has no field "${next}"`;
    }
    if (block.block === 'cards') return next === 'rows' ? undefined : `cards block "${head}" publishes only "rows"`;
    return `result block "${head}" publishes nothing`;
  };
  const condition = (pointer: string, value: Condition | undefined, ownForm?: { name: string; fields: ReadonlySet<string> }) => {
    if (!value) return;
    for (const path of conditionPaths(value)) {
      const problem = statePathProblem(path, ownForm);
      if (problem) report(pointer, `condition reads "${path}": ${problem}`);
    }
  };

  /** The entity and payload of a form, and each of its fields naming a property of them. */
  const formParts = (at: string, form: PageFormParts, ownForm?: { name: string; fields: ReadonlySet<string> }) => {
    const entity = entities.get(form.entity);
    if (!entity) {
      report(`${at}/entity`, `unknown entity "${form.entity}" (no schemas/entities/${form.entity}.schema.json)`);
      return;
    }
    const where = form.payload === undefined ? `schemas/entities/${form.entity}.schema.json` : `$defs.${form.payload} of schemas/entities/${form.entity}.schema.json`;
    const properties = form.payload === undefined ? entity.fields : entity.payloads.get(form.payload);
    if (!properties) {
      report(`${at}/payload`, `unknown payload "${form.payload ?? ''}" (no $defs.${form.payload ?? ''} in schemas/entities/${form.entity}.schema.json)`);
      return;
    }
    const seen = new Set<string>();
    form.fields.forEach((field, k) => {
      const pointer = `${at}/fields/${k}`;
      if (!properties.has(field.name)) report(`${pointer}/name`, `unknown property "${field.name}" (not in ${where})`);
      if (seen.has(field.name)) report(`${pointer}/name`, `field "${field.name}" is already in the form`);
      seen.add(field.name);
      const ui = field.ui;
      if (ui?.widget === 'lookupSelect') {
        if (!lookupNames.has(ui.lookup)) report(`${pointer}/ui/lookup`, `unknown lookup "${ui.lookup}"`);
        if (ui.parent !== undefined && !form.fields.some((other) => other.name === ui.parent)) report(`${pointer}/ui/parent`, `no field "${ui.parent}" in the form`);
      }
      condition(`${pointer}/showWhen`, field.showWhen, ownForm);
    });
  };

  const templates = new TemplateChecks();
  const endpointTemplates = (name: string, context: TemplateContext) => {
    const called: Endpoint | undefined = screen.endpoints[name];
    if (!called) return;
    const at = `/endpoints/${esc(name)}`;
    templates.fill(`${at}/path`, called.path, context);
    for (const [key, template] of Object.entries(called.query ?? {})) if (template !== undefined) templates.fill(`${at}/query/${esc(key)}`, template, context);
    if (called.method !== 'GET') for (const [key, template] of Object.entries(called.body ?? {})) if (template !== undefined) templates.fill(`${at}/body/${esc(key)}`, template, context);
  };
  /** A submit's texts read the values, the row (modal forms opened for one) and `answer.*`. */
  const submitChecks = (at: string, form: PageFormParts & { submit: PageSubmit }, rowFields: ReadonlySet<string> | undefined, ownForm?: { name: string; fields: ReadonlySet<string> }) => {
    const fields = new Set(form.fields.map((field) => field.name));
    const flat = (path: string) => fields.has(path) || (rowFields?.has(path) ?? false);
    const values = fieldsContext(new Set([...fields, ...(rowFields ?? [])]));
    const withAnswer: TemplateContext = { knows: (path) => flat(path) || path === 'answer' || path.startsWith('answer.') };
    endpoint(`${at}/submit/endpoint`, form.submit.endpoint);
    endpointTemplates(form.submit.endpoint, values);
    for (const key of ['success', 'failure', 'conflict'] as const) {
      const template = form.submit[key];
      if (template !== undefined) templates.fill(`${at}/submit/${key}`, template, withAnswer);
    }
    if (form.submit.confirm !== undefined) templates.fill(`${at}/submit/confirm`, form.submit.confirm, values);
    condition(`${at}/submit/enabledWhen`, form.submit.enabledWhen, ownForm);
  };

  screen.blocks.forEach((block, i) => {
    const at = `/blocks/${i}`;
    condition(`${at}/when`, block.when);
    if (block.block === 'form') {
      formParts(at, block);
      block.fields.forEach((field, k) => {
        if (RESERVED_FIELD_NAMES.includes(field.name)) report(`${at}/fields/${k}/name`, `"${field.name}" cannot name a field: the block publishes its ${field.name} there`);
      });
      submitChecks(at, block, undefined);
      const target = block.submit.resultIn;
      if (target !== undefined && blocks.get(target)?.block !== 'result') report(`${at}/submit/resultIn`, `"${target}" is not a result block of the page`);
    } else if (block.block === 'result') {
      const problem = statePathProblem(block.from);
      if (problem) report(`${at}/from`, `"${block.from}": ${problem}`);
      block.fields.forEach((field, k) => templates.fill(`${at}/fields/${k}/path`, field.path, undescribedContext));
    } else {
      endpoint(`${at}/list`, block.list);
      endpointTemplates(block.list, { knows: () => false, empty: `endpoint "${block.list}" loads the cards with no row or form` });
      if (!messageKeys.has(block.loadFailed)) report(`${at}/loadFailed`, `missing message "${block.loadFailed}" in messages`);
      for (const opener of ['create', 'edit'] as const) {
        const name = block[opener]?.form;
        if (name !== undefined && !formNames.has(name)) report(`${at}/${opener}/form`, `unknown form "${name}"`);
      }
      let rows: TemplateContext = undescribedContext;
      if (block.entity !== undefined) {
        const entity = entities.get(block.entity);
        if (!entity) report(`${at}/entity`, `unknown entity "${block.entity}" (no schemas/entities/${block.entity}.schema.json)`);
        else rows = fieldsContext(entity.fields);
      }
      templates.fill(`${at}/card/title`, block.card.title, rows);
      templates.fill(`${at}/card/link`, block.card.link, rows);
    }
  });

  for (const [name, form] of Object.entries(screen.forms ?? {})) {
    if (!form) continue;
    const at = `/forms/${esc(name)}`;
    const own = { name, fields: new Set(form.fields.map((field) => field.name)) };
    formParts(at, form, own);
    // A form opened by an edit button is filled from a row of the cards block: its templates read the row too.
    const openers = screen.blocks.filter((block) => block.block === 'cards' && (block.edit?.form === name || block.create?.form === name));
    const forRow = openers.length > 0 && openers.every((block) => block.block === 'cards' && block.edit?.form === name && block.create?.form !== name);
    const rowEntity = forRow ? openers.map((block) => (block.block === 'cards' ? block.entity : undefined)).find((entity) => entity !== undefined) : undefined;
    const rowFields = forRow ? (rowEntity !== undefined ? entities.get(rowEntity)?.fields : undefined) ?? entities.get(form.entity)?.fields : undefined;
    submitChecks(at, form, rowFields, own);
  }

  for (const [key, text] of Object.entries(screen.messages ?? {})) {
    if (text !== undefined) for (const [pointer, problem] of plainTextProblems(`/messages/${esc(key)}`, text)) report(pointer, problem);
  }
  for (const [pointer, problem] of templates.problems()) report(pointer, problem);
}

/** Templates by pointer with every context they are filled from (an endpoint may serve several forms). */
class TemplateChecks {
  private readonly sites = new Map<string, { template: string; contexts: TemplateContext[] }>();

  fill(pointer: string, template: string, context: TemplateContext): void {
    const site = this.sites.get(pointer) ?? { template, contexts: [] };
    site.contexts.push(context);
    this.sites.set(pointer, site);
  }

  problems(): Array<readonly [string, string]> {
    return [...this.sites].flatMap(([pointer, site]) => templateProblems({ pointer, template: site.template, contexts: site.contexts }));
  }
}
