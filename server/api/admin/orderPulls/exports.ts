import { DateTime } from 'luxon';
import type { Database } from '../../../db/database';
import type { OrderPullExport, OrderPullExportRequest } from '../../../../runtime/generated/entities';
import configSchema from '../../../../schemas/entities/order-pull-config.schema.json' with { type: 'json' };
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, NO_INPUT } from '../../routes';
import { BUSINESS_ZONE, type Clock } from '../clock';
import { trimFields, validBody } from '../http';
import { withPatternMessages } from '../reportsOpsFields';
import { auditedWrite } from '../writes';
import { exportFileName, MANUAL_REPORT_GENERATING } from './configRules';
import { exportStatusAt } from './exportStatus';

const INVALID = 'The report export request is not valid.';
/** The prefix of an export asked for from the console (002 §7). */
export const MANUAL_PREFIX = '(Manual)';
/** The most exports GET /order-pull/export lists. */
export const EXPORTS_LISTED = 200;

interface ExportRow {
  id: number;
  reportId: string | null;
  reportName: string;
  prefix: string;
  fileName: string;
  requestedBy: string;
  requestedAt: Date;
}

/**
 * Manual export calls of 002 §7 (Generate Report on the configs list, Manually Run on the calendar):
 * - POST /order-pull/export `{ uuid, prefix }` (prefix '(Manual)' when omitted): records an export
 *   of that config, 201 `{ success: 'The manual report is generating. Please wait and check Pull
 *   Folder', id, reportName, fileName }` — the file is named '<prefix> <REPORT_NAME> <YYYY-MM-DD>
 *   <HHmm>.<csv|xlsx>' in business time (America/Winnipeg); 404 naming uuid for an unknown config.
 * - GET /order-pull/export: the latest 200 exports, newest first, `OrderPullExport[]`; status is
 *   'generating' for 10 seconds after the request, then 'done' (exportStatus.ts).
 * Decision where 002 is silent: no file is written (the exporter service is outside the console);
 * the record is what a screen or a test can see.
 */
export function registerOrderPullExports(app: ApiApp, db: Database, clock: Clock): void {
  const request = describeRoute<OrderPullExportRequest>(app, 'POST', '/order-pull/export', { body: configSchema.$defs.exportRequest, success: 201 });
  const validate = withPatternMessages(request.body, { uuid: 'must be the uuid of an order report', prefix: 'letters, digits, spaces and ( ) _ - only' });
  app.post('/order-pull/export', async (c) => {
    const body = await validBody(c, validate, INVALID, (raw) => trimFields(raw, ['uuid', 'prefix']));
    if (!body.ok) return body.response;
    const uuid = body.value.uuid.toLowerCase();
    const prefix = body.value.prefix ?? MANUAL_PREFIX;
    const staff = c.get('staff');
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ report_name: string; file_type: 'excel' | 'csv' }>(
        `select report_name, coalesce(settings ->> 'fileType', 'excel') as file_type from order_pull_config where uuid = $1`,
        [uuid],
      );
      const config = rows[0];
      if (!config) return jsonError(c, 404, `There is no order report ${uuid}: it may have been deleted. Reload the list.`, { uuid: 'no such report' });
      const now = clock();
      const local = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE });
      const fileName = exportFileName(prefix, config.report_name, config.file_type, local.toFormat('yyyy-MM-dd'), local.toFormat('HH:mm'));
      const inserted = await tx.query<{ id: number }>(
        `insert into order_pull_export (config_uuid, report_name, prefix, file_name, requested_by, requested_at)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [uuid, config.report_name, prefix, fileName, staff.email ?? staff.sub, now],
      );
      return c.json({ success: MANUAL_REPORT_GENERATING, id: inserted.rows[0]?.id, reportName: config.report_name, fileName }, 201);
    });
  });

  describeRoute(app, 'GET', '/order-pull/export', NO_INPUT);
  app.get('/order-pull/export', async (c) => {
    const { rows } = await db.query<ExportRow>(
      `select id, config_uuid::text as "reportId", report_name as "reportName", prefix, file_name as "fileName",
              requested_by as "requestedBy", requested_at as "requestedAt"
         from order_pull_export order by requested_at desc, id desc limit ${EXPORTS_LISTED}`,
    );
    const now = clock();
    const listed: OrderPullExport[] = rows.map((row) => ({
      ...row,
      requestedAt: new Date(row.requestedAt).toISOString(),
      status: exportStatusAt(new Date(row.requestedAt), now),
    }));
    return c.json(listed);
  });
}
