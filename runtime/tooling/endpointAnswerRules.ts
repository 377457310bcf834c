import type { Endpoint } from '../generated/screen';
import { conditionPatternProblems } from '../conditions/evaluateCondition.ts';
import { esc } from './jsonPointer.ts';
import type { Found } from './problems.ts';

/**
 * An endpoint's `succeedsWhen` reads the answer's body, whose shape no definition describes: its
 * paths are not held to anything (they are no page state paths); only a `matches` pattern that is
 * no regular expression is refused, since it would fail every answer.
 */
export function succeedsWhenProblems(endpoints: Readonly<Record<string, Endpoint | undefined>>): Found[] {
  return Object.entries(endpoints).flatMap(([name, called]): Found[] =>
    called?.succeedsWhen === undefined ? [] : conditionPatternProblems(called.succeedsWhen).map((problem): Found => [`/endpoints/${esc(name)}/succeedsWhen`, problem, 'condition.bad-pattern']),
  );
}
