/**
 * The app's domain rules, as the runtime sees them: the runtime names what it needs, the app
 * provides it at start-up with `registerDomainRules`, so the runtime never imports the app and
 * the screen checker reads the very same object to know every name a definition may use.
 */

/** A template filter: `{name|capitalizeWords}`. Takes the value, returns the text. */
export type TemplateFilter = (value: unknown) => string;

/** Business dates: 'today' and date comparisons in the business's time zone (America/Winnipeg). */
export interface BusinessCalendar {
  zone: string;
  /** The calendar date (`yyyy-MM-dd`) in `zone` at the instant `now` (ms). */
  today(now: number): string;
  /** Whether `date` (`yyyy-MM-dd`) is a valid date earlier than `today`. */
  isDateBefore(date: string, today: string): boolean;
}

export interface DomainRules {
  templateFilters: Readonly<Record<string, TemplateFilter>>;
  calendar: BusinessCalendar;
}

let registered: DomainRules | undefined;

/** Called once by the app before anything renders (and by test set-ups). */
export function registerDomainRules(rules: DomainRules): void {
  registered = rules;
}

/** The registered rules; a clear error when the app forgot to register them. */
export function domainRules(): DomainRules {
  if (!registered) throw new Error('No domain rules registered: call registerDomainRules() when the app starts.');
  return registered;
}
