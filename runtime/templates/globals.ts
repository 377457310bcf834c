import { domainRules } from '../domain/domainRules.ts';

/** The signed-in staff member as the session knows them. */
export interface SessionUser {
  email?: string | undefined;
  name?: string | undefined;
}

/** What every template (and the page state, for conditions) reads besides its own values. */
export interface TemplateGlobals {
  user: { email: string; name: string; initials: string };
  /** The business date, `yyyy-MM-dd` in the registered calendar's zone (America/Winnipeg). */
  today: string;
}

/** The names templates may read everywhere: `{user.email}`, `{user.name}`, `{user.initials}`, `{today}`; nothing else under `user`. */
export const USER_FIELDS = ['email', 'name', 'initials'] as const;
export const GLOBAL_PLACEHOLDERS: readonly string[] = [...USER_FIELDS.map((field) => `user.${field}`), 'today'];

/** Whether a placeholder path reads a global (`user…` or `today…`), known or not: the checker judges those against GLOBAL_PLACEHOLDERS. */
export function isGlobalPath(path: string): boolean {
  const head = path.split('.')[0];
  return head === 'user' || head === 'today';
}

/** The globals at the instant `now` (ms) for a session's user. */
export function templateGlobals(user: SessionUser | undefined, now: number): TemplateGlobals {
  const rules = domainRules();
  const name = user?.name ?? '';
  return { user: { email: user?.email ?? '', name, initials: rules.initials(name) }, today: rules.calendar.today(now) };
}
