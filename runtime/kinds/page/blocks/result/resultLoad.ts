import { evaluateCondition, isFilled } from '../../../../conditions/evaluateCondition';
import type { Condition, Endpoint, OutcomeText } from '../../../../generated/screen';
import { readPath } from '../../../../templates/path';
import { placeholdersOf, renderPath, renderTemplates } from '../../../../templates/template';
import { firstFilledText } from '../../../../templates/outcomeText';
import { textOf } from '../../../../../shared/textOf';
import { loadTemplates } from './loadTemplates';

/** A result block's call as the page state fills it: none yet, or the filled call (its key changes when the call does). */
export type ResultCall = { status: 'waiting' } | { status: 'ready'; key: string };

/**
 * The call a result block's `load` makes over the page state: none while `when` does not hold or
 * while a placeholder of the path, query or body is blank; else its filled path, query and body,
 * as a key (a POST load asks again when its body does).
 */
export function resultCall(endpoint: Endpoint, when: Condition | undefined, state: Record<string, unknown>): ResultCall {
  if (when && !evaluateCondition(when, (path) => readPath(state, path))) return { status: 'waiting' };
  const blank = loadTemplates(endpoint).some((template) => placeholdersOf(template).some((placeholder) => !isFilled(readPath(state, placeholder.path))));
  if (blank) return { status: 'waiting' };
  const query = Object.entries(renderTemplates(endpoint.query, state)).map(([name, value]) => [name, value === undefined || value === null ? '' : textOf(value)]);
  const body = endpoint.method === 'GET' || endpoint.body === undefined ? '' : ` ${JSON.stringify(renderTemplates(endpoint.body, state))}`;
  return { status: 'ready', key: `${renderPath(endpoint.path, state)}?${new URLSearchParams(query).toString()}${body}` };
}

/** A failed answer's fields: an object answer's own; nothing for no answer or one that is no JSON object (an HTML 502 page). */
const asContext = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * The failure text of a load: the first alternative that fills over the failed answer (`{error}`),
 * else the last as written — so no answer, or an error page that is no JSON, says the text of its own.
 */
export function loadFailureText(failure: OutcomeText, answer: unknown): string {
  const context = asContext(answer);
  const fill = (template: string) => {
    const filled = renderTemplates({ text: template }, context).text;
    return filled === undefined || filled === null ? '' : textOf(filled);
  };
  const alternatives = typeof failure === 'string' ? [failure] : failure;
  return firstFilledText(failure, fill) ?? alternatives[alternatives.length - 1] ?? '';
}

/** What a result block says while its load runs unless it says its own (`load.loading`). */
export const LOADING_TEXT = 'Loading…';

/** The text shown while a load runs: its `loading` filled over the page state ('Getting Products...'), else 'Loading…'. */
export function loadingText(loading: string | undefined, state: Record<string, unknown>): string {
  if (loading === undefined) return LOADING_TEXT;
  const filled = renderTemplates({ text: loading }, state).text;
  const text = filled === undefined || filled === null ? '' : textOf(filled);
  return text.trim() === '' ? LOADING_TEXT : text;
}
