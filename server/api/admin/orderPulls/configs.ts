import type { Context } from 'hono';
import type { Database, Queryable } from '../../../db/database';
import type { OrderPullConfig, OrderPullConfigCreate, OrderPullConfigUpdate } from '../../../../runtime/generated/entities';
import configSchema from '../../../../schemas/entities/order-pull-config.schema.json' with { type: 'json' };
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, NO_INPUT, type ParameterSchema } from '../../routes';
import type { Validation } from '../../validate';
import { sqlState, trimFields, UNIQUE_VIOLATION, validBody, type Step } from '../http';
import { withPatternMessages } from '../reportsOpsFields';
import { staleRow, type RowNoun } from '../versions';
import { auditedWrite } from '../writes';
import { configProblems, normalisedSettings, normaliseReportName, REPORT_MESSAGES, REPORT_SUBMITTED } from './configRules';
import { regionProvinces } from './regions';

const INVALID = 'The order report is not valid.';
const REPORT: RowNoun = { one: 'Report', many: 'Reports' };
const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const TRIMMED = ['reportName', 'description', 'additionalReportName', 'deliveryDate', 'defaultDeliveryStartTime', 'skippedTag'];

/** The path parameter schema of a call addressing one config by its uuid. */
export function uuidParams(name: string): ParameterSchema {
  return {
    type: 'object',
    properties: { [name]: { type: 'string', pattern: UUID_PATTERN, description: 'The uuid of an order pull config.' } },
    required: [name],
    additionalProperties: false,
  };
}

/** Every field of the config as listed: the columns, then the stored settings. */
const SELECT = `select uuid::text as id, report_name as "reportName", report_type as "reportType", description, settings, version from order_pull_config`;
interface ConfigRow {
  id: string;
  reportName: string;
  reportType: OrderPullConfig['reportType'];
  description: string;
  settings: Omit<OrderPullConfig, 'id' | 'reportName' | 'reportType' | 'description' | 'version'>;
  version: number;
}
const asConfig = (row: ConfigRow): OrderPullConfig => ({ id: row.id, reportName: row.reportName, reportType: row.reportType, description: row.description, ...row.settings, version: row.version });

/**
 * Order pull config calls of 002 §7 (Reports and rules), for the configs list and the report form:
 * - GET /order-pull/config: every config, by name, `OrderPullConfig[]` (id is its uuid).
 * - POST /order-pull/config: the report form (`OrderPullConfigCreate`); 201 `{ success: 'Order
 *   report submitted successfully', id }`. PUT /order-pull/config/{reportId} (`OrderPullConfigUpdate`,
 *   with the version loaded): 200 `{ success }`; 404 for an unknown uuid, 409 `{ error, conflicts,
 *   fields }` when stale. Both: the name is trimmed, spaces become underscores, upper-cased (002 §4),
 *   and must be unique case-insensitively (409 `fields.reportName`); letters, digits, underscores
 *   and spaces only ('Special characters are not allowed'); missing type or name answer the form's
 *   'Please choose report type' / 'Please input report name'; the types of 002 §5 need a region
 *   ('Please choose region'); an additional report needs its name and file type (csv for Gopher);
 *   region tags must be known (GET /order-pull/regions). The type's rules of 002 §4 are applied
 *   (configRules.ts) and provinceCode is the first region's.
 * - DELETE /order-pull/config/{id}: 200 `{ success }`, 404 for an unknown uuid. Decision: a config
 *   that schedules or rules still name may be deleted (they are other services' records; 002 §4
 *   skips a schedule whose report is unknown); its past exports keep its name.
 */
export function registerOrderPullConfigs(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/order-pull/config', NO_INPUT);
  app.get('/order-pull/config', async (c) => {
    const { rows } = await db.query<ConfigRow>(`${SELECT} order by report_name collate "C", seq`);
    return c.json(rows.map(asConfig));
  });

  const create = describeRoute<OrderPullConfigCreate>(app, 'POST', '/order-pull/config', { body: configSchema.$defs.create, success: 201 });
  const validateCreate = formMessages(create.body);
  app.post('/order-pull/config', async (c) => {
    const body = await validBody(c, validateCreate, INVALID, (raw) => trimFields(raw, TRIMMED));
    if (!body.ok) return body.response;
    const checked = await settingsOf(c, db, body.value);
    if (!checked.ok) return checked.response;
    const { name, settings } = checked;
    try {
      return await auditedWrite(c, db, async (tx) => {
        const taken = await nameTaken(tx, name, undefined);
        if (taken) return duplicate(c, taken);
        const { rows } = await tx.query<{ id: string }>(
          `insert into order_pull_config (uuid, report_name, report_type, description, settings)
           values (gen_random_uuid(), $1, $2, $3, $4) returning uuid::text as id`,
          [name, body.value.reportType, body.value.description ?? '', JSON.stringify(settings)],
        );
        return c.json({ success: REPORT_SUBMITTED, id: rows[0]?.id }, 201);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, name);
      throw error;
    }
  });

  const update = describeRoute<OrderPullConfigUpdate>(app, 'PUT', '/order-pull/config/:reportId', { body: configSchema.$defs.update, params: uuidParams('reportId') });
  const validateUpdate = formMessages(update.body);
  app.put('/order-pull/config/:reportId', async (c) => {
    const path = pathUuid(c, 'reportId');
    if (!path.ok) return path.response;
    const reportId = path.value;
    const body = await validBody(c, validateUpdate, INVALID, (raw) => trimFields(raw, TRIMMED));
    if (!body.ok) return body.response;
    const checked = await settingsOf(c, db, body.value);
    if (!checked.ok) return checked.response;
    const { name, settings } = checked;
    try {
      return await auditedWrite(c, db, async (tx) => {
        const { rows } = await tx.query<{ seq: number; report_name: string; version: number }>(
          'select seq, report_name, version from order_pull_config where uuid = $1 for update',
          [reportId],
        );
        const found = rows[0];
        if (!found) return missing(c, reportId, 'reportId');
        const stale = staleRow(c, REPORT, { id: found.seq, label: found.report_name, version: body.value.version }, found.version);
        if (stale) return stale;
        const taken = await nameTaken(tx, name, found.seq);
        if (taken) return duplicate(c, taken);
        await tx.query(
          `update order_pull_config set report_name = $2, report_type = $3, description = $4, settings = $5, version = version + 1 where seq = $1`,
          [found.seq, name, body.value.reportType, body.value.description ?? '', JSON.stringify(settings)],
        );
        return c.json({ success: REPORT_SUBMITTED });
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, name);
      throw error;
    }
  });

  describeRoute(app, 'DELETE', '/order-pull/config/:id', { params: uuidParams('id') });
  app.delete('/order-pull/config/:id', async (c) => {
    const path = pathUuid(c, 'id');
    if (!path.ok) return path.response;
    const id = path.value;
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ report_name: string }>('delete from order_pull_config where uuid = $1 returning report_name', [id]);
      const deleted = rows[0];
      if (!deleted) return missing(c, id, 'id');
      return c.json({ success: `Report ${deleted.report_name} has been deleted.` });
    });
  });
}

/** The config uuid of the path (lower case), or 400 naming the parameter. */
export function pathUuid(c: Context, param: string): Step<string> {
  const raw = c.req.param(param) ?? '';
  if (new RegExp(UUID_PATTERN).test(raw)) return { ok: true, value: raw.toLowerCase() };
  return { ok: false, response: jsonError(c, 400, 'The order report address is not valid.', { [param]: 'must be the uuid of an order report' }) };
}

/** The stored name and settings of a valid body, or 400 naming every problem (002 §5). */
async function settingsOf(
  c: Context,
  db: Database,
  sent: OrderPullConfigCreate,
): Promise<{ ok: true; name: string; settings: ReturnType<typeof normalisedSettings> } | { ok: false; response: Response }> {
  const problems = configProblems(sent);
  const regions = sent.deliveryRegion ?? [];
  const excluded = sent.excludingRegion ?? [];
  const known = await regionProvinces(db, [...regions, ...excluded]);
  const unknown = (tags: readonly string[]) => tags.filter((tag) => !known.has(tag));
  const badRegions = unknown(regions);
  if (badRegions.length > 0) problems.deliveryRegion = `unknown region ${badRegions.slice(0, 5).join(', ')}: use the tags of the regions list`;
  const badExcluded = unknown(excluded);
  if (badExcluded.length > 0) problems.excludingRegion = `unknown region ${badExcluded.slice(0, 5).join(', ')}: use the tags of the regions list`;
  if (Object.keys(problems).length > 0) return { ok: false, response: jsonError(c, 400, INVALID, problems) };
  const first = regions[0];
  return { ok: true, name: normaliseReportName(sent.reportName), settings: normalisedSettings(sent, first === undefined ? '' : (known.get(first) ?? '')) };
}

/** The schema's messages, with the report form's own for the name and type (002 §5). */
function formMessages<T>(validate: (raw: unknown) => Validation<T>): (raw: unknown) => Validation<T> {
  const patterned = withPatternMessages(validate, { reportName: REPORT_MESSAGES.specialCharacters });
  return (raw) => {
    const checked = patterned(raw);
    if (checked.ok) return checked;
    const fields = { ...checked.fields };
    const sent = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    if (fields.reportName !== undefined && (sent.reportName === undefined || sent.reportName === '')) fields.reportName = REPORT_MESSAGES.reportName;
    if (fields.reportType !== undefined && (sent.reportType === undefined || sent.reportType === '')) fields.reportType = REPORT_MESSAGES.reportType;
    return { ok: false, fields };
  };
}

/** The stored name of another config called `name` (case-insensitive), if any. */
async function nameTaken(tx: Queryable, name: string, except: number | undefined): Promise<string | undefined> {
  const { rows } = await tx.query<{ report_name: string }>(
    'select report_name from order_pull_config where lower(report_name) = lower($1) and seq is distinct from $2::int',
    [name, except ?? null],
  );
  return rows[0]?.report_name;
}

function duplicate(c: Context, name: string): Response {
  return jsonError(c, 409, `A report named ${name} already exists: edit it, or choose another name.`, { reportName: 'already exists' });
}

function missing(c: Context, uuid: string, field: string): Response {
  return jsonError(c, 404, `There is no order report ${uuid}: it may have been deleted. Reload the list.`, { [field]: 'no such report' });
}
