/**
 * The seeded choice of the mutants to run: one of every definition first, then spread over every
 * operator (round robin) and, within one, over every definition (round robin over the files in a seeded order); an operator with few
 * sites gives all of them. The same seed and limit choose the same mutants.
 */
import type { Mutant, OperatorName } from './mutant.ts';
import { OPERATORS } from './mutant.ts';
import { seededRandom } from '../../../shared/seededRandom.ts';


function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Up to `limit` mutants of `all`, in the order they were chosen. */
export function selectMutants(all: readonly Mutant[], seed: number, limit: number): Mutant[] {
  const random = seededRandom(seed);
  // Per operator, per file, the mutants in a seeded order.
  const queues = new Map<OperatorName, Array<Mutant[]>>();
  for (const operator of OPERATORS) {
    const byFile = new Map<string, Mutant[]>();
    for (const mutant of all.filter((one) => one.operator === operator)) byFile.set(mutant.file, [...(byFile.get(mutant.file) ?? []), mutant]);
    queues.set(operator, shuffled([...byFile.values()], random).map((mutants) => shuffled(mutants, random)));
  }
  const chosen: Mutant[] = [];
  // First one mutant of every definition, from the operator least chosen so far that has one there.
  const taken = new Map<OperatorName, number>(OPERATORS.map((operator) => [operator, 0]));
  for (const file of shuffled([...new Set(all.map((mutant) => mutant.file))].sort(), random)) {
    if (chosen.length >= limit) break;
    const operator = [...OPERATORS]
      .filter((one) => queues.get(one)?.some((queue) => queue[0]?.file === file))
      .sort((a, b) => (taken.get(a) ?? 0) - (taken.get(b) ?? 0))[0];
    const mutant = operator && queues.get(operator)?.find((queue) => queue[0]?.file === file)?.shift();
    if (!operator || !mutant) continue;
    chosen.push(mutant);
    taken.set(operator, (taken.get(operator) ?? 0) + 1);
  }
  // Then round robin: operator by operator, and within one, definition by definition.
  const turn = new Map<OperatorName, number>(OPERATORS.map((operator) => [operator, 0]));
  while (chosen.length < limit) {
    let took = false;
    for (const operator of OPERATORS) {
      if (chosen.length >= limit) break;
      const files = (queues.get(operator) ?? []).filter((queue) => queue.length > 0);
      queues.set(operator, files);
      if (files.length === 0) continue;
      const at = (turn.get(operator) ?? 0) % files.length;
      turn.set(operator, at + 1);
      const mutant = files[at]?.shift();
      if (mutant) {
        chosen.push(mutant);
        took = true;
      }
    }
    if (!took) break;
  }
  return chosen;
}
