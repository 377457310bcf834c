/**
 * What became of a mutant: refused by `screens:check` (a problem the unmutated definitions do
 * not have), harmless (a stated rule proves the definition means the same), caught by a test
 * (optional pass), or a survivor.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ScreenFile } from '../checkScreens.ts';
import type { CheckContext } from '../../../runtime/tooling/checkContext.ts';
import { resolveShared } from '../../../runtime/tooling/shared/resolveShared.ts';
import { NO_SHARED } from '../../../runtime/tooling/shared/sharedDefinitions.ts';
import { problemLines } from './checkRun.ts';
import type { Mutant } from './mutant.ts';

export type Outcome = 'refused' | 'harmless' | 'test fails' | 'survivor';

export interface Classified {
  mutant: Mutant;
  outcome: Outcome;
  /** Refused: the first new problem; harmless: the rule; test fails: the failing test files; survivor: why (see why.ts). */
  detail: string;
}

/** The definitions with one of them mutated (a deep copy: the others are shared, the checker only reads them). */
export function mutatedFiles(files: readonly ScreenFile[], mutant: Mutant): ScreenFile[] {
  return files.map((one) => {
    if (one.file !== mutant.file) return one;
    const data = structuredClone(one.data);
    mutant.apply(data);
    return { ...one, data };
  });
}

/**
 * The rule that proves a mutant harmless, if one does: the definition reads the same once its
 * shared entries are written in (a `use` to an entry equal to the one it names, a flag set to
 * what it already means). Strict on purpose: anything else that passes is a gap until shown not.
 */
export function harmlessBecause(before: ScreenFile, after: ScreenFile): string | undefined {
  const shared = before.shared ?? NO_SHARED;
  const was = resolveShared(before.data, shared);
  const is = resolveShared(after.data, after.shared ?? NO_SHARED);
  if (was.problems.length === 0 && is.problems.length === 0 && isDeepStrictEqual(was.data, is.data)) return 'the definition is the same once its shared entries are written in';
  return undefined;
}

/** The checker's verdict: refused with its first new problem, else harmless with its rule, else undecided (a test or a survivor). */
export function checkMutant(files: readonly ScreenFile[], context: CheckContext, baseline: ReadonlySet<string>, mutant: Mutant): Classified | undefined {
  const mutated = mutatedFiles(files, mutant);
  const fresh = problemLines(mutated, context).filter((line) => !baseline.has(line));
  if (fresh.length > 0) return { mutant, outcome: 'refused', detail: fresh[0] as string };
  const before = files.find((one) => one.file === mutant.file);
  const after = mutated.find((one) => one.file === mutant.file);
  const rule = before && after ? harmlessBecause(before, after) : undefined;
  return rule ? { mutant, outcome: 'harmless', detail: rule } : undefined;
}
