import { fieldsContext, undescribedContext, type TemplateContext } from '../../../../tooling/templateRules.ts';
import { change, otherProperties, push, scalar } from '../../../../tooling/diff/facts.ts';
import { objectAt, stringAt, type JsonObject } from '../../../../tooling/diff/json.ts';
import { code, showText, value } from '../../../../tooling/diff/markdown.ts';
import { BLOCK_COMMON, compilesNoForm, noRawChildren, type BlockTools } from '../toolParts.ts';
import { noChildren, opensNothing } from '../parts.ts';
import { cardsPublishes } from './published.ts';
import { nearFix, oneOfFix } from '../../../../tooling/problemCodes.ts';

const button = (block: JsonObject, which: string) => {
  const found = objectAt(block, which);
  return found === undefined ? undefined : `${showText(found.label)} opens form ${code(stringAt(found, 'form') ?? '?')}`;
};

/** A cards block's rules: its list call, its load failure message, the forms its buttons open, its card templates over the rows. */
export const cardsBlockTools: BlockTools<'cards'> = {
  publishes: cardsPublishes,
  children: noChildren,
  opens: opensNothing,
  check: (block, at, page) => {
    page.endpoint(`${at}/list`, block.list);
    page.endpointTemplates(block.list, { knows: () => false, empty: `endpoint "${block.list}" loads the cards with no row or form` });
    if (!page.messageKeys.has(block.loadFailed)) page.report(`${at}/loadFailed`, `missing message "${block.loadFailed}" in messages`, 'message.missing', `add "${block.loadFailed}" to "messages"`);
    for (const opener of ['create', 'edit'] as const) {
      const name = block[opener]?.form;
      if (name !== undefined && !page.formNames.has(name)) page.report(`${at}/${opener}/form`, `unknown form "${name}"`, 'form.unknown', oneOfFix(page.formNames));
    }
    let rows: TemplateContext = undescribedContext;
    if (block.entity !== undefined) {
      const entity = page.entities.get(block.entity);
      if (!entity) page.report(`${at}/entity`, `unknown entity "${block.entity}" (no schemas/entities/${block.entity}.schema.json)`, 'entity.unknown', nearFix(block.entity, page.entities.keys()));
      else rows = fieldsContext(entity.fields);
    }
    page.fill(`${at}/card/title`, block.card.title, rows);
    page.fill(`${at}/card/link`, block.card.link, rows);
  },
  describe: (block) => `cards of ${value(block.list)}`,
  changes: (before, after, { key, subject }, facts) => {
    push(
      facts,
      scalar('list', before.list, after.list),
      scalar('rows at', before.rows, after.rows),
      scalar('entity', before.entity, after.entity),
      scalar('card title', objectAt(before, 'card')?.title, objectAt(after, 'card')?.title),
      scalar('card link', objectAt(before, 'card')?.link, objectAt(after, 'card')?.link),
      scalar('edit button', button(before, 'edit'), button(after, 'edit'), { show: String }),
      scalar('create button', button(before, 'create'), button(after, 'create'), { show: String }),
      scalar('empty text', before.empty, after.empty, { show: showText }),
      scalar('load failure message', before.loadFailed, after.loadFailed),
    );
    return change('blocks', key, subject, [...facts, ...otherProperties(before, after, [...BLOCK_COMMON, 'list', 'rows', 'entity', 'card', 'edit', 'create', 'empty', 'loadFailed'])]);
  },
  rawChildren: noRawChildren,
  // `create` opens a form with no row, `edit` for a row.
  opensForm: (block, name) => [...(block.create?.form === name ? [{ row: false, entity: block.entity }] : []), ...(block.edit?.form === name ? [{ row: true, entity: block.entity }] : [])],
  validatorForms: compilesNoForm,
};
