import { scalar } from '../../../../tooling/diff/facts.ts';
import { showText } from '../../../../tooling/diff/markdown.ts';
import { propertyTypeProblems, type WidgetTools } from '../tools.ts';

/** It edits a list or a comma-joined text; 'tags (tag input)'. */
export const tagsTools: WidgetTools<'tags'> = {
  check: (_widget, context) => propertyTypeProblems('tags', context),
  describe: () => 'tags (tag input)',
  facts: (before, after) => {
    const fact = scalar('add button', before.addLabel, after.addLabel, { show: showText });
    return fact === undefined ? [] : [fact];
  },
  described: ['addLabel'],
};
