/**
 * The checker as the mutation run sees it: the problems of a set of definitions as comparable
 * lines. The one place that knows the shape `checkScreens` answers in.
 */
import { checkScreens, formatProblem, type ScreenFile } from '../checkScreens.ts';
import type { CheckContext } from '../../../runtime/tooling/checkContext.ts';

/** Each problem as one line, `file:/pointer: message`. */
export function problemLines(files: ScreenFile[], context: CheckContext): string[] {
  return checkScreens(files, context).map(formatProblem);
}
