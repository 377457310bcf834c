import { describe, expect, it } from 'vitest';
import type { Pipeline, PipelineTriggered } from '../../runtime/generated/entities';
import { createAdminApi } from '../../server/api/admin/index';
import type { Database } from '../../server/db/database';
import { DEMO_PIPELINE_KEYS } from '../../server/db/seed/pipelines';
import { nextWeekCodes, weekCode } from '../../shared/weekCodes';
import { callApi, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { onSignedInServer } from '../support/signedInServer';

/**
 * The inventory prediction pipeline (002 §3, §4, §5, §7, §8): POST /api/trigger-pipeline, GET
 * /api/trigger-pipeline/all and /{pipelineId}, and its public pages; the status moves with the
 * clock the API is given.
 */

let origin: string;
let api: AdminClient;
let db: Database;
const [thisWeek = '', inTwoWeeks = ''] = nextWeekCodes(new Date(), 3).filter((_, index) => index !== 1);

onSignedInServer((server) => ({ origin, db, api } = server));

const trigger = (body: Record<string, unknown>) => api.post<PipelineTriggered>('/api/trigger-pipeline', body);

/** An admin API on the test database whose clock the test moves. */
function clockedApi(start: string) {
  let now = new Date(start);
  const app = createAdminApi(db, () => Promise.resolve({ sub: 'pipeline-test', name: 'Pipeline Test', email: 'pipeline.test@example.ca' }), { clock: () => now });
  const headers = { Authorization: 'Bearer fixed', 'Content-Type': 'application/json' };
  return {
    at: (moment: string) => {
      now = new Date(moment);
    },
    trigger: async (body: Record<string, unknown>) => {
      const response = await app.request('/api/trigger-pipeline', { method: 'POST', headers, body: JSON.stringify(body) });
      expect(response.status).toBe(201);
      return ((await response.json()) as PipelineTriggered).data.data.pipeline_id;
    },
    status: async (id: number) => {
      const response = await app.request(`/api/trigger-pipeline/${id}`, { headers });
      expect(response.status).toBe(200);
      return (await response.json()) as Pipeline;
    },
    page: (path: string) => app.request(path),
  };
}

describe('POST /api/trigger-pipeline', () => {
  it('stores a created pipeline, answers its id where the console reads it, audits it and lists it first in the history', async () => {
    const answer = await trigger({ warehouseSKU: 'mb,sk', finetuning: 'no', user: 'ops@example.ca', weekCode: thisWeek });
    expect(answer.status).toBe(201);
    const id = answer.body.data.data.pipeline_id;
    expect(id).toBeGreaterThan(0);
    expect(answer.body.data.data.status).toBe('created');
    expect(answer.body.message).toBe(`Pipeline ${id} created for week ${thisWeek} (mb, sk).`);
    const audit = await db.query<{ count: number }>(
      `select count(*)::int as count from audit_log where entity = 'prediction-pipeline' and row_id = $1 and path = '/api/admin/api/trigger-pipeline'`,
      [String(id)],
    );
    expect(audit.rows[0]?.count).toBe(1);

    const history = await api.get<Pipeline[]>('/api/trigger-pipeline/all');
    expect(history.status).toBe(200);
    expect(history.body[0]).toMatchObject({ pipelineId: id, status: 'created', weekCode: thisWeek, warehouse_sku: 'mb,sk', finetuning: 'no', user: 'ops@example.ca' });
    expect(history.body[0]?.webUrl).toMatch(new RegExp(`^${origin}/api/admin/pipelines/[0-9a-f-]{36}$`));
    expect(history.body[0]?.fileName).toBe(`${history.body[0]?.webUrl ?? ''}/prediction`);

    const status = await api.get<Pipeline>(`/api/trigger-pipeline/${id}`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual(history.body[0]);
  });

  it('takes warehouses in either case with spaces, stored lower case', async () => {
    const answer = await trigger({ warehouseSKU: ' HX , bc ', finetuning: 'no', user: 'ops@example.ca', weekCode: inTwoWeeks });
    expect(answer.status).toBe(201);
    const status = await api.get<Pipeline>(`/api/trigger-pipeline/${answer.body.data.data.pipeline_id}`);
    expect(status.body.warehouse_sku).toBe('hx,bc');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const count = async () => (await db.query<{ count: number }>('select count(*)::int as count from prediction_pipeline')).rows[0]?.count;
    const before = await count();
    expectFieldErrors(await trigger({}), 400, ['warehouseSKU', 'finetuning', 'user', 'weekCode']);
    expectFieldErrors(await trigger({ warehouseSKU: 'mb,kl', finetuning: 'yes', user: ' ', weekCode: '5426' }), 400, ['warehouseSKU', 'finetuning', 'user', 'weekCode']);
    expectFieldErrors(await trigger({ warehouseSKU: '', finetuning: 'no', user: 'ops@example.ca', weekCode: thisWeek }), 400, ['warehouseSKU']);
    const twice = expectFieldErrors(await trigger({ warehouseSKU: 'mb,sk,MB', finetuning: 'no', user: 'ops@example.ca', weekCode: thisWeek }), 400, ['warehouseSKU']);
    expect(twice.fields?.warehouseSKU).toBe('names mb twice');
    expect(await count()).toBe(before);
  });

  it('needs the bearer token', async () => {
    expectJsonError(await callApi(origin, '/api/admin/api/trigger-pipeline', { json: { warehouseSKU: 'mb', finetuning: 'no', user: 'a', weekCode: thisWeek } }), 401);
    expectJsonError(await callApi(origin, '/api/admin/api/trigger-pipeline/all'), 401);
  });
});

describe('the demo pipelines', () => {
  it('show a finished and a failed pipeline from the start, their prediction page open without a token', async () => {
    const history = await api.get<Pipeline[]>('/api/trigger-pipeline/all');
    const success = history.body.find((pipeline) => pipeline.webUrl.endsWith(DEMO_PIPELINE_KEYS[0]));
    const failed = history.body.find((pipeline) => pipeline.webUrl.endsWith(DEMO_PIPELINE_KEYS[1]));
    expect(success).toMatchObject({ status: 'success', warehouse_sku: 'mb,sk', weekCode: weekCode(new Date()) });
    expect(failed?.status).toBe('failed');
    expect(failed?.message).toMatch(/^Week \d{4} is before the current week \(\d{4}\): there are no sales left to forecast\.$/);
    const page = await fetch(success?.fileName ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<th>Predicted units</th>');
  });
});

describe('GET /api/trigger-pipeline/{pipelineId}', () => {
  it('answers 404 with a message for an unknown id and 400 for one that is not an id', async () => {
    expect(expectJsonError(await api.get('/api/trigger-pipeline/999999'), 404).error).toBe('There is no pipeline 999999.');
    expectFieldErrors(await api.get('/api/trigger-pipeline/abc'), 400, ['pipelineId']);
    expectFieldErrors(await callApi(origin, '/api/admin/pipelines/not-a-key/prediction'), 400, ['key']);
  });
});

describe('the status moves with the clock', () => {
  it('created for 5 s, running until 30 s, then success; the prediction appears once it succeeded', async () => {
    const clocked = clockedApi('2031-03-04T15:00:00Z');
    const id = await clocked.trigger({ warehouseSKU: 'mb,hx', finetuning: 'no', user: 'ops@example.ca', weekCode: weekCode(new Date('2031-03-04T15:00:00Z')) });
    expect((await clocked.status(id)).status).toBe('created');
    clocked.at('2031-03-04T15:00:04.999Z');
    expect((await clocked.status(id)).status).toBe('created');
    clocked.at('2031-03-04T15:00:05Z');
    const running = await clocked.status(id);
    expect(running.status).toBe('running');
    const notYet = await clocked.page(new URL(running.fileName).pathname);
    expect(notYet.status).toBe(200);
    expect(await notYet.text()).toContain(`There is no prediction yet: pipeline ${id} is running.`);
    clocked.at('2031-03-04T15:00:30Z');
    const done = await clocked.status(id);
    expect(done).toMatchObject({ status: 'success', message: 'The prediction is ready.' });

    // The prediction opens in a new tab: no token is sent.
    const prediction = await clocked.page(new URL(done.fileName).pathname);
    expect(prediction.status).toBe(200);
    expect(prediction.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await prediction.text();
    expect(html).toContain('Inventory prediction for week 1031');
    // Prairie Sunrise is sold in MB, not in HX; a forecast reads the same every time.
    expect(html.match(/<tr><td>mb<\/td><td>PRAIRIE-SUNRISE-S<\/td>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<tr><td>hx<\/td><td>PRAIRIE-SUNRISE-S<\/td>/);
    expect(await (await clocked.page(new URL(done.fileName).pathname)).text()).toBe(html);
    const pipelinePage = await clocked.page(new URL(done.webUrl).pathname);
    expect(await pipelinePage.text()).toContain(`<h1>Pipeline ${id}</h1>`);
  });

  it('fails a pipeline for a week before the current one, saying why, after running like any other', async () => {
    const clocked = clockedApi('2031-03-04T15:00:00Z');
    const id = await clocked.trigger({ warehouseSKU: 'sk', finetuning: 'no', user: 'ops@example.ca', weekCode: '0931' });
    clocked.at('2031-03-04T15:00:10Z');
    expect((await clocked.status(id)).status).toBe('running');
    clocked.at('2031-03-04T15:01:00Z');
    expect(await clocked.status(id)).toMatchObject({ status: 'failed', message: 'Week 0931 is before the current week (1031): there are no sales left to forecast.' });
    const prediction = await clocked.page(new URL((await clocked.status(id)).fileName).pathname);
    expect(await prediction.text()).toContain(`pipeline ${id} is failed`);
    // The current week and a later year succeed.
    const current = await clocked.trigger({ warehouseSKU: 'sk', finetuning: 'no', user: 'ops@example.ca', weekCode: '1031' });
    const nextYear = await clocked.trigger({ warehouseSKU: 'sk', finetuning: 'no', user: 'ops@example.ca', weekCode: '0132' });
    clocked.at('2031-03-04T15:02:00Z');
    expect((await clocked.status(current)).status).toBe('success');
    expect((await clocked.status(nextYear)).status).toBe('success');
  });

  it('answers an unknown page key with 404', async () => {
    const unknown = await callApi(origin, '/api/admin/pipelines/00000000-0000-4000-8000-000000000000/prediction');
    expect(expectJsonError(unknown, 404).error).toBe('There is no such prediction.');
  });
});
