import useSWR from 'swr';
import type { Lookup } from '../generated/screen';
import { useApi } from '../api/useApi';
import { LookupCallFailed, useLookupAnswers } from './lookupAnswers';
import { loadLookupOptions, type LookupOption } from './lookupOptions';
import { textOf } from '../../shared/textOf';
import { isRuleLookup } from './ruleLookup';
import { untilLoaded } from './untilLoaded';

export { toOptions, type LookupOption } from './lookupOptions';

export type LookupState =
  | { status: 'loading'; options: LookupOption[] }
  | { status: 'failed'; options: LookupOption[]; error: string }
  | { status: 'ready'; options: LookupOption[] };

/** The SWR key of a lookup's options: its call, or its rule and arguments. */
const keyOf = (lookup: Lookup) =>
  isRuleLookup(lookup)
    ? ['lookup', 'rule', lookup.rule, JSON.stringify(lookup.args ?? {})]
    : ['lookup', lookup.endpoint.service ?? 'admin', lookup.endpoint.path, JSON.stringify(lookup.endpoint.query ?? {}), JSON.stringify(lookup.more ?? [])];

/**
 * Loads a lookup's options: an endpoint lookup's call is made once per session, shared with every
 * other user of it (lookupAnswers.ts); a rule lookup's rows come from the app's registered rule.
 */
export function useLookup(lookup: Lookup | undefined): LookupState {
  const call = useApi();
  const answers = useLookupAnswers();
  const { data, error } = useSWR<LookupOption[], unknown>(
    lookup ? keyOf(lookup) : null,
    async () => {
      if (!lookup) return [];
      try {
        return await loadLookupOptions(lookup, call, answers);
      } catch (failure) {
        throw new Error(lookup.loadFailed ?? (failure instanceof LookupCallFailed || failure instanceof Error ? failure.message : String(failure)));
      }
    },
    { revalidateOnFocus: false },
  );
  if (error) return { status: 'failed', options: untilLoaded(lookup), error: error instanceof Error ? error.message : textOf(error) };
  if (!data) return { status: 'loading', options: untilLoaded(lookup) };
  return { status: 'ready', options: data };
}
