import { change, otherProperties, push, scalar } from '../../../../tooling/diff/facts.ts';
import { objectAt, stringAt, type JsonObject } from '../../../../tooling/diff/json.ts';
import { code, showText } from '../../../../tooling/diff/markdown.ts';
import { BLOCK_COMMON, compilesNoForm, noRawChildren, opensNoForm, type BlockTools } from '../toolParts.ts';
import { noChildren, publishesNothing } from '../parts.ts';
import { noticeOpens } from './opens.ts';
import { textOf } from '../../../../../shared/textOf.ts';

const PLACEHOLDER = /\{[^{}\s]+\}/;

/** A link's description: 'Dashboard' → `/secure/dashboard`. */
function linkOf(block: JsonObject): string | undefined {
  const link = objectAt(block, 'link');
  return link ? `${showText(stringAt(link, 'label') ?? '?')} → ${code(stringAt(link, 'to') ?? '?')}` : undefined;
}

/** A notice's rules: its text is shown as written (a placeholder would show as braces), its link opens a screen of a definition (checked with every route a page opens). */
export const noticeBlockTools: BlockTools<'notice'> = {
  publishes: () => publishesNothing('notice'),
  children: noChildren,
  opens: noticeOpens,
  check: (block, at, page) => {
    const found = PLACEHOLDER.exec(block.text);
    if (found) page.report(`${at}/text`, `a notice is shown as written: ${found[0]} would show as it is`, 'text.placeholder');
  },
  describe: (block) => `notice${linkOf(block) === undefined ? '' : ` linking ${linkOf(block) ?? ''}`}`,
  changes: (before, after, { key, subject }, facts) => {
    push(facts, scalar('text', stringAt(before, 'text'), stringAt(after, 'text'), { show: (text) => showText(textOf(text)) }), scalar('link', linkOf(before), linkOf(after), { show: String }));
    return change('blocks', key, subject, [...facts, ...otherProperties(before, after, [...BLOCK_COMMON, 'text', 'link'])]);
  },
  rawChildren: noRawChildren,
  opensForm: opensNoForm,
  validatorForms: compilesNoForm,
};
