import { PREPARED, type Database, type Queryable } from '../../db/database';
import type { LabelProcess } from '../../../runtime/generated/entities';
import { labelProgressAt } from './progress';

/** A label process as stored (what the answers are made from). */
export interface ProcessRow {
  id: number;
  process_id: string;
  type: LabelProcess['type'];
  export_file_name: string;
  source_name: string;
  email_to: string | null;
  rows_count: number;
  failure: string;
  file_key: string;
  started_at: Date | string;
}

export const PROCESS_COLUMNS = 'id, process_id, type, export_file_name, source_name, email_to, rows_count, failure, file_key::text as file_key, started_at';

/** Where the service's public file addresses start ('https://console…/api/labels/labels/files'). */
export const FILES_PATH = '/labels/files';

/** The message at 100 %: what was made, and where it was sent. */
function doneMessage(row: ProcessRow): string {
  const what = row.type === 'word to pdf' ? `${row.rows_count} paragraph${row.rows_count === 1 ? '' : 's'}` : `${row.rows_count} order${row.rows_count === 1 ? '' : 's'}`;
  return `Labels ready: ${what} in ${row.export_file_name}.pdf${row.email_to ? `, e-mailed to ${row.email_to}` : ''}.`;
}

/** A stored process as the calls answer it, at `now`; `base` is the service's address as the caller reached it. */
export function asLabelProcess(row: ProcessRow, now: Date, base: string): LabelProcess {
  const startedAt = new Date(row.started_at);
  const state = labelProgressAt(startedAt, now, row.rows_count, row.failure, doneMessage(row));
  const files = `${base}${FILES_PATH}/${row.file_key}`;
  const source = `${files}/source`;
  const done = state.percentage === 100;
  return {
    processId: row.process_id,
    type: row.type,
    exportFileName: row.export_file_name,
    percentage: state.percentage,
    message: state.message,
    orders: row.rows_count,
    excelRemote: row.type === 'word to pdf' ? '' : source,
    wordRemote: row.type === 'word to pdf' ? source : '',
    pdfRemote: done ? `${files}/pdf` : '',
    emailedTo: done ? row.email_to : null,
    startedAt: startedAt.toISOString(),
  };
}

export async function processById(db: Queryable, processId: string): Promise<ProcessRow | undefined> {
  const { rows } = await db.query<ProcessRow>(`select ${PROCESS_COLUMNS} from label_process where process_id = $1`, [processId]);
  return rows[0];
}

/** The processes started between `from` (inclusive) and `to`, newest first. */
export async function processesBetween(db: Database, from: Date, to: Date): Promise<ProcessRow[]> {
  const { rows } = await db.query<ProcessRow>(
    `select ${PROCESS_COLUMNS} from label_process where started_at >= $1 and started_at < $2 order by started_at desc, id desc`,
    [from.toISOString(), to.toISOString()],
    PREPARED,
  );
  return rows;
}
