/**
 * The app's domain rules, as the runtime sees them: the runtime names what it needs, the app
 * provides it at start-up with `registerDomainRules`, so the runtime never imports the app and
 * the screen checker reads the very same object to know every name a definition may use.
 */

/** A template filter: `{name|capitalizeWords}`. Takes the value, returns the new value (most return text; `list` a list). */
export type TemplateFilter = (value: unknown) => unknown;

/** Business dates: 'today' and date comparisons in the business's time zone (America/Winnipeg). */
export interface BusinessCalendar {
  zone: string;
  /** The calendar date (`yyyy-MM-dd`) in `zone` at the instant `now` (ms). */
  today(now: number): string;
  /** Whether `date` (`yyyy-MM-dd`) is a valid date earlier than `today`. */
  isDateBefore(date: string, today: string): boolean;
}

/** What a date rule judges by: the business's today, the current instant and the page data the field names. */
export interface DateRuleContext {
  /** Today in the business's zone (`yyyy-MM-dd`). */
  today: string;
  /** The current instant (ms since the epoch): rules with a time of day (a cutoff at 15:55) judge by it. */
  now: number;
  /**
   * The value of the page state path the field names by `ruleData` (a region's loaded cutoff info,
   * 001 §3), or undefined when the field names none or it is not loaded yet.
   */
  data?: unknown;
}

/**
 * A named date rule (`{ widget: "date", rule: "notPast" }`): which days may be chosen.
 * `min`/`max` bound the picker; `allows` judges one date (the picker disables every day it refuses,
 * and the form's validation refuses a typed one).
 */
export interface DateRule {
  /** The first selectable day, if the rule has one. */
  min?(context: DateRuleContext): string | undefined;
  /** The last selectable day, if the rule has one. */
  max?(context: DateRuleContext): string | undefined;
  /** Whether `date` (a valid `yyyy-MM-dd`) may be chosen. */
  allows(date: string, context: DateRuleContext): boolean;
}

/** How a date/time cell is shown: the calendar date, date and time, or time of day. */
export type InstantStyle = 'date' | 'dateTime' | 'time';

/** Value formats of grid cells (`format` of a column). */
export interface CellFormatters {
  /** An ISO date or instant shown in the business's time zone; undefined when it is not one. */
  instant(value: string, style: InstantStyle): string | undefined;
  /** An amount of dollars in a language (`en-CA` → `$12`, `fr-CA` → `12 $`). */
  money(amount: number, language: string): string;
}

/**
 * A named check of a field's value (`"check": "jsonObject"`): whether the value is accepted (a refused
 * one shows the field's `messages.check`). `args` are the field's `checkArgs`, each filled from its
 * template over the form's values (`{ "tags": "{templateType.templateTags}" }`: a chosen lookup row's field).
 */
export type ValueCheck = (value: unknown, args?: Readonly<Record<string, unknown>>) => boolean;

/** One option a lookup rule gives: the value stored, the text shown. */
export interface LookupRow {
  value: string | number | boolean;
  label: string;
}

/**
 * A named rule giving a lookup's options with no call (`"lookups": { "weeks": { "rule": "nextWeekCodes", "args": { "count": 5 } } }`),
 * from its arguments and the current instant (ms). `check` says what is wrong with arguments it refuses
 * (the screen checker reports it; the rule throws on them), undefined when they are accepted.
 */
export interface LookupRule {
  rows(args: Readonly<Record<string, unknown>>, now: number): LookupRow[];
  check(args: Readonly<Record<string, unknown>>): string | undefined;
}

/** A named rule computing a submit body's value from named arguments (`{ "rule": "provinceInstant", "args": { "date": "{date}" } }`); undefined = no value. */
export type ValueRule = (args: Readonly<Record<string, unknown>>) => unknown;

export interface DomainRules {
  templateFilters: Readonly<Record<string, TemplateFilter>>;
  calendar: BusinessCalendar;
  /** Value formats of grid cells (dates in the business's zone, money by language). */
  formats: CellFormatters;
  /** The date rules definitions may name; the checker refuses any other name. */
  dateRules: Readonly<Record<string, DateRule>>;
  /** A person's initials from their name (`{user.initials}`): 'Alex Morgan' → 'AMo'. */
  initials(name: string): string;
  /** The value checks form fields may name (`check`); the checker refuses any other name. */
  valueChecks?: Readonly<Record<string, ValueCheck>>;
  /** The value rules submit bodies may name (`{ "rule": … }`); the checker refuses any other name. */
  valueRules?: Readonly<Record<string, ValueRule>>;
  /** The lookup rules definitions' lookups may name (`{ "rule": … }`); the checker refuses any other name. */
  lookupRules?: Readonly<Record<string, LookupRule>>;
}

let registered: DomainRules | undefined;
let loader: (() => Promise<DomainRules>) | undefined;
let loading: Promise<DomainRules> | undefined;

/**
 * Called once by the app before anything renders (and by test set-ups): the rules themselves, or
 * a function that loads them. The console passes a loader, so the libraries its rules need (luxon,
 * cronstrue) stay out of the welcome page and load with the first screen that uses them.
 */
export function registerDomainRules(rules: DomainRules | (() => Promise<DomainRules>)): void {
  if (typeof rules === 'function') {
    registered = undefined;
    loader = rules;
    loading = undefined;
  } else {
    registered = rules;
    loader = undefined;
    loading = Promise.resolve(rules);
  }
}

/** Whether `domainRules()` can answer now (registered whole, or loaded). */
export function domainRulesLoaded(): boolean {
  return registered !== undefined;
}

/**
 * The registered rules once loaded; the load starts at the first call and is shared (a failed load
 * is tried again at the next call). Screens that use the rules wait for this before they render.
 */
export function loadDomainRules(): Promise<DomainRules> {
  if (loading) return loading;
  if (!loader) return Promise.reject(new Error('No domain rules registered: call registerDomainRules() when the app starts.'));
  const started = loader().then((rules) => {
    registered = rules;
    return rules;
  });
  loading = started;
  started.catch(() => {
    if (loading === started) loading = undefined;
  });
  return started;
}

/** A lazily loaded module that uses the rules: resolves once both the module and the rules are there. */
export async function withDomainRules<T>(code: Promise<T>): Promise<T> {
  const [module] = await Promise.all([code, loadDomainRules()]);
  return module;
}

/** The registered rules; a clear error when the app forgot to register them, or they are not loaded yet. */
export function domainRules(): DomainRules {
  if (registered) return registered;
  if (loader) throw new Error('The domain rules are not loaded yet: wait for loadDomainRules() (useDomainRules() in a view) before using them.');
  throw new Error('No domain rules registered: call registerDomainRules() when the app starts.');
}
