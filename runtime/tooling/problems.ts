/** A problem of `screens:check` as the rules find it and as the command prints it. */
import { problemCodeEntry, type ProblemCode } from './problemCodes.ts';

/** One problem as a rule helper returns it, to be reported as is (`report(...found)`). */
export type Found = readonly [pointer: string, message: string, code: ProblemCode, fix?: string];

/** A problem of `screens:check`: `--json` prints one per line, `formatProblem` the text line. */
export interface ScreenProblem {
  code: ProblemCode;
  /** The file, relative to the project (`screens/places/town.screen.json`). */
  file: string;
  /** JSON Pointer into the file as written; '' for the whole file (not JSON). */
  pointer: string;
  message: string;
  /** The fix the rule computed for this very problem (the names allowed there), when it knows one. */
  fix?: string;
}

/** The fix to suggest: the problem's own, else its code's generic one in the catalogue (none when neither). */
export function suggestedFix(problem: ScreenProblem): string | undefined {
  return problem.fix ?? problemCodeEntry(problem.code).fix;
}

/** `file:/pointer: message` (`file: message` for the whole file), the text screens:check prints. */
export function formatProblem(problem: ScreenProblem): string {
  return problem.pointer === '' ? `${problem.file}: ${problem.message}` : `${problem.file}:${problem.pointer}: ${problem.message}`;
}

/** A problem as a tuple, its fix left out when there is none (so it equals one written without). */
export function problemOf(pointer: string, message: string, code: ProblemCode, fix?: string): Found {
  return fix === undefined ? [pointer, message, code] : [pointer, message, code, fix];
}
