import type { Guard, OutcomeText } from '../generated/screen';
import { canFillBlank, hasPlaceholders, outcomeAlternatives } from '../templates/outcomeText.ts';
import type { Problem } from './templateRules.ts';

/** The outcome texts that say something went wrong: each must always say something. */
export const FAILURE_TEXTS = ['failure', 'conflict', 'networkFailure'] as const;

/** Each alternative of an outcome text with its pointer (`…/failure`, or `…/failure/1` in a list). */
export function outcomeSites(pointer: string, text: OutcomeText): Array<{ pointer: string; template: string }> {
  return typeof text === 'string' ? [{ pointer, template: text }] : text.map((template, i) => ({ pointer: `${pointer}/${i}`, template }));
}

/**
 * A failure text whose last alternative is only placeholders (`{answer.error}`) comes out empty
 * when the answer lacks them (no answer, an HTML 502): the screen would say nothing.
 */
export function blankOutcomeProblem(pointer: string, key: string, text: OutcomeText): Problem | undefined {
  const sites = outcomeSites(pointer, text);
  const last = sites[sites.length - 1];
  if (!last || !canFillBlank(last.template)) return undefined;
  const alternatives = outcomeAlternatives(text);
  return [last.pointer, `${key} can come out empty ("${last.template}" is only placeholders): end it with a text of its own, e.g. ${JSON.stringify([...alternatives, 'The call failed.'])}`, 'outcome.blank'];
}

/**
 * An alternative that reads no placeholder always says something, so the ones after it are never
 * shown: a fallback placed behind it is unreachable (only an alternative reading placeholders can
 * give way, when all of them are empty).
 */
export function unreachableAlternativeProblems(pointer: string, key: string, text: OutcomeText): Problem[] {
  const sites = outcomeSites(pointer, text);
  return sites.slice(0, -1).flatMap((site, k) => {
    if (hasPlaceholders(site.template)) return [];
    const after = sites.length - k - 1;
    const never = after === 1 ? 'the alternative after it is never shown' : `the ${after} alternatives after it are never shown`;
    return [[site.pointer, `${key} alternative "${site.template}" reads no placeholder, so it is always shown and ${never}: make it the last`, 'outcome.unreachable-alternative'] as const];
  });
}

/** A guard's message that is only placeholders would refuse the press in silence. */
export function blankGuardProblems(pointer: string, guards: readonly Guard[] | undefined): Problem[] {
  return (guards ?? []).flatMap((guard, k) =>
    canFillBlank(guard.message) ? [[`${pointer}/${k}/message`, `the guard's message can come out empty ("${guard.message}" is only placeholders): give it a text of its own`, 'outcome.blank'] as const] : [],
  );
}
