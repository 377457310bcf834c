import { initialProblems } from '../../../../../scripts/screens/navigationRules.ts';
import { change } from '../../../../../scripts/screens/diff/facts.ts';
import { objectAt, stringAt } from '../../../../../scripts/screens/diff/json.ts';
import { code, value } from '../../../../../scripts/screens/diff/markdown.ts';
import { fieldList, pageFormFacts } from '../../../../../scripts/screens/diff/pageForms.ts';
import { noRawChildren, opensNoForm, type BlockTools } from '../toolParts.ts';
import { RESERVED_FIELD_NAMES } from './formBlockState.ts';
import { formPublishes } from './published.ts';
import { formOpens } from './opens.ts';
import { noChildren } from '../parts.ts';

/** A form block's rules: its form's entity and fields, its submit, where its outcome shows, what it refreshes, its start from the navigation. */
export const formBlockTools: BlockTools<'form'> = {
  publishes: formPublishes,
  children: noChildren,
  opens: formOpens,
  check: (block, at, page) => {
    page.formParts(at, block);
    block.fields.forEach((field, k) => {
      if (RESERVED_FIELD_NAMES.includes(field.name)) page.report(`${at}/fields/${k}/name`, `"${field.name}" cannot name a field: the block publishes its ${field.name} there`);
    });
    if (block.submit) page.submitChecks(at, { ...block, submit: block.submit }, undefined);
    const target = block.submit?.resultIn;
    if (target !== undefined && page.blocks.get(target)?.block !== 'result') page.report(`${at}/submit/resultIn`, `"${target}" is not a result block of the page`);
    for (const grid of block.submit?.refresh ?? []) if (page.blocks.get(grid)?.block !== 'grid') page.report(`${at}/submit/refresh`, `"${grid}" is not a grid block of the page`);
    for (const [pointer, problem] of initialProblems(page.screen, block, at, page.entities)) page.report(pointer, problem);
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
};
