import { domainRules } from '../domain/domainRules.ts';
import { readPath } from './path.ts';
import { textOf } from '../../shared/textOf.ts';

/** One `{path|filter|filter}` of a template. */
export interface Placeholder {
  /** `town_name`, `zoneId.label`, `confirm.force`. */
  path: string;
  filters: string[];
}

const PLACEHOLDER = /\{([^{}|]+)((?:\|[A-Za-z][A-Za-z0-9]*)*)\}/g;

export function placeholdersOf(template: string): Placeholder[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => ({
    path: (match[1] ?? '').trim(),
    filters: (match[2] ?? '').split('|').filter(Boolean),
  }));
}

/** Whether the app registered a filter of this name. */
export function isTemplateFilter(name: string): boolean {
  return Object.hasOwn(domainRules().templateFilters, name);
}

/** Whether a template applies a filter (`{rate|wholeDollars}`): only those need the app's domain rules. */
export function usesFilters(template: string): boolean {
  return placeholdersOf(template).some((placeholder) => placeholder.filters.length > 0);
}

function resolve(placeholder: Placeholder, context: Record<string, unknown>): unknown {
  let value = readPath(context, placeholder.path);
  // A placeholder without filters reads its value only, so it works before the rules are loaded.
  if (placeholder.filters.length === 0) return value;
  const filters = domainRules().templateFilters;
  for (const name of placeholder.filters) {
    const filter = Object.hasOwn(filters, name) ? filters[name] : undefined;
    if (!filter) throw new Error(`unknown template filter "${name}"`);
    value = filter(value);
  }
  return value;
}

/**
 * Fills a template from a context. A template that is exactly one placeholder keeps the value's
 * type (ids stay numbers, checkboxes booleans); otherwise missing values read as empty text.
 */
export function renderTemplate(template: string, context: Record<string, unknown>): unknown {
  const whole = /^\{[^{}]+\}$/.test(template) ? placeholdersOf(template) : [];
  if (whole.length === 1 && whole[0]) return resolve(whole[0], context);
  return template.replace(PLACEHOLDER, (_all, path: string, filters: string) => {
    const value = resolve({ path: path.trim(), filters: filters.split('|').filter(Boolean) }, context);
    return value === undefined || value === null ? '' : textOf(value);
  });
}

/** Fills every template of a map (request bodies, queries). */
export function renderTemplates(
  templates: Record<string, string | undefined> | undefined,
  context: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(templates ?? {}).map(([key, template]) => [key, template === undefined ? undefined : renderTemplate(template, context)]),
  );
}

/** Fills `{field}` segments of a path, URL-encoded. */
export function renderPath(path: string, context: Record<string, unknown>): string {
  return path.replace(PLACEHOLDER, (_all, name: string, filters: string) =>
    encodeURIComponent(textOf(resolve({ path: name.trim(), filters: filters.split('|').filter(Boolean) }, context) ?? '')),
  );
}
