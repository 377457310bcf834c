import type { Condition } from '../../generated/screen';
import { readPath } from '../../templates/path';
import { evaluateCondition } from '../../conditions/evaluateCondition';
import type { Row } from './types';

/** Whether a row condition (`visibleWhen`, `selectableWhen`) holds for a row (its fields by dot path); true without one. */
export function rowMatches(condition: Condition | undefined, row: Row): boolean {
  return condition === undefined || evaluateCondition(condition, (path) => readPath(row, path));
}
