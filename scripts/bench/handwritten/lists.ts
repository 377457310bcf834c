/**
 * The daily lists the browser part of `npm run bench` opens besides the postal codes: for each,
 * the console screen's route, its first list call as the console sends it (listQuery.ts: a
 * server-paged list sends offset and limit, a client-paged one nothing), where its rows are in
 * the answer, its first page's size, and its columns (field, header, width) as the screen
 * defines them. The floor page (react.ts with `?list=<name>`) draws the same call's first page
 * in the same columns through React and ag-grid-react alone. Plain data: used by the page and
 * by the bench.
 */

export interface FloorColumn {
  field: string;
  header: string;
  width?: number;
}

export interface FloorList {
  /** What BENCHMARKS.md calls it. */
  title: string;
  /** The console's route (screens/**: `route`). */
  route: string;
  /** The list call, from the origin, with the first page's query. */
  call: string;
  /** Rows are the answer itself (client paging) or its `result` (server paging). */
  rows: 'answer' | 'result';
  /** Rows on the first page. */
  pageSize: number;
  /** The column whose texts show the expected rows (read from the API). */
  shownBy: string;
  columns: FloorColumn[];
}

export const FLOOR_LISTS: Readonly<Record<string, FloorList>> = {
  audit: {
    title: 'Audit Trail',
    route: '/secure/dev-corner/audit-trail',
    call: '/api/admin/audit?offset=0&limit=20',
    rows: 'result',
    pageSize: 20,
    shownBy: 'at',
    columns: [
      { field: 'at', header: 'When', width: 200 },
      { field: 'who', header: 'Who', width: 200 },
      { field: 'call', header: 'Call', width: 250 },
      { field: 'entity', header: 'Entity', width: 170 },
      { field: 'row_id', header: 'Row', width: 70 },
      { field: 'batch_id', header: 'Batch', width: 130 },
      { field: 'before_text', header: 'Before' },
      { field: 'after_text', header: 'After' },
    ],
  },
  customers: {
    title: 'Customer list',
    route: '/secure/unsubscribe/customer-list',
    call: '/api/admin/ops/customerlist/customer?offset=0&limit=20',
    rows: 'result',
    pageSize: 20,
    shownBy: 'email',
    columns: [
      { field: 'email', header: 'Email/Phone', width: 360 },
      { field: 'VIPList', header: 'VIP', width: 100 },
      { field: 'reviewList', header: 'Review', width: 100 },
      { field: 'unsubscribed', header: 'E-mail opt-out', width: 160 },
    ],
  },
  labels: {
    title: 'Label Processes, Today',
    route: '/secure/exporter/export-process-report',
    call: '/api/labels/labels/list',
    rows: 'answer',
    pageSize: 10,
    shownBy: 'processId',
    columns: [
      { field: 'processId', header: 'Process ID' },
      { field: 'exportFileName', header: 'Exported File' },
      { field: 'type', header: 'Export Type', width: 130 },
      { field: 'percentage', header: 'Progress', width: 120 },
      { field: 'orders', header: 'Rows', width: 90 },
      { field: 'startedAt', header: 'Started', width: 100 },
      { field: 'pdfRemote', header: 'PDF' },
      { field: 'message', header: 'Message' },
    ],
  },
};

/** The rows of a list call's answer. */
export function rowsOf(list: FloorList, answer: unknown): Record<string, unknown>[] {
  const rows = list.rows === 'result' ? (answer as { result?: unknown }).result : answer;
  if (!Array.isArray(rows)) throw new Error(`${list.call}: no rows in the answer`);
  return rows as Record<string, unknown>[];
}
