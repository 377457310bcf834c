import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { PrePullAnswer } from '../../runtime/generated/entities';
import { XLSX_TYPE } from '../../server/api/admin/bulkOrders/template';
import { businessToday } from '../../server/api/admin/clock';
import type { Database } from '../../server/db/database';
import { seedConfigUuid } from '../../server/db/seed/orderPullSchedules';
import { onSignedInServer } from '../support/signedInServer';

/** POST /order-pull/bulk and GET /order-pull/bulk/template (002 §2 Bulk pre-pulls, §5, §7, §8) on the real server. */

let origin: string;
let token: string;
let db: Database;

onSignedInServer((server) => ({ origin, token, db } = server));

interface Answer extends Partial<PrePullAnswer> {
  error?: string;
  detail?: string;
  rows?: { row: number; reason: string }[];
  fields?: Record<string, string>;
}

const inDays = (days: number) => DateTime.fromISO(businessToday(new Date())).plus({ days }).toISODate() ?? '';

async function upload(sheet: Uint8Array, { prefix = '(Pre-pull) ', fileName = 'pulls.xlsx', type = XLSX_TYPE } = {}): Promise<{ status: number; body: Answer }> {
  const form = new FormData();
  form.set('prefix', prefix);
  form.set('filename', fileName);
  form.set('xlsxBuffer', new Blob([sheet.slice().buffer], { type }), fileName);
  const response = await fetch(`${origin}/api/admin/order-pull/bulk`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as Answer };
}

async function workbook(rows: readonly (readonly (string | Date | null)[])[], headers: readonly string[] = ['Report', 'Delivery Date', 'Note']): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Pre-pulls');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow([...row]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function exportCount(): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from order_pull_export');
  return rows[0]?.count ?? 0;
}

describe('GET /order-pull/bulk/template', () => {
  it('is an .xlsx with the header row and two example pulls, and the upload takes it as it is', async () => {
    const response = await fetch(`${origin}/api/admin/order-pull/bulk/template`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="bulk-pre-pull-template.xlsx"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer);
    expect(book.worksheets[0]?.getRow(1).values).toEqual([undefined, 'Report', 'Delivery Date', 'Note']);
    expect(book.worksheets[0]?.actualRowCount).toBe(3);

    const before = await exportCount();
    const answer = await upload(bytes, { fileName: 'bulk-pre-pull-template.xlsx' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Pulls Succeeded!');
    expect(answer.body.exports).toHaveLength(2);
    expect(await exportCount()).toBe(before + 2);
  });
});

describe('POST /order-pull/bulk', () => {
  it('makes one export record per row, by config name (any case, spaces) or uuid, named with the prefix, and audits them', async () => {
    const sheet = await workbook([
      ['winnipeg same day', inDays(1), 'Rush'],
      [seedConfigUuid('TORONTO_NEXT_DAY'), new Date(`${inDays(2)}T00:00:00Z`), null],
    ]);
    const answer = await upload(sheet);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.exports?.map(({ row, reportName, fileName }) => ({ row, reportName, fileName }))).toEqual([
      { row: 2, reportName: 'WINNIPEG_SAME_DAY', fileName: `(Pre-pull)WINNIPEG_SAME_DAY_${inDays(1)}_Rush.xlsx` },
      { row: 3, reportName: 'TORONTO_NEXT_DAY', fileName: `(Pre-pull)TORONTO_NEXT_DAY_${inDays(2)}.csv` },
    ]);
    const ids = answer.body.exports?.map((entry) => entry.id) ?? [];
    const { rows } = await db.query<{ config_uuid: string; prefix: string; audited: number }>(
      `select config_uuid::text, prefix, (select count(*)::int from audit_log a where a.entity = 'order-pull-export' and a.row_id = e.id) as audited
         from order_pull_export e where id = any($1::int[]) order by id`,
      [ids],
    );
    expect(rows).toEqual([
      { config_uuid: seedConfigUuid('WINNIPEG_SAME_DAY'), prefix: '(Pre-pull)', audited: 1 },
      { config_uuid: seedConfigUuid('TORONTO_NEXT_DAY'), prefix: '(Pre-pull)', audited: 1 },
    ]);
  });

  it('refuses the whole sheet naming every bad row, and writes nothing', async () => {
    const before = await exportCount();
    const sheet = await workbook([
      ['WINNIPEG_SAME_DAY', inDays(1), null],
      ['NO_SUCH_REPORT', inDays(1), null],
      ['CALGARY_NEXT_DAY', inDays(-1), null],
      ['CALGARY_NEXT_DAY', '2027-02-30', 'bad/note'],
      [null, inDays(3), 'no report'],
      ['winnipeg_same_day', inDays(1), null],
    ]);
    const answer = await upload(sheet);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Pulls Failed!');
    expect(answer.body.rows?.map((row) => row.row)).toEqual([3, 4, 5, 6, 7]);
    expect(answer.body.rows?.[0]?.reason).toBe("Row 3: Report 'NO_SUCH_REPORT' is no order pull config");
    expect(answer.body.rows?.[2]?.reason).toMatch(/Delivery Date '2027-02-30' is not a yyyy-mm-dd day; Note may hold/);
    expect(answer.body.rows?.[4]?.reason).toBe(`Row 7: WINNIPEG_SAME_DAY for ${inDays(1)} is already asked for in row 2`);
    expect(answer.body.detail).toContain('Row 6: Report is empty.');
    expect(await exportCount()).toBe(before);
  });

  it('accepts only an .xlsx by its bytes, with a proper header row, and a safe prefix', async () => {
    const before = await exportCount();
    const csv = new TextEncoder().encode('Report,Delivery Date\nWINNIPEG_SAME_DAY,2030-01-01\n');
    const notXlsx = await upload(csv, { fileName: 'pulls.xlsx' });
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body).toMatchObject({ error: 'Pulls Failed!', fields: { xlsxBuffer: 'The sheet is not an .xlsx workbook.' } });
    const noDate = await upload(await workbook([['WINNIPEG_SAME_DAY']], ['Report']));
    expect(noDate.body.fields?.xlsxBuffer).toBe('The sheet has a wrong header row: the header row (row 1) lacks Delivery Date.');
    const empty = await upload(await workbook([]));
    expect(empty.body.fields?.xlsxBuffer).toBe('The sheet has no pull rows under its header row.');
    const prefix = await upload(await workbook([['WINNIPEG_SAME_DAY', inDays(1), null]]), { prefix: '../etc' });
    expect(prefix.status).toBe(400);
    expect(Object.keys(prefix.body.fields ?? {})).toEqual(['prefix']);
    expect(await exportCount()).toBe(before);
  });
});
