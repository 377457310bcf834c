import { renderTemplate } from '../../templates/template';
import { textOf } from '../../../shared/textOf';

/** The texts a list failure may say (a grid's `messages`). */
export interface LoadFailedTexts {
  loadFailed: string;
  loadFailedNetwork?: string | undefined;
  loadFailedAnswer?: string | undefined;
}

/** A failed list call: its status (0 = no answer came) and the answer's body. */
export interface ListFailure {
  status: number;
  data: unknown;
}

/**
 * What a list failure says (002 §8): no answer at all → `loadFailedNetwork`; an answer whose body
 * fills `loadFailedAnswer` (`{error}`) to a non-blank text → that text; otherwise `loadFailed`.
 */
export function loadFailedText(texts: LoadFailedTexts | string, failure: ListFailure): string {
  if (typeof texts === 'string') return texts;
  if (failure.status === 0) return texts.loadFailedNetwork ?? texts.loadFailed;
  if (texts.loadFailedAnswer !== undefined && typeof failure.data === 'object' && failure.data !== null) {
    const filled = renderTemplate(texts.loadFailedAnswer, { ...(failure.data as Record<string, unknown>) });
    const text = filled === undefined || filled === null ? '' : textOf(filled).trim();
    if (text !== '') return text;
  }
  return texts.loadFailed;
}
