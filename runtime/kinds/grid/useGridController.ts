import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { DEFAULT_LANGUAGE } from '../../api/useApi';
import { cellsClearedBy } from './cascadeCells';
import { showsLookupLabels, type LookupOptions } from './cellText';
import { listQuery } from './listQuery';
import type { GridSlice } from './gridSlice';
import { filterRows, firstPage, goToPage, initialPage, pageCount, sliceRows, withSize } from './paging';
import * as pending from './pendingEdits';
import type { PendingEdits } from './pendingEdits';
import { navigationTarget } from './rowActions';
import { shownTextOf } from './searchText';
import { sortRows, type SortState } from './sortRows';
import { rowKeyOf, type PageSize, type Row, type RowAction, type ToolbarAction } from './types';
import { useBatchUpdate, type BatchUpdateApi } from './useBatchUpdate';
import { useFormHost, type FormHost } from './useFormHost';
import { useGridExport } from './useGridExport';
import { listKey, useGridList, type ListContext, type ListData, type ListStatus } from './useGridList';
import { useGridLookups } from './useGridLookups';
import { useRowActionCall, type RowCallApi } from './useRowActionCall';
import { useRowDelete, type PendingDelete } from './useRowDelete';
import { useRowSelection, type GridSelection, type PublishSelection } from './useRowSelection';
import { useSearchBox, type SearchBox } from './useSearchBox';
import { useToolbarCall } from './useToolbarCall';

export interface GridPaging {
  page: number;
  pageCount: number;
  size: PageSize;
  sizes: readonly PageSize[];
  /** Text of some per-page choices, by the choice as text ('Show More' for 100). */
  labels: Readonly<Record<string, string | undefined>> | undefined;
  setPage: (page: number) => void;
  /** A new per-page choice goes back to page 1. */
  setSize(size: PageSize): void;
}

export interface GridEdits {
  list: PendingEdits;
  count: number;
  /** The running note, e.g. '2 rows changed — Elmwood: Name, Area; Norwood: Name'. */
  note: string;
  /** Rows whose last save failed, with the server's reason and whether someone else changed them. */
  failures: { key: string; row: string; reason: string | undefined; conflict: boolean }[];
  /** Reloads the rows someone else changed, keeping what was typed over them (then Update again). */
  reloadConflicts: () => void;
  isChanged(key: string, field: string): boolean;
  isFailed(key: string): boolean;
  /** A cell edit of the row with this key (typing the loaded value back undoes it). */
  edit(key: string, field: string, value: unknown): void;
}

export interface GridRemove {
  pending: PendingDelete | null;
  request: (key: string) => void;
  confirm: () => Promise<void>;
  cancel: () => void;
}

/** What a grid shares with the page around it: the state its list call reads, where its selection goes. */
export interface GridLink {
  /** Values the list call's path and query templates read (`{region.region}`). */
  context?: ListContext;
  publish?: PublishSelection;
  /** Where the list answer's other top-level fields go (a grid block's `<id>.answer`); undefined while the current call loads. */
  publishAnswer?: (answer: Readonly<Record<string, unknown>> | undefined) => void;
  /** A count the page raises to have the list loaded again (a form's `submit.refresh`): each new value reloads at page 1. */
  reloads?: number;
  /** Rows given instead of a list call (a sub-table: the expanded row's list field). */
  rows?: GivenRows;
  /** Values the grid's forms and row calls read besides the row (a sub-table's `{parent.<field>}`). */
  templateContext?: Readonly<Record<string, unknown>>;
}

/** A sub-table's rows, and how to have them loaded again (the outer grid's list). */
export interface GivenRows {
  rows: Row[];
  reload: () => Promise<unknown>;
}

const NO_LINK: GridLink = {};

/** Everything a grid shows and does (a grid screen or a grid block); the view only renders it. */
export interface GridController {
  grid: GridSlice;
  status: ListStatus;
  /** What the list's failure says (messages.loadFailed, loadFailedNetwork or loadFailedAnswer), while failed. */
  failedText: string | undefined;
  /** Rows of the current page, pending changes applied. */
  rows: Row[];
  total: number;
  keyOf: (row: Row) => string;
  lookups: LookupOptions;
  paging: GridPaging;
  search: SearchBox | undefined;
  edits: GridEdits;
  batch: BatchUpdateApi;
  remove: GridRemove;
  form: FormHost;
  /** The heading the list is sorted by (`sortable` columns): applied before paging (client), or sent (server, `paging.sort`); back to page 1. */
  setSort(sort: SortState | null): void;
  /** Row selection, when the grid has `selection`. */
  selection: GridSelection | undefined;
  /** A row action calling its endpoint, waiting for its confirm. */
  rowCall: RowCallApi;
  /** A toolbar button was pressed. */
  runToolbar(action: ToolbarAction): void;
  /** A row action link: its form (filled from the row as shown), its call, or the screen it opens. */
  runRowAction(action: RowAction, key: string): void;
  /** Refresh: asks first when edits are pending, then drops them, goes to page 1 and reloads. */
  refresh: () => void;
  /** The question Refresh asks while edits are pending; null when not asking. */
  refreshQuestion: { confirm: () => void; cancel: () => void } | null;
  /** Loads the list again after it failed (the retry banner). */
  retry: () => void;
  /** Pending edits: leaving would lose them (an open form reports its own input). */
  hasUnsavedWork: boolean;
  /** Rows shown expanded, their sub-tables under them (`expand`). */
  expanded: ReadonlySet<string>;
  toggleExpanded(key: string): void;
  /** Loads the list again, keeping page, search and expanded rows (a sub-table saved). */
  reloadList(): Promise<unknown>;
  /** What the grid's forms and row calls read besides the row. */
  templateContext: Readonly<Record<string, unknown>> | undefined;
}

export function useGridController(screen: GridSlice, link: GridLink = NO_LINK): GridController {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const context = link.context;
  const [page, setPageState] = useState(() => initialPage(screen.paging));
  const [edits, setEdits] = useState<PendingEdits>(pending.NO_EDITS);
  const [sort, setSort] = useState<SortState | null>(null);
  const toFirstPage = useCallback(() => setPageState(firstPage), []);
  const { box: search, applied } = useSearchBox(screen.search, toFirstPage);

  const query = useMemo(() => listQuery(screen, page, applied, sort), [screen, page, applied, sort]);
  const given = link.rows;
  const list = useGridList(screen.list, screen.messages, query, context, given === undefined);
  // The lookups load once the list has answered (the rows come first), unless cells show their
  // labels with no text of their own (useGridLookups).
  const lookupsNow = useMemo(() => showsLookupLabels(screen.columns), [screen.columns]);
  const { options: lookups, reload: reloadLookups } = useGridLookups(screen, lookupsNow || given !== undefined || list.data !== undefined || list.status === 'failed');
  const listRevalidate = list.revalidate;
  const givenReload = given?.reload;
  // A sub-table's rows come from the outer list: loading them again is loading that.
  const revalidate = useCallback(async (): Promise<ListData | undefined> => {
    if (!givenReload) return listRevalidate();
    await givenReload();
    return undefined;
  }, [givenReload, listRevalidate]);
  const listData = useMemo<ListData | undefined>(() => (given ? { rows: given.rows, total: given.rows.length } : list.data), [given, list.data]);
  const status: ListStatus = given ? 'ready' : list.status;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggleExpanded = useCallback((key: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const keyOf = useCallback((row: Row) => rowKeyOf(screen, row), [screen]);

  const { loaded, found, pageRows, total } = useMemo(() => {
    const rows = listData?.rows ?? [];
    if (screen.paging.mode === 'server') return { loaded: rows, found: rows, pageRows: rows, total: listData?.total ?? 0 };
    // A search made by the list call (`search.server`) is already applied to the rows.
    const searched = screen.search?.server ? rows : filterRows(rows, applied.text, applied.fields, shownTextOf(screen.columns, DEFAULT_LANGUAGE));
    const matching = sortRows(searched, sort);
    return { loaded: rows, found: matching, pageRows: sliceRows(matching, page), total: matching.length };
  }, [applied, listData, page, screen.columns, screen.paging.mode, screen.search?.server, sort]);
  const appliedRows = useRef<pending.AppliedRows>(new WeakMap());
  const rows = useMemo(() => pending.applyEdits(pageRows, edits, keyOf, appliedRows.current), [edits, keyOf, pageRows]);
  const count = pageCount(total, page.size);

  useEffect(() => {
    // Fewer rows than before (a delete, a narrower search): stay on the last page that exists.
    if (status === 'ready' && page.page > count) setPageState((current) => goToPage(current, count, count));
  }, [count, status, page.page]);

  const loadedRow = useCallback((key: string) => loaded.find((row) => keyOf(row) === key), [keyOf, loaded]);
  const shownRow = useCallback((key: string) => rows.find((row) => keyOf(row) === key) ?? loadedRow(key), [keyOf, loadedRow, rows]);

  const edit = useCallback(
    (key: string, field: string, value: unknown) => {
      setEdits((current) => {
        const row = pending.findEdit(current, key)?.original ?? loadedRow(key);
        if (!row) return current;
        const next = pending.editCell(current, key, row, field, value);
        // A higher level chosen clears the lower ones that no longer belong to it (000 §4).
        const edited = pending.findEdit(next, key);
        const shown = edited ? pending.rowWithChanges(edited) : row;
        return cellsClearedBy(screen.columns, field, shown, lookups).reduce((edits, cleared) => pending.editCell(edits, key, row, cleared, null), next);
      });
    },
    [loadedRow, lookups, screen.columns],
  );

  const batch = useBatchUpdate({ screen, edits, setEdits, lookups, revalidate });
  const onDeleted = useCallback(
    (row: Row) => {
      setEdits((current) => pending.dropRow(current, keyOf(row)));
      void revalidate();
    },
    [keyOf, revalidate],
  );
  const templateContext = link.templateContext;
  const deletion = useRowDelete({ screen, onDeleted, context: templateContext });
  const form = useFormHost(revalidate);
  const toolbarCall = useToolbarCall(screen, revalidate);
  const runExport = useGridExport(screen, { found, lookups, search: applied, sort, context });
  const selection = useRowSelection(screen, loaded, found, keyOf, link.publish);
  const publishAnswer = link.publishAnswer;
  const answer = given ? undefined : list.answer;
  useEffect(() => publishAnswer?.(answer), [answer, publishAnswer]);
  const rowCall = useRowActionCall(screen, revalidate, templateContext);

  const [askingRefresh, setAskingRefresh] = useState(false);
  // A new order starts again at page 1, like a new search.
  const sortBy = useCallback((next: SortState | null) => {
    setSort(next);
    setPageState(firstPage);
  }, []);
  const reload = useCallback(() => {
    setAskingRefresh(false);
    setEdits(pending.NO_EDITS);
    const next = firstPage(page);
    setPageState(next);
    if (givenReload) void givenReload();
    else void mutate(listKey(screen.list, listQuery(screen, next, applied, sort), context));
    reloadLookups();
  }, [applied, context, givenReload, mutate, page, reloadLookups, screen, sort]);
  // Refresh drops pending edits (000 §4): never without asking, as leaving the screen asks.
  const refresh = useCallback(() => (edits.length > 0 ? setAskingRefresh(true) : reload()), [edits.length, reload]);
  const reloads = link.reloads ?? 0;
  const seenReloads = useRef(reloads);
  useEffect(() => {
    if (seenReloads.current === reloads) return;
    seenReloads.current = reloads;
    refresh();
  }, [refresh, reloads]);
  const refreshQuestion = useMemo(() => (askingRefresh ? { confirm: reload, cancel: () => setAskingRefresh(false) } : null), [askingRefresh, reload]);
  const retry = useCallback(() => {
    void revalidate();
    reloadLookups();
  }, [reloadLookups, revalidate]);

  const runToolbar = useCallback(
    (action: ToolbarAction) => {
      if (action === 'refresh') refresh();
      else if (action === 'batchUpdate') void batch.start();
      else if ('openForm' in action) form.openForm(action.openForm);
      else if ('export' in action) void runExport(action);
      else if ('navigate' in action) void navigate(action.navigate);
      else void toolbarCall(action, { selected: selection?.rows ?? [] });
    },
    [batch, form, navigate, refresh, runExport, selection?.rows, toolbarCall],
  );

  const requestCall = rowCall.request;
  const runRowAction = useCallback(
    (action: RowAction, key: string) => {
      const row = shownRow(key);
      if ('openForm' in action) form.openForm(action.openForm, row);
      else if (!row) return;
      else if ('endpoint' in action) requestCall(action, row);
      else {
        const { pathname, search, state } = navigationTarget(action, row);
        void navigate({ pathname, search }, { state });
      }
    },
    [form, navigate, requestCall, shownRow],
  );

  const requestDelete = deletion.request;
  const remove = useMemo<GridRemove>(
    () => ({
      pending: deletion.pending,
      request: (key) => {
        const row = loadedRow(key);
        if (row) requestDelete(row);
      },
      confirm: deletion.confirm,
      cancel: deletion.cancel,
    }),
    [deletion.cancel, deletion.confirm, deletion.pending, loadedRow, requestDelete],
  );

  const editsApi = useMemo<GridEdits>(
    () => ({
      list: edits,
      count: edits.length,
      note: pending.changeNote(edits, screen.columns, lookups),
      failures: pending.failureNotes(edits, screen.columns, lookups),
      reloadConflicts: () => {
        void revalidate().then((data) => {
          if (data) setEdits((current) => pending.rebaseConflicts(current, data.rows, keyOf));
        });
      },
      isChanged: (key, field) => pending.isChanged(edits, key, field),
      isFailed: (key) => pending.isFailed(edits, key),
      edit,
    }),
    [edit, edits, keyOf, lookups, revalidate, screen.columns],
  );

  const paging: GridPaging = {
    page: page.page,
    pageCount: count,
    size: page.size,
    sizes: screen.paging.sizes,
    labels: screen.paging.labels,
    setPage: (next) => setPageState((current) => goToPage(current, next, count)),
    setSize: (size) => setPageState((current) => withSize(current, size)),
  };

  return {
    grid: screen,
    status,
    failedText: list.failedText,
    rows,
    total,
    keyOf,
    lookups,
    paging,
    search,
    edits: editsApi,
    batch,
    remove,
    form,
    setSort: sortBy,
    selection,
    rowCall,
    runToolbar,
    runRowAction,
    refresh,
    refreshQuestion,
    retry,
    hasUnsavedWork: edits.length > 0,
    expanded,
    toggleExpanded,
    reloadList: revalidate,
    templateContext,
  };
}
