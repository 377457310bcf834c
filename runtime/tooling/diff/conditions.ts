/** Conditions (`when`, `showWhen`, `enabledWhen`) as reviewers read them: '`reset.email` is filled'. */
import { arrayAt, equal, isObject, stringAt, type Json } from './json.ts';
import { code, list, value } from './markdown.ts';

/** One condition in words. */
export function describeCondition(json: Json | undefined): string {
  if (!isObject(json)) return '(none)';
  if (Array.isArray(json.all)) return `all of (${arrayAt(json, 'all').map(describeCondition).join('; ')})`;
  if (Array.isArray(json.any)) return `any of (${arrayAt(json, 'any').map(describeCondition).join('; ')})`;
  if ('not' in json) return `not (${describeCondition(json.not)})`;
  const field = code(stringAt(json, 'field') ?? '?');
  if ('equals' in json) return `${field} = ${value(json.equals)}`;
  if ('sameAs' in json) return `${field} is the same as ${code(stringAt(json, 'sameAs') ?? '?')}`;
  if ('in' in json) return `${field} in ${list(arrayAt(json, 'in').map((item) => value(item)))}`;
  if ('contains' in json) return `${field} contains ${value(json.contains)}`;
  if ('startsWith' in json) return `${field} starts with ${value(json.startsWith)}`;
  if ('partOf' in json) return `${field} is part of ${value(json.partOf)} (case aside; blank is part of it)`;
  if ('matches' in json) return `${field} matches ${value(json.matches)}`;
  if ('filled' in json) return json.filled === false ? `${field} is empty` : `${field} is filled`;
  return value(json);
}

/** 'when added (…)', 'when: … → …', 'when removed (was …)'; nothing when equal. */
export function conditionFact(label: string, before: Json | undefined, after: Json | undefined): string | undefined {
  if (equal(before, after)) return undefined;
  if (before === undefined) return `${label} added (${describeCondition(after)})`;
  if (after === undefined) return `${label} removed (was ${describeCondition(before)})`;
  return `${label}: ${describeCondition(before)} → ${describeCondition(after)}`;
}
