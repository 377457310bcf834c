import { equal } from '../../../../../scripts/screens/diff/json.ts';
import { propertyTypeProblems, type WidgetTools } from '../tools.ts';

/** It edits a string; 'cron builder', 'cron builder, wrapped in cron( )'. */
export const cronTools: WidgetTools<'cron'> = {
  check: (_widget, context) => propertyTypeProblems('cron', context),
  describe: (ui) => (ui.wrap === true ? 'cron builder, wrapped in cron( )' : 'cron builder'),
  facts: (before, after) => (equal(before.wrap ?? false, after.wrap ?? false) ? [] : [after.wrap === true ? 'cron now wrapped in cron( )' : 'cron no longer wrapped in cron( )']),
  described: ['wrap'],
};
