import { scalar } from '../../../../tooling/diff/facts.ts';
import { propertyTypeProblems, type WidgetTools } from '../tools.ts';

/** It edits a string; 'text box of 6 lines'. */
export const textareaTools: WidgetTools<'textarea'> = {
  check: (_widget, context) => propertyTypeProblems('textarea', context),
  describe: (ui) => `text box of ${typeof ui.rows === 'number' ? ui.rows : 4} lines`,
  facts: (before, after) => {
    const fact = scalar('lines', before.rows, after.rows, { fallback: 4 });
    return fact === undefined ? [] : [fact];
  },
  described: ['rows'],
};
