import useSWR from 'swr';
import type { Lookup } from '../generated/screen';
import { useApi } from '../api/useApi';
import { LookupCallFailed, useLookupAnswers } from './lookupAnswers';
import { readRows } from './readRows';
import { renderTemplate } from '../templates/template';

export interface LookupOption {
  value: unknown;
  label: string;
  /** The whole row, for cascades (`parentKey`) and templates (`{field.column}`). */
  row: Record<string, unknown>;
}

export type LookupState =
  | { status: 'loading'; options: LookupOption[] }
  | { status: 'failed'; options: LookupOption[]; error: string }
  | { status: 'ready'; options: LookupOption[] };

/** Turns answer rows into options: value from `lookup.value`, text from the `lookup.label` field or template. */
export function toOptions(lookup: Lookup, rows: unknown): LookupOption[] {
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => ({
      value: row[lookup.value],
      label: String(lookup.label.includes('{') ? renderTemplate(lookup.label, row) : (row[lookup.label] ?? '')),
      row,
    }));
}

/** Loads a lookup's options: its call is made once per session, shared with every other user of it (lookupAnswers.ts). */
export function useLookup(lookup: Lookup | undefined): LookupState {
  const call = useApi();
  const answers = useLookupAnswers();
  const key = lookup ? ['lookup', lookup.endpoint.service ?? 'admin', lookup.endpoint.path, JSON.stringify(lookup.endpoint.query ?? {})] : null;
  const { data, error } = useSWR(
    key,
    async () => {
      if (!lookup) return [];
      try {
        return toOptions(lookup, readRows(await answers.load(call, lookup.endpoint), lookup.endpoint.rows));
      } catch (failure) {
        throw new Error(lookup.loadFailed ?? (failure instanceof LookupCallFailed ? failure.message : String(failure)));
      }
    },
    { revalidateOnFocus: false },
  );
  if (error) return { status: 'failed', options: [], error: error instanceof Error ? error.message : String(error) };
  if (!data) return { status: 'loading', options: [] };
  return { status: 'ready', options: data };
}
