import { change, otherProperties } from '../../../../tooling/diff/facts.ts';
import { equal, objectsAt, stringAt } from '../../../../tooling/diff/json.ts';
import { list, showText } from '../../../../tooling/diff/markdown.ts';
import { BLOCK_COMMON, compilesNoForm, noRawChildren, opensNoForm, type BlockTools } from '../toolParts.ts';
import { noChildren, opensNothing, publishesNothing } from '../parts.ts';

const summaries = (items: ReturnType<typeof objectsAt>) => items.map((item) => showText(stringAt(item, 'summary') ?? '?'));

/** An FAQ accordion's rules: its summaries are distinct (two items opening alike cannot be told apart). */
export const disclosuresBlockTools: BlockTools<'disclosures'> = {
  publishes: () => publishesNothing('disclosures'),
  children: noChildren,
  opens: opensNothing,
  check: (block, at, page) => {
    const seen = new Map<string, number>();
    block.items.forEach((item, k) => {
      const key = item.summary.trim().toLowerCase();
      const first = seen.get(key);
      if (first !== undefined) page.report(`${at}/items/${k}/summary`, `"${item.summary}" is already the summary of item ${first}: each item needs its own`, 'page.disclosures.duplicate-summary');
      else seen.set(key, k);
      if (item.text.trim() === item.summary.trim()) page.report(`${at}/items/${k}/text`, 'the text only repeats the summary', 'page.disclosures.text-repeats-summary');
    });
  },
  describe: (block) => `FAQ of ${objectsAt(block, 'items').length} items`,
  changes: (before, after, { key, subject }, facts) => {
    const [was, now] = [objectsAt(before, 'items'), objectsAt(after, 'items')];
    if (!equal(summaries(was), summaries(now))) facts.push(`items: ${list(summaries(now))}`);
    const rewritten = now.filter((item) => {
      const old = was.find((candidate) => candidate.summary === item.summary);
      return old !== undefined && (old.text !== item.text || old.open !== item.open);
    });
    if (rewritten.length > 0) facts.push(`text changed: ${list(summaries(rewritten))}`);
    return change('blocks', key, subject, [...facts, ...otherProperties(before, after, [...BLOCK_COMMON, 'items'])]);
  },
  rawChildren: noRawChildren,
  opensForm: opensNoForm,
  validatorForms: compilesNoForm,
};
