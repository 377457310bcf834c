import { useCallback, useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { useApi } from '../../api/useApi';
import { useAuth } from '../../auth/AuthContext';
import type { GridSlice } from './gridSlice';
import { useLookupAnswers } from '../../lookups/lookupAnswers';
import { loadLookupOptions } from '../../lookups/lookupOptions';
import { lookupEndpoint } from '../../lookups/ruleLookup';
import { useToasts } from '../../ui/toasts';
import { columnLookups, type LookupOptions } from './cellText';

const NONE: LookupOptions = {};

export interface GridLookups {
  options: LookupOptions;
  /** Loads the options again (Refresh). */
  reload: () => void;
}

/**
 * Options of every lookup of the select columns, together in one SWR entry (so the number of hooks
 * never depends on the definition); each lookup's call is made once per session (lookupAnswers.ts). A failure toasts
 * `messages.loadFailed`; cells then show their `display` field or the raw value. None is called
 * before `wanted` (a grid wants them once its list has answered, so the rows' call does not share
 * the server and the page with them, unless cells show lookup labels with no text of their own).
 */
export function useGridLookups(grid: Pick<GridSlice, 'key' | 'columns' | 'lookups' | 'messages'>, wanted = true): GridLookups {
  const call = useApi();
  const answers = useLookupAnswers();
  const { session } = useAuth();
  const toasts = useToasts();
  const names = useMemo(() => columnLookups(grid.columns), [grid.columns]);
  const key = session && wanted && names.length > 0 ? (['grid-lookups', grid.key, ...names] as const) : null;
  const { data, error, mutate } = useSWR<LookupOptions, unknown>(
    key,
    async () => {
      const entries = await Promise.all(
        names.map(async (name) => {
          const lookup = grid.lookups?.[name];
          if (!lookup) throw new Error(`${grid.key}: unknown lookup "${name}"`);
          return [name, await loadLookupOptions(lookup, call, answers)] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const loadFailed = grid.messages.loadFailed;
  useEffect(() => {
    if (error) toasts.show({ text: loadFailed, variant: 'warning' });
  }, [error, loadFailed, toasts]);
  // Refresh loads the grid's lookups again, for every screen sharing them.
  const reload = useCallback(() => {
    for (const name of names) {
      const lookup = grid.lookups?.[name];
      const endpoint = lookupEndpoint(lookup);
      if (endpoint) answers.forget(endpoint);
    }
    void mutate();
  }, [answers, grid.lookups, mutate, names]);
  return { options: data ?? NONE, reload };
}
