import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, useApi } from '../../api/useApi';
import { useOverlay } from '../../ui/overlay';
import { useToasts } from '../../ui/toasts';
import type { LookupOptions } from './cellText';
import { downloadText, gridCsv } from './gridExport';
import type { GridSlice } from './gridSlice';
import { unpagedQuery, type AppliedSearch } from './listQuery';
import type { SortState } from './sortRows';
import type { ExportAction, Row } from './types';
import { fetchList, type ListContext } from './useGridList';

interface ExportState {
  /** The rows an export without `endpoint` writes: every loaded row, search and sort applied (the page, for server paging). */
  found: readonly Row[];
  lookups: LookupOptions;
  search: AppliedSearch;
  sort: SortState | null;
  context: ListContext | undefined;
}

/**
 * A toolbar `{ export }` button: the CSV of the rows shown, or with `endpoint` of every row that
 * endpoint answers (the list's search and sort sent, no paging), loaded under the 'Please wait...'
 * overlay; a failed load is toasted with the list's load-failure text and nothing is downloaded.
 */
export function useGridExport(screen: Pick<GridSlice, 'key' | 'endpoints' | 'messages' | 'columns' | 'paging' | 'search'>, state: ExportState): (action: ExportAction) => Promise<void> {
  const call = useApi();
  const overlay = useOverlay();
  const toasts = useToasts();
  const { found, lookups, search, sort, context } = state;
  return useCallback(
    async ({ export: spec }: ExportAction) => {
      if (spec.endpoint === undefined) {
        downloadText(spec.fileName, gridCsv(spec, screen.columns, found, lookups, DEFAULT_LANGUAGE));
        return;
      }
      const endpoint = screen.endpoints[spec.endpoint];
      if (!endpoint) throw new Error(`${screen.key}: unknown endpoint "${spec.endpoint}"`);
      try {
        const list = await overlay.during(fetchList(call, endpoint, screen.messages, unpagedQuery(screen, search, sort), context));
        downloadText(spec.fileName, gridCsv(spec, screen.columns, list.rows, lookups, DEFAULT_LANGUAGE));
      } catch (error) {
        toasts.show({ text: error instanceof Error ? error.message : String(error), variant: 'warning' });
      }
    },
    [call, context, found, lookups, overlay, screen, search, sort, toasts],
  );
}
