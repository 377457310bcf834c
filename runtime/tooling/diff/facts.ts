/** Small builders of the clauses every area uses: a value that changed, a map of templates, unknown properties. */
import { equal, isObject, unionKeys, type Json, type JsonObject } from './json.ts';
import { arrow, brief, code, value } from './markdown.ts';
import type { Area, Change } from './model.ts';

export interface ScalarOptions {
  /** How a present value reads (default: `value`). */
  show?: (json: Json) => string;
  /** The value an absent property means (e.g. `admin` for a service): no change between the two. */
  fallback?: Json;
  /** How an absent value reads, e.g. '(shared)' for a width; without it, 'label added (new)' / 'label removed (was old)'. */
  absent?: string;
}

/** `label old → new` (or `label added (new)`, `label removed (was old)`), or undefined when both mean the same. */
export function scalar(label: string, before: Json | undefined, after: Json | undefined, options: ScalarOptions = {}): string | undefined {
  const { show = value, fallback, absent } = options;
  const b = before ?? fallback;
  const a = after ?? fallback;
  if (equal(b, a)) return undefined;
  const lead = label === '' ? '' : `${label} `;
  if (absent === undefined && b === undefined && a !== undefined) return `${lead}added (${show(a)})`;
  if (absent === undefined && a === undefined && b !== undefined) return `${lead}removed (was ${show(b)})`;
  const read = (json: Json | undefined): string => (json === undefined ? (absent ?? '(none)') : show(json));
  return `${lead}${arrow(read(b), read(a))}`;
}

/** Pushes the defined clauses. */
export function push(facts: string[], ...clauses: (string | undefined)[]): void {
  for (const clause of clauses) if (clause !== undefined) facts.push(clause);
}

/**
 * A map of templates (an endpoint's body or query, a batch update's extra body) compared key by
 * key: '`label` `key` added: `{tmpl}`', '… `key`: `{a}` → `{b}`', '… `key` removed (was `{a}`)'.
 */
export function templateMap(label: string, before: Json | undefined, after: Json | undefined, absent?: string): string[] {
  const b = isObject(before) ? before : undefined;
  const a = isObject(after) ? after : undefined;
  if (equal(b, a)) return [];
  if (b && !a) return [`${label} removed (${absent === undefined ? '' : `now ${absent}; `}was ${unionKeys(b).map(code).join(', ')})`];
  const facts: string[] = [];
  if (!b && absent !== undefined) facts.push(`${label} set (was ${absent})`);
  for (const key of unionKeys(b, a)) {
    const old = b?.[key];
    const now = a?.[key];
    if (equal(old, now)) continue;
    if (old === undefined) facts.push(`${label} ${code(key)} added: ${value(now)}`);
    else if (now === undefined) facts.push(`${label} ${code(key)} removed (was ${value(old)})`);
    else facts.push(`${label} ${code(key)}: ${arrow(value(old), value(now))}`);
  }
  return facts;
}

/**
 * Properties the diff does not know (a newer language version, a typo): reported as they are,
 * so the diff never hides a change.
 */
export function otherProperties(before: JsonObject | undefined, after: JsonObject | undefined, known: readonly string[], prefix = ''): string[] {
  const facts: string[] = [];
  for (const key of unionKeys(before, after)) {
    if (known.includes(key)) continue;
    const old = before?.[key];
    const now = after?.[key];
    if (equal(old, now)) continue;
    const name = `${prefix}${code(key)}`;
    if (old === undefined) facts.push(withValue(`${name} added`, now));
    else if (now === undefined) facts.push(withValue(`${name} removed`, old, 'was '));
    else {
      const b = brief(old);
      const a = brief(now);
      facts.push(b !== undefined && a !== undefined ? `${name} ${arrow(b, a)}` : `${name} changed`);
    }
  }
  return facts;
}

function withValue(text: string, json: Json | undefined, lead = ''): string {
  const shown = brief(json);
  return shown === undefined ? text : `${text} (${lead}${shown})`;
}

/** A change, or nothing when there is nothing to say. */
export function change(area: Area, key: string, subject: string, facts: string[], risk?: string): Change[] {
  if (facts.length === 0) return [];
  return [risk === undefined ? { area, key, subject, facts } : { area, key, subject, facts, risk }];
}
