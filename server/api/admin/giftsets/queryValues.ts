import type { Context } from 'hono';
import { textProblem } from '../../validate';

/** Query parameters read as texts, trimmed (empty = absent), with a message per bad one. */
export interface QueryTexts {
  values: Record<string, string>;
  problems: Record<string, string>;
}

/**
 * The named query parameters of a call (values as query parameters: 002 §7 Gift-set alerts),
 * trimmed, each at most its length: one sent twice, longer, or holding what the database cannot
 * keep is a problem named by the parameter. Missing ones are left out of `values`.
 */
export function queryTexts(c: Context, limits: Readonly<Record<string, number>>): QueryTexts {
  const values: Record<string, string> = {};
  const problems: Record<string, string> = {};
  for (const [name, maxLength] of Object.entries(limits)) {
    const sent = c.req.queries(name) ?? [];
    if (sent.length > 1) {
      problems[name] = 'is sent more than once';
      continue;
    }
    const text = (sent[0] ?? '').trim();
    if (text === '') continue;
    const problem = textProblem(text, maxLength);
    if (problem) problems[name] = problem;
    else values[name] = text;
  }
  return { values, problems };
}

/** A whole number from 1 to 2147483647 written in digits, or undefined. */
export function positiveInteger(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= 2_147_483_647 ? value : undefined;
}
