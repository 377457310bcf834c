import { useCallback, useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { useApi } from '../../api/useApi';
import { useAuth } from '../../auth/AuthContext';
import type { GridScreen } from '../../generated/screen';
import type { GridSlice } from './gridSlice';
import { toOptions } from '../../lookups/useLookup';
import { readPath } from '../../templates/path';
import { useToasts } from '../../ui/toasts';
import { lookupNamesOfColumn, type LookupOptions } from './cellText';

const NONE: LookupOptions = {};

export interface GridLookups {
  options: LookupOptions;
  /** Loads the options again (Refresh). */
  reload: () => void;
}

/** The lookups the grid's columns use (select, labels, derived), in column order, each once. */
export function columnLookups(columns: GridScreen['columns']): string[] {
  return [...new Set(columns.flatMap(lookupNamesOfColumn))];
}

/**
 * Options of every lookup of the select columns, loaded together once per screen visit (one SWR
 * entry, so the number of hooks never depends on the definition). A failure toasts
 * `messages.loadFailed`; cells then show their `display` field or the raw value.
 */
export function useGridLookups(grid: Pick<GridSlice, 'key' | 'columns' | 'lookups' | 'messages'>): GridLookups {
  const call = useApi();
  const { session } = useAuth();
  const toasts = useToasts();
  const names = useMemo(() => columnLookups(grid.columns), [grid.columns]);
  const key = session && names.length > 0 ? (['grid-lookups', grid.key, ...names] as const) : null;
  const { data, error, mutate } = useSWR(
    key,
    async () => {
      const entries = await Promise.all(
        names.map(async (name) => {
          const lookup = grid.lookups?.[name];
          if (!lookup) throw new Error(`${grid.key}: unknown lookup "${name}"`);
          const result = await call(lookup.endpoint);
          if (!result.ok) throw new Error(result.errorText ?? `HTTP ${result.status}`);
          return [name, toOptions(lookup, readPath(result.data, lookup.endpoint.rows))] as const;
        }),
      );
      return Object.fromEntries(entries) as LookupOptions;
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const loadFailed = grid.messages.loadFailed;
  useEffect(() => {
    if (error) toasts.show({ text: loadFailed, variant: 'warning' });
  }, [error, loadFailed, toasts]);
  const reload = useCallback(() => void mutate(), [mutate]);
  return { options: data ?? NONE, reload };
}
