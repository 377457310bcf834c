import type { TemplateGlobals } from '../../../templates/globals';
import type { StateReader } from '../../../conditions/evaluateCondition';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The globals as the page state holds them (`user.*`, `today`), for templates filled in the page. */
export function pageGlobals(read: StateReader): TemplateGlobals {
  return { user: { email: text(read('user.email')), name: text(read('user.name')), initials: text(read('user.initials')) }, today: text(read('today')) };
}
