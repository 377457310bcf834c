import type { Condition } from '../generated/screen';
import { textOf } from '../../shared/textOf';
import { isFilled } from './isFilled.ts';
import { sameValue } from './sameValue.ts';

/** Reads a state path (`reset.email`, `create.answer.playerId`, `user.email`); undefined when absent. */
export type StateReader = (path: string) => unknown;

/** The evaluator's own "filled" (its own file so `sameAs` reads blank the same way); imported from here by the blocks. */
export { isFilled };

type Scalar = string | number | boolean | null;

/** A state value equals a definition's scalar: absent equals null; numbers and their text compare equal (`3` = `'3'`). */
export function equalsScalar(value: unknown, expected: Scalar): boolean {
  if (value === undefined || value === null) return expected === null;
  if (expected === null) return false;
  if (typeof value === 'object') return false;
  if (typeof value === 'boolean' || typeof expected === 'boolean') return value === expected;
  return textOf(value) === String(expected);
}

/** Text holds the text; a list holds an item equal to it. */
function containsText(value: unknown, text: string): boolean {
  if (typeof value === 'string') return value.includes(text);
  if (Array.isArray(value)) return value.some((item) => equalsScalar(item, text));
  return false;
}

/** A text, number or boolean whose text starts with the text (`-5` starts with `-`); nothing and objects never do. */
function startsWithText(value: unknown, text: string): boolean {
  if (typeof value === 'string') return value.startsWith(text);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).startsWith(text);
  return false;
}

/** A value whose text (trimmed, case aside) is part of the text; nothing or blank is part of every text, objects of none. */
function partOfText(value: unknown, text: string): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return false;
  return text.toLocaleLowerCase('en-CA').includes(String(value).trim().toLocaleLowerCase('en-CA'));
}

/** A text, number or boolean whose text matches the regular expression (`^[0-9]+$`); nothing and objects never do, nor a pattern that does not compile. */
function matchesPattern(value: unknown, pattern: string): boolean {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return false;
  const expression = compiledPattern(pattern);
  return expression !== undefined && expression.test(String(value));
}

const compiled = new Map<string, RegExp | undefined>();

/** The pattern compiled once (`u` flag, as JSON Schema's `pattern`); undefined when it is no regular expression. */
function compiledPattern(pattern: string): RegExp | undefined {
  if (!compiled.has(pattern)) compiled.set(pattern, patternProblem(pattern) === undefined ? new RegExp(pattern, 'u') : undefined);
  return compiled.get(pattern);
}

/** What is wrong with a `matches` pattern (undefined when it compiles as a regular expression). */
export function patternProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The one evaluator of every condition of a definition (block `when`, field `showWhen`, submit
 * `enabledWhen`): pure, given a reader of the page state.
 */
export function evaluateCondition(condition: Condition, read: StateReader): boolean {
  if ('all' in condition) return condition.all.every((part) => evaluateCondition(part, read));
  if ('any' in condition) return condition.any.some((part) => evaluateCondition(part, read));
  if ('not' in condition) return !evaluateCondition(condition.not, read);
  const value = read(condition.field);
  if ('equals' in condition) return equalsScalar(value, condition.equals);
  if ('sameAs' in condition) return sameValue(value, read(condition.sameAs));
  if ('in' in condition) return condition.in.some((expected) => equalsScalar(value, expected));
  if ('contains' in condition) return containsText(value, condition.contains);
  if ('startsWith' in condition) return startsWithText(value, condition.startsWith);
  if ('partOf' in condition) return partOfText(value, condition.partOf);
  if ('matches' in condition) return matchesPattern(value, condition.matches);
  return isFilled(value) === condition.filled;
}

/** Every `matches` pattern of a condition that is no regular expression, with why (for the checker). */
export function conditionPatternProblems(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionPatternProblems);
  if ('any' in condition) return condition.any.flatMap(conditionPatternProblems);
  if ('not' in condition) return conditionPatternProblems(condition.not);
  if (!('matches' in condition)) return [];
  const problem = patternProblem(condition.matches);
  return problem === undefined ? [] : [`"matches" of "${condition.field}" is no regular expression: ${problem}`];
}

/** Every state path a condition reads (for the checker). */
export function conditionPaths(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionPaths);
  if ('any' in condition) return condition.any.flatMap(conditionPaths);
  if ('not' in condition) return conditionPaths(condition.not);
  return 'sameAs' in condition ? [condition.field, condition.sameAs] : [condition.field];
}
