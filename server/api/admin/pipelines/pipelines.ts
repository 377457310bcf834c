import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Pipeline, PipelineTrigger, PipelineTriggered } from '../../../../runtime/generated/entities';
import pipelineSchema from '../../../../schemas/entities/prediction-pipeline.schema.json' with { type: 'json' };
import { weekCode } from '../../../../shared/weekCodes';
import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, NO_INPUT, type ParameterSchema } from '../../routes';
import type { Clock } from '../clock';
import { idParams, pathId, trimFields, validBody } from '../http';
import { auditedWrite } from '../writes';
import { forecastRows, type ForecastProduct } from './forecast';
import { pipelinePage, predictionPage } from './pipelinePages';
import { pastWeekFailure, pipelineStateAt } from './pipelineStatus';

export const TRIGGER_PATH = '/api/trigger-pipeline';
const INVALID = 'The pipeline request is not valid.';
/** Where the pipelines' public pages are. */
export const PAGES_PATH = '/pipelines';
/** The history lists the newest pipelines, at most this many. */
export const HISTORY_LIMIT = 500;

interface PipelineRow {
  id: number;
  view_key: string;
  warehouse_sku: string;
  week_code: string;
  finetuning: string;
  requested_by: string;
  failure: string;
  created_at: Date | string;
}

const COLUMNS = 'id, view_key, warehouse_sku, week_code, finetuning, requested_by, failure, created_at';

const KEY_PARAMS: ParameterSchema = {
  type: 'object',
  properties: { key: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', description: 'The pipeline’s random page key.' } },
  required: ['key'],
  additionalProperties: false,
};
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BAD_KEY = 'The page address is not valid.';
const BAD_KEY_FIELD = 'must be a pipeline page key (a lower-case UUID)';

/** The warehouses of 'MB, sk' as ['mb', 'sk'], or the one named twice. */
function warehousesOf(text: string): { ok: true; codes: string[] } | { ok: false; repeated: string } {
  const codes = text.split(',').map((code) => code.trim().toLowerCase());
  const repeated = codes.find((code, index) => codes.indexOf(code) !== index);
  return repeated === undefined ? { ok: true, codes } : { ok: false, repeated };
}

/**
 * The address of the service's own paths as the caller reached it ('https://console…/api/admin'):
 * the request's path up to `head`, the first fixed part of the called route.
 */
function baseOf(c: Context, head: string): string {
  const path = c.req.path;
  const at = path.lastIndexOf(head);
  return `${new URL(c.req.url).origin}${at > 0 ? path.slice(0, at) : ''}`;
}

function toPipeline(row: PipelineRow, now: Date, base: string): Pipeline {
  const createdAt = new Date(row.created_at);
  const state = pipelineStateAt(createdAt, now, row.failure);
  return {
    pipelineId: row.id,
    status: state.status,
    weekCode: row.week_code,
    warehouse_sku: row.warehouse_sku,
    finetuning: row.finetuning,
    fileName: `${base}${PAGES_PATH}/${row.view_key}/prediction`,
    user: row.requested_by,
    createdAt: createdAt.toISOString(),
    webUrl: `${base}${PAGES_PATH}/${row.view_key}`,
    message: state.message,
  };
}

/**
 * The simulated inventory prediction pipeline (002 §3 Pipeline, §4 status values, §5, §7, §8).
 * - POST /api/trigger-pipeline `{ warehouseSKU: 'mb,sk', finetuning: 'no', user, weekCode }`:
 *   stores a pipeline (audited) and answers 201 `{ data: { data: { pipeline_id, status: 'created',
 *   web_url } }, message }`; the console reads data.data.pipeline_id. Warehouses are the eight of
 *   002 §9 (either case, each once: a repeated one is a 400 naming warehouseSKU).
 * - Its status is computed on read from the seconds since it was triggered (the clock the API is
 *   given): created for 5 s, running until 30 s, then success. Failure trigger: a weekCode before
 *   the current ISO week (at the trigger, America/Winnipeg) is taken, and the pipeline ends
 *   'failed' with message 'Week WWYY is before the current week (WWYY): there are no sales left to
 *   forecast.'
 * - GET /api/trigger-pipeline/all: the history, newest first (at most 500), each a Pipeline.
 * - GET /api/trigger-pipeline/{pipelineId}: the Pipeline (status object); 200 for every status,
 *   failed included (002 §4 treats an HTTP 400 as an error: it is kept for a malformed id). An
 *   unknown id is 404 `{ error: 'There is no pipeline 99.' }`.
 * - The pipeline's page (webUrl) and the prediction (fileName) are HTML pages under
 *   /pipelines/{key}, answered without a token (the console opens them in a new tab; the random
 *   key keeps them private): the prediction lists, per warehouse, the predicted units of each
 *   bouquet variant of its region once the pipeline succeeded (forecast.ts), and its state before.
 */
export function registerPipelines(app: ApiApp, db: Database, clock: Clock): void {
  const validate = describeRoute<PipelineTrigger>(app, 'POST', TRIGGER_PATH, { body: pipelineSchema, success: 201 }).body;
  app.post(TRIGGER_PATH, async (c) => {
    const body = await validBody(c, validate, INVALID, (raw) => trimFields(raw, ['warehouseSKU', 'user', 'weekCode']));
    if (!body.ok) return body.response;
    const request = body.value;
    const warehouses = warehousesOf(request.warehouseSKU);
    if (!warehouses.ok) return jsonError(c, 400, INVALID, { warehouseSKU: `names ${warehouses.repeated} twice` });
    const now = clock();
    const failure = pastWeekFailure(request.weekCode, weekCode(now));
    const base = baseOf(c, TRIGGER_PATH);
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ id: number; view_key: string }>(
        `insert into prediction_pipeline (view_key, warehouse_sku, week_code, finetuning, requested_by, failure, created_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id, view_key`,
        [randomUUID(), warehouses.codes.join(','), request.weekCode, request.finetuning, request.user, failure, now.toISOString()],
      );
      const row = rows[0];
      if (!row) throw new Error('the pipeline was not written');
      const answer: PipelineTriggered = {
        data: { data: { pipeline_id: row.id, status: 'created', web_url: `${base}${PAGES_PATH}/${row.view_key}` } },
        message: `Pipeline ${row.id} created for week ${request.weekCode} (${warehouses.codes.join(', ')}).`,
      };
      return c.json(answer, 201);
    });
  });

  describeRoute(app, 'GET', `${TRIGGER_PATH}/all`, NO_INPUT);
  app.get(`${TRIGGER_PATH}/all`, async (c) => {
    const { rows } = await db.query<PipelineRow>(`select ${COLUMNS} from prediction_pipeline order by created_at desc, id desc limit $1`, [HISTORY_LIMIT]);
    const now = clock();
    const base = baseOf(c, TRIGGER_PATH);
    return c.json(rows.map((row) => toPipeline(row, now, base)), 200);
  });

  describeRoute(app, 'GET', `${TRIGGER_PATH}/:pipelineId`, { params: idParams('pipelineId') });
  app.get(`${TRIGGER_PATH}/:pipelineId`, async (c) => {
    const id = pathId(c, 'pipelineId', 'The pipeline id is not valid.');
    if (!id.ok) return id.response;
    const { rows } = await db.query<PipelineRow>(`select ${COLUMNS} from prediction_pipeline where id = $1`, [id.value]);
    const row = rows[0];
    if (!row) return jsonError(c, 404, `There is no pipeline ${id.value}.`);
    return c.json(toPipeline(row, clock(), baseOf(c, TRIGGER_PATH)), 200);
  });

  describeRoute(app, 'GET', `${PAGES_PATH}/:key`, { params: KEY_PARAMS, public: true });
  app.get(`${PAGES_PATH}/:key`, async (c) => {
    const key = c.req.param('key');
    if (!KEY.test(key)) return jsonError(c, 400, BAD_KEY, { key: BAD_KEY_FIELD });
    const row = await byKey(db, key);
    if (!row) return jsonError(c, 404, 'There is no such pipeline.');
    return htmlAnswer(c, pipelinePage(toPipeline(row, clock(), baseOf(c, PAGES_PATH))));
  });

  describeRoute(app, 'GET', `${PAGES_PATH}/:key/prediction`, { params: KEY_PARAMS, public: true });
  app.get(`${PAGES_PATH}/:key/prediction`, async (c) => {
    const key = c.req.param('key');
    if (!KEY.test(key)) return jsonError(c, 400, BAD_KEY, { key: BAD_KEY_FIELD });
    const row = await byKey(db, key);
    if (!row) return jsonError(c, 404, 'There is no such prediction.');
    const pipeline = toPipeline(row, clock(), baseOf(c, PAGES_PATH));
    const warehouses = row.warehouse_sku.split(',');
    const rows = pipeline.status === 'success' ? forecastRows(warehouses, row.week_code, await bouquetVariants(db)) : [];
    return htmlAnswer(c, predictionPage(pipeline, rows));
  });
}

async function byKey(db: Database, key: string): Promise<PipelineRow | undefined> {
  const { rows } = await db.query<PipelineRow>(`select ${COLUMNS} from prediction_pipeline where view_key = $1`, [key]);
  return rows[0];
}

/** Every bouquet variant of the catalogue (Flowers, Bundle, Curated_Bundle) with its product's region tags. */
async function bouquetVariants(db: Database): Promise<ForecastProduct[]> {
  const { rows } = await db.query<{ title: string; sku: string; tags: string[] }>(
    `select p.title || ' - ' || v.title as title, v.sku, p.tags
       from storefront_product p join storefront_variant v on v.product_id = p.id
      where p.product_type in ('Flowers', 'Bundle', 'Curated_Bundle') order by p.id, v.position`,
  );
  return rows.map((row) => ({ title: row.title, sku: row.sku, regions: row.tags.map((tag) => tag.toUpperCase()) }));
}

function htmlAnswer(c: Context, html: string): Response {
  return c.html(html, 200, { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'", 'Cache-Control': 'no-store' });
}
