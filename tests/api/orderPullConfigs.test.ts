import { Ajv2020 } from 'ajv/dist/2020.js';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { OrderPullConfig, OrderPullExport, OrderPullRegion } from '../../runtime/generated/entities';
import { BUSINESS_ZONE } from '../../server/api/admin/clock';
import { createAdminApi } from '../../server/api/admin/index';
import type { Database } from '../../server/db/database';
import { ORDER_PULL_CONFIGS } from '../../server/db/seed/orderPullConfigs';
import configSchema from '../../schemas/entities/order-pull-config.schema.json' with { type: 'json' };
import regionSchema from '../../schemas/entities/order-pull-region.schema.json' with { type: 'json' };
import { expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { onSignedInServer } from '../support/signedInServer';

/** The order pull config calls of 002 §7: regions, configs (create, update, delete) and manual exports. */

let alex: AdminClient;
let db: Database;

onSignedInServer((server) => ({ db, api: alex } = server));

async function configs(): Promise<OrderPullConfig[]> {
  const answer = await alex.get<OrderPullConfig[]>('/order-pull/config');
  expect(answer.status).toBe(200);
  return answer.body;
}

async function exports(): Promise<OrderPullExport[]> {
  const answer = await alex.get<OrderPullExport[]>('/order-pull/export');
  expect(answer.status).toBe(200);
  return answer.body;
}

async function auditCount(): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from audit_log');
  return rows[0]?.n ?? 0;
}

/** Asserts a refusal wrote nothing: the configs, the exports and the audit trail are as before. */
async function expectNothingWritten(work: () => Promise<void>): Promise<void> {
  const before = [await configs(), await exports(), await auditCount()];
  await work();
  expect([await configs(), await exports(), await auditCount()]).toEqual(before);
}

function byName(rows: OrderPullConfig[], name: string): OrderPullConfig {
  const row = rows.find((config) => config.reportName === name);
  if (!row) throw new Error(`no config ${name}`);
  return row;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
/** Whether every row matches the entity schema (the list is what the schema says). */
function expectRowsMatch(schema: object, rows: unknown[]): void {
  const validate = ajv.compile(schema);
  for (const row of rows) expect(validate(row) ? [] : validate.errors, JSON.stringify(row).slice(0, 120)).toEqual([]);
}

const sameDay = { reportName: '  qa rep 1 ', reportType: 'ORDER_REPORT_SAME_DAY', description: 'QA same-day pull', deliveryRegion: ['Regina', 'Saskatoon'], noOfDaysToDeliveryDate: 3 };

describe('GET /order-pull/regions', () => {
  it('lists every region with its name, province code, tag and warehouse code', async () => {
    const answer = await alex.get<OrderPullRegion[]>('/order-pull/regions');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(28);
    expect(answer.body).toContainEqual({ name: 'Really Rural MB', province_code: 'MB', tag: 'Really_Rural_MB', warehouse_code: 'mb' });
    expect(answer.body).toContainEqual({ name: 'Calgary', province_code: 'AB', tag: 'Calgary', warehouse_code: 'cg' });
    expect(answer.body[0]?.tag).toBe('Halifax');
    expectRowsMatch(regionSchema, answer.body);
  });
});

describe('GET /order-pull/config', () => {
  it('lists the seeded configs by name, one of every report type, with their stable uuids', async () => {
    const rows = await configs();
    expectRowsMatch(configSchema, rows);
    expect(rows.map((row) => row.id).sort()).toEqual(ORDER_PULL_CONFIGS.map((seed) => seed.uuid).sort());
    expect(rows.map((row) => row.reportName)).toEqual([...rows.map((row) => row.reportName)].sort());
    expect(new Set(rows.map((row) => row.reportType)).size).toBe(12);
    const winnipeg = byName(rows, 'WINNIPEG_SAME_DAY');
    expect(winnipeg).toMatchObject({ id: '3f6c1e52-8b1d-4c6e-9a57-2d41b7e0c911', deliveryRegion: ['Winnipeg', 'Winnipeg_Surrounding'], provinceCode: 'MB', skippedTag: 'pulled,sent', sortHeaderName: 'Bouquet', consolidateOrder: true, noOfDaysToDeliveryDate: 0, version: 1 });
    expect(byName(rows, 'ERROR_REPORT_DAILY')).toMatchObject({ errorCheckReport: true, deliveryDateFilterIncluded: false, deliveryRegion: [], provinceCode: '' });
    expect(byName(rows, 'CURATED_GIFT_BOX_WEST').filtersForRestUrl.fields).toContain('billing_address');
  });
});

describe('POST /order-pull/config', () => {
  let created: OrderPullConfig;

  it('creates a config with the name normalised and the type rules applied, read back in the list', async () => {
    const answer = await alex.post<{ success: string; id: string }>('/order-pull/config', sameDay);
    expect(answer.status).toBe(201);
    expect(answer.body.success).toBe('Order report submitted successfully');
    created = byName(await configs(), 'QA_REP_1');
    expect(created).toMatchObject({
      id: answer.body.id,
      reportType: 'ORDER_REPORT_SAME_DAY',
      description: 'QA same-day pull',
      deliveryRegion: ['Regina', 'Saskatoon'],
      provinceCode: 'SK',
      noOfDaysToDeliveryDate: 0,
      skippedTag: 'pulled,sent',
      sortHeaderName: 'Bouquet',
      consolidateOrder: true,
      fileType: 'excel',
      deliveryWindow: ['(1pm - 6pm)', '(1pm - 5pm)', '(3pm - 6pm)', '(3pm - 7pm)'],
      filtersForRestUrl: { fulfillmentStatus: 'unshipped', status: 'open' },
      version: 1,
    });
    const { rows } = await db.query<{ entity: string; method: string }>(`select entity, method from audit_log where entity = 'order-pull-config' order by id desc limit 1`);
    expect(rows[0]).toEqual({ entity: 'order-pull-config', method: 'POST' });
  });

  it('stores a Specific day date as MM/DD/YYYY with the date filter off, and an Error report with error-check on', async () => {
    const vDay = await alex.post('/order-pull/config', { reportName: 'QA V Day', reportType: 'ORDER_REPORT_V_DAY', deliveryRegion: ['Toronto'], deliveryDate: '2027-02-14', deliveryDateFilterIncluded: true });
    expect(vDay.status).toBe(201);
    const error = await alex.post('/order-pull/config', { reportName: 'qa errors', reportType: 'ERROR_REPORT', deliveryDateFilterIncluded: true });
    expect(error.status).toBe(201);
    const rows = await configs();
    expect(byName(rows, 'QA_V_DAY')).toMatchObject({ deliveryDate: '02/14/2027', deliveryDateFilterIncluded: false, provinceCode: 'ON' });
    expect(byName(rows, 'QA_ERRORS')).toMatchObject({ errorCheckReport: true, deliveryDateFilterIncluded: false, skippedTag: '', consolidateOrder: false });
  });

  it('refuses a duplicate name (case and spaces aside) with a 409 and a sentence', async () => {
    await expectNothingWritten(async () => {
      const body = expectFieldErrors(await alex.post('/order-pull/config', { ...sameDay, reportName: 'Qa Rep 1' }), 409, ['reportName']);
      expect(body.error).toBe('A report named QA_REP_1 already exists: edit it, or choose another name.');
    });
  });

  it("answers the report form's messages for a missing type and name, special characters and a missing region", async () => {
    await expectNothingWritten(async () => {
      const missing = expectFieldErrors(await alex.post('/order-pull/config', { reportName: '   ' }), 400, ['reportName', 'reportType']);
      expect(missing.fields).toEqual({ reportName: 'Please input report name', reportType: 'Please choose report type' });
      const special = expectFieldErrors(await alex.post('/order-pull/config', { reportName: 'QA-1!', reportType: 'NOT_SENT_REPORT' }), 400, ['reportName']);
      expect(special.fields?.reportName).toBe('Special characters are not allowed');
      const region = expectFieldErrors(await alex.post('/order-pull/config', { reportName: 'QA 2', reportType: 'ORDER_REPORT_NEXT_DAY' }), 400, ['deliveryRegion']);
      expect(region.fields?.deliveryRegion).toBe('Please choose region');
    });
  });

  it('refuses an additional report without its name or file type, a Gopher one not in csv, unknown regions and a bad date', async () => {
    await expectNothingWritten(async () => {
      const additional = expectFieldErrors(await alex.post('/order-pull/config', { reportName: 'QA 3', reportType: 'NOT_PULLED_REPORT', additionalReportType: 'ADDITIONAL_MIDLAND_REPORT' }), 400, ['additionalReportName', 'additionalFileType']);
      expect(additional.fields).toEqual({ additionalReportName: 'Please input additional report name', additionalFileType: 'Please choose additional file type' });
      const gopher = expectFieldErrors(await alex.post('/order-pull/config', { reportName: 'QA 3', reportType: 'NOT_PULLED_REPORT', additionalReportType: 'ADDITIONAL_GOPHER_IT_REPORT', additionalFileType: 'excel', additionalReportName: 'G' }), 400, ['additionalFileType']);
      expect(gopher.fields?.additionalFileType).toMatch(/csv/);
      const regions = expectFieldErrors(await alex.post('/order-pull/config', { reportName: 'QA 3', reportType: 'ORDER_REPORT_MAXIMUM', deliveryRegion: ['Atlantis'], excludingRegion: ['Winnipeg', 'Mordor'] }), 400, ['deliveryRegion', 'excludingRegion']);
      expect(regions.fields?.deliveryRegion).toMatch(/Atlantis/);
      expectFieldErrors(await alex.post('/order-pull/config', { reportName: 'QA 3', reportType: 'ORDER_REPORT_V_DAY', deliveryRegion: ['Toronto'], deliveryDate: '02/30/2027' }), 400, ['deliveryDate']);
      expectFieldErrors(await alex.post('/order-pull/config', { reportName: 'QA 3', reportType: 'SAME_DAY', hours: 24, fileType: 'pdf' }), 400, ['reportType', 'hours', 'fileType']);
    });
  });

  describe('PUT /order-pull/config/{reportId}', () => {
    it('updates a config with the version it was loaded with, and refuses the stale write after it', async () => {
      const answer = await alex.put<{ success: string }>(`/order-pull/config/${created.id}`, { ...sameDay, reportName: 'qa rep 1 renamed', reportType: 'LAKEWOOD_REPORT', deliveryRegion: ['Winnipeg'], fileType: 'csv', version: created.version });
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe('Order report submitted successfully');
      const updated = byName(await configs(), 'QA_REP_1_RENAMED');
      expect(updated).toMatchObject({ id: created.id, reportType: 'LAKEWOOD_REPORT', provinceCode: 'MB', fileType: 'csv', noOfDaysToDeliveryDate: 0, skippedTag: '', version: 2 });
      await expectNothingWritten(async () => {
        const stale = expectFieldErrors(await alex.put(`/order-pull/config/${created.id}`, { ...sameDay, version: 1 }), 409, ['version']);
        expect(stale.error).toBe('Report QA_REP_1_RENAMED was changed by someone else since you loaded it. Reload it and apply your changes again.');
      });
    });

    it('refuses a name another config has, an unknown uuid, a malformed one and a missing version', async () => {
      await expectNothingWritten(async () => {
        expectFieldErrors(await alex.put(`/order-pull/config/${created.id}`, { ...sameDay, reportName: 'Winnipeg Same Day', version: 2 }), 409, ['reportName']);
        expectJsonError(await alex.put('/order-pull/config/00000000-0000-4000-8000-000000000000', { ...sameDay, version: 1 }), 404);
        expectFieldErrors(await alex.put('/order-pull/config/42', { ...sameDay, version: 1 }), 400, ['reportId']);
        expectFieldErrors(await alex.put(`/order-pull/config/${created.id}`, sameDay), 400, ['version']);
      });
    });
  });
});

describe('POST /order-pull/export', () => {
  it('records a manual export, visible in the list newest first, and answers the success text', async () => {
    const toronto = '4e8b0f6c-9d3a-4b72-8c15-e2a7d9f3b061';
    const first = await alex.post<{ success: string; fileName: string }>('/order-pull/export', { uuid: 'c4e9b2a1-7d3f-4e18-b6a2-91f05c8d7e34', prefix: '(Manual)' });
    expect(first.status).toBe(201);
    expect(first.body.success).toBe('The manual report is generating. Please wait and check Pull Folder');
    expect(first.body.fileName).toMatch(/^\(Manual\) TORONTO_NEXT_DAY \d{4}-\d{2}-\d{2} \d{4}\.csv$/);
    const second = await alex.post<{ fileName: string }>('/order-pull/export', { uuid: toronto.toUpperCase(), prefix: '(Manual)' });
    expect(second.status).toBe(201);
    const listed = await exports();
    expect(listed.slice(0, 2).map((row) => row.reportName)).toEqual(['FLASHBOX_TORONTO', 'TORONTO_NEXT_DAY']);
    expect(listed[0]).toMatchObject({ reportId: toronto, prefix: '(Manual)', fileName: second.body.fileName, status: 'generating' });
    expect(listed[0]?.fileName).toMatch(/\.xlsx$/);
    expect(listed[0]?.requestedBy).toContain('@');
    expectRowsMatch({ ...configSchema.$defs.exportRecord }, listed);
  });

  it('refuses an unknown uuid with a 404 and bad input with a 400, writing nothing', async () => {
    await expectNothingWritten(async () => {
      expectFieldErrors(await alex.post('/order-pull/export', { uuid: '00000000-0000-4000-8000-000000000000', prefix: '(Manual)' }), 404, ['uuid']);
      expectFieldErrors(await alex.post('/order-pull/export', { uuid: 'not-a-uuid', prefix: '(Manual)' }), 400, ['uuid']);
      expectFieldErrors(await alex.post('/order-pull/export', { prefix: '<script>' }), 400, ['uuid', 'prefix']);
    });
  });

  it('is generating for its first seconds, then done, named in business time', async () => {
    let now = new Date('2026-11-27T20:05:00Z');
    const app = createAdminApi(db, () => Promise.resolve({ sub: 'export-test', name: 'Export Test', email: 'export.test@example.ca' }), { clock: () => now });
    const headers = { Authorization: 'Bearer fixed', 'Content-Type': 'application/json' };
    const { rows } = await db.query<{ uuid: string }>(`select uuid::text as uuid from order_pull_config where report_name = 'QA_REP_1_RENAMED'`);
    const made = await app.request('/order-pull/export', { method: 'POST', headers, body: JSON.stringify({ uuid: rows[0]?.uuid, prefix: '(Manual)' }) });
    expect(made.status).toBe(201);
    const local = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).toFormat('HHmm');
    expect(((await made.json()) as { fileName: string }).fileName).toBe(`(Manual) QA_REP_1_RENAMED 2026-11-27 ${local}.csv`);
    const statusAt = async (moment: string) => {
      now = new Date(moment);
      const listed = (await (await app.request('/order-pull/export', { headers })).json()) as OrderPullExport[];
      return listed.find((row) => row.requestedBy === 'export.test@example.ca')?.status;
    };
    expect(await statusAt('2026-11-27T20:05:09Z')).toBe('generating');
    expect(await statusAt('2026-11-27T20:05:10Z')).toBe('done');
  });
});

describe('DELETE /order-pull/config/{id}', () => {
  it('deletes a config; its exports stay listed without it; a second delete is a 404', async () => {
    const target = byName(await configs(), 'QA_REP_1_RENAMED');
    const answer = await alex.del<{ success: string }>(`/order-pull/config/${target.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe('Report QA_REP_1_RENAMED has been deleted.');
    expect((await configs()).some((row) => row.id === target.id)).toBe(false);
    const kept = (await exports()).filter((row) => row.reportName === 'QA_REP_1_RENAMED');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((row) => row.reportId === null)).toBe(true);
    await expectNothingWritten(async () => {
      expectJsonError(await alex.del(`/order-pull/config/${target.id}`), 404);
      expectFieldErrors(await alex.del('/order-pull/config/abc'), 400, ['id']);
    });
  });
});
