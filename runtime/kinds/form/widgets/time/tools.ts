import { equal } from '../../../../tooling/diff/json.ts';
import type { WidgetTools } from '../tools';

/** 'time with seconds'; 'time now with seconds'. */
export const timeTools: WidgetTools<'time'> = {
  check: () => [],
  describe: (ui) => (ui.seconds === true ? 'time with seconds' : 'time'),
  facts: (before, after) => (equal(before.seconds ?? false, after.seconds ?? false) ? [] : [after.seconds === true ? 'time now with seconds' : 'time now without seconds']),
  described: ['seconds'],
};
