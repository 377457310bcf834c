import { change, otherProperties } from '../../../../tooling/diff/facts.ts';
import { equal, objectsAt, stringAt, type JsonObject } from '../../../../tooling/diff/json.ts';
import { code, list, showText } from '../../../../tooling/diff/markdown.ts';
import { BLOCK_COMMON, opensNoForm, type BlockTools } from '../toolParts.ts';
import { opensNothing, publishesNothing } from '../parts.ts';
import { tabsChildren } from './children.ts';

/** A tabs block's tabs as reviewers read them: 'Close a day' (`close`, `closed`). */
function tabList(block: JsonObject): string[] {
  return objectsAt(block, 'tabs').map((tab) => `${showText(tab.label)} (${objectsAt(tab, 'blocks').map((inner) => code(stringAt(inner, 'id') ?? '?')).join(', ')})`);
}

/** A tabs block's rules: tab labels are unique (its blocks are checked as blocks of the page). */
export const tabsBlockTools: BlockTools<'tabs'> = {
  publishes: () => publishesNothing('tabs'),
  children: tabsChildren,
  opens: opensNothing,
  check: (block, at, page) => {
    const labels = new Map<string, number>();
    block.tabs.forEach((tab, k) => {
      const first = labels.get(tab.label);
      if (first !== undefined) page.report(`${at}/tabs/${k}/label`, `tab "${tab.label}" is already used by ${at}/tabs/${first}`, 'page.tabs.duplicate-label');
      else labels.set(tab.label, k);
    });
  },
  describe: (block) => `tabs ${list(tabList(block))}`,
  changes: (before, after, { key, subject }, facts) => {
    if (!equal(tabList(before), tabList(after))) facts.push(`tabs: ${list(tabList(after))}`);
    return change('blocks', key, subject, [...facts, ...otherProperties(before, after, [...BLOCK_COMMON, 'tabs'])]);
  },
  // A tab's blocks are diffed as blocks of their own; the tabs block lists its tabs.
  rawChildren: (block) => objectsAt(block, 'tabs').flatMap((tab) => objectsAt(tab, 'blocks')),
  opensForm: opensNoForm,
  validatorForms: (block, sink) => objectsAt(block, 'tabs').forEach((tab, k) => sink.walk(tab.blocks ?? [], `/tabs/${k}/blocks`)),
};
