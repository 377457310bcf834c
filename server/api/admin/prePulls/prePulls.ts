import type { Context } from 'hono';
import type { Database } from '../../../db/database';
import type { PrePullAnswer, PrePullFailure } from '../../../../runtime/generated/entities';
import type { ApiVariables } from '../../auth';
import type { ApiApp } from '../../common';
import type { MultipartDeclaration } from '../../multipart';
import { describeRoute, NO_INPUT } from '../../routes';
import { XLSX_TYPE } from '../bulkOrders/template';
import { businessToday, type Clock } from '../clock';
import { auditedWrite } from '../writes';
import { duplicatePulls, prePullFileName, readPrePullRow, type KnownConfig } from './prePullRows';
import { readPrePullSheet } from './readPrePullSheet';
import { PRE_PULL_TEMPLATE_FILE_NAME, prePullTemplate } from './template';

/** 002 §8, verbatim. */
export const PULLS_SUCCEEDED = 'Pulls Succeeded!';
export const PULLS_FAILED = 'Pulls Failed!';

export const PRE_PULL_PATH = '/order-pull/bulk';
export const PRE_PULL_TEMPLATE_PATH = '/order-pull/bulk/template';

const MIB = 1024 * 1024;
/** The prefix of the export file names: what a file name may hold, at most 40 characters. */
const PREFIX = /^[A-Za-z0-9 _()\-.]*$/;
const MAX_PREFIX = 40;

/** The multipart body of POST /order-pull/bulk: the sheet up to 2 MiB, the prefix and the file name. */
export const PRE_PULL_PARTS: MultipartDeclaration = {
  maxBytes: 2 * MIB + 16 * 1024,
  fields: {
    prefix: { kind: 'text', maxLength: MAX_PREFIX },
    filename: { kind: 'text', maxLength: 255 },
    // The bytes decide whether it is an .xlsx: some systems send any file as octet-stream.
    xlsxBuffer: { kind: 'file', required: true, accept: [XLSX_TYPE, 'application/octet-stream'], maxBytes: 2 * MIB },
  },
};

type Failure = Omit<PrePullFailure, 'error' | 'detail'>;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function failed(c: Context, failure: Failure) {
  const detail = failure.rows && failure.rows.length > 0
    ? failure.rows.map((row) => sentence(row.reason)).join(' ')
    : Object.entries(failure.fields ?? {}).map(([field, problem]) => sentence(`${field}: ${problem}`)).join(' ');
  const answer: PrePullFailure = { error: PULLS_FAILED, detail, ...failure };
  return c.json(answer, 400);
}

async function knownConfigs(db: Database): Promise<KnownConfig[]> {
  const { rows } = await db.query<KnownConfig>(
    `select uuid::text as uuid, report_name as "reportName", coalesce(settings->>'fileType', 'excel') as "fileType" from order_pull_config order by seq`,
  );
  return rows;
}

/**
 * Bulk pre-pulls (002 §2 Bulk pre-pulls, §5, §7, §8; docs/pre-pull-sheet.md):
 * - POST /order-pull/bulk (multipart PRE_PULL_PARTS: prefix, xlsxBuffer, filename): one manual
 *   export per sheet row (the order_pull_export records the latest exports list shows), all or
 *   nothing. 200 `{ message: 'Pulls Succeeded!', exports: [{ id, row, reportName, fileName }] }`;
 *   400 `{ error: 'Pulls Failed!', detail, rows: [{ row, reason }] }` naming every bad row, or
 *   `{ error, detail, fields }` for a bad prefix or a sheet that is not an .xlsx (by its bytes),
 *   is empty or has a wrong header row. Nothing is written on any refusal.
 * - GET /order-pull/bulk/template: the sheet's template (.xlsx) naming two existing configs.
 */
export function registerPrePulls(app: ApiApp, db: Database, clock: Clock): void {
  describeRoute(app, 'GET', PRE_PULL_TEMPLATE_PATH, NO_INPUT);
  app.get(PRE_PULL_TEMPLATE_PATH, async (c) => {
    const names = (await knownConfigs(db)).map((config) => config.reportName);
    const first = names[0] ?? 'WINNIPEG_SAME_DAY';
    const bytes = await prePullTemplate(businessToday(clock()), [first, names[1] ?? first]);
    return c.body(bytes.buffer as ArrayBuffer, 200, { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${PRE_PULL_TEMPLATE_FILE_NAME}"` });
  });

  const upload = describeRoute(app, 'POST', PRE_PULL_PATH, { multipart: PRE_PULL_PARTS, success: 200 });
  app.post(PRE_PULL_PATH, async (c: Context<{ Variables: ApiVariables }>) => {
    const { texts, files } = await upload.parts(c);
    const file = files.xlsxBuffer;
    if (!file) throw new Error('checked parts without their required file');
    const prefix = (texts.prefix ?? '').trim();
    if (!PREFIX.test(prefix)) return failed(c, { fields: { prefix: 'may hold letters, digits, spaces and _ ( ) - . only' } });
    const sheet = await readPrePullSheet(new Uint8Array(await file.arrayBuffer()));
    if (!sheet.ok) return failed(c, { fields: { xlsxBuffer: `The sheet ${sheet.problem}.` } });

    const configs = await knownConfigs(db);
    const today = businessToday(clock());
    const readings = sheet.rows.map((row) => readPrePullRow(row, configs, today));
    const pulls = readings.flatMap((reading) => (reading.ok ? [reading.pull] : []));
    const rowProblems = readings.flatMap((reading) => (reading.ok ? [] : [{ row: reading.row, reason: reading.reason }]));
    rowProblems.push(...duplicatePulls(pulls));
    if (rowProblems.length > 0) return failed(c, { rows: rowProblems.sort((a, b) => a.row - b.row) });

    const staff = c.get('staff');
    const requestedBy = (staff.email ?? staff.name ?? staff.sub).slice(0, 254);
    const requestedAt = clock().toISOString();
    return auditedWrite(c, db, async (tx) => {
      const exports: PrePullAnswer['exports'] = [];
      for (const pull of pulls) {
        const fileName = prePullFileName(prefix, pull);
        const { rows } = await tx.query<{ id: number }>(
          `insert into order_pull_export (config_uuid, report_name, prefix, file_name, requested_by, requested_at) values ($1, $2, $3, $4, $5, $6) returning id`,
          [pull.config.uuid, pull.config.reportName, prefix, fileName, requestedBy, requestedAt],
        );
        exports.push({ id: rows[0]?.id ?? 0, row: pull.row, reportName: pull.config.reportName, fileName });
      }
      const answer: PrePullAnswer = { message: PULLS_SUCCEEDED, exports };
      return c.json(answer, 200);
    });
  });
}
