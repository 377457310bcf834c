/** A mutation run: every candidate of the definitions, the seeded choice, each classified. */
import type { ScreenFile } from '../checkScreens.ts';
import type { CheckContext } from '../../../runtime/tooling/checkContext.ts';
import { checkMutant, mutatedFiles, type Classified } from './classify.ts';
import { problemLines } from './checkRun.ts';
import type { Mutant } from './mutant.ts';
import { mutantsOf } from './operators/index.ts';
import { selectMutants } from './select.ts';
import { whySurvived } from './why.ts';

export interface RunOptions {
  seed: number;
  limit: number;
  /** Only definitions whose path holds this text. */
  screen?: string;
  /** The optional test pass: whether a test fails with the mutant (undefined: none does). */
  tests?: (mutant: Mutant, mutated: ScreenFile) => Promise<string | undefined>;
  /** Told after each mutant (progress). */
  progress?: (done: number, total: number) => void;
}

/** Every mutant the operators make of these definitions. */
export function candidatesOf(files: readonly ScreenFile[], screen?: string): Mutant[] {
  return files.filter((one) => !screen || one.file.includes(screen)).flatMap((one) => mutantsOf(one.file, one.data));
}

export async function runMutation(files: readonly ScreenFile[], context: CheckContext, options: RunOptions): Promise<{ candidates: number; results: Classified[] }> {
  const candidates = candidatesOf(files, options.screen);
  const chosen = selectMutants(candidates, options.seed, options.limit);
  const baseline = new Set(problemLines([...files], context));
  const results: Classified[] = [];
  for (const mutant of chosen) {
    let result = checkMutant(files, context, baseline, mutant);
    if (!result && options.tests) {
      const mutated = mutatedFiles(files, mutant).find((one) => one.file === mutant.file);
      const failing = mutated ? await options.tests(mutant, mutated) : undefined;
      if (failing) result = { mutant, outcome: 'test fails', detail: failing };
    }
    results.push(result ?? { mutant, outcome: 'survivor', detail: whySurvived(mutant) });
    options.progress?.(results.length, chosen.length);
  }
  return { candidates: candidates.length, results };
}
