import { push, scalar } from '../../../../tooling/diff/facts.ts';
import { equal, type Json } from '../../../../tooling/diff/json.ts';
import { code, showText } from '../../../../tooling/diff/markdown.ts';
import { CRON_DAYS } from '../../cronBuilder.ts';
import { propertyTypeProblems, type WidgetTools } from '../tools.ts';

/** The label of day `i` (0 = Sunday) of a `dayLabels`, if there is one. */
const dayLabel = (labels: Json | undefined, i: number): Json | undefined => (Array.isArray(labels) ? labels[i] : undefined);

/**
 * It edits a string; 'cron builder', 'cron builder, wrapped in cron( )'; its words one by one:
 * 'days legend', 'day label `MON`', 'time label', 'custom expression note'.
 */
export const cronTools: WidgetTools<'cron'> = {
  check: (_widget, context) => propertyTypeProblems('cron', context),
  describe: (ui) => (ui.wrap === true ? 'cron builder, wrapped in cron( )' : 'cron builder'),
  facts: (before, after) => {
    const facts: string[] = [];
    if (!equal(before.wrap ?? false, after.wrap ?? false)) facts.push(after.wrap === true ? 'cron now wrapped in cron( )' : 'cron no longer wrapped in cron( )');
    push(
      facts,
      scalar('days legend', before.daysLabel, after.daysLabel, { show: showText }),
      ...CRON_DAYS.map((day, i) => scalar(`day label ${code(day.name)}`, dayLabel(before.dayLabels, i), dayLabel(after.dayLabels, i), { show: showText })),
      scalar('time label', before.timeLabel, after.timeLabel, { show: showText }),
      scalar('custom expression note', before.customNote, after.customNote, { show: showText }),
    );
    return facts;
  },
  described: ['wrap', 'daysLabel', 'dayLabels', 'timeLabel', 'customNote'],
};
