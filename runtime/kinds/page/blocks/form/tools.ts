import { initialProblems } from '../../../form/tools/initialRules.ts';
import { scaffoldConstraintMessages } from '../../../form/tools/fieldMessageRules.ts';
import { change } from '../../../../tooling/diff/facts.ts';
import { objectAt, stringAt } from '../../../../tooling/diff/json.ts';
import { code, value } from '../../../../tooling/diff/markdown.ts';
import { fieldList, pageFormFacts } from '../../tools/diff/pageForms.ts';
import { noRawChildren, opensNoForm, type BlockStart, type BlockTools } from '../toolParts.ts';
import { pageFormFields } from '../../../../tooling/scaffold/entities.ts';
import { singular, titleCase } from '../../../../tooling/scaffold/text.ts';
import type { FormBlock } from '../../../../generated/screen.ts';
import { RESERVED_FIELD_NAMES } from './formBlockState.ts';
import { formPublishes } from './published.ts';
import { formOpens } from './opens.ts';
import { noChildren } from '../parts.ts';
import { checkFillFrom } from './tools/fillFromRules.ts';

/** A form block's rules: its form's entity and fields, what fills it (`fillFrom`), its submit, where its outcome shows, what it refreshes, its start from the navigation. */
export const formBlockTools: BlockTools<'form'> & Required<Pick<BlockTools<'form'>, 'scaffold'>> = {
  publishes: formPublishes,
  children: noChildren,
  opens: formOpens,
  check: (block, at, page) => {
    page.formParts(at, block);
    block.fields.forEach((field, k) => {
      if (RESERVED_FIELD_NAMES.includes(field.name)) page.report(`${at}/fields/${k}/name`, `"${field.name}" cannot name a field: the block publishes its ${field.name} there`, 'page.form.reserved-field-name');
    });
    if (block.computed) page.computedChecks(at, new Set(block.fields.map((field) => field.name)), block.computed);
    checkFillFrom(block, at, page);
    // The kept row fields (`initial.keep`, e.g. `version`) are values of the form its templates read.
    if (block.submit) page.submitChecks(at, { ...block, submit: block.submit }, block.initial?.keep ? new Set(block.initial.keep) : undefined);
    if (block.submit?.closeAfter !== undefined) page.report(`${at}/submit/closeAfter`, 'a form block stays on the page: only a modal form closes after its success', 'page.form.close-after');
    const target = block.submit?.resultIn;
    if (target !== undefined && !page.showsOutcomes(target)) page.report(`${at}/submit/resultIn`, `"${target}" is not a result block of the page`, 'page.submit.unknown-result-block');
    for (const name of block.submit?.refresh ?? []) {
      if (!page.reloadable(name)) page.report(`${at}/submit/refresh`, `"${name}" is not a grid block of the page, nor a status block loading from an endpoint`, 'page.submit.unknown-refresh-block');
    }
    for (const problem of initialProblems(page.screen, block, at, { entities: page.entities, app: page.app })) page.report(...problem);
  },
  describe: (block) => `form on ${code(stringAt(block, 'entity') ?? '?')}, ${fieldList(block)}, submits to ${value(objectAt(block, 'submit')?.endpoint)}`,
  changes: (before, after, { key, id, subject }, facts) => {
    const form = pageFormFacts(before, after);
    const changes = change('blocks', key, subject, [...facts, ...form.facts], form.risk === undefined ? undefined : `block ${code(id)} ${form.risk}`);
    return [...changes, ...form.fields.flatMap((field) => change('blocks', `${key}/fields/${field.name}`, `${subject}, field ${code(field.name)}`, field.facts))];
  },
  rawChildren: noRawChildren,
  opensForm: opensNoForm,
  validatorForms: (block, sink) => sink.pageForm(block),
  scaffold: scaffoldFormBlock,
};

/**
 * A form block over the entity (its `create` payload when it has one): a field per property,
 * labelled from its name, submitting to one call; the success and failure texts are placeholders
 * to replace with the specification's. Opened from a list, it edits the row's own fields (the
 * checker's rule), keeps the row's version and goes back after a success.
 */
function scaffoldFormBlock({ id, entity, submitEndpoint, label, fromList }: BlockStart): FormBlock {
  const rowFields = new Set(entity.properties.map((property) => property.name));
  const shown = pageFormFields(entity).filter((property) => !fromList || rowFields.has(property.name));
  const [first, ...rest] = shown.map((property) => {
    const messages = scaffoldConstraintMessages(property.name, titleCase(property.name), property.schema);
    return { name: property.name, label: titleCase(property.name), ...(messages && { messages }) };
  });
  if (!first) throw new Error(`entity ${entity.name} has no field for a form`);
  const sent = new Set((entity.create?.properties ?? entity.properties).map((property) => property.name));
  return {
    id,
    block: 'form',
    entity: entity.name,
    ...(entity.create ? { payload: 'create' } : {}),
    fields: [first, ...rest],
    ...(fromList ? { initial: { from: 'navigation' as const, key: fromList.key, ...(rowFields.has('version') && sent.has('version') ? { keep: ['version'] } : {}) } } : {}),
    submit: {
      label: 'Submit',
      endpoint: submitEndpoint,
      success: `${singular(label)} saved.`,
      failure: `${singular(label)} could not be saved.`,
      ...(fromList ? { navigate: { to: fromList.route } } : {}),
    },
  };
}
