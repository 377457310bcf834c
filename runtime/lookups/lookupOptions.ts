import type { Call } from '../api/call';
import { loadDomainRules } from '../domain/domainRules';
import type { EndpointLookup, Lookup } from '../generated/screen';
import { renderTemplate } from '../templates/template';
import type { LookupAnswers } from './lookupAnswers';
import { readRows } from './readRows';
import { isRuleLookup, ruleLookupOptions } from './ruleLookup';

export interface LookupOption {
  value: unknown;
  label: string;
  /** The whole row, for cascades (`parentKey`) and templates (`{field.column}`). */
  row: Record<string, unknown>;
}

/** Turns answer rows into options: value from `lookup.value`, text from the `lookup.label` field or template. */
export function toOptions(lookup: Pick<EndpointLookup, 'value' | 'label'>, rows: unknown): LookupOption[] {
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => ({
      value: row[lookup.value],
      label: String(lookup.label.includes('{') ? renderTemplate(lookup.label, row) : (row[lookup.label] ?? '')),
      row,
    }));
}

/**
 * A lookup's options: a rule lookup's from the app's registered rule at this instant (no call), an
 * endpoint lookup's from its answer (then those of its `more` calls), each called once per session
 * (lookupAnswers.ts). Rejects with what failed.
 */
export async function loadLookupOptions(lookup: Lookup, call: Call, answers: LookupAnswers, now: () => number = Date.now): Promise<LookupOption[]> {
  if (isRuleLookup(lookup)) return ruleLookupOptions(lookup, (await loadDomainRules()).lookupRules, now());
  // `more`: further calls whose options follow the first's, in order (one failing fails the list).
  const parts = [lookup, ...(lookup.more ?? [])];
  const answered = await Promise.all(parts.map((part) => answers.load(call, part.endpoint)));
  return parts.flatMap((part, index) => toOptions(part, readRows(answered[index], part.endpoint.rows)));
}
