/**
 * Demo label processes (002 §3 Label process): two exports finished an hour before the seed, or at the start of its business day (an
 * Excel one e-mailed to Winnipeg's order mailbox and a Word one), with their PDFs made as an
 * upload's would be, so 'Label Processes, Today' has rows on the day the demo is set up (later
 * days list that day's uploads only). Seeded once per database (`seed_step` 'labels'), in the
 * seed's unaudited transaction.
 */
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../api/admin/clock';
import { labelPdf } from '../../api/labels/labelPdf';
import { MAX_MS } from '../../api/labels/progress';
import type { Queryable } from '../database';

export const LABELS_STEP = 'labels';

const HOUR_MS = 3_600_000;

/** The finished demo Excel export: its processId and the key of its files (GET /labels/files/{key}/pdf). */
export const DEMO_LABEL_PROCESS_ID = 'demo-callia-1';
export const DEMO_LABEL_FILE_KEY = '2d9c6f7a-4b1e-4f3a-9c8d-6e5f4a3b2c1d';

const DEMO = [
  {
    processId: DEMO_LABEL_PROCESS_ID, type: 'Callia', name: 'WPG_SAME_DAY_labels', source: 'WPG SAME DAY.xlsx', email: 'orders.winnipeg@example.ca',
    rows: [['Order: 100231', 'Recipient: Émilie Côté', 'Product: Sunny Days Bouquet'], ['Order: 100232', 'Recipient: Sam Okafor', 'Product: Rose Dozen']],
    fileKey: DEMO_LABEL_FILE_KEY,
  },
  {
    processId: 'demo-word-1', type: 'word to pdf', name: 'card_messages', source: 'card messages.docx', email: null,
    rows: [['Happy birthday, Maman!'], ['Congratulations on the new home.']],
    fileKey: '7e1f2a3b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
  },
] as const;

/** Writes the demo processes once per database; answers whether it wrote anything. */
export async function seedLabels(tx: Queryable, now: Date): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [LABELS_STEP]);
  if (done.rows[0]?.found === true) return false;
  const startedAt = demoStart(now);
  for (const demo of DEMO) {
    const rows = demo.rows.map((lines) => ({ lines: [...lines] }));
    const pdf = await labelPdf(rows, { title: demo.name, details: `${rows.length} ${demo.type === 'word to pdf' ? 'paragraphs' : 'orders'}`, perPart: 0, at: startedAt });
    const inserted = await tx.query<{ id: number }>(
      `insert into label_process (process_id, type, export_file_name, source_name, email_to, rows_count, file_key, requested_by, started_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'ops.demo@example.ca', $8) on conflict do nothing returning id`,
      [demo.processId, demo.type, demo.name, demo.source, demo.email, rows.length, demo.fileKey, startedAt.toISOString()],
    );
    const id = inserted.rows[0]?.id;
    if (id !== undefined) await tx.query(`insert into label_file (process_id, kind, bytes) values ($1, 'pdf', $2)`, [id, pdf]);
  }
  await tx.query('insert into seed_step (name) values ($1)', [LABELS_STEP]);
  return true;
}

/**
 * An hour before `now`, but not before the business day began (in its first hour an hour ago is
 * yesterday, which 'Today' does not list), and long enough ago to be finished (conversionMs).
 */
export function demoStart(now: Date): Date {
  const dayBegan = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).startOf('day').toMillis();
  return new Date(Math.max(now.getTime() - HOUR_MS, Math.min(dayBegan, now.getTime() - MAX_MS)));
}
